import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// The catalog model with every language (`StringCatalogParser.parseCatalog`).
final class StringCatalogTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Fixtures/StringCatalogs")

  private var shopPath: String { Self.fixtures.appendingPathComponent("Shop.xcstrings").path }

  private func shop() throws -> StringCatalog { try StringCatalogParser.parseCatalog(contentsOf: shopPath) }

  private func entry(_ key: String) throws -> StringCatalog.Entry {
    try XCTUnwrap(try shop().entries.first { $0.key == key }, "no key \(key)")
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: shopPath, line: line, column: column)
  }

  private func diagnostic(_ text: String) -> String {
    thrownDescription(
      { try StringCatalogParser.parseCatalog(data: Data(text.utf8), path: "T.xcstrings") }, else: { "no error, \($0.entries.count) entries" })
  }

  func testTheSourceLanguageComesFirstThenEveryLanguageAnyKeyHasSorted() throws {
    let catalog = try shop()
    XCTAssertEqual(catalog.sourceLanguage, "en")
    XCTAssertEqual(catalog.sourceLanguageLocation, location(2, 22))
    XCTAssertEqual(catalog.version, "1.0")
    XCTAssertEqual(catalog.languages, ["en", "de", "fr"])
    XCTAssertEqual(
      catalog.entries.map(\.key),
      ["basket.summary", "checkout.button", "greeting", "items.count", "Quote: \"%@\"\n— %@", "welcome.named"])
    XCTAssertEqual(catalog.warnings, [])
  }

  /// Generation (the source language) and lint (every language) read a key through this one reading.
  func testAKeyIsReadAtTheKeyInTheSourceLanguageAndAtItsLocalizationInTheOthers() throws {
    let catalog = try shop()
    let greeting = try entry("greeting")
    let english = try XCTUnwrap(greeting.variantEntry(in: "en", of: catalog))
    XCTAssertEqual(english.format, "Hello, %@!")
    XCTAssertEqual(english.location, greeting.location)
    XCTAssertEqual(english.formatLocation, location(178, 23))
    XCTAssertEqual(english.comment, "%@ is a first name")
    XCTAssertEqual(english.extractionState, "manual")
    let german = try XCTUnwrap(greeting.variantEntry(in: "de", of: catalog))
    XCTAssertEqual(german.format, "Hallo, %@!")
    XCTAssertEqual(german.location, location(169, 9))
    XCTAssertEqual(german.formatLocation, location(172, 23))
    XCTAssertNil(greeting.variantEntry(in: "es", of: catalog), "a language without the key has no entry")
  }

  func testAKeyWithoutASourceLocalizationIsItsOwnTextThereAndAbsentElsewhere() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Tap to retry" : {

          }
        },
        "version" : "1.0"
      }
      """
    let catalog = try StringCatalogParser.parseCatalog(data: Data(text.utf8), path: "T.xcstrings")
    let entry = try XCTUnwrap(catalog.entries.first)
    XCTAssertEqual(entry.variantEntry(in: "en", of: catalog)?.format, "Tap to retry")
    XCTAssertNil(entry.variantEntry(in: "de", of: catalog))
    XCTAssertEqual(try catalog.sourceLanguageTable().entries.map(\.format), ["Tap to retry"])
  }

  func testAStringUnitKeepsItsValueStateAndPlaceInEveryLanguage() throws {
    let greeting = try entry("greeting")
    XCTAssertEqual(greeting.comment, "%@ is a first name")
    XCTAssertEqual(greeting.extractionState, "manual")
    XCTAssertTrue(greeting.shouldTranslate)
    XCTAssertEqual(greeting.localizations.map(\.language), ["de", "en", "fr"])
    XCTAssertEqual(
      greeting.localization("de")?.stringUnit,
      StringCatalog.StringUnit(value: "Hallo, %@!", state: .needsReview, location: location(172, 23)))
    XCTAssertEqual(greeting.localization("en")?.stringUnit?.state, .translated)
    XCTAssertEqual(greeting.localization("fr")?.stringUnit?.state, .new)
    XCTAssertEqual(greeting.localization("fr")?.stringUnit?.value, "Bonjour, %@ !")
    XCTAssertEqual(greeting.localization("de")?.location, location(169, 9))
    XCTAssertNil(greeting.localization("es"))
  }

  func testAKeyWithoutLocalizationsAndShouldTranslateFalse() throws {
    let quote = try entry("Quote: \"%@\"\n— %@")
    XCTAssertFalse(quote.shouldTranslate)
    XCTAssertEqual(quote.localizations, [])
    XCTAssertNil(quote.extractionState)
  }

  /// `generatesSymbol: false` (catalog version 1.1, Xcode's opt-out of a key's generated symbol) is
  /// read, and reaches the development table beside the key's `extractionState`.
  func testAKeysSymbolOptOutAndExtractionStateReachTheTable() throws {
    let text =
      #"{ "sourceLanguage": "en", "version": "1.1", "strings": {"#
      + #""a": { "extractionState": "manual", "generatesSymbol": false }, "b": { "extractionState": "stale" }, "c": {} } }"#
    let catalog = try StringCatalogParser.parseCatalog(data: Data(text.utf8), path: "T.xcstrings")
    XCTAssertEqual(catalog.entries.map(\.generatesSymbol), [false, true, true])
    let entries = try catalog.sourceLanguageTable().entries
    XCTAssertEqual(entries.map(\.extractionState), ["manual", "stale", nil])
    XCTAssertEqual(entries.map(\.generatesSymbol), [false, true, true])
    XCTAssertEqual(
      diagnostic(#"{ "sourceLanguage": "en", "version": "1.1", "strings": { "a": { "generatesSymbol": "no" } } }"#),
      "T.xcstrings:1:84: error: strings[\"a\"].generatesSymbol is a string, expected a boolean")
  }

  func testPluralVariationsOfEachLanguage() throws {
    let items = try entry("items.count")
    let german = try XCTUnwrap(items.localization("de")?.plural)
    XCTAssertEqual(german.forms.map(\.category), [.one, .other])
    XCTAssertEqual(german.form(.one)?.value, "Ein Artikel")
    XCTAssertEqual(german.form(.other)?.value, "%lld Artikel")
    XCTAssertEqual(german.location, location(194, 13))
    XCTAssertEqual(german.formsLocation, location(194, 24))
    XCTAssertEqual(german.forms[0].location, location(195, 15))
    XCTAssertNil(items.localization("de")?.stringUnit)
    XCTAssertEqual(items.localization("en")?.plural?.form(.one)?.value, "%lld item")
    XCTAssertNil(items.localization("fr"), "not translated into French")
  }

  func testDeviceVariationsOfEachLanguage() throws {
    let checkout = try entry("checkout.button")
    XCTAssertEqual(checkout.localization("en")?.devices.map(\.device), ["iphone", "mac", "other"])
    XCTAssertEqual(checkout.localization("en")?.devices.map(\.stringUnit?.value), ["Tap to pay", "Click to pay", "Pay"])
    XCTAssertEqual(checkout.localization("de")?.devices.map(\.device), ["iphone", "other"])
    XCTAssertEqual(checkout.localization("fr")?.devices.map(\.device), ["ipad"])
    XCTAssertEqual(checkout.localization("fr")?.isEmpty, false)
  }

  func testSubstitutionsOfEachLanguage() throws {
    let summary = try entry("basket.summary")
    let german = try XCTUnwrap(summary.localization("de"))
    XCTAssertEqual(german.stringUnit?.value, "%#@items@ in %#@baskets@")
    XCTAssertEqual(german.substitutions.map(\.name), ["baskets", "items"], "file order")
    let items = try XCTUnwrap(german.substitution(named: "items"))
    XCTAssertEqual(items.argumentNumber, 1)
    XCTAssertEqual(items.formatSpecifier, "lld")
    XCTAssertEqual(items.plural.form(.other), StringCatalog.StringUnit(value: "%arg Artikel", state: .needsReview, location: location(48, 33)))
    XCTAssertEqual(items.plural.location, items.location)
    XCTAssertEqual(german.substitution(named: "baskets")?.plural.form(.one)?.value, "einem Korb")
    XCTAssertEqual(summary.localization("en")?.substitution(named: "baskets")?.plural.form(.other)?.value, "%arg baskets")
  }

  func testDevicePluralsAndEveryLanguageOfTheGeneratorFixture() throws {
    let path = Self.fixtures.appendingPathComponent("Localizable.xcstrings").path
    let catalog = try StringCatalogParser.parseCatalog(contentsOf: path)
    XCTAssertEqual(catalog.languages, ["en", "de"])
    let gallery = try XCTUnwrap(catalog.entries.first { $0.key == "gallery.title" }?.localization("en"))
    XCTAssertNil(gallery.devices[0].stringUnit)
    XCTAssertEqual(gallery.devices[0].plural?.form(.one)?.value, "%lld photo")
    XCTAssertEqual(catalog.entries.first { $0.key == "only.german" }?.localization("de")?.stringUnit?.value, "Nur auf Deutsch")
    XCTAssertEqual(catalog.entries.first { $0.key == "brand.name" }?.shouldTranslate, false)
  }

  func testUnknownStateTextIsKept() throws {
    let catalog = try StringCatalogParser.parseCatalog(
      data: Data(
        #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "reviewed_by_qa", "value" : "v" } } } } } }"#
          .utf8),
      path: "T.xcstrings")
    XCTAssertEqual(catalog.entries[0].localizations[0].stringUnit?.state?.rawValue, "reviewed_by_qa")
    XCTAssertNotEqual(catalog.entries[0].localizations[0].stringUnit?.state, .translated)
  }

  // MARK: - Every language is checked

  func testMistakesInAnyLanguageAreErrorsWithTheirPath() {
    let catalog = { (german: String) in
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : {
      "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } },
      "de" : \(german) } } } }
      """
    }
    XCTAssertEqual(
      diagnostic(catalog(#"{ "stringUnit" : { "state" : 1, "value" : "w" } }"#)),
      "T.xcstrings:3:37: error: strings[\"k\"].localizations.de.stringUnit.state is a number, expected a string")
    XCTAssertEqual(
      diagnostic(catalog(#"{ "variations" : { "device" : { "iphone" : {} } } }"#)),
      "T.xcstrings:3:51: error: strings[\"k\"].localizations.de.variations.device.iphone has no \"stringUnit\"")
    XCTAssertEqual(
      diagnostic(catalog(#"{ "substitutions" : { "n" : { "formatSpecifier" : "@", "variations" : { "plural" : {} } } } }"#)),
      "T.xcstrings:3:58: error: strings[\"k\"].localizations.de.substitutions.n.formatSpecifier is \"@\", "
        + "expected a number conversion such as lld, ld or f")
  }

  func testAPluralWithoutOtherIsKeptInTheModelAndRefusedInTheSourceLanguage() throws {
    let catalog = { (source: String) in
      """
      { "sourceLanguage" : "\(source)", "version" : "1.0", "strings" : { "k" : { "localizations" : {
      "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } },
      "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } } } } } }
      """
    }
    let english = try StringCatalogParser.parseCatalog(data: Data(catalog("en").utf8), path: "T.xcstrings")
    XCTAssertEqual(english.entries[0].localization("de")?.plural?.forms.map(\.category), [.one])
    XCTAssertEqual(try english.sourceLanguageTable().entries.map(\.format), ["v"], "a translation's gap does not stop the generator")
    XCTAssertThrowsError(try StringCatalogParser.parse(data: Data(catalog("de").utf8), path: "T.xcstrings")) { error in
      XCTAssertEqual("\(error)", "T.xcstrings:2:38: error: strings[\"k\"].localizations.de.variations.plural has no \"other\" form")
    }
  }

  func testUnknownVariationsAreWarnedAboutInEveryLanguage() throws {
    let catalog = try StringCatalogParser.parseCatalog(
      data: Data(
        """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : {
        "de" : { "variations" : { "width" : {} }, "stringUnit" : { "state" : "new", "value" : "w" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } } } } } }
        """.utf8),
      path: "T.xcstrings")
    XCTAssertEqual(catalog.entries[0].localization("de")?.stringUnit?.value, "w")
    XCTAssertEqual(
      catalog.warnings.map(\.description),
      ["T.xcstrings:2:27: warning: strings[\"k\"].localizations.de.variations.width is not a variation l10ngen knows (plural, device); it is ignored"]
    )
  }
}
