import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen init`: from nothing to a generated file, and from a SwiftGen config to the same call sites.
final class InitCommandTests: XCTestCase {
  private let english = """
    /* The settings screen's title */
    "settings.title" = "Settings";
    "inbox.unread" = "%d unread";

    """

  func testFindsEachModulesDevelopmentTablesAndWritesAConfigThatGenerates() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Sources/App/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("Sources/App/Resources/de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n")
    try sandbox.write("Sources/App/Resources/Shop.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"cart.title": {}}}"#)
    try sandbox.write("Sources/Widget/Base.lproj/Widget.strings", "\"widget.title\" = \"Today\";\n")
    try sandbox.write(".build/checkouts/Other/en.lproj/Other.strings", "\"x\" = \"y\";\n")
    try sandbox.write("Sources/App/Loose.strings", "\"x\" = \"y\";\n")
    try sandbox.write("Sources/App/Settings.bundle/en.lproj/Root.strings", "\"x\" = \"y\";\n")
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      found Sources/App/Resources/en.lproj, Sources/App/Resources/Shop.xcstrings → Sources/App/Generated/L10n.swift
      found Sources/Widget/Base.lproj → Sources/Widget/Generated/L10n.swift
      wrote l10ngen.json; now run 'l10ngen'

      """)
    XCTAssertEqual(
      sandbox.read("l10ngen.json"),
      """
      {
        "strings": [
          {
            "inputs": [
              "Sources/App/Resources/en.lproj",
              "Sources/App/Resources/Shop.xcstrings"
            ],
            "outputs": [
              {
                "template": "structured-swift6",
                "output": "Sources/App/Generated/L10n.swift"
              }
            ]
          },
          {
            "inputs": [
              "Sources/Widget/Base.lproj"
            ],
            "outputs": [
              {
                "template": "structured-swift6",
                "output": "Sources/Widget/Generated/L10n.swift"
              }
            ]
          }
        ]
      }

      """)
    let run = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stderr,
      """
      wrote Sources/App/Generated/L10n.swift (3 strings, 2 tables)
      wrote Sources/Widget/Generated/L10n.swift (1 string, 1 table)

      """)
    try sandbox.write(
      "Sources/App/Use.swift",
      "let title: String = L10n.Settings.title\nlet unread: String = L10n.Inbox.unread(3)\nlet cart: String = L10n.Shop.Cart.title\n")
    let compiled = try typeCheck([sandbox.path("Sources/App/Generated/L10n.swift"), sandbox.path("Sources/App/Use.swift")])
    XCTAssertEqual(compiled.status, 0, compiled.stderr)
  }

  /// An Xcode app's `.lproj` folders hold more than the code's tables: a storyboard's strings (UIKit
  /// reads them, by the storyboard's name), `InfoPlist` (the system reads it), and tables no code
  /// names. `init` takes the tables the code looks up and says what it left out and why.
  /// A module whose SwiftUI code passes literal keys gets the `resource-symbols` members too (and
  /// `migrate` rewrites those literals into them); one whose Objective-C code looks strings up, the
  /// Objective-C accessors: `init`, generation and `migrate` work with no hand edits.
  func testAModulesSwiftUIAndObjectiveCCodeGetTheOutputsTheyCanCall() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Sources/App/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write(
      "Sources/App/Views/Settings.swift", "import SwiftUI\nstruct Settings: View { var body: some View { Text(\"settings.title\") } }\n")
    try sandbox.write("Legacy/en.lproj/Localizable.strings", english)
    try sandbox.write(
      "Legacy/Screen.m", "#import <Foundation/Foundation.h>\nNSString *title(void) { return NSLocalizedString(@\"settings.title\", nil); }\n")
    try sandbox.write("Plain/en.lproj/Localizable.strings", english)
    try sandbox.write("Plain/Screen.swift", "import Foundation\nlet title = NSLocalizedString(\"settings.title\", comment: \"\")\n")
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      found Legacy/en.lproj → Legacy/Generated/L10n.swift, Legacy/Generated/Localizable.h, Legacy/Generated/Localizable.m
      found Plain/en.lproj → Plain/Generated/L10n.swift
      found Sources/App/Resources/en.lproj → Sources/App/Generated/L10n.swift, Sources/App/Generated/LocalizedStringResource+L10n.swift
      wrote l10ngen.json; now run 'l10ngen'

      """)
    let config = try XCTUnwrap(sandbox.read("l10ngen.json"))
    XCTAssertTrue(config.contains(#""template": "objc-m""#) && config.contains(#""template": "resource-symbols""#), config)
    XCTAssertTrue(
      config.hasSuffix(
        """
          "code": {
            "migrateSwiftUI": true
          }
        }

        """), config)
    let generation = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(generation.status, 0, generation.stderr)
    XCTAssertNotNil(sandbox.read("Legacy/Generated/Localizable.m"))
    XCTAssertTrue(sandbox.read("Sources/App/Generated/LocalizedStringResource+L10n.swift")?.contains("static var settingsTitle") == true)
  }

  func testTakesTheTablesTheCodeLooksUpAndSaysWhatItLeftOut() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/Base.lproj/Main.storyboard", "<document/>\n")
    for table in ["Main", "InfoPlist", "Localizable", "Settings", "Legacy"] {
      try sandbox.write("App/en.lproj/\(table).strings", "\"\(table.lowercased()).title\" = \"\(table)\";\n")
      try sandbox.write("App/de.lproj/\(table).strings", "\"\(table.lowercased()).title\" = \"\(table) (de)\";\n")
    }
    try sandbox.write("App/Views/Base.lproj/Login.storyboard", "<document/>\n")
    try sandbox.write("App/Views/de.lproj/Login.strings", "\"x.text\" = \"Anmelden\";\n")
    try sandbox.write(
      "App/Screen.swift", "import Foundation\nlet s = NSLocalizedString(\"settings.title\", tableName: \"Settings\", comment: \"\")\n")
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      found App/en.lproj/Localizable.strings, App/en.lproj/Settings.strings → App/Generated/L10n.swift
      note: left out App/en.lproj/InfoPlist.strings: the system reads InfoPlist for the Info.plist's keys, not the app's code (--all-tables keeps it)
      note: left out App/en.lproj/Legacy.strings: no code names the table "Legacy" (tableName:, table:) (--all-tables keeps it)
      note: left out App/en.lproj/Main.strings: Main holds the strings of Main.storyboard, which UIKit and AppKit read, not the app's code (--all-tables keeps it)
      note: left out App/Views/*.lproj: Login holds the strings of Login.storyboard, which UIKit and AppKit read, not the app's code (--all-tables keeps them)
      wrote l10ngen.json; now run 'l10ngen'

      """)
    let run = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(run.stderr, "wrote App/Generated/L10n.swift (2 strings, 2 tables)\n")
    XCTAssertEqual(try runL10nGen(["init", "--all-tables", "--force"], in: sandbox.url).status, 0)
    XCTAssertTrue(sandbox.read("l10ngen.json")?.contains("\"App/en.lproj\"") ?? false, sandbox.read("l10ngen.json") ?? "")
  }

  /// SwiftPM's `defaultLocalization` names the development language, and the plugins read it: `init`
  /// must read the same tables.
  func testAPackagesDefaultLocalizationChoosesTheTables() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Package.swift", "let package = Package(name: \"App\", defaultLocalization: \"de\", targets: [])\n")
    try sandbox.write("Sources/App/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("Sources/App/Resources/de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n")
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("found Sources/App/Resources/de.lproj → Sources/App/Generated/L10n.swift\n"), result.stderr)
  }

  func testNeverOverwritesAConfigWithoutForce() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", english)
    try sandbox.write("l10ngen.json", "mine")
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "error: l10ngen.json exists; nothing was written (--force replaces it)\n")
    XCTAssertEqual(sandbox.read("l10ngen.json"), "mine")
    XCTAssertEqual(try runL10nGen(["init", "--force"], in: sandbox.url).status, 0)
    XCTAssertTrue(sandbox.read("l10ngen.json")?.contains("\"en.lproj\"") == true)
  }

  func testNoTablesIsAnErrorAndAnUnclearLanguageIsNamed() throws {
    let sandbox = try TemporaryDirectory()
    let none = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(none.status, 1)
    XCTAssertTrue(none.stderr.hasPrefix("error: no localization tables under "), none.stderr)
    try sandbox.write("Res/de.lproj/Localizable.strings", english)
    try sandbox.write("Res/fr.lproj/Localizable.strings", english)
    let unclear = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(unclear.status, 1)
    XCTAssertEqual(
      unclear.stderr,
      """
      note: skipped Res: no en.lproj or Base.lproj among de.lproj, fr.lproj; say which with --development-language
      error: nothing to generate from; nothing was written

      """)
    XCTAssertNil(sandbox.read("l10ngen.json"))
    XCTAssertEqual(try runL10nGen(["init", "--development-language", "fr"], in: sandbox.url).status, 0)
    XCTAssertTrue(sandbox.read("l10ngen.json")?.contains("\"Res/fr.lproj\"") == true)
  }

  // MARK: - From SwiftGen

  /// SwiftGen 6.5's `swift5` templates call the `lookupFunction` param with the key and the table:
  /// home-assistant/iOS's committed output (SwiftGen 6.5.1) has `let format =
  /// Current.localized.string(key, table)` in `tr(_ table:, _ key:, _ args: CVarArg...)`; 6.6's
  /// templates add the fallback value. `init --from` reads the output SwiftGen last wrote and keeps
  /// the project's contract, so its two-argument function still compiles.
  func testASwiftGen65LookupFunctionKeepsItsTwoArguments() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Resources/en.lproj/Core.strings", "\"component::switch::title\" = \"Switch\";\n")
    try sandbox.write(
      "swiftgen.yml",
      """
      strings:
        inputs: Resources/en.lproj/Core.strings
        outputs:
          templateName: structured-swift5
          output: Sources/Strings.swift
          params:
            enumName: CoreStrings
            lookupFunction: Current.localized.string

      """)
    let support = try sandbox.write(
      "Sources/Environment.swift",
      """
      struct Localized { func string(_ key: String, _ table: String) -> String { key } }
      struct Environment { let localized = Localized() }
      let Current = Environment()

      """)
    let noOutput = try runL10nGen(["init", "--from", "swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(noOutput.status, 0, noOutput.stderr)
    XCTAssertTrue(
      noOutput.stderr.contains(
        "swiftgen.yml:8:23: warning: SwiftGen 6.5's templates call Current.localized.string(key, table), 6.6's Current.localized.string(key, table, value)"
      ),
      noOutput.stderr)
    try sandbox.write(
      "Sources/Strings.swift",
      """
      // MARK: - Implementation Details

      extension CoreStrings {
        private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
          let format = Current.localized.string(key, table)
          return String(format: format, locale: Locale.current, arguments: args)
        }
      }

      """)
    let result = try runL10nGen(["init", "--from", "swiftgen.yml", "--force"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains(
        "swiftgen.yml:8:23: warning: SwiftGen's output Sources/Strings.swift calls Current.localized.string(key, table), as SwiftGen 6.5's templates do"
      ),
      result.stderr)
    XCTAssertTrue(sandbox.read("l10ngen.json")?.contains("\"lookupFunctionWithoutValue\": true") ?? false, sandbox.read("l10ngen.json") ?? "")
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let compiled = try typeCheck([sandbox.path("Sources/Strings.swift"), support])
    XCTAssertEqual(compiled.status, 0, compiled.stderr)
  }

  /// Converts `yaml`, generates, and compiles `callSites` (written for SwiftGen's output of the same
  /// config) against what was generated.
  private func migrate(
    _ yaml: String, in sandbox: TemporaryDirectory, callSites: String, generated: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws -> CommandResult {
    try sandbox.write("swiftgen.yml", yaml)
    let converted = try runL10nGen(["init", "--from", "swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(converted.status, 0, converted.stderr, file: file, line: line)
    let run = try runL10nGen(["--quiet"], in: sandbox.url)
    XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    try sandbox.write("CallSites.swift", callSites)
    let compiled = try typeCheck(generated.map(sandbox.path) + [sandbox.path("CallSites.swift")])
    XCTAssertEqual(compiled.status, 0, compiled.stderr, file: file, line: line)
    return converted
  }

  func testASingleEntryConfigKeepsSwiftGensCallSites() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Resources/en.lproj/Localizable.strings", english)
    let converted = try migrate(
      """
      strings:
        inputs: Resources/en.lproj
        outputs:
          - templateName: structured-swift5
            output: Generated/Strings.swift

      """, in: sandbox,
      callSites: """
        let title: String = L10n.Settings.title
        let unread: String = L10n.Inbox.unread(3)

        """, generated: ["Generated/Strings.swift"])
    XCTAssertEqual(converted.stderr, "wrote l10ngen.json; now run 'l10ngen'\n")
  }

  func testDirectoriesFilterParamsAndTwoOutputsKeepSwiftGensCallSites() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("App/Resources/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
    _ = try migrate(
      #"""
      input_dir: App/Resources/
      output_dir: App/Generated/

      strings:
        inputs: en.lproj
        filter: /Localizable\.strings$
        outputs:
          - templateName: structured-swift5
            output: Strings.swift
            params:
              enumName: Strings
              publicAccess: true
          - templateName: flat-swift5
            output: FlatStrings.swift
            params:
              enumName: Flat

      """#, in: sandbox,
      callSites: """
        let title: String = Strings.Settings.title
        let unread: String = Strings.Inbox.unread(3)
        let flat: String = Flat.settingsTitle + Flat.inboxUnread(2)

        """, generated: ["App/Generated/Strings.swift", "App/Generated/FlatStrings.swift"])
    XCTAssertFalse(sandbox.read("App/Generated/Strings.swift")?.contains("CFBundleName") ?? true, "the filter is applied, not dropped")
  }

  func testEntriesOfOtherSectionsAndOlderTemplatesAreSaidWhereTheyAre() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Sources/en.lproj/Localizable.strings", english)
    try sandbox.write("Sources/en.lproj/Errors.strings", "\"network.offline\" = \"You are offline\";\n")
    let converted = try migrate(
      """
      # SwiftGen configuration
      xcassets:
        inputs: Assets.xcassets
        outputs:
          templateName: swift5
          output: Assets.swift
      strings:
        - inputs:
            - Sources/en.lproj/Localizable.strings
            - Sources/en.lproj/Errors.strings
          outputs:
            - templateName: structured-swift4
              output: Generated/L10n.swift
            - templateName: objc-h
              output: Generated/L10n.h

      """, in: sandbox,
      callSites: """
        let title: String = L10n.Localizable.Settings.title
        let offline: String = L10n.Errors.Network.offline

        """, generated: ["Generated/L10n.swift"])
    XCTAssertEqual(
      converted.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: sandbox.url.path + "/", with: "") },
      [
        "swiftgen.yml:2:1: warning: not converted: 'xcassets' (l10ngen generates code for strings only; keep running SwiftGen for this section)",
        "swiftgen.yml:12:23: warning: template 'structured-swift4' became 'structured-swift5': l10ngen has no Swift 4 templates, and 'structured-swift5' declares the same accessors, so call sites stay the same",
        "swiftgen.yml:14:23: warning: 'strings[0].outputs[1]' uses 'objc-h': l10ngen's declares the same selectors, each argument typed as its "
          + "conversion reads it (int for %d, double for %f, where SwiftGen's take NSInteger and float), and names non-ASCII keys in ASCII",
        "wrote l10ngen.json; now run 'l10ngen'",
      ])
  }

  func testASwiftGenConfigGivenAsConfigPointsToInitFrom() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("swiftgen.yml", "strings:\n  inputs: en.lproj\n")
    let result = try runL10nGen(["--config", "swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "swiftgen.yml:1:1: error: this is YAML, and an l10ngen config is JSON; if it is a SwiftGen config, 'l10ngen init --from swiftgen.yml' converts it\n"
    )
  }

  func testYAMLOutsideWhatSwiftGenConfigsUseIsALocatedError() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("swiftgen.yml", "strings:\n  inputs: &res en.lproj\n")
    let result = try runL10nGen(["init", "--from", "swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("swiftgen.yml:2:11: error: "), result.stderr)
    XCTAssertNil(sandbox.read("l10ngen.json"))
  }

  func testAConvertedConfigGoesBesideTheSwiftGenConfigWhosePathsItKeeps() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("ios/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write(
      "ios/swiftgen.yml", "strings:\n  inputs: Resources/en.lproj\n  outputs:\n    templateName: flat-swift5\n    output: Generated/L10n.swift\n")
    let converted = try runL10nGen(["init", "--from", "ios/swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(converted.status, 0, converted.stderr)
    XCTAssertEqual(converted.stderr, "wrote ios/l10ngen.json; now run 'l10ngen --config ios/l10ngen.json'\n")
    let run = try runL10nGen(["--config", "ios/l10ngen.json"], in: sandbox.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertNotNil(sandbox.read("ios/Generated/L10n.swift"))
    let elsewhere = try runL10nGen(["init", "--from", "ios/swiftgen.yml", "--config", "l10ngen.json"], in: sandbox.url)
    XCTAssertEqual(elsewhere.status, 2)
    XCTAssertNil(sandbox.read("l10ngen.json"))
  }

  func testTablesOfOneModuleInSiblingFoldersMakeOneEntry() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Sources/App/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("Sources/App/Localization/Shop.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"cart.title": {}}}"#)
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr.split(separator: "\n").first,
      "found Sources/App/Localization/Shop.xcstrings, Sources/App/Resources/en.lproj → Sources/App/Generated/L10n.swift")
    XCTAssertEqual(try runL10nGen(["--quiet"], in: sandbox.url).status, 0)
  }

  /// A target that applies the build plugin gets its accessors in every build: a config that
  /// generates them too declares them twice (SwiftPM: "multiple producers"), so `init` leaves it out,
  /// and writes nothing when nothing else is left, unless told to.
  func testLeavesOutTheTargetsThatApplyTheBuildPluginUnlessTold() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.writePackage(applyingThePluginTo: ["MyFeature"], others: ["Other"])
    try sandbox.write("Sources/MyFeature/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("Sources/Other/Resources/en.lproj/Localizable.strings", english)
    let result = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      found Sources/Other/Resources/en.lproj → Sources/Other/Generated/L10n.swift
      note: left out Sources/MyFeature/Resources/en.lproj: MyFeature applies L10nGenPlugin, which generates its accessors in every build with no config (--plugin-targets takes them)
      wrote l10ngen.json; now run 'l10ngen'

      """)
    XCTAssertFalse(sandbox.read("l10ngen.json")?.contains("MyFeature") ?? true)

    try FileManager.default.removeItem(atPath: sandbox.path("l10ngen.json"))
    try FileManager.default.removeItem(atPath: sandbox.path("Sources/Other"))
    let refused = try runL10nGen(["init"], in: sandbox.url)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stderr.hasSuffix(
        "error: nothing to generate from but the targets L10nGenPlugin generates for, which need no config; nothing was written "
          + "(lint, migrate, format and the hooks read them as they are: Documentation/Hooks.md)\n"), refused.stderr)
    XCTAssertNil(sandbox.read("l10ngen.json"))

    let told = try runL10nGen(["init", "--plugin-targets"], in: sandbox.url)
    XCTAssertEqual(told.status, 0, told.stderr)
    XCTAssertTrue(sandbox.read("l10ngen.json")?.contains("Sources/MyFeature/Generated/L10n.swift") ?? false)
  }

  func testFromRefusesASwiftGenOutputInATargetThatAppliesTheBuildPlugin() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.writePackage(applyingThePluginTo: ["MyFeature"])
    try sandbox.write("Sources/MyFeature/Resources/en.lproj/Localizable.strings", english)
    try sandbox.write(
      "swiftgen.yml",
      """
      strings:
        inputs: Sources/MyFeature/Resources/en.lproj
        outputs:
          templateName: structured-swift5
          output: Sources/MyFeature/Generated/Strings.swift

      """)
    let result = try runL10nGen(["init", "--from", "swiftgen.yml"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "error: Sources/MyFeature/Generated/Strings.swift is in the folder of MyFeature, which applies L10nGenPlugin: the plugin generates "
        + "its accessors in every build, and a config that generates them too declares them twice; nothing was written "
        + "(--plugin-targets writes it anyway)\n")
    XCTAssertNil(sandbox.read("l10ngen.json"))
    XCTAssertEqual(try runL10nGen(["init", "--from", "swiftgen.yml", "--plugin-targets"], in: sandbox.url).status, 0)
  }
}
