import XCTest

@testable import L10nGenCore
@testable import L10nGenLint

final class LintPolicyTests: XCTestCase {
  func testTheCommandRunsEveryRuleAtItsOwnSeverity() {
    for rule in LintRule.allCases {
      XCTAssertTrue(LintPolicy.command.isEnabled(rule), rule.rawValue)
      XCTAssertEqual(LintPolicy.command.severity(of: rule), rule.severity, rule.rawValue)
    }
  }

  /// Xcode builds a table with a duplicate key and warns; Foundation keeps the key's last value.
  func testTheBuildFailsOnWhatBreaksWhatShipsAndRunsNoInfos() {
    let errors = LintRule.allCases.filter { LintPolicy.build.isEnabled($0) && LintPolicy.build.severity(of: $0) == .error }
    XCTAssertEqual(errors, [.syntax, .placeholderMismatch, .pluralMissingOther])
    XCTAssertEqual(LintPolicy.build.severity(of: .duplicateKey), .warning)
    XCTAssertEqual(
      LintRule.allCases.filter { !LintPolicy.build.isEnabled($0) },
      [.placeholderLength, .identicalToSource, .unknownKey, .unknownTextKey, .unusedKey, .dynamicKey])
  }

  func testNamingARuleWithASeverityRunsItAndDisablingWins() {
    let policy = LintPolicy.build.reporting([.identicalToSource, .missingKey], as: .error).reporting([.duplicateKey], as: .error)
    XCTAssertTrue(policy.isEnabled(.identicalToSource))
    XCTAssertEqual(policy.severity(of: .identicalToSource), .error)
    XCTAssertEqual(policy.severity(of: .missingKey), .error)
    XCTAssertEqual(policy.severity(of: .duplicateKey), .error)
    XCTAssertEqual(policy.severities[.duplicateKey], nil, "back at its own severity, nothing to override")
    XCTAssertFalse(policy.disabling([.missingKey]).isEnabled(.missingKey))
    XCTAssertEqual(LintPolicy.command.reporting([.syntax], as: .warning).severity(of: .syntax), .warning)
  }

  func testBesideGenerationLeavesOutWhatGenerationSaysAsLoudlyInTheDevelopmentLanguageOnly() {
    let policy = LintPolicy.build.besideGeneration()
    let leftOut = LintRule.allCases.filter { !policy.reports($0, inDevelopmentLanguage: true) && policy.isEnabled($0) }
    XCTAssertEqual(
      leftOut, [.syntax, .duplicateKey, .suspiciousPercent, .pluralMissingOther, .valueTypePercent, .pluralArgumentType, .ignoredMember])
    XCTAssertTrue(LintRule.allCases.filter(policy.isEnabled).allSatisfy { policy.reports($0, inDevelopmentLanguage: false) })
    XCTAssertTrue(LintPolicy.build.reports(.syntax, inDevelopmentLanguage: true))
    // Generation only warns of a suspicious '%': a config that makes it an error needs the check to say so.
    let strict = LintPolicy.build.reporting([.suspiciousPercent, .duplicateKey], as: .error).besideGeneration()
    XCTAssertTrue(strict.reports(.suspiciousPercent, inDevelopmentLanguage: true))
    XCTAssertTrue(strict.reports(.duplicateKey, inDevelopmentLanguage: true))
    XCTAssertFalse(strict.reports(.syntax, inDevelopmentLanguage: true))
  }
}
