import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class CatalogCheckTests: XCTestCase {
  private static let catalogReport = Result { try LintFixture.report("Catalog") }
  private static func catalog() throws -> LintReport { try catalogReport.get() }

  private func lines(_ rule: LintRule) throws -> [String] { LintFixture.lines(try Self.catalog(), rule, in: "Catalog") }

  func testTranslationsMarkedNewOrNeedsReview() throws {
    XCTAssertEqual(
      try lines(.catalogState),
      [
        #"Localizable.xcstrings:52:71: key "greeting" is marked needs_review (to be reviewed) in fr: "Bonjour, %@ !""#,
        #"Localizable.xcstrings:53:62: key "greeting" is marked new (not translated yet) in ru: "Hello, %@!""#,
      ])
  }

  func testKeyALanguageHasNoTextForIsMissingUnlessItIsNotToBeTranslated() throws {
    // "brand" has shouldTranslate: false and only an en value.
    XCTAssertEqual(try lines(.missingKey), [#"Localizable.xcstrings:64:5: key "Welcome" has no ru translation (en: "Welcome")"#])
  }

  func testManualKeyWithTranslationsButNoSourceValue() throws {
    XCTAssertEqual(
      try lines(.catalogNoSourceValue),
      [
        #"Localizable.xcstrings:56:5: key "settings.title" has translations but no en value, so en shows the key itself"#
      ])
  }

  func testLanguagesGoThroughTheSameChecksAsLprojTables() throws {
    XCTAssertEqual(
      try lines(.pluralMissingOther), [#"Localizable.xcstrings:38:24: strings["files"].localizations.ru.variations.plural has no "other" form"#])
    XCTAssertEqual(
      try lines(.placeholderMismatch),
      [
        #"Localizable.xcstrings:50:69: key "greeting": "Hallo, %lld!" reads argument 1 as Int with "%lld", but it is String "#
          + #"(%@ in en: "Hello, %@!")"#
      ])
    XCTAssertEqual(
      try Self.catalog().locales.map { "\($0.locale) \($0.keys) \($0.translated)" }, ["de 4 4", "en 5 5", "fr 4 4", "ru 4 2"])
  }

  func testCatalogThatIsNoJSONIsASyntaxErrorWithLineAndColumn() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n}\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.map { LintFixture.line($0, in: "") },
      [
        "\(directory.path("Broken.xcstrings")):5:1: invalid JSON: unexpected end of file; expected ',' or '}'"
      ])
    XCTAssertEqual(report.findings.map(\.rule), [.syntax])
  }
}
