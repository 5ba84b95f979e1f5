import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen format`: every locale of the config's tables in one form; files already in it untouched.
final class FormatCommandTests: XCTestCase {
  private func project() throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Resources/en.lproj/Localizable.strings", "\"b\" = \"B\";\n\"a\"=\"A\";\n")
    try sandbox.write("Resources/de.lproj/Localizable.strings", "\"a\" = \"A (de)\";\n\n\"b\" = \"B (de)\";\n")
    try sandbox.write("Resources/fr.lproj/Localizable.strings", "\"b\" = \"B (fr)\";\n\n\"a\" = \"A (fr)\";\n")
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Resources/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "Generated/L10n.swift"}]}]}
      """)
    return sandbox
  }

  private func modified(_ sandbox: TemporaryDirectory, _ file: String) throws -> Date {
    try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: sandbox.path(file))[.modificationDate] as? Date)
  }

  func testEveryLocaleIsFormattedAndTranslationsFollowTheDevelopmentOrder() throws {
    let sandbox = try project()
    let result = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"b\" = \"B\";\n\n\"a\" = \"A\";\n")
    XCTAssertEqual(sandbox.read("Resources/de.lproj/Localizable.strings"), "\"b\" = \"B (de)\";\n\n\"a\" = \"A (de)\";\n")
    XCTAssertEqual(sandbox.read("Resources/fr.lproj/Localizable.strings"), "\"b\" = \"B (fr)\";\n\n\"a\" = \"A (fr)\";\n")
    XCTAssertTrue(result.stderr.hasSuffix("l10ngen format: formatted 2 files, 1 already formatted\n"), result.stderr)
  }

  /// A table two targets share through a symbolic link stays shared: the file the link names is
  /// written, and the link stays a link.
  func testATableReachedThroughASymbolicLinkIsWrittenThroughIt() throws {
    let sandbox = try project()
    try FileManager.default.removeItem(atPath: sandbox.path("Resources/de.lproj/Localizable.strings"))
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("Resources/de.lproj/Localizable.strings"), withDestinationPath: "../../Shared/de.strings")
    try sandbox.write("Shared/de.strings", "\"a\" = \"A (de)\";\n\n\"b\" = \"B (de)\";\n")
    let result = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("Resources/de.lproj/Localizable.strings")), "../../Shared/de.strings")
    XCTAssertEqual(sandbox.read("Shared/de.strings"), "\"b\" = \"B (de)\";\n\n\"a\" = \"A (de)\";\n")
  }

  /// A language with one plural form (Japanese) translates a development `.stringsdict` plural in
  /// its `.strings`: it follows the development `.strings` keys, with no warning, and stays put.
  func testAPluralTranslatedInStringsFollowsTheDevelopmentKeysWithoutAWarning() throws {
    let sandbox = try project()
    try sandbox.write(
      "Resources/en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>files</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@n@</string>
      \t\t<key>n</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>d</string>
      \t\t\t<key>one</key>
      \t\t\t<string>%d file</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%d files</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """)
    try sandbox.write("Resources/ja.lproj/Localizable.strings", "\"files\" = \"%d ファイル\";\n\n\"a\" = \"A (ja)\";\n")
    let first = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertFalse(first.stderr.contains("warning"), first.stderr)
    XCTAssertEqual(sandbox.read("Resources/ja.lproj/Localizable.strings"), "\"a\" = \"A (ja)\";\n\n\"files\" = \"%d ファイル\";\n")
    let again = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertTrue(again.stderr.hasSuffix("formatted 0 files, 5 already formatted\n"), again.stderr)
  }

  func testAFileAlreadyInItsFormIsNotTouched() throws {
    let sandbox = try project()
    XCTAssertEqual(try runL10nGen(["format"], in: sandbox.url).status, 0)
    let before = try modified(sandbox, "Resources/fr.lproj/Localizable.strings")
    Thread.sleep(forTimeInterval: 0.01)
    let again = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(again.status, 0)
    XCTAssertTrue(again.stderr.hasSuffix("formatted 0 files, 3 already formatted\n"), again.stderr)
    XCTAssertEqual(try modified(sandbox, "Resources/fr.lproj/Localizable.strings"), before)
  }

  func testSortKeysOrdersTheDevelopmentTableAndItsTranslations() throws {
    let sandbox = try project()
    XCTAssertEqual(try runL10nGen(["format", "--sort", "keys"], in: sandbox.url).status, 0)
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"a\" = \"A\";\n\n\"b\" = \"B\";\n")
    XCTAssertEqual(sandbox.read("Resources/fr.lproj/Localizable.strings"), "\"a\" = \"A (fr)\";\n\n\"b\" = \"B (fr)\";\n")
  }

  func testCheckListsTheFilesToFormatAndWritesNothing() throws {
    let sandbox = try project()
    let result = try runL10nGen(["format", "--check"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, "Resources/en.lproj/Localizable.strings\nResources/de.lproj/Localizable.strings\n")
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"b\" = \"B\";\n\"a\"=\"A\";\n")
  }

  func testDryRunPrintsTheDiffAndWritesNothing() throws {
    let sandbox = try project()
    let result = try runL10nGen(["format", "--dry-run", "Resources/en.lproj"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      --- a/Resources/en.lproj/Localizable.strings
      +++ b/Resources/en.lproj/Localizable.strings
      @@ -1,2 +1,3 @@
       "b" = "B";
      -"a"="A";
      +
      +"a" = "A";

      """)
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"b\" = \"B\";\n\"a\"=\"A\";\n")
  }

  /// Only the named files are written; the development table beside them still gives their order.
  func testANamedTranslationFollowsItsUnnamedDevelopmentTable() throws {
    let sandbox = try project()
    XCTAssertEqual(try runL10nGen(["format", "Resources/de.lproj/Localizable.strings"], in: sandbox.url).status, 0)
    XCTAssertEqual(sandbox.read("Resources/de.lproj/Localizable.strings"), "\"b\" = \"B (de)\";\n\n\"a\" = \"A (de)\";\n")
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"b\" = \"B\";\n\"a\"=\"A\";\n")
  }

  func testABrokenFileIsLeftAsItIsAndTheOthersAreFormatted() throws {
    let sandbox = try project()
    try sandbox.write("Resources/fr.lproj/Localizable.strings", "\"a\" = \"A (fr)\"\n\"b\"=\"B (fr)\";\n")
    let result = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("Resources/fr.lproj/Localizable.strings:1:15: error: missing ';' after the value of \"a\""), result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("formatted 2 files, 0 already formatted, 1 left as it is (see above)\n"), result.stderr)
    XCTAssertEqual(sandbox.read("Resources/fr.lproj/Localizable.strings"), "\"a\" = \"A (fr)\"\n\"b\"=\"B (fr)\";\n")
    XCTAssertEqual(sandbox.read("Resources/en.lproj/Localizable.strings"), "\"b\" = \"B\";\n\n\"a\" = \"A\";\n")
  }

  func testAFormItDoesNotWriteIsPassedOverWithAWarning() throws {
    let sandbox = try project()
    try sandbox.write(
      "Resources/en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <!-- kept by nobody who rewrites property lists -->
        <key>files</key>
        <dict/>
      </dict>
      </plist>
      """)
    let result = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains(
        "Resources/en.lproj/Localizable.stringsdict:1:1: warning: left as it is: it has XML comments, which a property list cannot keep"),
      result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("formatted 2 files, 1 already formatted, 1 left as it is (see above)\n"), result.stderr)
  }

  func testAKeyTheDevelopmentTableLacksGoesLastWithAWarning() throws {
    let sandbox = try project()
    try sandbox.write("Resources/de.lproj/Localizable.strings", "\"old\" = \"Alt\";\n\"a\" = \"A (de)\";\n")
    let result = try runL10nGen(["format"], in: sandbox.url)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.stderr.contains(
        "Resources/de.lproj/Localizable.strings:1:1: warning: key \"old\" is not in the development table: written after its keys"),
      result.stderr)
    XCTAssertEqual(sandbox.read("Resources/de.lproj/Localizable.strings"), "\"a\" = \"A (de)\";\n\n\"old\" = \"Alt\";\n")
  }
}
