import Foundation
import L10nGenTestSupport
import XCTest

final class StringsCommandTests: XCTestCase {
  private let table = """
    /* Title */
    "settings.title" = "Settings";
    "inbox.unread" = "%ld unread";

    """

  func testGeneratesToStandardOutputWithTheRecommendedTemplateByDefault() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, try runL10nGen(["strings", "--template", "structured-swift6", input]).stdout)
    XCTAssertEqual(result.stderr, "", "the code is the output: no summary line")
  }

  func testGeneratesToStandardOutput() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "--template", "structured-swift5", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("internal enum L10n {"), result.stdout)
    XCTAssertTrue(result.stdout.contains("internal static func unread(_ p1: Swift.Int) -> Swift.String {"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains(#"internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")"#), result.stdout)
  }

  // The stages read text tables themselves; a binary property list is left to Foundation's reader,
  // which the command installs (entries sorted by key, as Foundation's dictionary gives no order).
  func testABinaryPropertyListTableIsReadByFoundationsReader() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", "")
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["settings.title": "Settings", "inbox.unread": "%ld unread"], format: .binary, options: 0)
    try data.write(to: URL(fileURLWithPath: input))
    let result = try runL10nGen(["strings", "--template", "structured-swift5", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("internal static func unread(_ p1: Swift.Int) -> Swift.String {"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains(#"internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")"#), result.stdout)
  }

  func testWarningsGoToStandardErrorWithoutFailing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write(
      "en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>count</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@n@</string>
      \t\t<key>n</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>%ld</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%ld items</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>
      """)
    let result = try runL10nGen(["strings", "--template", "structured-swift5", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "\(input):13:4: warning: plural variable \"n\" of key \"count\" has NSStringFormatValueTypeKey \"%ld\" with a leading '%', "
        + "which Foundation cannot read (it prints \"(null)\" for the variable); write \"ld\"\n")
    XCTAssertTrue(result.stdout.contains("internal static func count(_ p1: Swift.Int) -> Swift.String {"), result.stdout)
  }

  func testStringCatalogIsATableOfItsOwn() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write(
      "Resources/Localizable.xcstrings",
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "greeting" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi %1$(name)@" } } } }
      } }
      """)
    let result = try runL10nGen(["strings", "--template", "flat-swift5", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains(#"internal static func greeting(_ p1: Any) -> Swift.String {"#), result.stdout)
    XCTAssertTrue(result.stdout.contains(#"fallback: "Hi %1$@")"#), result.stdout)
  }

  func testWritesOutputFileAndLeavesItAloneWhenUnchanged() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let output = sandbox.path("Gen/L10n.swift")
    XCTAssertEqual(try runL10nGen(["strings", "--template", "flat-swift5", "--output", output, input]).status, 0)
    XCTAssertTrue(sandbox.read("Gen/L10n.swift")?.contains("settingsTitle") == true)
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output)
    XCTAssertEqual(try runL10nGen(["strings", "--template", "flat-swift5", "--output", output, input]).status, 0)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date, old)
  }

  func testCheckFailsWhenStaleAndWritesNothing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let output = try sandbox.write("L10n.swift", "stale")
    let result = try runL10nGen(["strings", "--check", "--output", output, input])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "error: \(output) is out of date; run 'l10ngen strings --output \(output) \(input)' to regenerate it\n")
    XCTAssertEqual(sandbox.read("L10n.swift"), "stale")
    XCTAssertEqual(try runL10nGen(["strings", "--output", output, input]).status, 0)
    XCTAssertEqual(try runL10nGen(["strings", "--check", "--output", output, input]).status, 0)
  }

  func testDryRunSaysWhatItWouldWrite() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let output = sandbox.path("L10n.swift")
    let result = try runL10nGen(["strings", "--dry-run", "--output", output, input])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "would write \(output) (\(output) does not exist)\n")
    XCTAssertNil(sandbox.read("L10n.swift"))
  }

  func testSyntaxErrorExitsOneWithLocationAndKeepsTheOldOutput() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
    let output = try sandbox.write("L10n.swift", "previous")
    let result = try runL10nGen(["strings", "--output", output, input])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("\(input):"), result.stderr)
    XCTAssertTrue(result.stderr.contains(": error: "), result.stderr)
    XCTAssertEqual(sandbox.read("L10n.swift"), "previous")
  }

  /// Keys whose names coincide all keep accessors: the plainer keeps the name, the other is named
  /// apart with a warning that says how to choose another name.
  func testCoincidingKeysAreNamedApartWithAWarningAndEveryKeyGenerates() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", "\"Radial Menu\" = \"a\";\n\"Radial menu\" = \"b\";\n\"title\" = \"c\";\n")
    let result = try runL10nGen(["strings", "--template", "flat-swift5", input])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      """
      \(input):1:1: warning: key "Radial Menu" is named 'radialMenu_capitalized': its own name 'radialMenu' coincides with another in table "Localizable", and key "Radial menu" keeps it (to choose another name: "names": {"Localizable": {"Radial Menu": "…"}})

      """)
    XCTAssertTrue(result.stdout.contains("internal static let title = L10n.tr("), result.stdout)
    XCTAssertTrue(result.stdout.contains("internal static let radialMenu = L10n.tr(\"Localizable\", \"Radial menu\""), result.stdout)
    XCTAssertTrue(result.stdout.contains("internal static let radialMenu_capitalized = L10n.tr(\"Localizable\", \"Radial Menu\""), result.stdout)
  }

  /// A key split into a component that gives no name (`%@` of "%@.edit") stays whole: it is named
  /// from the whole key, at the top, instead of a level that could not be declared.
  func testAKeyWithAComponentThatGivesNoNameIsNamedWhole() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write(
      "en.lproj/Localizable.strings",
      """
      "%@.edit" = "a";
      "%@.remove" = "b";
      "%@.group.add" = "c";
      "title" = "d";

      """)
    let output = sandbox.path("L10n.swift")
    let result = try runL10nGen(["strings", "--template", "structured-swift6", "--output", output, input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "wrote \(output) (4 strings, 1 table)\n")
    let code = try String(contentsOfFile: output, encoding: .utf8)
    for name in ["static var edit: String", "static var remove: String", "static var groupAdd: String", "static var title: String"] {
      XCTAssertTrue(code.contains(name), "\(name) in:\n\(code)")
    }
  }

  func testNameGivesAKeyItsAccessor() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", "\"%@\" = \"%@\";\n")
    let result = try runL10nGen(["strings", "--template", "structured-swift6", "--name", "Localizable:%@=interpolated.value", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(result.stdout.contains("internal enum Interpolated {"), result.stdout)
    XCTAssertTrue(result.stdout.contains("static func value(_ p1: String) -> String"), result.stdout)
    let bad = try runL10nGen(["strings", "--name", "value", input])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("--name 'value': expected TABLE:KEY=NAME"), bad.stderr)
  }

  func testStrictNamesMakesARenamedKeyAnErrorAndWritesNothing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", "\"Radial Menu\" = \"a\";\n\"Radial menu\" = \"b\";\n")
    let output = sandbox.path("L10n.swift")
    let result = try runL10nGen(["strings", "--template", "flat-swift5", "--strict-names", "--output", output, input])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr.components(separatedBy: ": error: key \"Radial Menu\" is named 'radialMenu_capitalized'").count, 2, result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
  }

  func testParamsReachTheTemplate() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "--param", "publicAccess", "--param", "enumName=Strings", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("public enum Strings {"), result.stdout)
  }

  /// SwiftPM's `defaultLocalization` names the development language of a package's resources; the
  /// build plugin passes the manifest, and the other `.lproj` folders are translations.
  func testThePackagesDefaultLocalizationIsTheDevelopmentLanguage() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n")
    try sandbox.write("Res/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    let manifest = try sandbox.write("Package.swift", "let package = Package(name: \"P\", defaultLocalization: \"de\")\n")
    let folder = sandbox.path("Res")
    let german = try runL10nGen(["strings", "--template", "structured-swift5", "--package-manifest", manifest, folder])
    XCTAssertEqual(german.status, 0, german.stderr)
    XCTAssertTrue(german.stdout.contains(#"fallback: "Einstellungen")"#), german.stdout)
    let english = try runL10nGen(["strings", "--template", "structured-swift5", folder])
    XCTAssertTrue(english.stdout.contains(#"fallback: "Settings")"#), english.stdout)
    let asked = try runL10nGen(["strings", "--template", "structured-swift5", "--development-language", "en", "--package-manifest", manifest, folder])
    XCTAssertTrue(asked.stdout.contains(#"fallback: "Settings")"#), "--development-language wins over the manifest")
  }

  /// Xcode's Base internationalization: Base.lproj holds the development language's text, whose
  /// language the generated code needs for plural rules and numbers on Linux.
  func testABaseFolderTakesTheManifestsLanguageForTheGeneratedCode() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/Base.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    let manifest = try sandbox.write("Package.swift", "let package = Package(name: \"P\", defaultLocalization: \"de\")\n")
    let result = try runL10nGen(["strings", "--package-manifest", manifest, sandbox.path("Res")])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains(#"_developmentLanguage = "de""#), result.stdout)
  }

  func testAFileNamedFromInsideItsLprojIsRead() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n")
    try sandbox.write("Res/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    let inside = URL(fileURLWithPath: sandbox.path("Res/en.lproj"))
    for input in ["Localizable.strings", "./Localizable.strings", "."] {
      let result = try runL10nGen(["strings", "--template", "structured-swift5", input], in: inside)
      XCTAssertEqual(result.status, 0, "\(input): \(result.stderr)")
      XCTAssertTrue(result.stdout.contains(#"fallback: "Settings")"#), input)
    }
  }

  /// What the command plugin passes for a target whose tables are all translations.
  func testSkipEmptyWritesNothingWithoutDevelopmentTables() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/hy.lproj/Main.strings", "\"title\" = \"Title\";\n")
    let output = sandbox.path("Generated/L10n.swift")
    let result = try runL10nGen(["strings", "--every-locale", "--skip-empty", "--output", output, sandbox.path("Res")])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    XCTAssertTrue(result.stderr.contains("warning: nothing written to \(output): no development-language table among its inputs"), result.stderr)
    XCTAssertTrue(result.stderr.contains("hy.lproj holds translations"), result.stderr)
  }

  func testCustomTemplateFileWithIncludeAndLegacySpacing() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    try sandbox.write("t/header.stencil", "// {{ param.title }}\n")
    let template = try sandbox.write(
      "t/main.stencil",
      """
      {% include "header.stencil" %}
      {% for table in tables %}

      {% for string in table.levels.children.0.strings %}
      {{ string.key }}
      {% endfor %}
      {% endfor %}
      """)
    let result = try runL10nGen(["strings", "--template-path", template, "--param", "title=Hi", input])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "// Hi\n\ninbox.unread\n")
  }

  func testAnUnknownParamOfABuiltinTemplateIsAUsageErrorWithASuggestion() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "--template", "flat-swift5", "--param", "publicAcess", input])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("error: template flat-swift5 has no param 'publicAcess' (did you mean 'publicAccess'?)"), result.stderr)
    XCTAssertEqual(try runL10nGen(["strings", "--param", "enumName=class", input]).status, 2)
  }

  /// A value the template cannot use made code that did not compile (`open enum` is no Swift for an
  /// enum's members, `publik` no keyword) or silently fell back (`runtime=modul`): now a usage error.
  func testAParamValueTheTemplateDoesNotTakeIsAUsageError() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    for (param, expected) in [
      ("accessLevel=open", "error: param 'accessLevel=open': expected internal, public or package\n"),
      ("accessLevel=publik", "error: param 'accessLevel=publik': expected internal, public or package\n"),
      ("runtime=modul", "error: param 'runtime=modul': expected module, external or library\n"),
      ("runtime", "error: param 'runtime=true': expected module, external or library\n"),
    ] {
      let result = try runL10nGen(["strings", "--template", "structured-swift6", "--param", param, input])
      XCTAssertEqual(result.status, 2, param)
      XCTAssertEqual(result.stderr, expected, param)
    }
    let symbols = try runL10nGen(["strings", "--template", "resource-symbols", "--param", "accessLevel=open", input])
    XCTAssertEqual(symbols.stderr, "error: param 'accessLevel=open': expected internal, public or package\n")
    XCTAssertEqual(try runL10nGen(["strings", "--template", "structured-swift6", "--param", "accessLevel=package", input]).status, 0)
  }

  func testUnknownTemplateIsAnError() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "--template", "nope", input])
    XCTAssertEqual(result.status, 2, "a usage error, as everywhere")
    XCTAssertEqual(
      result.stderr,
      "error: no built-in template named 'nope' (available: structured-swift6, flat-swift6, resource-symbols, structured-swift5, flat-swift5, objc-h, objc-m; or use --template-path FILE)\n"
    )
  }

  func testUsageErrorsExitTwo() throws {
    XCTAssertEqual(try runL10nGen(["strings"]).status, 2)
    XCTAssertEqual(try runL10nGen(["strings", "--bogus", "x"]).stderr, "error: unknown option '--bogus'\nSee 'l10ngen strings --help'.\n")
    XCTAssertEqual(try runL10nGen(["strings", "--spacing", "wide", "x"]).status, 2)
    XCTAssertEqual(try runL10nGen(["strings", "--check", "--dry-run", "x"]).status, 2)
  }

  func testHelpDescribesTheCommand() throws {
    let result = try runL10nGen(["strings", "--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("USAGE: l10ngen strings"), result.stdout)
  }

  func testCheckWithoutAnOutputFileIsAUsageError() throws {
    let result = try runL10nGen(["strings", "--check", "x.strings"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: --check compares a file with what would be generated: give --output FILE\nSee 'l10ngen strings --help'.\n")
  }

  func testAFileOutputGetsASummaryLine() throws {
    let sandbox = try TemporaryDirectory()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    let output = sandbox.path("L10n.swift")
    XCTAssertEqual(try runL10nGen(["strings", "--output", output, input]).stderr, "wrote \(output) (2 strings, 1 table)\n")
    XCTAssertEqual(try runL10nGen(["strings", "--output", output, input]).stderr, "\(output) is up to date\n")
    XCTAssertEqual(try runL10nGen(["strings", "--quiet", "--output", output, input]).stderr, "")
  }
}
