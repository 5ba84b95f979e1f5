import Foundation
import L10nGenTemplate
import XCTest

@testable import L10nGenGeneration

/// The `L10nGenRuntime` library is the run time the swift6 templates embed, rendered once as a
/// module's public run time (`runtime: "module"`, `publicAccess`, no table): the same source, so
/// the run time is written once (`Templates/_swift6-runtime.stencil`) and compiled with this package.
/// `L10NGEN_UPDATE_RUNTIME_LIBRARY=1 swift test --filter RuntimeLibrarySourceTests` rewrites it
/// (`Scripts/regenerate` does, in order).
final class RuntimeLibrarySourceTests: XCTestCase {
  static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/L10nGenRuntime/L10nRuntime.swift")

  func testTheRuntimeLibraryIsTheTemplatesPublicModuleRunTime() throws {
    // Kept as rendered: the project's formatter (Scripts/format-swift) passes over the file.
    let code =
      try "// swift-format-ignore-file\n"
      + StringsGenerator(tables: [], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift6")), params: ["runtime": "module", "publicAccess": true])
    XCTAssertTrue(code.contains("public enum L10nRuntime {}"), code)
    if ProcessInfo.processInfo.environment["L10NGEN_UPDATE_RUNTIME_LIBRARY"] == "1",
      (try? String(contentsOf: Self.source, encoding: .utf8)) != code
    {
      // A record run that writes fails: only a run that compares can pass.
      try code.write(to: Self.source, atomically: true, encoding: .utf8)
      XCTFail("wrote \(Self.source.lastPathComponent): run the tests again to compare")
    }
    let expected = try String(contentsOf: Self.source, encoding: .utf8)
    XCTAssertEqual(code, expected, "the run time changed: L10NGEN_UPDATE_RUNTIME_LIBRARY=1 (Scripts/regenerate) writes the library's source")
  }
}
