import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class SuspiciousPercentCheckTests: XCTestCase {
  func testPercentBeforeAWordIsAConversionWithTheSpaceFlag() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .suspiciousPercent),
      [
        #"fr.lproj/Localizable.strings:3:10: key "sale": "50% de réduction" has "% d", which Foundation reads as a "#
          + #"conversion (an integer with the space flag) that takes an argument; write "%%" for a percent sign"#
      ])
  }

  func testPercentThatStartsNoConversionAndAtTheEndAreReportedInPluralForms() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"100%\";\n\"b\" = \"%Βρέθηκε\";\n\"c\" = \"50%% off, %@ and %1$@\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.map(\.message),
      [
        #"key "a": "100%" has a "%" at the end, which is no conversion: Foundation does not print it as written; write "%%" for a percent sign"#,
        #"key "b": "%Βρέθηκε" has "%Β", which is no conversion: Foundation does not print it as written; write "%%" for a percent sign"#,
      ])
  }

  func testFormOfAPluralVariableIsNamed() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "en.lproj/Votes.stringsdict",
      propertyList(
        """
        <key>votes</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d% of votes</string>
            <key>other</key><string>%d%% of votes</string>
          </dict>
        </dict>
        """))
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.filter { $0.rule == .suspiciousPercent }.map(\.message),
      [
        #"key "votes", form "one" of variable "n": "%d% of votes" has "% o", which Foundation reads as a conversion (an "#
          + #"octal number with the space flag) that takes an argument; write "%%" for a percent sign"#
      ])
  }
}
