import Foundation
import L10nGenTemplate
import XCTest

@testable import L10nGenGeneration
@testable import L10nGenGenerators

/// The `L10nGenRuntime` library is the run time the swift6 templates embed, rendered once as a
/// module's public run time (`runtime: "module"`, `publicAccess`, no table): the same source, so
/// the run time is written once (`Templates/_swift6-runtime.stencil`) and compiled with this package.
/// `swift run generate-sources runtime-library` writes it.
final class RuntimeLibrarySourceTests: XCTestCase {
  func testTheRuntimeLibraryIsTheTemplatesPublicModuleRunTime() throws {
    let file = try XCTUnwrap(Generator.runtimeLibrary.files().first)
    XCTAssertTrue(file.content.contains("public enum L10nRuntime {}"), file.content)
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), file.content,
      "the run time changed: run `\(Generator.runtimeLibrary.command)` (Scripts/regenerate)")
  }
}
