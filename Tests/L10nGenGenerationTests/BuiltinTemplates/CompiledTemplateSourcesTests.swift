import Foundation
import XCTest

@testable import L10nGenCompiledTemplates
@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenGenerators
@testable import L10nGenTemplate

/// The built-in templates render as Swift compiled into the binary, `CompiledTemplates.swift`,
/// which `TemplateCompiler` writes from `Templates/*.stencil` (through `BuiltinTemplate+Sources.swift`):
/// `swift run generate-sources compiled-templates`.
final class CompiledTemplateSourcesTests: XCTestCase {
  func testCompiledTemplatesAreWhatTheTemplatesCompileInto() throws {
    let file = try XCTUnwrap(Generator.compiledTemplates.files().first)
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), file.content,
      "Templates/ changed: run `\(Generator.compiledTemplates.command)` (Scripts/regenerate)")
    XCTAssertEqual(Set(CompiledTemplates.byName.keys), Set(BuiltinTemplate.all.map(\.name)), "every built-in template is compiled")
  }
}
