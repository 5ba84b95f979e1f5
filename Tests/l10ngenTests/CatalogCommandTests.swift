import Foundation
import L10nGenTestSupport
import XCTest

final class CatalogCommandTests: XCTestCase {
  private let catalog = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "files" : { "localizations" : {
        "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
        "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } },
      "title" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Files" } } } }
    } }
    """

  private let outputs = ["en.lproj/Files.strings", "en.lproj/Files.stringsdict", "de.lproj/Files.strings", "de.lproj/Files.stringsdict"]

  func testCompileWritesBothTablesOfEveryLanguageQuietly() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("Resources/Files.xcstrings", catalog)
    let result = try runL10nGen(["catalog", "compile", input, "--output-directory", sandbox.path("Out")])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout + result.stderr, "")
    for output in outputs { XCTAssertNotNil(sandbox.read("Out/\(output)"), output) }
    XCTAssertEqual(
      sandbox.read("Out/en.lproj/Files.strings"),
      "/* Compiled by l10ngen from Files.xcstrings (en); edit the catalog, not this file. */\n\"title\" = \"Files\";\n")
    XCTAssertEqual(
      sandbox.read("Out/de.lproj/Files.strings"), "/* Compiled by l10ngen from Files.xcstrings (de); edit the catalog, not this file. */\n")
    let german = try XCTUnwrap(sandbox.read("Out/de.lproj/Files.stringsdict"))
    XCTAssertTrue(german.contains("<string>%1$#@plural@</string>"), german)
    XCTAssertTrue(german.contains("<string>%1$lld Dateien</string>"), german)
  }

  func testUnchangedFilesAreNotRewritten() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("Files.xcstrings", catalog)
    let arguments = ["catalog", "compile", "--output-directory", sandbox.path("Out"), input]
    XCTAssertEqual(try runL10nGen(arguments).status, 0)
    let old = Date(timeIntervalSince1970: 1_000_000)
    for output in outputs { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: sandbox.path("Out/\(output)")) }
    XCTAssertEqual(try runL10nGen(arguments).status, 0)
    for output in outputs {
      XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: sandbox.path("Out/\(output)"))[.modificationDate] as? Date, old, output)
    }
  }

  func testAnErrorInTheCatalogNamesItsPlaceAndWritesNothing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("Files.xcstrings", catalog.replacingOccurrences(of: #""value" : "Files""#, with: #""value" : 42"#))
    let result = try runL10nGen(["catalog", "compile", input, "--output-directory", sandbox.path("Out")])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "\(input):10:65: error: strings[\"title\"].localizations.en.stringUnit.value is a number, expected a string\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.path("Out")))
    let missing = try runL10nGen(["catalog", "compile", sandbox.path("Nope.xcstrings"), "--output-directory", sandbox.path("Out")])
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(missing.stderr, "error: cannot read \(sandbox.path("Nope.xcstrings").debugDescription): no such file\n")
  }

  func testWarningsGoToStandardErrorWithoutFailing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write(
      "Files.xcstrings",
      catalog.replacingOccurrences(
        of: #""other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }"#,
        with: #""few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }"#))
    let result = try runL10nGen(["catalog", "compile", input, "--output-directory", sandbox.path("Out")])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "\(input):3:42: warning: strings[\"files\"].localizations.de.variations.plural has no \"other\" form; "
        + "the key is left out of the compiled \"de\" table\n")
    XCTAssertEqual(sandbox.read("Out/de.lproj/Files.stringsdict")?.contains("<dict/>"), true)
  }

  func testUsageErrorsSayWhatToType() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("Files.xcstrings", catalog)
    let noDirectory = try runL10nGen(["catalog", "compile", input])
    XCTAssertEqual(noDirectory.status, 2)
    XCTAssertEqual(
      noDirectory.stderr,
      "error: --output-directory DIR is required: say where the .lproj folders go\nSee 'l10ngen catalog --help'.\n")
    let noFile = try runL10nGen(["catalog", "compile", "--output-directory", sandbox.path("Out")])
    XCTAssertEqual(noFile.status, 2)
    XCTAssertTrue(noFile.stderr.hasPrefix("error: no FILE given: name the .xcstrings catalogs to compile\n"), noFile.stderr)
    let unknown = try runL10nGen(["catalog", "build", input])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.hasPrefix("error: unknown catalog subcommand 'build' (expected compile)\n"), unknown.stderr)
    let notACatalog = try runL10nGen([
      "catalog", "compile", try sandbox.write("en.lproj/Files.strings", ""), "--output-directory", sandbox.path("Out"),
    ])
    XCTAssertEqual(notACatalog.status, 1)
    XCTAssertEqual(notACatalog.stderr, "error: \(sandbox.path("en.lproj/Files.strings")) is not a String Catalog (a .xcstrings file)\n")
  }

  func testHelp() throws {
    let result = try runL10nGen(["catalog", "--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("USAGE: l10ngen catalog compile FILE.xcstrings... --output-directory DIR\n"), result.stdout)
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("  catalog    Compile String Catalogs into .strings and .stringsdict tables.\n"))
    XCTAssertEqual(try runL10nGen(["help", "catalog"]).stdout, result.stdout)
  }
}
