import Foundation
import XCTest

@testable import L10nGenCatalogCompilation
@testable import L10nGenCore
@testable import L10nGenTables

final class CatalogCompilerTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/StringCatalogs")

  private typealias Entry = CompiledLocalization.PluralEntry
  private typealias Variable = CompiledLocalization.PluralEntry.Variable
  private typealias Form = CompiledLocalization.PluralEntry.Form

  private func compileShop() throws -> (catalog: CompiledCatalog, warnings: [LocatedWarning]) {
    let catalog = try StringCatalogParser.parseCatalog(contentsOf: Self.fixtures.appendingPathComponent("Shop.xcstrings").path)
    return try CatalogCompiler.compile(catalog, table: "Shop")
  }

  private func localization(_ language: String, of compiled: CompiledCatalog) throws -> CompiledLocalization {
    try XCTUnwrap(compiled.localizations.first { $0.language == language }, "no \(language)")
  }

  /// Compiles a catalog with one key `k` whose localizations are `localizations` (`"en" : {…}, "de" : {…}`).
  private func compile(_ localizations: String, key: String = "k") throws -> (catalog: CompiledCatalog, warnings: [LocatedWarning]) {
    let text = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { \(key.debugDescription) : { "localizations" : {
      \(localizations)
      } } } }
      """
    return try CatalogCompiler.compile(try StringCatalogParser.parseCatalog(data: Data(text.utf8), path: "T.xcstrings"), table: "T")
  }

  private func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : \#(value.debugDescription) } }"# }

  private func plural(_ forms: [(String, String)]) -> String {
    #"{ "variations" : { "plural" : { \#(forms.map { "\($0.0.debugDescription) : \(unit($0.1))" }.joined(separator: ", ")) } } }"#
  }

  private func substitution(_ name: String, argNum: Int?, _ forms: [(String, String)], specifier: String = "lld") -> String {
    let number = argNum.map { #""argNum" : \#($0), "# } ?? ""
    return
      #"\#(name.debugDescription) : { \#(number)"formatSpecifier" : "\#(specifier)", "variations" : { "plural" : { \#(forms.map { "\($0.0.debugDescription) : \(unit($0.1))" }.joined(separator: ", ")) } } }"#
  }

  // MARK: - Every language

  func testEveryLanguageGetsItsTextsAndMissingTranslationsAreLeftOut() throws {
    let (compiled, warnings) = try compileShop()
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(compiled.table, "Shop")
    XCTAssertEqual(compiled.localizations.map(\.language), ["en", "de", "fr"])
    let english = try localization("en", of: compiled)
    XCTAssertEqual(english.strings.map(\.key), ["checkout.button", "greeting", "Quote: \"%@\"\n— %@", "welcome.named"])
    XCTAssertEqual(english.strings.map(\.value), ["Pay", "Hello, %@!", "Quote: \"%@\"\n— %@", "Welcome, %1$@ & co."])
    XCTAssertEqual(english.plurals.map(\.key), ["basket.summary", "items.count"])
    let german = try localization("de", of: compiled)
    XCTAssertEqual(german.strings.map(\.key), ["checkout.button", "greeting"], "no welcome.named: lookups fall back to en")
    XCTAssertEqual(german.strings.map(\.value), ["Bezahlen", "Hallo, %@!"], "needs_review texts are compiled")
    XCTAssertEqual(german.plurals.map(\.key), ["basket.summary", "items.count"])
    let french = try localization("fr", of: compiled)
    XCTAssertEqual(french.strings, [.init(key: "checkout.button", value: "Touchez pour payer"), .init(key: "greeting", value: "Bonjour, %@ !")])
    XCTAssertEqual(french.plurals, [])
  }

  func testTwoSubstitutionsInOneKeyAreVariablesBoundToTheirArguments() throws {
    let german = try localization("de", of: try compileShop().catalog)
    XCTAssertEqual(
      german.plurals.first,
      Entry(
        key: "basket.summary", format: "%1$#@items@ in %2$#@baskets@",
        variables: [
          Variable(name: "items", valueType: "lld", forms: [Form(.one, "%1$lld Artikel"), Form(.other, "%1$lld Artikel")]),
          Variable(name: "baskets", valueType: "lld", forms: [Form(.one, "einem Korb"), Form(.other, "%2$lld Körben")]),
        ]))
  }

  func testAWholeTextPluralIsAVariableOverTheArgumentItsFormsPrintAsANumber() throws {
    let (compiled, _) = try compile(
      #""en" : \#(plural([("one", "%@ bought one item"), ("other", "%@ bought %lld items")]))"#)
    XCTAssertEqual(
      try localization("en", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%2$#@plural@",
          variables: [
            Variable(name: "plural", valueType: "lld", forms: [Form(.one, "%1$@ bought one item"), Form(.other, "%1$@ bought %2$lld items")])
          ])
      ])
  }

  func testATranslationThatPrintsNoNumberIsChosenByTheSourceLanguagesArgument() throws {
    let (compiled, _) = try compile(
      #"""
      "de" : \#(plural([("one", "Ein Artikel"), ("other", "Viele Artikel")])),
      "en" : \#(plural([("one", "%d item"), ("other", "%d items")]))
      """#)
    XCTAssertEqual(
      try localization("de", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%1$#@plural@",
          variables: [
            Variable(name: "plural", valueType: "d", forms: [Form(.one, "Ein Artikel"), Form(.other, "Viele Artikel")])
          ])
      ])
  }

  func testAPluralWithNoNumberAnywhereIsItsOtherForm() throws {
    let (compiled, _) = try compile(#""en" : \#(plural([("one", "An item"), ("other", "Items")]))"#)
    XCTAssertEqual(try localization("en", of: compiled).plurals, [Entry(key: "k", format: "Items")])
  }

  func testTheWholeTextVariableTakesANameNoSubstitutionHas() throws {
    let (compiled, _) = try compile(
      #"""
      "en" : { "variations" : { "plural" : { "other" : \#(unit("%lld of %#@plural@")) } },
               "substitutions" : { \#(substitution("plural", argNum: 2, [("other", "%arg")])) } }
      """#)
    XCTAssertEqual(
      try localization("en", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%1$#@plural2@",
          variables: [
            Variable(name: "plural2", valueType: "lld", forms: [Form(.other, "%1$lld of %2$#@plural@")]),
            Variable(name: "plural", valueType: "lld", forms: [Form(.other, "%2$lld")]),
          ])
      ])
  }

  func testASubstitutionWithoutArgNumTakesItsPlaceInTheSequence() throws {
    let (compiled, _) = try compile(
      #"""
      "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ has %#@photos@ (%.1f MB)" },
               "substitutions" : { \#(substitution("photos", argNum: nil, [("one", "a photo"), ("other", "%arg photos")], specifier: "ld")) } }
      """#)
    XCTAssertEqual(
      try localization("en", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%1$@ has %2$#@photos@ (%3$.1f MB)",
          variables: [
            Variable(name: "photos", valueType: "ld", forms: [Form(.one, "a photo"), Form(.other, "%2$ld photos")])
          ])
      ])
  }

  func testASubstitutionThatAFormRefersToIsAVariableOfTheSameEntry() throws {
    let (compiled, _) = try compile(
      #"""
      "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
               "substitutions" : {
                 \#(substitution("files", argNum: 1, [("one", "a file in %#@folders@"), ("other", "%arg files in %#@folders@")])),
                 \#(substitution("folders", argNum: 2, [("one", "a folder"), ("other", "%arg folders")])) } }
      """#)
    XCTAssertEqual(
      try localization("en", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%1$#@files@",
          variables: [
            Variable(name: "files", valueType: "lld", forms: [Form(.one, "a file in %2$#@folders@"), Form(.other, "%1$lld files in %2$#@folders@")]),
            Variable(name: "folders", valueType: "lld", forms: [Form(.one, "a folder"), Form(.other, "%2$lld folders")]),
          ])
      ])
  }

  func testAKeyThatVariesInOneLanguageIsAPluralEntryInEveryLanguage() throws {
    let (compiled, _) = try compile(
      #"""
      "de" : \#(plural([("one", "%lld Datei"), ("other", "%lld Dateien")])),
      "en" : \#(unit("%lld file(s), %(size)@"))
      """#)
    XCTAssertEqual(try localization("en", of: compiled).strings, [])
    XCTAssertEqual(try localization("en", of: compiled).plurals, [Entry(key: "k", format: "%1$lld file(s), %2$@")])
    XCTAssertEqual(try localization("de", of: compiled).plurals.first?.format, "%1$#@plural@")
  }

  func testDeviceVariationsCompileToOtherElseTheFirstDevice() throws {
    let (compiled, _) = try compile(
      #"""
      "de" : { "variations" : { "device" : { "ipad" : \#(unit("iPad")), "mac" : \#(unit("Mac")) } } },
      "en" : { "variations" : { "device" : {
        "iphone" : \#(unit("iPhone")),
        "other" : \#(plural([("one", "%lld thing"), ("other", "%lld things")])) } } }
      """#)
    XCTAssertEqual(
      try localization("en", of: compiled).plurals,
      [
        Entry(
          key: "k", format: "%1$#@plural@",
          variables: [
            Variable(name: "plural", valueType: "lld", forms: [Form(.one, "%1$lld thing"), Form(.other, "%1$lld things")])
          ])
      ])
    XCTAssertEqual(try localization("de", of: compiled).plurals, [Entry(key: "k", format: "iPad")])
  }

  func testAKeyWithoutASourceLanguageValueIsItsOwnTextThere() throws {
    let (compiled, _) = try compile(#""de" : \#(unit("Hallo"))"#, key: "Hello %1$(name)@")
    XCTAssertEqual(try localization("en", of: compiled).strings, [.init(key: "Hello %1$(name)@", value: "Hello %1$@")])
    XCTAssertEqual(try localization("de", of: compiled).strings, [.init(key: "Hello %1$(name)@", value: "Hallo")])
  }

  // MARK: - What cannot be compiled

  func testAPluralWithoutOtherIsLeftOutOfItsLanguageWithAWarning() throws {
    let (compiled, warnings) = try compile(
      #"""
      "de" : \#(plural([("one", "%lld Datei")])),
      "en" : \#(plural([("one", "%lld file"), ("other", "%lld files")]))
      """#)
    XCTAssertEqual(try localization("de", of: compiled).plurals, [])
    XCTAssertEqual(try localization("en", of: compiled).plurals.count, 1)
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "T.xcstrings:2:38: warning: strings[\"k\"].localizations.de.variations.plural has no \"other\" form; "
          + "the key is left out of the compiled \"de\" table"
      ])
  }

  func testUndefinedAndSelfReferringSubstitutionsAreLeftOutWithAWarning() throws {
    let (compiled, warnings) = try compile(
      #"""
      "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@missing@" } },
      "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@a@" },
               "substitutions" : { \#(substitution("a", argNum: 1, [("other", "%#@b@")])), \#(substitution("b", argNum: 1, [("other", "%#@a@")])) } }
      """#)
    XCTAssertEqual(compiled.localizations.map(\.plurals), [[], []])
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "T.xcstrings:4:333: warning: substitution \"a\" of strings[\"k\"].localizations.en refers to itself (a → b → a); "
          + "the key is left out of the compiled \"en\" table",
        "T.xcstrings:2:61: warning: strings[\"k\"].localizations.de refers to substitution \"missing\", which it does not define; "
          + "the key is left out of the compiled \"de\" table",
      ])
  }

  func testALanguageThatCannotNameAFolderIsAnError() throws {
    XCTAssertThrowsError(try compile(#""en" : \#(unit("x")), "../x" : \#(unit("y"))"#)) { error in
      XCTAssertEqual(
        "\(error)",
        "T.xcstrings:2:70: error: language \"../x\" cannot name an .lproj folder; expected a code such as en, pt-BR or zh-Hans")
    }
  }
}
