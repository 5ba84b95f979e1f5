import XCTest
@testable import L10nGenCore
@testable import L10nGenTables
@testable import L10nGenLint

final class LintRuleTests: XCTestCase {
  func testReadmeRulesTableListsEveryRuleWithItsSeverityAndSummary() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    for rule in LintRule.allCases {
      XCTAssertTrue(text.contains("| `\(rule.rawValue)` | \(rule.severity.rawValue) | \(rule.summary) |"), rule.rawValue)
    }
  }

  func testSeveritiesAreOrdered() {
    XCTAssertLessThan(LintSeverity.info, .warning)
    XCTAssertLessThan(LintSeverity.warning, .error)
  }
}
