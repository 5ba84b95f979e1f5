import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class KeyCoverageCheckTests: XCTestCase {
  func testKeyMissingInALocaleIsReportedAtItsFileWithTheDevelopmentText() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .missingKey).filter { $0.hasPrefix("fr.") },
      [
        #"fr.lproj/Localizable.strings:1:1: key "title" is missing (en: "Welcome")"#
      ])
  }

  func testAMissingTableIsOneFindingAtTheDevelopmentFile() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .missingKey).filter { $0.hasPrefix("en.") },
      [
        "en.lproj/Localizable.stringsdict:1:1: pt.lproj has no Localizable.stringsdict, so pt shows its 2 keys in the development language (en)"
      ])
  }

  func testRegionalLocalesFallBackToTheirLanguageForAMissingTable() throws {
    // en-GB and pt-BR have no .stringsdict either: Foundation takes en's and pt's, which is expected.
    XCTAssertFalse(try LintFixture.app().findings.contains { $0.rule == .missingKey && ($0.locale == "en-GB" || $0.locale == "pt-BR") })
  }

  func testKeyOnlyInALocaleIsExtra() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .extraKey),
      [
        #"de.lproj/Localizable.strings:6:1: key "extra" is not in the development language (en)"#
      ])
  }

  func testTableFileNamedInAnotherCaseIsReported() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .tableNameCase),
      [
        #"fr.lproj/localizable.stringsdict:1:1: "localizable.stringsdict" differs from the development language's "#
          + #""Localizable.stringsdict" in case: Foundation looks up "Localizable.stringsdict", which a case-sensitive file "#
          + "system (iOS devices) does not match"
      ])
  }

  func testLocaleWithASyntaxErrorGetsNoMissingKeys() throws {
    let report = try LintFixture.report("Broken")
    XCTAssertEqual(
      LintFixture.lines(report, .missingKey, in: "Broken"),
      [
        "en.lproj/Plurals.stringsdict:1:1: de.lproj has no Plurals.stringsdict, so de shows its 2 keys in the development language (en)"
      ])
  }

  func testEmptyFileIsOneFindingAndATableOnlyTheDevelopmentLanguageHasIsNotMissing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try directory.write("en.lproj/Untranslated.strings", "\"debug\" = \"Debug\";\n")
    try directory.write("de.lproj/Localizable.strings", "\n")
    let groups = try TableDiscovery.groups(inputs: [directory.url.path])
    let report = Linter.lint(groups)
    XCTAssertEqual(report.findings.map(\.message), ["the file has no entries: all 2 keys of the table are missing"])
  }

  func testTableWithoutDevelopmentFileIsReportedOnceUnlessAnInterfaceBuilderFileOwnsIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/InfoPlist.strings", "\"a\" = \"A\";\n")
    try directory.write("pt-BR.lproj/Localizable.strings", "\"x\" = \"X\";\n\"y\" = \"Y\";\n")
    try directory.write("en.lproj/Main.storyboard", "<document/>\n")
    try directory.write("pt-BR.lproj/Main.strings", "\"abc-12-xyz.text\" = \"Olá\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.map(\.message),
      [
        "en.lproj has no Localizable table, so none of the 2 keys of this file is in the development language"
      ])
    XCTAssertEqual(report.skipped.map(\.reason), ["the strings of Main.storyboard, whose keys are object IDs"])
  }
}
