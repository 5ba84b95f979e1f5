import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class TableLoaderTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  private func fixture(_ path: String) -> String { Self.fixtures.appendingPathComponent(path).path }

  private func inbox() throws -> LocalizationTable {
    try TableLoader.load(
      TableSource(name: "Inbox", files: [(.strings, fixture("StringsDict/Inbox.strings")), (.stringsdict, fixture("StringsDict/Inbox.stringsdict"))]))
  }

  private func catalog() throws -> [String: LocalizedEntry] {
    let table = try TableLoader.load(TableSource(name: "Localizable", files: [(.xcstrings, fixture("StringCatalogs/Localizable.xcstrings"))]))
    return Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0) })
  }

  func testDevelopmentLanguageIsTheFolderOrTheCatalogsSourceLanguage() throws {
    let directory = try TemporaryDirectory()
    func language(_ relativePath: String, _ format: TableFormat, _ contents: String = "\"k\" = \"v\";\n") throws -> String? {
      let path = try directory.write(relativePath, contents)
      return try TableLoader.load(TableSource(name: "T", files: [(format, path)])).developmentLanguage
    }
    XCTAssertEqual(try language("en-GB.lproj/T.strings", .strings), "en-GB")
    XCTAssertEqual(try language("Base.lproj/T.strings", .strings), "Base")
    XCTAssertNil(try language("Resources/T.strings", .strings))
    let catalog = try String(contentsOfFile: fixture("StringCatalogs/Localizable.xcstrings"), encoding: .utf8)
      .replacingOccurrences(of: #""sourceLanguage" : "en""#, with: #""sourceLanguage" : "fr""#)
    XCTAssertEqual(try language("mul.lproj/T.xcstrings", .xcstrings, catalog), "fr")
  }

  /// Foundation keeps a key's last value (CFPropertyList reads a `.strings` file into a dictionary);
  /// Xcode builds such a table with a warning, and SwiftGen 6.6 generates with that value.
  func testADuplicateKeyGeneratesWithTheLastValueAndAWarningNamingBothLines() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("en.lproj/T.strings", "\"greeting\" = \"Hello\";\n\"other\" = \"O\";\n\"greeting\" = \"Hi\";\n")
    let table = try TableLoader.load(TableSource(name: "T", files: [(.strings, path)]))
    XCTAssertEqual(table.entries.map { "\($0.key)=\($0.translation)" }, ["other=O", "greeting=Hi"])
    XCTAssertEqual(
      table.warnings.map(\.description),
      [
        "\(path):3:1: warning: key \"greeting\" is written again (first at line 1) with \"Hi\", which wins over \"Hello\""
      ])
  }

  /// Keys that differ only by Unicode normalization are two keys to Foundation: Apple documents
  /// `isEqualToString:` as comparing "the length of the string plus the UTF-16 code units that make
  /// up the string", and CoreFoundation's dictionaries of strings compare so. Each format keeps both,
  /// with no duplicate-key warning or error, each with its own text.
  func testKeysThatDifferOnlyByNormalizationAreTwoKeysInEveryFormat() throws {
    let (composed, decomposed) = ("Caf\u{E9}", "Cafe\u{301}")
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/S.strings", "\"\(composed)\" = \"one\";\n\"\(decomposed)\" = \"two\";\n")
    let plist = try directory.write(
      "en.lproj/P.strings",
      "<plist version=\"1.0\"><dict><key>\(composed)</key><string>one</string><key>\(decomposed)</key><string>two</string></dict></plist>\n")
    let catalog = try directory.write(
      "C.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "\(composed)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "one"}}}},
        "\(decomposed)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "two"}}}}}}
      """)
    let plural = { (variable: String) in
      "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key>"
        + "<string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(variable)</string></dict>"
    }
    let stringsdict = try directory.write(
      "en.lproj/D.stringsdict",
      "<plist version=\"1.0\"><dict><key>\(composed)</key><dict>\(plural("%d one"))</dict><key>\(decomposed)</key><dict>\(plural("%d two"))</dict></dict></plist>\n"
    )
    for (format, path) in [(TableFormat.strings, strings), (.strings, plist), (.xcstrings, catalog), (.stringsdict, stringsdict)] {
      let table = try TableLoader.load(TableSource(name: "T", files: [(format, path)]))
      XCTAssertEqual(table.entries.map { Array($0.key.unicodeScalars) }, [Array(composed.unicodeScalars), Array(decomposed.unicodeScalars)], path)
      XCTAssertEqual(table.entries.map { String($0.translation.suffix(3)) }, ["one", "two"], path)
      XCTAssertEqual(table.warnings, [], path)
    }
  }

  /// `swiftType:name` per argument, `-` for no name.
  private func signature(_ entry: LocalizedEntry?) -> [String] {
    (entry?.arguments ?? []).map { "\($0.swiftType):\($0.name ?? "-")" }
  }

  /// The error of a one-file `.stringsdict` table made of `entries` (the plist body, first line 5).
  private func stringsdictError(_ entries: String) throws -> String {
    let directory = try TemporaryDirectory()
    let path = try directory.write("T.stringsdict", propertyList(entries))
    do {
      _ = try TableLoader.load(TableSource(name: "T", files: [(.stringsdict, path)]))
      return "no error"
    } catch {
      return "\(error)".replacingOccurrences(of: path, with: "T.stringsdict")
    }
  }

  private func variable(_ name: String, _ forms: [String: String], valueType: String = "d") -> String {
    let members = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
    return "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(members)</dict>"
  }

  // MARK: - .stringsdict

  /// `50% off` is `% o` to Foundation: the accessor would take a `UInt32` and print an octal number.
  func testAPercentFoundationReadsAsAConversionIsWarnedAtTheValue() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("en.lproj/Sale.strings", "\"sale\" = \"50% off\";\n\"full\" = \"100%\";\n\"fine\" = \"%d%% done\";\n")
    let table = try TableLoader.load(TableSource(name: "Sale", files: [(.strings, path)]))
    XCTAssertEqual(
      table.warnings.map(\.description),
      [
        "\(path):1:10: warning: key \"sale\": \"50% off\" has \"% o\", which Foundation reads as a conversion (an octal number with the space flag) that takes an argument; write \"%%\" for a percent sign",
        "\(path):2:10: warning: key \"full\": \"100%\" has a \"%\" at the end, which is no conversion: Foundation does not print it as written; write \"%%\" for a percent sign",
      ])
    XCTAssertEqual(table.warnings.first?.kind, .suspiciousPercent)
  }

  func testAWidthOnlyEntryDoesNotReplaceTheStringsEntryOfItsKey() throws {
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/T.strings", "\"tab\" = \"Tab\";\n")
    let widths = try directory.write(
      "en.lproj/T.stringsdict",
      """
      <plist version="1.0"><dict><key>tab</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>20</key><string>T</string></dict></dict></dict></plist>
      """)
    let table = try TableLoader.load(TableSource(name: "T", files: [(.strings, strings), (.stringsdict, widths)]))
    XCTAssertEqual(table.entries.map(\.source), [.strings])
  }

  func testStringsdictEntryReplacesTheStringsEntryOfTheSameKeyInPlace() throws {
    let table = try inbox()
    XCTAssertEqual(
      table.entries.map(\.key),
      ["inbox.title", "inbox.unread", "inbox.typing", "folder.summary", "trip.summary", "score.padded", "tab.title", "tap.hint"])
    XCTAssertEqual(table.entries[0].source, .strings)
    XCTAssertEqual(table.entries[1].source, .stringsdict)
    XCTAssertNil(table.entries[1].comment, "the .stringsdict entry wins, as in SwiftGen")
    XCTAssertEqual(table.entries[1].format, "%#@messages@")
  }

  func testArgumentsComeFromTheFormatKeyAndEveryForm() throws {
    let entries = Dictionary(uniqueKeysWithValues: try inbox().entries.map { ($0.key, $0) })
    XCTAssertEqual(signature(entries["inbox.unread"]), ["Int:messages"])
    XCTAssertEqual(signature(entries["inbox.typing"]), ["String:-", "String:-", "Int32:-"])
    XCTAssertEqual(signature(entries["folder.summary"]), ["UInt:files", "String:-", "Int32:folders"])
    XCTAssertEqual(signature(entries["trip.summary"]), ["Int32:days", "Double:stops"])
    XCTAssertEqual(signature(entries["score.padded"]), ["Int:points"])
    XCTAssertEqual(signature(entries["tap.hint"]), [])
  }

  func testSwiftGenTypesAreKeptWhereSwiftGenReadsOtherwise() throws {
    let entries = Dictionary(uniqueKeysWithValues: try inbox().entries.map { ($0.key, $0) })
    XCTAssertEqual(entries["inbox.typing"]?.swiftGenTypes, ["Int"], "SwiftGen reads the format key alone")
    XCTAssertEqual(entries["score.padded"]?.swiftGenTypes, [], "SwiftGen does not see a reference with flags")
    XCTAssertNil(entries["folder.summary"]?.swiftGenTypes, "same as the arguments")
  }

  func testTranslationIsAFallbackFormatTheArgumentsFill() throws {
    let entries = Dictionary(uniqueKeysWithValues: try inbox().entries.map { ($0.key, $0) })
    XCTAssertEqual(entries["inbox.unread"]?.translation, "%1$ld unread messages")
    XCTAssertEqual(entries["folder.summary"]?.translation, "%2$@: %1$lu files in %3$d folders")
    XCTAssertEqual(entries["trip.summary"]?.translation, "%1$d days with %2$.1f stops")
    XCTAssertEqual(entries["tap.hint"]?.translation, "Tap to open")
  }

  func testWarningsNameTheLeadingPercentAndTheVariableChosenByText() throws {
    let path = fixture("StringsDict/Inbox.stringsdict")
    XCTAssertEqual(
      try inbox().warnings.map(\.description),
      [
        "\(path):59:4: warning: plural variable \"folders\" of key \"folder.summary\" has NSStringFormatValueTypeKey \"%d\" "
          + "with a leading '%', which Foundation cannot read (it prints \"(null)\" for the variable); write \"d\"",
        "\(path):27:3: warning: plural variable \"COUNT\" of key \"inbox.typing\" takes its number from argument 1, which its "
          + "forms print as String (%1$@): Foundation will choose the form by reading that text as a number (d); refer to the "
          + "variable at the number's position (%n$#@COUNT@)",
      ])
  }

  func testUndefinedVariableIsAnErrorAtTheTextThatRefersToIt() throws {
    XCTAssertEqual(
      try stringsdictError("<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key>\n<string>%#@count@</string></dict>"),
      "T.stringsdict:7:1: error: key \"k\" refers to plural variable \"count\", which the key does not define")
    XCTAssertEqual(
      try stringsdictError(
        "<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>\n"
          + variable("a", ["other": "%d and %#@b@"]) + "</dict>"),
      "T.stringsdict:7:165: error: form \"other\" of variable \"a\" of key \"k\" refers to plural variable \"b\", which the key does not define")
  }

  func testVariablesThatReferToEachOtherAreAnError() throws {
    XCTAssertEqual(
      try stringsdictError(
        "<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>\n"
          + variable("a", ["other": "%#@b@"]) + "\n" + variable("b", ["other": "%#@a@"]) + "</dict>"),
      "T.stringsdict:8:165: error: plural variable \"a\" of key \"k\" refers to itself (a → b → a)")
  }

  func testConflictingArgumentTypesAcrossFormsAreAnErrorAtTheSecondForm() throws {
    XCTAssertEqual(
      try stringsdictError(
        "<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
          + variable("n", ["one": "%2$@ likes this", "other": "%2$d people like this"]) + "</dict>"),
      "T.stringsdict:7:211: error: value of key \"k\": argument 2 is used as String by \"%2$@\" at offset 0 in form \"one\" of "
        + "variable \"n\" and as Int by \"%2$d\" at offset 0 in form \"other\" of variable \"n\"")
  }

  // MARK: - String Catalogs

  func testCatalogArgumentsCoverPluralDeviceAndSubstitutions() throws {
    let entries = try catalog()
    XCTAssertEqual(signature(entries["cart.items"]), ["Int:-"])
    XCTAssertEqual(signature(entries["checkout.button"]), [])
    XCTAssertEqual(signature(entries["gallery.title"]), ["Int:-"])
    XCTAssertEqual(signature(entries["files.summary"]), ["Int:files", "Int:folders"])
    XCTAssertEqual(signature(entries["greeting.named"]), ["String:name", "Int:count"])
    XCTAssertEqual(signature(entries["Hello, %@!"]), ["String:-"])
    XCTAssertEqual(entries["files.summary"]?.source, .xcstrings)
    XCTAssertNil(entries["files.summary"]?.swiftGenTypes)
  }

  func testCatalogFallbacksNeedNoVariation() throws {
    let entries = try catalog()
    XCTAssertEqual(entries["cart.items"]?.translation, "%lld items")
    XCTAssertEqual(entries["checkout.button"]?.translation, "Pay")
    XCTAssertEqual(entries["gallery.title"]?.translation, "Photos: %lld")
    XCTAssertEqual(entries["files.summary"]?.translation, "%1$lld files in %2$lld folders")
    XCTAssertEqual(entries["greeting.named"]?.translation, "Hello %1$@, you have %2$lld new messages")
    XCTAssertEqual(entries["only.german"]?.translation, "only.german")
  }

  func testCatalogSubstitutionErrorsAreAtTheirText() throws {
    func error(_ en: String) throws -> String {
      let directory = try TemporaryDirectory()
      let path = try directory.write(
        "T.xcstrings",
        """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : {
        "en" : \(en) } } } }
        """)
      do {
        _ = try TableLoader.load(TableSource(name: "T", files: [(.xcstrings, path)]))
        return "no error"
      } catch {
        return "\(error)".replacingOccurrences(of: path, with: "T.xcstrings")
      }
    }
    XCTAssertEqual(
      try error(#"{ "stringUnit" : { "state" : "new", "value" : "%#@n@ left" } }"#),
      "T.xcstrings:2:54: error: key \"k\" refers to substitution \"n\", which the key does not define")
    XCTAssertEqual(
      try error(
        #"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "%1$@ liked" } }, "#
          + #""other" : { "stringUnit" : { "state" : "new", "value" : "%1$lld liked" } } } } }"#),
      "T.xcstrings:2:168: error: value of key \"k\": argument 1 is used as String by \"%1$@\" at offset 0 in form \"one\" "
        + "and as Int by \"%1$lld\" at offset 0 in form \"other\"")
  }

  func testCatalogInAMulFolderIsATableNamedAfterItsFile() throws {
    let sources = try TableDiscovery.developmentTables(in: [fixture("StringCatalogs/mul.lproj")]).tables
    XCTAssertEqual(sources.map(\.name), ["Shared"])
    XCTAssertEqual(try TableLoader.load(sources[0]).entries.map(\.translation), ["OK"])
  }
}
