import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTemplate

/// The built-in templates render as Swift compiled into the binary, `BuiltinTemplate+Compiled.swift`,
/// which `TemplateCompiler` writes from `Templates/*.stencil` (through `BuiltinTemplate+Sources.swift`).
/// This test fails when the file is not what the templates compile into; run it with
/// `L10NGEN_UPDATE_COMPILED_TEMPLATES=1` to write it again (`Scripts/regenerate` does).
final class CompiledTemplateSourcesTests: XCTestCase {
  private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testCompiledTemplatesAreWhatTheTemplatesCompileInto() throws {
    let generated = try Self.swiftFile(compiling: BuiltinTemplate.all)
    let target = packageRoot.appendingPathComponent("Sources/L10nGenGeneration/BuiltinTemplates/BuiltinTemplate+Compiled.swift")
    if ProcessInfo.processInfo.environment["L10NGEN_UPDATE_COMPILED_TEMPLATES"] == "1",
      (try? String(contentsOf: target, encoding: .utf8)) != generated
    {
      // A record run that writes fails: only a run that compares can pass.
      try generated.write(to: target, atomically: true, encoding: .utf8)
      XCTFail("wrote \(target.lastPathComponent): rebuild, and run the tests again to compare")
      return
    }
    let current = try String(contentsOf: target, encoding: .utf8)
    XCTAssertEqual(current, generated, "Templates/ changed: run L10NGEN_UPDATE_COMPILED_TEMPLATES=1 swift test --filter CompiledTemplateSourcesTests")
    XCTAssertEqual(Set(BuiltinTemplate.compiledTemplates.keys), Set(BuiltinTemplate.all.map(\.name)), "every built-in template is compiled")
  }

  static func swiftFile(compiling templates: [BuiltinTemplate]) throws -> String {
    var table = ""
    var functions = ""
    for template in templates {
      let name = "render" + template.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      let compiled = try template.parsed().swiftFunction(named: name)
      let locations = compiled.locations.map {
        "      SourceLocation(file: \(TemplateCompiler.swiftLiteral($0.file)), line: \($0.line), column: \($0.column)),\n"
      }
      table += "    \(TemplateCompiler.swiftLiteral(template.name)): CompiledTemplate(\n"
      table += "      locations: [\n" + locations.map { "  " + $0 }.joined() + "      ],\n"
      table += "      filters: [\(compiled.filters.map(TemplateCompiler.swiftLiteral).joined(separator: ", "))],\n"
      table += "      render: \(name)),\n"
      functions += "\n" + compiled.code
    }
    return """
      // swift-format-ignore-file
      // Generated from Templates/*.stencil by CompiledTemplateSourcesTests (Scripts/regenerate): each
      // built-in template compiled into Swift by TemplateCompiler. Do not edit.

      import L10nGenCore
      import L10nGenTemplate

      extension BuiltinTemplate {
        /// The built-in templates as Swift, by name.
        static let compiledTemplates: [String: CompiledTemplate] = [

      """ + table + "  ]\n}\n" + functions.replacingOccurrences(of: "\nfunc ", with: "\nprivate func ")
  }
}
