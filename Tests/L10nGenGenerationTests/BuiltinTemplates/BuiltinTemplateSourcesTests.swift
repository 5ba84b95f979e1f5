import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenGenerators
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The built-in templates are compiled into the binary from `BuiltinTemplate+Sources.swift`, which is
/// made from `Templates/*.stencil` (`swift run generate-sources embedded-templates`).
final class BuiltinTemplateSourcesTests: XCTestCase {
  func testEmbeddedSourcesMatchTemplatesFolder() throws {
    let file = try XCTUnwrap(Generator.embeddedTemplates.files().first)
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), file.content,
      "Templates/ changed: run `\(Generator.embeddedTemplates.command)` (Scripts/regenerate)")
    let sources = try EmbeddedTemplateSources.templates()
    XCTAssertEqual(BuiltinTemplate.embeddedSources.map(\.name), sources.map(\.name))
    XCTAssertEqual(
      Set(BuiltinTemplate.all.map(\.name)), Set(sources.map(\.name).filter { !$0.hasPrefix("_") }),
      "every template in Templates/ is listed in BuiltinTemplate.all (shared parts start with _)")
  }

  func testEveryBuiltinTemplateParses() throws {
    for builtin in BuiltinTemplate.all {
      XCTAssertFalse(builtin.source.isEmpty, builtin.name)
      XCTAssertNoThrow(try LoadedTemplate(.builtin(builtin.name)), builtin.name)
    }
  }
}
