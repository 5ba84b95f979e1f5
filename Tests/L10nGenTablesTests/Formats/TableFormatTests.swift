import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// The registry of formats: each found by its extension, in the order a locale's files are read
/// (`.strings` before `.stringsdict`, whose entry then takes its key's place, as CFBundle's lookup
/// prefers the `.stringsdict` over the `.strings`), where its files live, and SwiftGen's names for templates.
final class TableFormatTests: XCTestCase {
  func testEachFormatIsFoundByItsExtensionAsWritten() {
    for format in TableFormat.all {
      XCTAssertEqual(TableFormat(pathExtension: format.pathExtension), format)
      XCTAssertEqual(TableFormat(path: "en.lproj/Localizable" + format.description), format)
    }
    XCTAssertEqual(Set(TableFormat.all.map(\.pathExtension)).count, TableFormat.all.count)
    XCTAssertNil(TableFormat(pathExtension: "STRINGS"), "Foundation looks tables up by their exact name")
    XCTAssertNil(TableFormat(pathExtension: "plist"))
  }

  func testTheOrderAndPlacesAreFoundationsAndTheNamesSwiftGens() {
    XCTAssertEqual(TableFormat.all.map(\.pathExtension), ["strings", "stringsdict", "xcstrings"])
    XCTAssertEqual(TableFormat.all.map(\.placement), [.languageFolder, .languageFolder, .everyLanguage])
    // SwiftGen 6.6.3's strings parser: `source` is "strings" or "stringsdict"; catalogs are l10ngen's own.
    XCTAssertEqual(TableFormat.all.map(\.entrySource), ["strings", "stringsdict", "stringCatalog"])
    XCTAssertEqual(TableFormat.listed(), ".strings, .stringsdict and .xcstrings")
    XCTAssertEqual(TableFormat.listed("or"), ".strings, .stringsdict or .xcstrings")
  }
}
