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

  /// A rule generation warns of is the parsers' warning of the same name (`LocatedWarning.Kind`),
  /// which is how lint files it; the errors that stop generation are syntax and a plural without `other`.
  func testWhatGenerationSaysOfARuleIsItsWarningKind() {
    for rule in LintRule.allCases {
      XCTAssertEqual(
        LocatedWarning.Kind(rawValue: rule.rawValue) != nil, rule.severityInGeneration == .warning, rule.rawValue)
    }
    XCTAssertEqual(LintRule.allCases.filter { $0.severityInGeneration == .error }, [.syntax, .pluralMissingOther])
  }

  func testRulesAreNamedOnceAndFoundByName() {
    XCTAssertEqual(Set(LintRule.allCases.map(\.rawValue)).count, LintRule.allCases.count)
    for rule in LintRule.allCases { XCTAssertEqual(LintRule(rawValue: rule.rawValue), rule) }
    XCTAssertNil(LintRule(rawValue: "missing-kye"))
  }

  func testSeveritiesAreOrdered() {
    XCTAssertLessThan(LintSeverity.info, .warning)
    XCTAssertLessThan(LintSeverity.warning, .error)
  }
}
