import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen sync`: the tables follow the code. Expected layouts are Xcode's (Documentation/Sync.md);
/// what must not change is judged by Foundation, `PropertyListSerialization` reading every table
/// before and after: the keys the code uses keep their values in every locale.
final class SyncCommandTests: XCTestCase {
  private func app() throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "App/Resources/en.lproj/Localizable.strings",
      """
      /* Title of the settings screen */
      "settings.title" = "Settings";

      /* No longer shown */
      "onboarding.old" = "Welcome to 1.0";

      "onboarding.step.1" = "Step one";

      """)
    try sandbox.write(
      "App/Resources/de.lproj/Localizable.strings",
      "\"settings.title\" = \"Einstellungen\";\n\"onboarding.old\" = \"Willkommen\";\n\"onboarding.step.1\" = \"Schritt eins\";\n")
    try sandbox.write(
      "App/Resources/de.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>onboarding.old</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>Willkommen</string>
      \t</dict>
      </dict>
      </plist>

      """)
    try sandbox.write("App/Resources/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Shop\";\n")
    try sandbox.write(
      "App/Settings.swift",
      """
      import SwiftUI

      struct SettingsView: View {
        var body: some View {
          Text(L10n.Settings.title)
          Text("Sign out", comment: "Button that signs the user out")
          Button(String(localized: "settings.reset", defaultValue: "Reset everything", comment: "Destructive button")) {}
        }
      }
      func step(_ number: Int) -> String { NSLocalizedString("onboarding.step.\\(number)", comment: "") }
      """)
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["App/Resources/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/Generated/L10n.swift"}]}],
       "code": {"sources": ["App"]}}
      """)
    return sandbox
  }

  private func reading(_ sandbox: TemporaryDirectory, _ file: String) throws -> [String: String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: sandbox.path(file)))
    let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return try XCTUnwrap(plist as? [String: Any]).compactMapValues { $0 as? String }
  }

  func testKeysTheCodeLooksUpAreAddedAndUnusedOnesListed() throws {
    let sandbox = try app()
    let germanBefore = try reading(sandbox, "App/Resources/de.lproj/Localizable.strings")
    let result = try runL10nGen(["sync"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      sandbox.read("App/Resources/en.lproj/Localizable.strings"),
      """
      /* Title of the settings screen */
      "settings.title" = "Settings";

      /* No longer shown */
      "onboarding.old" = "Welcome to 1.0";

      "onboarding.step.1" = "Step one";

      /* Button that signs the user out */
      "Sign out" = "Sign out";

      /* Destructive button */
      "settings.reset" = "Reset everything";

      """)
    XCTAssertTrue(
      result.stderr.contains(
        "App/Resources/en.lproj/Localizable.strings:5:1: warning: key \"onboarding.old\" (L10n.Onboarding.old) is looked up by no code; sync --prune removes it"
      ), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("  Localizable (en): 2 added, 1 unused (listed) — App/Resources/en.lproj/Localizable.strings"), result.stderr)
    XCTAssertEqual(try reading(sandbox, "App/Resources/de.lproj/Localizable.strings"), germanBefore, "translations are not touched")
    XCTAssertEqual(sandbox.read("App/Resources/en.lproj/InfoPlist.strings"), "\"CFBundleDisplayName\" = \"Shop\";\n")

    let again = try runL10nGen(["sync", "--check"], in: sandbox.url)
    XCTAssertEqual(again.status, 0, "a second sync changes nothing: \(again.stdout)\(again.stderr)")
  }

  func testCheckAndDryRunWriteNothing() throws {
    let sandbox = try app()
    let before = sandbox.read("App/Resources/en.lproj/Localizable.strings")
    let check = try runL10nGen(["sync", "--check"], in: sandbox.url)
    XCTAssertEqual(check.status, 1)
    XCTAssertEqual(check.stdout, "App/Resources/en.lproj/Localizable.strings\n")
    let dryRun = try runL10nGen(["sync", "--dry-run"], in: sandbox.url)
    XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
    XCTAssertTrue(dryRun.stdout.hasPrefix("--- a/App/Resources/en.lproj/Localizable.strings\n+++ b/App/Resources/en.lproj/Localizable.strings\n"))
    XCTAssertTrue(dryRun.stdout.contains("+\"Sign out\" = \"Sign out\";\n"), dryRun.stdout)
    XCTAssertEqual(sandbox.read("App/Resources/en.lproj/Localizable.strings"), before)
  }

  /// `NSLocalizedString(key, …)` may read any key: pruning waits until the config says which
  /// (`dynamicKeys`), or `--force`. `NSLocalizedString("onboarding.step.\(number)", …)` tells what it
  /// reads: `onboarding.step.1` counts as used.
  func testPruningRefusesWhileALookupMayReadAnyKey() throws {
    let sandbox = try app()
    try sandbox.write("App/Localized.swift", "func localized(_ key: String) -> String {\n  NSLocalizedString(key, comment: \"\")\n}\n")
    let before = sandbox.read("App/Resources/en.lproj/Localizable.strings")
    let refused = try runL10nGen(["sync", "--prune"], in: sandbox.url)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stderr.contains(
        "App/Localized.swift:2:3: error: the key of this NSLocalizedString is made at run time, and may be one --prune would remove from table Localizable"
      ), refused.stderr)
    XCTAssertEqual(sandbox.read("App/Resources/en.lproj/Localizable.strings"), before)

    let forced = try runL10nGen(["sync", "--prune", "--force"], in: sandbox.url)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    let english = try reading(sandbox, "App/Resources/en.lproj/Localizable.strings")
    XCTAssertNil(english["onboarding.old"])
    XCTAssertEqual(english["onboarding.step.1"], "Step one")

    // Keys the config says run-time lookups read are used; pruning goes ahead.
    let declared = try app()
    try declared.write("App/Localized.swift", "func localized(_ key: String) -> String {\n  NSLocalizedString(key, comment: \"\")\n}\n")
    try declared.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["App/Resources/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/Generated/L10n.swift"}]}],
       "code": {"sources": ["App"], "dynamicKeys": ["^onboarding\\\\.old$"]}}
      """)
    let result = try runL10nGen(["sync", "--prune"], in: declared.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try reading(declared, "App/Resources/en.lproj/Localizable.strings")["onboarding.old"], "Welcome to 1.0")
  }

  func testPruningRemovesUnusedKeysFromEveryLocaleAndKeepsTheUsedOnes() throws {
    let sandbox = try app()
    let germanBefore = try reading(sandbox, "App/Resources/de.lproj/Localizable.strings")
    let result = try runL10nGen(["sync", "--prune"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    let english = try reading(sandbox, "App/Resources/en.lproj/Localizable.strings")
    let german = try reading(sandbox, "App/Resources/de.lproj/Localizable.strings")
    XCTAssertNil(english["onboarding.old"])
    XCTAssertNil(german["onboarding.old"])
    for key in ["settings.title", "onboarding.step.1"] {
      XCTAssertEqual(german[key], germanBefore[key], "\(key) is used: its translation stays")
    }
    XCTAssertEqual(english["onboarding.step.1"], "Step one", "a key a run-time lookup may read stays")
    let plurals = try XCTUnwrap(
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: URL(fileURLWithPath: sandbox.path("App/Resources/de.lproj/Localizable.stringsdict"))), format: nil)
        as? [String: Any])
    XCTAssertTrue(plurals.isEmpty, "\(plurals)")
    XCTAssertTrue(result.stderr.contains("  Localizable (de): 1 removed — App/Resources/de.lproj/Localizable.strings"), result.stderr)
    let again = try runL10nGen(["sync", "--prune", "--check"], in: sandbox.url)
    XCTAssertEqual(again.status, 0, "a second sync changes nothing: \(again.stdout)\(again.stderr)")
  }

  /// A catalog is kept as Xcode keeps it; without a config, sync takes the tables `init` would.
  func testACatalogIsKeptAsXcodeKeepsItWithoutAConfig() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Retry" : {
            "comment" : "Retry button",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Nochmal"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    try sandbox.write("App/Main.swift", "import SwiftUI\nlet a = Text(\"Stream home timeline\")\n")
    let result = try runL10nGen(["sync"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      sandbox.read("App/Localizable.xcstrings"),
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Retry" : {
            "comment" : "Retry button",
            "extractionState" : "stale",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Nochmal"
                }
              }
            }
          },
          "Stream home timeline" : {

          }
        },
        "version" : "1.0"
      }
      """)
    XCTAssertTrue(result.stderr.hasPrefix("no l10ngen.json here: syncing the tables l10ngen init would take\n"), result.stderr)
  }

  /// Two lookups of one key that show different texts without it: one entry would change what one
  /// of them shows.
  func testAKeyWhoseLookupsShowDifferentTextsIsNotAdded() throws {
    let sandbox = try app()
    try sandbox.write(
      "App/Other.swift",
      "let a = NSLocalizedString(\"promo\", value: \"Sale\", comment: \"\")\nlet b = NSLocalizedString(\"promo\", value: \"Offer\", comment: \"\")\n")
    let result = try runL10nGen(["sync"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(sandbox.read("App/Resources/en.lproj/Localizable.strings")!.contains("promo"))
    XCTAssertTrue(
      result.stderr.contains(
        "App/Other.swift:1:9: note: key \"promo\" not added: its lookups show different texts without it (\"Offer\", \"Sale\"), and one entry would change what some show"
      ), result.stderr)
  }

  /// A lookup whose table is named at run time may read any table's keys; a source file that cannot be
  /// read may use any key: pruning waits for both.
  func testPruningRefusesWhileATableIsNamedAtRunTimeOrAFileIsUnread() throws {
    let sandbox = try app()
    try sandbox.write(
      "App/Tables.swift",
      "func text(_ id: String, in table: String) -> String {\n  NSLocalizedString(\"menu.\\(id)\", tableName: table, comment: \"\")\n}\n")
    let refused = try runL10nGen(["sync", "--prune"], in: sandbox.url)
    XCTAssertEqual(refused.status, 1, refused.stderr)
    XCTAssertTrue(refused.stderr.contains("App/Tables.swift:2:3: error: the key of this NSLocalizedString is made at run time"), refused.stderr)
    XCTAssertTrue(sandbox.read("App/Resources/en.lproj/Localizable.strings")!.contains("onboarding.old"))

    let unread = try app()
    try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]).write(
      to: unread.url.appendingPathComponent("App/Latin1.swift"))
    let result = try runL10nGen(["sync", "--prune"], in: unread.url)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains("App/Latin1.swift: error: not read"), result.stderr)
    XCTAssertTrue(unread.read("App/Resources/en.lproj/Localizable.strings")!.contains("onboarding.old"))
  }
}
