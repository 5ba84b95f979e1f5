import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The built-in templates are compiled into the binary from `BuiltinTemplate+Sources.swift`, which is
/// generated from `Templates/*.stencil`. This test fails when the two differ; run it with
/// `L10NGEN_UPDATE_EMBEDDED_TEMPLATES=1` to regenerate the Swift file.
final class BuiltinTemplateSourcesTests: XCTestCase {
  private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testEmbeddedSourcesMatchTemplatesFolder() throws {
    let folder = packageRoot.appendingPathComponent("Templates")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".stencil") }.sorted()
    let sources = try files.map { file in
      (name: String(file.dropLast(".stencil".count)), source: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    let generated = Self.swiftFile(embedding: sources)
    let target = packageRoot.appendingPathComponent("Sources/L10nGenGeneration/BuiltinTemplates/BuiltinTemplate+Sources.swift")
    if ProcessInfo.processInfo.environment["L10NGEN_UPDATE_EMBEDDED_TEMPLATES"] == "1",
      (try? String(contentsOf: target, encoding: .utf8)) != generated
    {
      // A record run that writes fails: only a run that compares can pass.
      try generated.write(to: target, atomically: true, encoding: .utf8)
      XCTFail("wrote \(target.lastPathComponent): rebuild, and run the tests again to compare")
      return
    }
    let current = try String(contentsOf: target, encoding: .utf8)
    XCTAssertEqual(current, generated, "Templates/ changed: run L10NGEN_UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter BuiltinTemplateSourcesTests")
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

  static func swiftFile(embedding sources: [(name: String, source: String)]) -> String {
    var text = """
      // swift-format-ignore-file
      // Generated from Templates/*.stencil by BuiltinTemplateSourcesTests (Scripts/regenerate). Do not
      // edit, and do not format: the templates are embedded as they are written.

      extension BuiltinTemplate {
        static let embeddedSources: [(name: String, source: String)] = [

      """
    for (name, source) in sources {
      // Multi-line raw literal: the newline before the closing delimiter is not part of the string.
      text += "    (\n      \"\(name)\",\n      ####\"\"\"\n\(source)\n\"\"\"####\n    ),\n"
    }
    text += "  ]\n}\n"
    return text
  }
}
