import L10nGenCore
import L10nGenGeneration
import L10nGenTemplate

/// The built-in templates render as Swift compiled into the binary, `CompiledTemplates.swift` (a target
/// of its own, `L10nGenCompiledTemplates`, which builds beside the tables), which `TemplateCompiler`
/// writes from the embedded templates (`BuiltinTemplate+Sources.swift`).
package enum CompiledTemplateSources {
  package static let path = "Sources/L10nGenCompiledTemplates/CompiledTemplates.swift"

  static func file() throws -> GeneratedFile {
    var table = ""
    var functions = ""
    for template in BuiltinTemplate.all {
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
    let text =
      """
      // swift-format-ignore-file
      // Generated from Templates/*.stencil by `\(Generator.compiledTemplates.command)` (Scripts/regenerate):
      // each built-in template compiled into Swift by TemplateCompiler. Do not edit.

      import L10nGenCore
      import L10nGenTemplate

      /// The built-in templates as Swift, by name: a target of its own, which builds beside the tables.
      package enum CompiledTemplates {
        package static let byName: [String: CompiledTemplate] = [

      """ + table + "  ]\n}\n" + functions.replacingOccurrences(of: "\nfunc ", with: "\nprivate func ")
    return GeneratedFile(path: path, content: text)
  }
}
