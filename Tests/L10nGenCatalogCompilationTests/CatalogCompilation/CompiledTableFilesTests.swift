import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCatalogCompilation
@testable import L10nGenCore
@testable import L10nGenTables

/// The `.strings` and `.stringsdict` files of a compiled catalog: their exact text, and what Foundation
/// reads from them.
final class CompiledTableFilesTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/StringCatalogs")

  private func shop(_ language: String) throws -> CompiledLocalization {
    let catalog = try StringCatalogParser.parseCatalog(contentsOf: Self.fixtures.appendingPathComponent("Shop.xcstrings").path)
    return try XCTUnwrap(try CatalogCompiler.compile(catalog, table: "Shop").catalog.localizations.first { $0.language == language })
  }

  private func propertyList(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
  }

  func testStringsFileText() throws {
    XCTAssertEqual(
      try shop("en").stringsFileContents(catalogFile: "Shop.xcstrings"),
      #"""
      /* Compiled by l10ngen from Shop.xcstrings (en); edit the catalog, not this file. */
      "checkout.button" = "Pay";
      "greeting" = "Hello, %@!";
      "Quote: \"%@\"\n— %@" = "Quote: \"%@\"\n— %@";
      "welcome.named" = "Welcome, %1$@ & co.";

      """#)
  }

  func testStringsDictFileTextWithTwoSubstitutionsAndAWholeTextPlural() throws {
    XCTAssertEqual(
      try shop("de").stringsDictFileContents(),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>basket.summary</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%1$#@items@ in %2$#@baskets@</string>
      \t\t<key>items</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>one</key>
      \t\t\t<string>%1$lld Artikel</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%1$lld Artikel</string>
      \t\t</dict>
      \t\t<key>baskets</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>one</key>
      \t\t\t<string>einem Korb</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%2$lld Körben</string>
      \t\t</dict>
      \t</dict>
      \t<key>items.count</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%1$#@plural@</string>
      \t\t<key>plural</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>one</key>
      \t\t\t<string>Ein Artikel</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%1$lld Artikel</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """)
  }

  func testALanguageWithNothingToPutInATableGetsAnEmptyOne() throws {
    let empty = CompiledLocalization(language: "fr")
    XCTAssertEqual(
      empty.stringsFileContents(catalogFile: "Shop.xcstrings"),
      "/* Compiled by l10ngen from Shop.xcstrings (fr); edit the catalog, not this file. */\n")
    XCTAssertEqual(
      empty.stringsDictFileContents(),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict/>
      </plist>

      """)
    XCTAssertEqual(try propertyList(empty.stringsFileContents(catalogFile: "Shop.xcstrings")).count, 0)
    XCTAssertEqual(try propertyList(empty.stringsDictFileContents()).count, 0)
  }

  // MARK: - Read back by Foundation

  func testFoundationReadsTheStringsFileBackExactly() throws {
    let hostile = CompiledLocalization(
      language: "en",
      strings: [
        .init(key: "quote\"back\\slash", value: "line1\nline2\rline3\ttab"),
        .init(key: "control", value: "bell\u{7} nul\u{0} delete\u{7F} end"),
        .init(key: "émoji 👋🏽", value: "“curly” & <angle> %1$@"),
      ])
    let text = hostile.stringsFileContents(catalogFile: "T.xcstrings")
    let read = try propertyList(text)
    XCTAssertEqual(read.count, 3)
    for entry in hostile.strings {
      XCTAssertEqual(read[entry.key] as? String, entry.value, entry.key)
    }
    XCTAssertEqual(try StringsFileParser.parse(text: text, path: "T.strings").map(\.value), hostile.strings.map(\.value))
  }

  func testFoundationReadsTheStringsDictBackExactly() throws {
    let hostile = CompiledLocalization(
      language: "en",
      plurals: [
        .init(
          key: "a & <b>\r\n", format: "%1$#@n@ <&> \r",
          variables: [
            .init(name: "n", valueType: "ld", forms: [.init(.zero, "none & <zero>"), .init(.other, "%1$ld\r\n“x”")])
          ])
      ])
    let entry = try XCTUnwrap(try propertyList(hostile.stringsDictFileContents())["a & <b>\r\n"] as? [String: Any])
    XCTAssertEqual(entry["NSStringLocalizedFormatKey"] as? String, "%1$#@n@ <&> \r")
    let variable = try XCTUnwrap(entry["n"] as? [String: String])
    XCTAssertEqual(
      variable,
      ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld", "zero": "none & <zero>", "other": "%1$ld\r\n“x”"])
  }

  /// What Foundation (and l10ngen's Linux runtime) need of a `.stringsdict` entry: a format key; every
  /// `%#@name@` in it and in the forms names a plural-rule variable with a number value type and an
  /// `other` form; and every specifier is positional, so that a form means the same on its own and
  /// pasted into its format.
  func testEveryCompiledStringsDictIsWellFormedForFoundation() throws {
    for language in ["en", "de", "fr"] {
      let table = try propertyList(try shop(language).stringsDictFileContents())
      XCTAssertEqual(table.isEmpty, language == "fr", language)
      for (key, value) in table {
        let entry = try XCTUnwrap(value as? [String: Any], "\(language) \(key)")
        let format = try XCTUnwrap(entry["NSStringLocalizedFormatKey"] as? String, "\(language) \(key)")
        var pending = [format]
        var seen = Set<String>()
        while let text = pending.popLast() {
          for specifier in FormatParser.specifiers(in: text) {
            switch specifier.kind {
            case .variable(let name):
              XCTAssertNotNil(specifier.position, "\(language) \(key): \(specifier.text) names no argument")
              guard seen.insert(name).inserted else { continue }
              let variable = try XCTUnwrap(entry[name] as? [String: String], "\(language) \(key): no variable \(name)")
              XCTAssertEqual(variable["NSStringFormatSpecTypeKey"], "NSStringPluralRuleType")
              XCTAssertNotNil(ArgumentType.pluralValue(variable["NSStringFormatValueTypeKey"] ?? ""), "\(language) \(key) \(name)")
              XCTAssertNotNil(variable["other"], "\(language) \(key) \(name)")
              XCTAssertTrue(
                Set(variable.keys).subtracting(["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"])
                  .isSubset(of: Set(PluralCategory.allCases.map(\.rawValue))))
              pending += variable.filter { PluralCategory(rawValue: $0.key) != nil }.map(\.value)
            case .argument:
              XCTAssertNotNil(specifier.position, "\(language) \(key): \(specifier.text) names no argument")
            case .percent, .invalid:
              break
            }
          }
        }
        XCTAssertEqual(Set(entry.keys), seen.union(["NSStringLocalizedFormatKey"]), "\(language) \(key): unused variables")
      }
    }
  }
}
