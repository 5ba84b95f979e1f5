import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class LocaleTableReaderTests: XCTestCase {
  func testSyntaxErrorsOfEveryFormatHaveLineAndColumn() throws {
    let report = try LintFixture.report("Broken")
    XCTAssertEqual(
      LintFixture.lines(report, .syntax, in: "Broken"),
      [
        #"de.lproj/Localizable.strings:1:15: missing ';' after the value of "one""#,
        #"fr.lproj/Plurals.stringsdict:17:4: plural variable "n" of key "guests" has unknown NSStringFormatSpecTypeKey "#
          + #""NSStringGenderRuleType" (expected NSStringPluralRuleType)"#,
      ])
  }

  func testDuplicateKeysSayWhichValueWins() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .duplicateKey),
      [
        #"fr.lproj/Localizable.strings:5:1: key "cancel" is written again (first at line 4) with the same value"#
      ])
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.report("Broken"), .duplicateKey, in: "Broken"),
      [
        #"fr.lproj/Plurals.stringsdict:24:2: duplicate key "items" (first defined at line 5)"#
      ])
  }

  func testLaterValueOfADuplicateIsTheOneCompared() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"%@ files\";\n")
    try directory.write("de.lproj/Localizable.strings", "\"a\" = \"%@ Dateien\";\n\"a\" = \"%d Dateien\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(report.findings.map(\.rule), [.duplicateKey, .placeholderMismatch])
    XCTAssertEqual(report.findings.first?.message, #"key "a" is written again (first at line 1) with "%d Dateien", which wins over "%@ Dateien""#)
  }
}
