import Foundation

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

/// Lints folders under `Fixtures/Lint` and describes findings with paths relative to the folder, so
/// tests assert on whole lines: `de.lproj/Localizable.strings:1:14: key "greeting": …`.
enum LintFixture {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Lint")

  /// The `App` fixture's report, linted once for all the tests that read it (a failure fails each of
  /// them, not the whole run).
  static func app() throws -> LintReport { try appReport.get() }
  private static let appReport = Result { try report("App") }

  static func report(_ folder: String, developmentLanguage: String? = nil, policy: LintPolicy = .command) throws -> LintReport {
    let groups = try TableDiscovery.groups(inputs: [path(folder)], language: DevelopmentLanguage(requested: developmentLanguage))
    return Linter.lint(groups, policy: policy)
  }

  static func path(_ folder: String) -> String { root.appendingPathComponent(folder).path }

  /// `file:line:column: message` of each finding of `rule`, in report order.
  static func lines(_ report: LintReport, _ rule: LintRule, in folder: String = "App") -> [String] {
    report.findings.filter { $0.rule == rule }.map { line($0, in: folder) }
  }

  static func line(_ finding: LintFinding, in folder: String) -> String {
    let file = finding.location.file.replacingOccurrences(of: path(folder) + "/", with: "")
    return "\(file):\(finding.location.line):\(finding.location.column): \(finding.message)"
  }
}
