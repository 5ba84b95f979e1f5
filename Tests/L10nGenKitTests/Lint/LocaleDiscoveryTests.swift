import XCTest
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

final class LocaleDiscoveryTests: XCTestCase {
  private func layout() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("Res/en.lproj/Localizable.stringsdict", propertyList(""))
    try directory.write("Res/Base.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("Res/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try directory.write("Res/fr.lproj/InfoPlist.strings", "\"b\" = \"B\";\n")
    try directory.write("Res/de.lproj/infoPlist.strings", "\"b\" = \"B\";\n")
    try directory.write("Res/en.lproj/InfoPlist.strings", "\"b\" = \"B\";\n")
    try directory.write("Res/Notes.txt", "not a table\n")
    try directory.write("Tools/Source.stringsdict", propertyList(""))
    return directory
  }

  private func describe(_ groups: [LintTableGroup], in directory: TemporaryDirectory) -> [String] {
    groups.map { group in
      let locales = group.locales.map { files in
        "\(files.locale ?? "-")[\(files.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.joined(separator: ","))]"
      }
      return "\(group.name) dev=\(group.developmentLocale ?? "-") " + locales.joined(separator: " ")
    }
  }

  func testFolderFindsEveryTableInEveryLocaleBesideItDevelopmentFirst() throws {
    let directory = try layout()
    let groups = try LocaleDiscovery.groups(inputs: [directory.url.path], developmentLanguage: nil)
    XCTAssertEqual(describe(groups, in: directory), [
      "Localizable dev=en en[Localizable.strings,Localizable.stringsdict] Base[Localizable.strings] de[Localizable.strings] fr[]",
      "InfoPlist dev=en en[InfoPlist.strings] Base[] de[infoPlist.strings] fr[InfoPlist.strings]",
      "Source dev=- -[Source.stringsdict]",
    ])
  }

  func testOneLocaleFileStandsForItsTableInEveryLocale() throws {
    let directory = try layout()
    let groups = try LocaleDiscovery.groups(inputs: [directory.path("Res/de.lproj/Localizable.strings")], developmentLanguage: nil)
    XCTAssertEqual(describe(groups, in: directory), [
      "Localizable dev=en en[Localizable.strings,Localizable.stringsdict] Base[Localizable.strings] de[Localizable.strings] fr[]"
    ])
  }

  func testDevelopmentLanguageOptionAndBaseFallback() throws {
    let directory = try layout()
    let base = try LocaleDiscovery.groups(inputs: [directory.path("Res")], developmentLanguage: "Base")
    XCTAssertEqual(base.map(\.developmentLocale), ["Base", "Base"])
    let missing = try LocaleDiscovery.groups(inputs: [directory.path("Res")], developmentLanguage: "it")
    XCTAssertEqual(missing.map(\.developmentLocale), [nil, nil])
    try FileManager.default.removeItem(atPath: directory.path("Res/en.lproj"))
    let withoutEnglish = try LocaleDiscovery.groups(inputs: [directory.path("Res")], developmentLanguage: nil)
    XCTAssertEqual(withoutEnglish.map(\.developmentLocale), ["Base", "Base"])
  }

  func testConfigInputNamesTheDevelopmentLocale() throws {
    let directory = try layout()
    let groups = try LocaleDiscovery.groups(
      inputs: [directory.path("Res/de.lproj")], developmentLanguage: nil, inputsNameDevelopmentTables: true)
    XCTAssertEqual(groups.map(\.developmentLocale), ["de", "de"])
    XCTAssertEqual(groups.first?.locales.first?.locale, "de")
  }

  func testMissingInputIsAnError() {
    XCTAssertThrowsError(try LocaleDiscovery.groups(inputs: ["/no/such/folder"], developmentLanguage: nil)) { error in
      XCTAssertEqual((error as? LocatedError)?.message, "no such file or directory: /no/such/folder")
    }
  }
}
