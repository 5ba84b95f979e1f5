import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class TableDiscoveryTests: XCTestCase {
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

  private func describe(_ groups: [TableGroup], in directory: TemporaryDirectory) -> [String] {
    groups.map { group in
      let locales = group.locales.map { files in
        "\(files.locale ?? "-")[\(files.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.joined(separator: ","))]"
      }
      return "\(group.name) dev=\(group.developmentLocale ?? "-") " + locales.joined(separator: " ")
    }
  }

  func testFolderFindsEveryTableInEveryLocaleBesideItDevelopmentFirst() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(inputs: [directory.url.path])
    XCTAssertEqual(
      describe(groups, in: directory),
      [
        "Localizable dev=en en[Localizable.strings,Localizable.stringsdict] Base[Localizable.strings] de[Localizable.strings] fr[]",
        "InfoPlist dev=en en[InfoPlist.strings] Base[] de[infoPlist.strings] fr[InfoPlist.strings]",
        "Source dev=- -[Source.stringsdict]",
      ])
  }

  func testOneLocaleFileStandsForItsTableInEveryLocale() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(inputs: [directory.path("Res/de.lproj/Localizable.strings")])
    XCTAssertEqual(
      describe(groups, in: directory),
      [
        "Localizable dev=en en[Localizable.strings,Localizable.stringsdict] Base[Localizable.strings] de[Localizable.strings] fr[]"
      ])
  }

  func testDevelopmentLanguageOptionAndBaseFallback() throws {
    let directory = try layout()
    let base = try TableDiscovery.groups(inputs: [directory.path("Res")], language: DevelopmentLanguage(requested: "Base"))
    XCTAssertEqual(base.map(\.developmentLocale), ["Base", "Base"])
    let missing = try TableDiscovery.groups(inputs: [directory.path("Res")], language: DevelopmentLanguage(requested: "it"))
    XCTAssertEqual(missing.map(\.developmentLocale), ["Base", "Base"], "no it.lproj: Base.lproj is its base internationalization")
    try FileManager.default.removeItem(atPath: directory.path("Res/Base.lproj"))
    let neither = try TableDiscovery.groups(inputs: [directory.path("Res")], language: DevelopmentLanguage(requested: "it"))
    XCTAssertEqual(neither.map(\.developmentLocale), [nil, nil])
    try directory.write("Res/Base.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try FileManager.default.removeItem(atPath: directory.path("Res/en.lproj"))
    let withoutEnglish = try TableDiscovery.groups(inputs: [directory.path("Res")])
    XCTAssertEqual(withoutEnglish.map(\.developmentLocale), ["Base", "Base"])
  }

  func testConfigInputNamesTheDevelopmentLocale() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(inputs: [directory.path("Res/de.lproj")], inputsNameDevelopmentTables: true)
    XCTAssertEqual(groups.map(\.developmentLocale), ["de", "de"])
    XCTAssertEqual(groups.first?.locales.first?.locale, "de")
  }

  func testTheLanguageAskedForWinsOverTheFolderTheInputsName() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(
      inputs: [directory.path("Res/de.lproj")], language: DevelopmentLanguage(requested: "en"), inputsNameDevelopmentTables: true)
    XCTAssertEqual(groups.map(\.developmentLocale), ["en", "en"])
  }

  func testInputsInSeveralLocalesLeaveTheChoiceToTheDefaults() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(
      inputs: [directory.path("Res/de.lproj"), directory.path("Res/fr.lproj")], inputsNameDevelopmentTables: true)
    XCTAssertEqual(groups.map(\.developmentLocale), ["en", "en"])
  }

  func testTheFilesTheInputsNameAreKeptWithTheirLocale() throws {
    let directory = try layout()
    let groups = try TableDiscovery.groups(inputs: [directory.path("Res")])
    XCTAssertEqual(groups[0].inputs.map(\.locale), ["Base", "de", "en", "en"])
    XCTAssertEqual(
      groups[0].inputs.map { URL(fileURLWithPath: $0.file.path).lastPathComponent },
      [
        "Localizable.strings", "Localizable.strings", "Localizable.strings", "Localizable.stringsdict",
      ])
  }

  func testMissingInputIsAnError() {
    XCTAssertThrowsError(try TableDiscovery.groups(inputs: ["/no/such/folder"])) { error in
      XCTAssertEqual((error as? LocatedError)?.message, "no such file or directory: /no/such/folder")
    }
  }
}
