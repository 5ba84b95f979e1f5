import Foundation
import L10nGenTestSupport
import XCTest

final class LintCommandTests: XCTestCase {
  private func project(german: String = "\"a\" = \"A %@\";\n") throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A %@\";\n")
    try sandbox.write("Res/de.lproj/Localizable.strings", german)
    return sandbox
  }

  func testCleanTablesExitZeroWithTheLocaleTable() throws {
    let sandbox = try project(german: "\"a\" = \"B %@\";\n")
    let result = try runL10nGen(["lint", "Res"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      locale              keys  translated  errors  warnings
      de                     1      100.0%       0         0
      en (development)       1      100.0%       0         0

      0 errors, 0 warnings, 0 infos

      """)
  }

  func testErrorsExitOneInXcodeFormat() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    let result = try runL10nGen(["lint", "--format", "xcode", "Res"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      Res/de.lproj/Localizable.strings:1:7: error: key "a": "B %d" reads argument 1 as Int with "%d", but it is String \
      (%@ in en: "A %@") [placeholder-mismatch]

      """)
  }

  func testWarningsFailOnlyWithStrict() throws {
    let sandbox = try project(german: "\"a\" = \"B %@\";\n\"z\" = \"Z\";\n")
    XCTAssertEqual(try runL10nGen(["lint", "Res"], in: sandbox.url).status, 0)
    let strict = try runL10nGen(["lint", "--strict", "--format=github", "Res"], in: sandbox.url)
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(
      strict.stdout,
      """
      ::warning file=Res/de.lproj/Localizable.strings,line=2,col=1,title=extra-key::key "z" is not in the development language (en)

      """)
  }

  func testDisabledRuleOnTheCommandLineAndInTheConfig() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    XCTAssertEqual(try runL10nGen(["lint", "--disable", "placeholder-mismatch", "Res"], in: sandbox.url).status, 0)
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Res/en.lproj"], "outputs": {"template": "flat-swift5", "output": "L10n.swift"}}],
       "lint": {"disable": ["placeholder-mismatch"]}}
      """)
    let result = try runL10nGen(["lint"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(try runL10nGen(["lint", "--config", sandbox.path("l10ngen.json"), "--format", "json"]).status, 0)
  }

  func testConfigLintsTheLocalesBesideItsInputs() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    try sandbox.write(
      "lint.json",
      """
      {"strings": [{"inputs": "Res/en.lproj/Localizable.strings", "outputs": {"template": "flat-swift5", "output": "-"}}]}
      """)
    let result = try runL10nGen(["lint", "--config", "lint.json", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.hasPrefix(sandbox.path("Res/de.lproj/Localizable.strings") + ":1:7: error: "), result.stdout)
  }

  /// A config's entry reads the files its filter keeps (SwiftGen's `filter`), and lint checks those.
  func testAConfigsFilterChoosesTheTablesLintChecks() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    try sandbox.write("Res/en.lproj/Other.strings", "\"o\" = \"O\";\n")
    try sandbox.write("Res/de.lproj/Other.strings", "\"o\" = \"O %d\";\n")
    try sandbox.write(
      "l10ngen.json",
      #"""
      {"strings": [{"inputs": "Res", "filter": "Other\\.strings$", "outputs": {"template": "flat-swift5", "output": "-"}}]}
      """#)
    let result = try runL10nGen(["lint", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.hasPrefix(sandbox.path("Res/de.lproj/Other.strings") + ":1:7: error: "), result.stdout)
    XCTAssertFalse(result.stdout.contains("Localizable.strings"), result.stdout)
  }

  func testUsageErrorsExitTwo() throws {
    let sandbox = try project()
    let badFormat = try runL10nGen(["lint", "--format", "html", "Res"], in: sandbox.url)
    XCTAssertEqual(badFormat.status, 2)
    XCTAssertEqual(badFormat.stderr, "error: --format must be text, xcode, github or json, not 'html'\nSee 'l10ngen lint --help'.\n")
    let badRule = try runL10nGen(["lint", "--disable", "typo", "Res"], in: sandbox.url)
    XCTAssertEqual(badRule.status, 2)
    XCTAssertTrue(badRule.stderr.hasPrefix("error: --disable 'typo' is not a rule (rules: syntax, duplicate-key, "), badRule.stderr)
    XCTAssertEqual(try runL10nGen(["lint", "--build=yes", "Res"], in: sandbox.url).status, 2)
  }

  func testUnknownRuleInTheConfigIsAConfigError() throws {
    let sandbox = try project()
    try sandbox.write("l10ngen.json", #"{"strings": [], "lint": {"disable": ["typo"]}}"#)
    let result = try runL10nGen(["lint"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("l10ngen.json:1:38: error: 'lint.disable[0]' must be a lint rule (syntax, "), result.stderr)
  }

  func testMissingInputIsAnInputError() throws {
    let result = try runL10nGen(["lint", "/no/such/folder"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "error: no such file or directory: /no/such/folder\n")
  }

  func testWithNoConfigItChecksTheTablesUnderTheFolderAndSaysWhich() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Package.swift", "// swift-tools-version:5.9\n")
    try sandbox.write("Sources/App/Resources/en.lproj/Localizable.strings", "\"a\" = \"A %@\";\n")
    try sandbox.write("Sources/App/Resources/de.lproj/Localizable.strings", "\"a\" = \"B %d\";\n")
    try sandbox.write("Sources/App/Resources/Shop.xcstrings", #"{"sourceLanguage": "en", "strings": {"k": {}}, "version": "1.0"}"#)
    // Build products, dependencies and bundles are not the app's tables.
    for skipped in [".build/checkouts/Dep", "Pods/Dep", "Sources/App/Settings.bundle"] {
      try sandbox.write(skipped + "/en.lproj/Localizable.strings", "\"a\" = \"A\"\n")
    }
    let result = try runL10nGen(["lint", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      no l10ngen.json here: checking the tables found under this folder
        Sources/App/Resources/Shop.xcstrings
        Sources/App/Resources/*.lproj/Localizable (en, de)

      """)
    XCTAssertTrue(result.stdout.hasPrefix("Sources/App/Resources/de.lproj/Localizable.strings:1:7: error: key \"a\""), result.stdout)
  }

  func testFindingNoTableIsAnErrorThatSaysWhatItLookedFor() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Sources/App/main.swift", "print(1)\n")
    try sandbox.write(".build/x/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let here = try runL10nGen(["lint"], in: sandbox.url)
    XCTAssertEqual(here.status, 1)
    XCTAssertEqual(here.stdout, "")
    XCTAssertEqual(
      here.stderr,
      """
      error: no l10ngen.json here, and no localization table under this folder: looked for .strings and .stringsdict files in .lproj \
      folders and .xcstrings String Catalogs, passing over hidden folders (.build, .git), Carthage, DerivedData, Pods, build, \
      node_modules, *.bundle and *.xcassets; name the tables (l10ngen lint PATH...)

      """)
    let folder = try runL10nGen(["lint", "Sources"], in: sandbox.url)
    XCTAssertEqual(folder.status, 1)
    XCTAssertEqual(
      folder.stderr,
      """
      error: no localization table in Sources: looked for .strings, .stringsdict and .xcstrings files in the folders and below them

      """)
  }

  /// What the build plugins run: the build's rules, the config's "build" member, a stamp only when nothing fails.
  func testTheBuildsCheckWritesItsStampOnlyWhenNothingFails() throws {
    let sandbox = try project(german: "\"a\" = \"B %@\";\n\"a\" = \"C %@\";\n")
    let stamp = sandbox.path("out/check.swift")
    let build = ["lint", "--build", "--format", "xcode", "--stamp", stamp, "Res"]
    let duplicate = try runL10nGen(build, in: sandbox.url)
    XCTAssertEqual(duplicate.status, 0, duplicate.stderr)
    XCTAssertEqual(
      duplicate.stdout,
      """
      Res/de.lproj/Localizable.strings:2:1: warning: key "a" is written again (first at line 1) with "C %@", which wins over "B %@" [duplicate-key]

      """)
    XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), "// l10ngen lint: every table of this target passed the build's check.\n")
    XCTAssertEqual(try runL10nGen(["lint", "--stamp", stamp, "Res"], in: sandbox.url).status, 1, "lint's own rules: a duplicate key is an error")
    XCTAssertFalse(FileManager.default.fileExists(atPath: stamp), "a failed check leaves no stamp behind")
    // A config with only rules: its "build" member turns the warning into an error, when it is named (INPUTs name the tables).
    try sandbox.write("l10ngen.json", #"{"build": {"errors": ["duplicate-key"]}}"#)
    XCTAssertEqual(try runL10nGen(build, in: sandbox.url).status, 0, "a config not named does not apply to INPUTs")
    let strict = try runL10nGen(build + ["--config", "l10ngen.json"], in: sandbox.url)
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(strict.stdout.contains(":2:1: error: key \"a\" is written again"), strict.stdout)
    XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
  }

  func testAConfigThatNamesNoTablesSetsTheRulesOfTheTablesFoundUnderTheFolder() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Package.swift", "let package = Package(name: \"A\", defaultLocalization: \"de\")\n")
    try sandbox.write("l10ngen.json", #"{"lint": {"errors": ["missing-key"]}}"#)
    try sandbox.write("Sources/A/Resources/de.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try sandbox.write("Sources/A/Resources/en.lproj/Localizable.strings", "\"a\" = \"One\";\n")
    let result = try runL10nGen(["lint", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      """
      l10ngen.json names no tables: checking the tables found under this folder
        Sources/A/Resources/*.lproj/Localizable (de, en)

      """)
    // The manifest's defaultLocalization (de) is the development language, as for the build plugins.
    XCTAssertEqual(
      result.stdout,
      """
      Sources/A/Resources/en.lproj/Localizable.strings:1:1: error: key "b" is missing (de: "B") [missing-key]

      """)
  }

  func testTheManifestsDefaultLocalizationIsTheDevelopmentLanguage() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Package.swift", "let package = Package(name: \"A\", defaultLocalization: \"de\")\n")
    try sandbox.write("Res/de.lproj/Localizable.strings", "\"a\" = \"A %@\";\n")
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"B\";\n")
    let result = try runL10nGen(["lint", "--format", "xcode", "--package-manifest", "Package.swift", "Res"], in: sandbox.url)
    XCTAssertEqual(
      result.stdout,
      """
      Res/en.lproj/Localizable.strings:1:7: warning: key "a": "B" does not show argument 1 (%@ in de: "A %@") [placeholder-missing]

      """)
  }

  func testHelpListsEveryRule() throws {
    let help = try runL10nGen(["lint", "--help"]).stdout
    XCTAssertTrue(help.contains("  suspicious-percent       warning  a '%' that Foundation reads as a conversion"), help)
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("  lint       Check every locale of the tables"))
  }
}

/// `lint --sources`: the code against the config's tables, in every format.
final class LintSourcesTests: XCTestCase {
  func testTheCodesUnknownAndUnusedKeysAreReported() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"old.key\" = \"Old\";\n")
    try sandbox.write(
      "l10ngen.json", #"{"strings": [{"inputs": ["App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/L10n.swift"}]}]}"#)
    try sandbox.write(
      "App/Screen.swift", "import Foundation\nlet a = L10n.Settings.title\nlet b = NSLocalizedString(\"settings.titel\", comment: \"\")\n")
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let text = try runL10nGen(["lint", "--sources", "App"], in: sandbox.url)
    XCTAssertEqual(text.status, 1, text.stdout + text.stderr)
    XCTAssertTrue(
      text.stdout.contains(
        "App/Screen.swift\n  3:9      error   key \"settings.titel\" is not in table Localizable: users see the key itself [unknown-key]\n"),
      text.stdout)
    XCTAssertTrue(text.stdout.contains("2:1      warning key \"old.key\" (L10n.Old.key) is looked up by no code [unused-key]"), text.stdout)
    XCTAssertTrue(text.stdout.contains("code: 1 lookup in 1 file; of 2 keys, 1 used, 1 unused; 1 looked up but in no table\n"), text.stdout)
    let json = try runL10nGen(["lint", "--sources", "App", "--format", "json"], in: sandbox.url)
    XCTAssertTrue(json.stdout.contains(#""code": {"files": 1, "lookups": 1, "keys": 2, "used": 1, "unused": 1, "unknown": 1}"#), json.stdout)
    XCTAssertTrue(
      json.stdout.contains(#"{"rule": "unknown-key", "severity": "error", "file": "App/Screen.swift", "line": 3, "column": 9"#), json.stdout)
    let xcode = try runL10nGen(["lint", "--sources", "App", "--format", "xcode"], in: sandbox.url)
    XCTAssertTrue(
      xcode.stdout.contains(
        "App/Screen.swift:3:9: error: key \"settings.titel\" is not in table Localizable: users see the key itself [unknown-key]"), xcode.stdout)
  }

  func testSourcesNeedAConfig() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    let result = try runL10nGen(["lint", "en.lproj", "--sources", "."], in: sandbox.url)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "error: --sources checks code against the tables and accessors of a config, or of the targets that apply L10nGenPlugin: "
          + "name a config with --config"), result.stderr)
  }

  /// With no config, in a package that applies the build plugin, the plugin's targets' code is
  /// checked against what it generates for them.
  func testInAPackageThatAppliesTheBuildPluginItsTargetsCodeIsChecked() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.writePackage(applyingThePluginTo: ["MyFeature"])
    try sandbox.write(
      "Sources/MyFeature/Resources/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"settings.unused\" = \"U\";\n")
    try sandbox.write(
      "Sources/MyFeature/Screen.swift",
      "import Foundation\nlet t = L10n.Settings.title\nlet typo = NSLocalizedString(\"settings.titel\", bundle: .module, comment: \"\")\n")
    let result = try runL10nGen(["lint", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(
      result.stdout.contains(
        "Sources/MyFeature/Screen.swift:3:12: error: key \"settings.titel\" is not in table Localizable: users see the key itself [unknown-key]"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("key \"settings.unused\" (L10n.Settings.unused) is looked up by no code [unused-key]"), result.stdout)
    XCTAssertFalse(result.stdout.contains("\"settings.title\" (L10n.Settings.title) is looked up by no code"), result.stdout)
    XCTAssertTrue(
      result.stderr.contains(
        "no l10ngen.json names what to generate: checking the code against what L10nGenPlugin generates for MyFeature in the build"),
      result.stderr)
  }
}
