import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class PluralCheckTests: XCTestCase {
  func testVariableWithoutOtherIsAnErrorAndTheRestOfTheFileIsStillRead() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .pluralMissingOther),
      [
        #"ru.lproj/Localizable.stringsdict:9:3: plural variable "count" of key "files.count" has no "other" form"#
      ])
    XCTAssertNotNil(try LintFixture.app().findings.first { $0.locale == "ru" && $0.rule == .placeholderMissing })
  }

  func testVariableNoTextRefersToIsReported() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .pluralUnusedVariable),
      [
        #"de.lproj/Localizable.stringsdict:22:3: plural variable "unused" of key "files.count" is never referenced as "#
          + #"%#@unused@; the format is "%#@count@""#
      ])
  }

  func testValueTypeWithALeadingPercentIsReported() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .valueTypePercent),
      [
        #"de.lproj/Localizable.stringsdict:14:4: plural variable "count" of key "files.count" has NSStringFormatValueTypeKey "#
          + #""%ld" with a leading '%', which Foundation cannot read (it prints "(null)" for the variable); write "ld""#
      ])
  }

  func testUnknownMemberIsIgnoredWithAWarning() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .ignoredMember),
      [
        #"de.lproj/Localizable.stringsdict:17:4: plural variable "count" of key "files.count" has an unknown member "several" "#
          + "(plural categories: zero, one, two, few, many, other); it is ignored"
      ])
  }

  func testFormChosenByATextArgumentIsReportedInTheDevelopmentLanguageOnly() throws {
    // Every locale copies en's %#@COUNT@ with "%1$@ and %2$d others": the fix is in en, reported once.
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .pluralArgumentType),
      [
        #"en.lproj/Localizable.stringsdict:25:3: plural variable "COUNT" of key "read.by" takes its number from argument 1, "#
          + #"which its forms print as String (%1$@): Foundation will choose the form by reading that text as a number (d); "#
          + "refer to the variable at the number's position (%n$#@COUNT@)"
      ])
  }

  func testCategoryTheLanguageNeverChoosesIsDeadText() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .pluralUnusedCategory),
      [
        #"ja.lproj/Localizable.stringsdict:16:4: plural variable "count" of key "files.count" has "one" form, which ja never "#
          + "chooses (its categories: other; zero for 0)"
      ])
  }

  func testCategoryTheLanguageChoosesForWholeNumbersIsMissing() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .pluralMissingCategory),
      [
        #"uk.lproj/Localizable.stringsdict:9:3: plural variable "count" of key "files.count" has no "few", "many" forms: uk "#
          + #"chooses them for some whole numbers, which then show the "other" form"#
      ])
  }

  func testOnlyOtherOrAnUntranslatedCopyOfTheDevelopmentFormsIsNotMissingCategories() throws {
    let directory = try TemporaryDirectory()
    func plural(_ forms: String) -> String {
      propertyList(
        """
        <key>replies</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(forms)
          </dict>
        </dict>
        """)
    }
    let english = "<key>one</key><string>%d reply</string><key>other</key><string>%d replies</string>"
    try directory.write("en.lproj/Localizable.stringsdict", plural(english))
    try directory.write("hu.lproj/Localizable.stringsdict", plural("<key>other</key><string>%d válasz</string>"))
    try directory.write("ru.lproj/Localizable.stringsdict", plural(english))  // not translated yet
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(report.findings.filter { $0.rule == .pluralMissingCategory || $0.rule == .pluralUnusedCategory }, [])
  }
}
