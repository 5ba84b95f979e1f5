import Foundation

/// The built-in templates are compiled into the binary from `BuiltinTemplate+Sources.swift`, made
/// from `Templates/*.stencil` as they are written.
package enum EmbeddedTemplateSources {
  package static let path = "Sources/L10nGenGeneration/BuiltinTemplates/BuiltinTemplate+Sources.swift"

  /// `Templates/*.stencil`, by name (the file name without `.stencil`), in name order.
  package static func templates() throws -> [(name: String, source: String)] {
    let folder = Generator.packageRoot.appendingPathComponent("Templates")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".stencil") }.sorted()
    return try files.map { file in
      (name: String(file.dropLast(".stencil".count)), source: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
  }

  static func file() throws -> GeneratedFile {
    var text = """
      // swift-format-ignore-file
      // Generated from Templates/*.stencil by `\(Generator.embeddedTemplates.command)` (Scripts/regenerate).
      // Do not edit, and do not format: the templates are embedded as they are written.

      extension BuiltinTemplate {
        static let embeddedSources: [(name: String, source: String)] = [

      """
    for (name, source) in try templates() {
      // Multi-line raw literal: the newline before the closing delimiter is not part of the string.
      text += "    (\n      \"\(name)\",\n      ####\"\"\"\n\(source)\n\"\"\"####\n    ),\n"
    }
    text += "  ]\n}\n"
    return GeneratedFile(path: path, content: text)
  }
}
