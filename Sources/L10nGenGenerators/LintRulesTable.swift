import L10nGenCore
import L10nGenLint

/// `Documentation/Lint.md`'s table of rules, made from the rules themselves (`LintRule`: its name,
/// severity and summary; `LintPolicy.build`: what the build plugins' check makes of it), between
/// two marker lines of the page; the rest of the page is as written.
package enum LintRulesTable {
  package static let path = "Documentation/Lint.md"
  static let begin = "<!-- `swift run generate-sources lint-rules` writes the table below, from LintRule; edit the rules, not it. -->"
  static let end = "<!-- end of the rules table -->"

  static func file() throws -> GeneratedFile {
    let page = try String(contentsOf: Generator.packageRoot.appendingPathComponent(path), encoding: .utf8)
    guard let start = page.range(of: begin + "\n"), let stop = page.range(of: end, range: start.upperBound..<page.endIndex) else {
      throw GeneratorError("\(path) has no line \(begin) followed by \(end)")
    }
    var table = "| rule | severity | build | finds |\n| --- | --- | --- | --- |\n"
    for rule in LintRule.allCases {
      let build = LintPolicy.build.isEnabled(rule) ? LintPolicy.build.severity(of: rule).rawValue : "off"
      table += "| `\(rule.rawValue)` | \(rule.severity.rawValue) | \(build) | \(rule.summary) |\n"
    }
    return GeneratedFile(path: path, content: page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table))
  }
}
