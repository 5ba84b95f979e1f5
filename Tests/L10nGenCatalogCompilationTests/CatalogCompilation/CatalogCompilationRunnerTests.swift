import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCatalogCompilation
@testable import L10nGenCore
@testable import L10nGenTables

final class CatalogCompilationRunnerTests: XCTestCase {
  private let catalog = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "title" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } } } }
    } }
    """

  private func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  func testBothTablesOfEveryLanguageAreWrittenEvenEmpty() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("Resources/Menu.xcstrings", catalog)
    let output = directory.path("Out")
    let results = try CatalogCompilationRunner.run(catalogs: [input], outputDirectory: output)
    let expected = ["en.lproj/Menu.strings", "en.lproj/Menu.stringsdict", "de.lproj/Menu.strings", "de.lproj/Menu.stringsdict"]
      .map { directory.path("Out/\($0)") }
    XCTAssertEqual(results.map(\.path), expected)
    XCTAssertEqual(CatalogCompilationRunner.outputPaths(table: "Menu", languages: ["en", "de"], directory: output), expected)
    XCTAssertEqual(results.map(\.outcome), Array(repeating: .written, count: 4))
    XCTAssertEqual(
      try String(contentsOfFile: expected[2], encoding: .utf8),
      "/* Compiled by l10ngen from Menu.xcstrings (de); edit the catalog, not this file. */\n\"title\" = \"Titel\";\n")
    XCTAssertTrue(try String(contentsOfFile: expected[3], encoding: .utf8).contains("<dict/>"))
  }

  func testOnlyChangedFilesAreWritten() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("Menu.xcstrings", catalog)
    let output = directory.path("Out")
    let paths = try CatalogCompilationRunner.run(catalogs: [input], outputDirectory: output).map(\.path)
    let old = Date(timeIntervalSince1970: 1_000_000)
    for path in paths { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
    try directory.write("Menu.xcstrings", catalog.replacingOccurrences(of: "Titel", with: "Überschrift"))
    let results = try CatalogCompilationRunner.run(catalogs: [input], outputDirectory: output)
    XCTAssertEqual(results.map(\.outcome), [.unchanged, .unchanged, .written, .unchanged])
    XCTAssertEqual(try paths.map(modificationDate).map { $0 == old }, [true, true, false, true])
  }

  func testNothingIsWrittenWhenAnyCatalogHasAnError() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.write("A/Menu.xcstrings", catalog)
    let bad = try directory.write("B/Broken.xcstrings", "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\",\n  \"strings\" : [] }")
    XCTAssertThrowsError(try CatalogCompilationRunner.run(catalogs: [good, bad], outputDirectory: directory.path("Out"))) { error in
      XCTAssertEqual("\(error)", "\(bad):2:15: error: strings is an array, expected an object")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Out")))
  }

  func testTwoCatalogsOfOneNameAndOtherFilesAreRefused() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("A/Menu.xcstrings", catalog)
    let second = try directory.write("B/Menu.xcstrings", catalog)
    XCTAssertThrowsError(try CatalogCompilationRunner.run(catalogs: [first, second], outputDirectory: directory.path("Out"))) { error in
      XCTAssertEqual("\(error)", "error: \(first) and \(second) are both table \"Menu\": their compiled tables would overwrite each other")
    }
    let strings = try directory.write("en.lproj/Menu.strings", "\"a\" = \"b\";")
    XCTAssertThrowsError(try CatalogCompilationRunner.run(catalogs: [strings], outputDirectory: directory.path("Out"))) { error in
      XCTAssertEqual("\(error)", "error: \(strings) is not a String Catalog (a .xcstrings file)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Out")))
  }

  func testWarningsAreHeardAndTheRunGoesOn() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write(
      "Menu.xcstrings",
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "n" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "one" } } } } } } }
      } }
      """)
    var warnings = [String]()
    let results = try CatalogCompilationRunner.run(
      catalogs: [input], outputDirectory: directory.path("Out"), warn: { warnings.append($0.description) })
    XCTAssertEqual(results.count, 2)
    XCTAssertEqual(
      warnings,
      [
        "\(input):2:68: warning: strings[\"n\"].localizations.en.variations.plural has no \"other\" form; the key is left out of the compiled \"en\" table"
      ])
  }
}
