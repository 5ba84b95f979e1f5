import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class DevelopmentTablesTests: XCTestCase {
  // Regular expressions are NSRegularExpression's, which l10ngen installs at start, as here.
  override class func setUp() {
  }

  func testFolderIsSearchedRecursivelyInPathOrder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("b/en.lproj/Zed.strings", "")
    try directory.write("a/en.lproj/Localizable.strings", "")
    try directory.write("a/en.lproj/README.md", "")
    let tables = try TableDiscovery.developmentTables(in: [directory.url.path]).tables
    XCTAssertEqual(tables.map(\.name), ["Localizable", "Zed"])
  }

  func testStringsAndStringsdictOfOneNameFormOneTable() throws {
    let directory = try TemporaryDirectory()
    let dict = try directory.write("en.lproj/Localizable.stringsdict", "")
    let strings = try directory.write("en.lproj/Localizable.strings", "")
    let tables = try TableDiscovery.developmentTables(in: [dict, strings]).tables
    XCTAssertEqual(tables, [TableSource(name: "Localizable", files: [(.strings, strings), (.stringsdict, dict)])])
  }

  func testFilesInOtherLocalesAreTranslationsNotRead() throws {
    let directory = try TemporaryDirectory()
    let english = try directory.write("en.lproj/X.strings", "")
    try directory.write("fr.lproj/X.strings", "")
    let tables = try TableDiscovery.developmentTables(in: [directory.url.path]).tables
    XCTAssertEqual(tables, [TableSource(name: "X", files: [(.strings, english)])])
  }

  func testTheFolderTheInputsNameIsTheDevelopmentLanguage() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/X.strings", "")
    let german = try directory.write("de.lproj/X.strings", "")
    let tables = try TableDiscovery.developmentTables(in: [directory.path("de.lproj")]).tables
    XCTAssertEqual(tables, [TableSource(name: "X", files: [(.strings, german)])])
  }

  func testTheLanguageAskedForIsRead() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/X.strings", "")
    let german = try directory.write("de.lproj/X.strings", "")
    let tables = try TableDiscovery.developmentTables(in: [directory.url.path], language: DevelopmentLanguage(requested: "de")).tables
    XCTAssertEqual(tables, [TableSource(name: "X", files: [(.strings, german)])])
  }

  func testSeveralLocalesAndNoDefaultIsAnError() throws {
    let directory = try TemporaryDirectory()
    let french = try directory.write("fr.lproj/X.strings", "")
    try directory.write("de.lproj/X.strings", "")
    XCTAssertThrowsError(try TableDiscovery.developmentTables(in: [directory.url.path])) { error in
      XCTAssertEqual(
        "\(error)",
        "\(directory.path("de.lproj/X.strings")):1:1: error: cannot tell which folder of table \"X\" is the development language's "
          + "(found de.lproj, fr.lproj, no en.lproj or Base.lproj): pass --development-language, or only the development language's files")
    }
    XCTAssertThrowsError(try TableDiscovery.developmentTables(in: [french], language: DevelopmentLanguage(requested: "it"))) { error in
      XCTAssertEqual("\(error)", "\(french):1:1: error: table \"X\" has no it.lproj, the development language's folder (found de.lproj, fr.lproj)")
    }
  }

  func testATableWithoutDevelopmentFilesIsSkippedWithAWarning() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "")
    let storyboard = try directory.write("de.lproj/Main.strings", "")
    let (tables, warnings) = try TableDiscovery.developmentTables(in: [directory.url.path])
    XCTAssertEqual(tables.map(\.name), ["Localizable"])
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "\(storyboard):1:1: warning: skipped table \"Main\": neither en.lproj, the development language's folder, nor Base.lproj has any of its files"
      ])
  }

  /// What the build plugin passes: every table of a target. A lone `hy.lproj` beside a storyboard
  /// (mastodon-ios has one) holds translations, and the folders named decide nothing.
  func testEveryLocaleOfATargetSkipsTablesWithoutADevelopmentFolder() throws {
    let directory = try TemporaryDirectory()
    let english = try directory.write("Resources/en.lproj/Localizable.strings", "")
    try directory.write("Resources/de.lproj/Localizable.strings", "")
    let armenian = try directory.write("Supporting Files/hy.lproj/Main.strings", "")
    let (tables, warnings) = try TableDiscovery.developmentTables(in: [directory.url.path], everyLocale: true)
    XCTAssertEqual(tables, [TableSource(name: "Localizable", files: [(.strings, english)])])
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "\(armenian):1:1: warning: skipped table \"Main\": hy.lproj holds translations, and no development-language folder "
          + "(en.lproj or Base.lproj) is beside it"
      ])
    XCTAssertEqual(
      try TableDiscovery.developmentTables(in: [directory.path("Supporting Files")]).tables.map(\.name), ["Main"],
      "named by hand, hy.lproj is the development language")
  }

  /// Foundation looks in Base.lproj after the development language's folder (CoreFoundation's
  /// CFBundle_Resources.c reads the languages' .lproj folders, then "Next, search Base.lproj folder"),
  /// so a table may be split between them (Xcode's base internationalization).
  func testBaseFilesJoinTheDevelopmentLanguagesWhereItHasNone() throws {
    let directory = try TemporaryDirectory()
    let baseStrings = try directory.write("Res/Base.lproj/Localizable.strings", "")
    let englishPlurals = try directory.write("Res/en.lproj/Localizable.stringsdict", "")
    let info = try directory.write("Res/Base.lproj/InfoPlist.strings", "")
    let named = try TableDiscovery.developmentTables(in: [baseStrings, englishPlurals, info]).tables
    XCTAssertEqual(
      named,
      [
        TableSource(name: "Localizable", files: [(.strings, baseStrings), (.stringsdict, englishPlurals)]),
        TableSource(name: "InfoPlist", files: [(.strings, info)]),
      ])
    let englishStrings = try directory.write("Res/en.lproj/Localizable.strings", "")
    let everyLocale = try TableDiscovery.developmentTables(in: [directory.path("Res")], everyLocale: true).tables
    XCTAssertEqual(
      everyLocale,
      [
        TableSource(name: "InfoPlist", files: [(.strings, info)]),
        TableSource(name: "Localizable", files: [(.strings, englishStrings), (.stringsdict, englishPlurals)]),
      ], "the language's own .strings wins over Base's, as in Foundation's lookup")
  }

  func testATargetsPlainStringsFileIsNoLocalizationWithEveryLocale() throws {
    let directory = try TemporaryDirectory()
    let english = try directory.write("Resources/en.lproj/Localizable.strings", "")
    let plain = try directory.write("Resources/Localizable.strings", "")
    let (tables, warnings) = try TableDiscovery.developmentTables(in: [directory.url.path], everyLocale: true)
    XCTAssertEqual(tables, [TableSource(name: "Localizable", files: [(.strings, english)])])
    XCTAssertEqual(warnings.map(\.location?.file), [plain])
  }

  func testSameTableInTwoModulesIsAnError() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("A/en.lproj/X.strings", "")
    let second = try directory.write("B/en.lproj/X.strings", "")
    XCTAssertThrowsError(try TableDiscovery.developmentTables(in: [directory.url.path])) { error in
      XCTAssertEqual(error as? DiscoveryError, .duplicateTable(name: "X", path: second, otherPath: first))
      XCTAssertEqual(
        "\(error)", "\(second):1:1: error: table \"X\" is given twice (also by \(first)); the tables of one output need names of their own")
    }
  }

  func testMissingInputIsAnError() {
    XCTAssertThrowsError(try TableDiscovery.developmentTables(in: ["/no/such/path.strings"]).tables) { error in
      XCTAssertEqual("\(error)", "error: no such file or directory: /no/such/path.strings")
    }
  }

  func testExplicitFileOfAnotherKindIsAnError() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("notes.txt", "")
    XCTAssertThrowsError(try TableDiscovery.developmentTables(in: [file]).tables) { error in
      XCTAssertEqual(error as? DiscoveryError, .unsupportedFile(path: file))
    }
  }

  func testSameFileGivenTwiceIsReadOnce() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("en.lproj/A.strings", "")
    XCTAssertEqual(try TableDiscovery.developmentTables(in: [file, directory.url.path]).tables.count, 1)
  }

  func testEmptyFolderGivesNoTables() throws {
    let directory = try TemporaryDirectory()
    XCTAssertEqual(try TableDiscovery.developmentTables(in: [directory.url.path]).tables, [])
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
    let tables = try TableDiscovery.developmentTables(in: [directory.url.appendingPathComponent("Res").path, named], filter: filter).tables
    XCTAssertEqual(tables.map(\.name), ["InfoPlist", "Localizable", "Named"])
    let anchored = try InputFilter(pattern: #"^Res/"#)
    XCTAssertEqual(
      try TableDiscovery.developmentTables(in: [directory.url.appendingPathComponent("Res").path], filter: anchored).tables.map(\.name), [],
      "an anchored relative pattern matches no absolute path, in SwiftGen as here")
  }
}
