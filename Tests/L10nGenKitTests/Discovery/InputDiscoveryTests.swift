import XCTest
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

final class InputDiscoveryTests: XCTestCase {
  func testFolderIsSearchedRecursivelyInPathOrder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("b/en.lproj/Zed.strings", "")
    try directory.write("a/en.lproj/Localizable.strings", "")
    try directory.write("a/en.lproj/README.md", "")
    let tables = try InputDiscovery.tables(in: [directory.url.path])
    XCTAssertEqual(tables.map(\.name), ["Localizable", "Zed"])
  }

  func testStringsAndStringsdictOfOneNameFormOneTable() throws {
    let directory = try TemporaryDirectory()
    let dict = try directory.write("en.lproj/Localizable.stringsdict", "")
    let strings = try directory.write("en.lproj/Localizable.strings", "")
    let tables = try InputDiscovery.tables(in: [dict, strings])
    XCTAssertEqual(tables, [TableSource(name: "Localizable", files: [(.strings, strings), (.stringsdict, dict)])])
  }

  func testSameTableFromTwoLanguagesIsAnError() throws {
    let directory = try TemporaryDirectory()
    let english = try directory.write("en.lproj/X.strings", "")
    let french = try directory.write("fr.lproj/X.strings", "")
    XCTAssertThrowsError(try InputDiscovery.tables(in: [directory.url.path])) { error in
      XCTAssertEqual(error as? DiscoveryError, .duplicateTable(name: "X", path: french, otherPath: english))
      XCTAssertEqual("\(error)", "\(french):1:1: error: table \"X\" is given twice (also by \(english)); pass only the development language's files")
    }
  }

  func testMissingInputIsAnError() {
    XCTAssertThrowsError(try InputDiscovery.tables(in: ["/no/such/path.strings"])) { error in
      XCTAssertEqual("\(error)", "error: no such file or directory: /no/such/path.strings")
    }
  }

  func testExplicitFileOfAnotherKindIsAnError() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("notes.txt", "")
    XCTAssertThrowsError(try InputDiscovery.tables(in: [file])) { error in
      XCTAssertEqual(error as? DiscoveryError, .unsupportedFile(path: file))
    }
  }

  func testSameFileGivenTwiceIsReadOnce() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("en.lproj/A.strings", "")
    XCTAssertEqual(try InputDiscovery.tables(in: [file, directory.url.path]).count, 1)
  }

  func testEmptyFolderGivesNoTables() throws {
    let directory = try TemporaryDirectory()
    XCTAssertEqual(try InputDiscovery.tables(in: [directory.url.path]), [])
  }

  /// SwiftGen searches its filter, unanchored, in the absolute path of each file a folder holds
  /// (SwiftGenKit's Parser.searchAndParse and Path.matches(filter:)); a file named directly is read.
  func testFilterKeepsTheFolderFilesWhoseAbsolutePathItMatches() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Res/en.lproj/Localizable.strings", "")
    try directory.write("Res/en.lproj/InfoPlist.strings", "")
    try directory.write("Res/en.lproj/Plurals.stringsdict", "")
    let named = try directory.write("Other/en.lproj/Named.strings", "")
    let filter = try InputFilter(pattern: #"/Res/en\.lproj/[^/]+\.strings$"#)
    let tables = try InputDiscovery.tables(in: [directory.url.appendingPathComponent("Res").path, named], filter: filter)
    XCTAssertEqual(tables.map(\.name), ["InfoPlist", "Localizable", "Named"])
    let anchored = try InputFilter(pattern: #"^Res/"#)
    XCTAssertEqual(try InputDiscovery.tables(in: [directory.url.appendingPathComponent("Res").path], filter: anchored).map(\.name), [],
      "an anchored relative pattern matches no absolute path, in SwiftGen as here")
  }
}
