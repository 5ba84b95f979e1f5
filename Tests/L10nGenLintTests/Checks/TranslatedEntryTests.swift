import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class TranslatedEntryTests: XCTestCase {
  func testEmptyTranslationOfANonEmptyValue() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .emptyValue),
      [
        #"de.lproj/Localizable.strings:5:11: key "title" is empty (en: "Welcome")"#
      ])
  }

  func testIdenticalValueIsInformationExceptInTheSameLanguage() throws {
    // en-GB repeats every en value: expected in a variant of the development language.
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .identicalToSource),
      [
        #"de.lproj/Localizable.strings:4:12: key "cancel" is identical to the development value (en: "Cancel")"#
      ])
    XCTAssertEqual(LintRule.identicalToSource.severity, .info)
  }

  func testTextWithoutWordsNeedsNoTranslation() throws {
    XCTAssertFalse(TranslatedEntry.hasWords("%@ • %ld"))
    XCTAssertFalse(TranslatedEntry.hasWords("%#@count@"))
    XCTAssertTrue(TranslatedEntry.hasWords("%@ files"))
  }
}
