import XCTest

@testable import L10nGenCore
@testable import L10nGenGenerators
@testable import L10nGenLint
@testable import L10nGenTables

final class LintRuleTests: XCTestCase {
  /// Documentation/Lint.md's rules table is made from the rules (`generate-sources lint-rules`).
  func testTheDocumentedRulesTableIsMadeFromTheRules() throws {
    let file = try XCTUnwrap(Generator.lintRules.files().first)
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), file.content, "the rules changed: run `\(Generator.lintRules.command)` (Scripts/regenerate)")
    for rule in LintRule.allCases {
      XCTAssertTrue(file.content.contains("| `\(rule.rawValue)` | \(rule.severity.rawValue) |"), rule.rawValue)
    }
  }

  func testSeveritiesAreOrdered() {
    XCTAssertLessThan(LintSeverity.info, .warning)
    XCTAssertLessThan(LintSeverity.warning, .error)
  }
}
