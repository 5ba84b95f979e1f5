import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class StringCatalogParserTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Fixtures/StringCatalogs")

  private var catalogPath: String { Self.fixtures.appendingPathComponent("Localizable.xcstrings").path }

  private func entries() throws -> [String: ParsedVariantEntry] {
    Dictionary(uniqueKeysWithValues: try StringCatalogParser.parse(contentsOf: catalogPath).entries.map { ($0.key, $0) })
  }

  private func diagnostic(_ text: String) -> String {
    thrownDescription(
      { try StringCatalogParser.parse(data: Data(text.utf8), path: "T.xcstrings") }, else: { "no error, \($0.entries.count) entries" })
  }

  /// A catalog with one key `k` whose source localization is `en` (starting at line 5).
  private func catalog(version: String = "1.0", _ en: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "k" : {
          "localizations" : { "en" : \(en) }
        }
      },
      "version" : "\(version)"
    }
    """
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: catalogPath, line: line, column: column)
  }

  func testEveryKeyIsAnEntryInFileOrderWhateverItsState() throws {
    let table = try StringCatalogParser.parse(contentsOf: catalogPath)
    XCTAssertEqual(
      table.entries.map(\.key),
      [
        "brand.name", "cart.items", "checkout.button", "files.summary", "gallery.title", "greeting.named", "Hello, %@!",
        "legacy.banner", "only.german",
      ])
    XCTAssertEqual(table.warnings, [])
    let entries = try entries()
    XCTAssertEqual(entries["legacy.banner"]?.format, "Old banner", "stale keys are generated")
    XCTAssertEqual(entries["brand.name"]?.format, "Acme", "shouldTranslate: false is generated")
    XCTAssertEqual(entries["brand.name"]?.formatLocation, location(10, 23))
  }

  func testKeyWithoutSourceLanguageValueIsItsOwnText() throws {
    let entries = try entries()
    XCTAssertEqual(entries["Hello, %@!"]?.format, "Hello, %@!")
    XCTAssertEqual(entries["Hello, %@!"]?.formatLocation, location(185, 5))
    XCTAssertEqual(entries["only.german"]?.format, "only.german")
  }

  func testPluralVariationOfTheWholeTextWithComment() throws {
    let cart = try XCTUnwrap(try entries()["cart.items"])
    XCTAssertNil(cart.format)
    XCTAssertEqual(cart.comment, "Number of items in the cart")
    XCTAssertEqual(
      cart.plurals,
      [
        PluralVariable(
          kind: .wholeText, name: nil, valueType: nil,
          forms: [
            PluralForm(category: .one, text: "%lld item", location: location(43, 29)),
            PluralForm(category: .other, text: "%lld items", location: location(49, 29)),
          ],
          location: location(39, 13))
      ])
  }

  func testDeviceVariationsWithANestedPluralVariation() throws {
    let entries = try entries()
    XCTAssertEqual(entries["checkout.button"]?.devices.map(\.device), ["iphone", "mac", "other"])
    XCTAssertEqual(entries["checkout.button"]?.devices.map(\.text), ["Tap to pay", "Click to pay", "Pay"])
    let gallery = try XCTUnwrap(entries["gallery.title"])
    XCTAssertEqual(gallery.devices.map(\.device), ["iphone", "other"])
    XCTAssertNil(gallery.devices[0].text)
    XCTAssertEqual(gallery.devices[0].plural?.forms.map(\.text), ["%lld photo", "%lld photos"])
    XCTAssertEqual(gallery.devices[1].text, "Photos: %lld")
  }

  func testTwoSubstitutionsInOneKey() throws {
    let files = try XCTUnwrap(try entries()["files.summary"])
    XCTAssertEqual(files.format, "%#@files@ in %#@folders@")
    XCTAssertEqual(files.plurals.map(\.name), ["files", "folders"])
    XCTAssertEqual(files.plurals.map(\.kind), [.substitution, .substitution])
    XCTAssertEqual(files.plurals.map(\.argumentNumber), [1, 2])
    XCTAssertEqual(files.plurals.map(\.valueType), ["lld", "lld"])
    XCTAssertEqual(files.plurals[1].forms.map(\.text), ["one folder", "%arg folders"])
  }

  func testNamedPlaceholdersAreKeptAsWritten() throws {
    XCTAssertEqual(try entries()["greeting.named"]?.format, "Hello %1$(name)@, you have %2$(count)lld new messages")
  }

  func testVersion1Point2WithMembersThisVersionDoesNotKnow() throws {
    let path = Self.fixtures.appendingPathComponent("Version12.xcstrings").path
    let table = try StringCatalogParser.parse(contentsOf: path)
    XCTAssertEqual(table.entries.map(\.key), ["welcome"])
    XCTAssertEqual(table.entries[0].format, "Bienvenue, %1$(name)@ !", "the source language is fr")
    XCTAssertEqual(table.entries[0].comment, "First screen")
  }

  // MARK: - Errors

  func testOtherVersionsAreRefused() {
    XCTAssertEqual(
      diagnostic(catalog(version: "2.0", "{}")),
      "T.xcstrings:8:15: error: String Catalog version \"2.0\" is not supported (l10ngen reads versions 1.x)")
  }

  func testPluralVariationWithoutOtherIsAnError() {
    XCTAssertEqual(
      diagnostic(catalog(#"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } }"#)),
      "T.xcstrings:5:64: error: strings[\"k\"].localizations.en.variations.plural has no \"other\" form")
  }

  func testSubstitutionNeedsANumberFormatSpecifier() {
    let substitution = { (member: String) in
      self.catalog(
        """
        { "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { \(member)"variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } } } }
        """)
    }
    XCTAssertEqual(
      diagnostic(substitution("")),
      "T.xcstrings:5:117: error: strings[\"k\"].localizations.en.substitutions.n has no \"formatSpecifier\"")
    XCTAssertEqual(
      diagnostic(substitution(#""formatSpecifier" : "@", "#)),
      "T.xcstrings:5:139: error: strings[\"k\"].localizations.en.substitutions.n.formatSpecifier is \"@\", "
        + "expected a number conversion such as lld, ld or f")
    XCTAssertEqual(
      diagnostic(substitution(#""argNum" : 0, "formatSpecifier" : "lld", "#)),
      "T.xcstrings:5:130: error: strings[\"k\"].localizations.en.substitutions.n.argNum is number 0, expected an argument number from 1")
  }

  func testWrongTypesAndMissingMembersNameTheirPath() {
    XCTAssertEqual(
      diagnostic(catalog(#"{ "stringUnit" : { "state" : "new", "value" : 3 } }"#)),
      "T.xcstrings:5:80: error: strings[\"k\"].localizations.en.stringUnit.value is a number, expected a string")
    XCTAssertEqual(
      diagnostic(catalog(#"{ "stringUnit" : { "state" : "new" } }"#)),
      "T.xcstrings:5:51: error: strings[\"k\"].localizations.en.stringUnit has no \"value\"")
    XCTAssertEqual(diagnostic("{ \"strings\" : {}, \"version\" : \"1.0\" }"), "T.xcstrings:1:1: error: the catalog has no \"sourceLanguage\"")
    XCTAssertEqual(diagnostic("[]"), "T.xcstrings:1:1: error: the catalog is an array, expected an object")
  }

  func testDuplicateKeyIsAnError() {
    XCTAssertEqual(
      diagnostic("{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n\"a\" : {},\n\"a\" : {} } }"),
      "T.xcstrings:3:1: error: strings has key \"a\" twice (first at line 2)")
  }

  func testUnknownVariationIsWarnedAndIgnored() throws {
    let table = try StringCatalogParser.parse(
      data: Data(catalog(#"{ "variations" : { "width" : {} }, "stringUnit" : { "state" : "new", "value" : "v" } }"#).utf8),
      path: "T.xcstrings")
    XCTAssertEqual(table.entries.first?.format, "v")
    XCTAssertEqual(
      table.warnings.map(\.description),
      ["T.xcstrings:5:53: warning: strings[\"k\"].localizations.en.variations.width is not a variation l10ngen knows (plural, device); it is ignored"]
    )
  }
}
