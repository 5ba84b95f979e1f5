import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class LintRuleTests: XCTestCase {
  func testTheDocumentedRulesTableListsEveryRuleWithItsSeverityInLintAndInTheBuildAndItsSummary() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/Lint.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    for rule in LintRule.allCases {
      let build = LintPolicy.build.isEnabled(rule) ? LintPolicy.build.severity(of: rule).rawValue : "off"
      XCTAssertTrue(text.contains("| `\(rule.rawValue)` | \(rule.severity.rawValue) | \(build) | \(rule.summary) |"), rule.rawValue)
    }
  }

  func testSeveritiesAreOrdered() {
    XCTAssertLessThan(LintSeverity.info, .warning)
    XCTAssertLessThan(LintSeverity.warning, .error)
  }
}
