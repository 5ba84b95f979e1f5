import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen migrate`: a project's lookups become the accessors its config generates.
final class MigrateCommandTests: XCTestCase {
  private func project() throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "Sources/App/en.lproj/Localizable.strings",
      """
      "settings.title" = "Settings";
      "inbox.unread" = "%d unread of %@";

      """)
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Sources/App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "Sources/App/Generated/L10n.swift"}]}],
       "code": {"sources": ["Sources"], "lookupFunctions": ["tr"]}}
      """)
    try sandbox.write(
      "Sources/App/Screen.swift",
      """
      import Foundation

      func tr(_ key: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(key, comment: ""), arguments: arguments) }

      func texts(count: Int, name: String) -> [String] {
        [
          NSLocalizedString("settings.title", comment: "The settings screen"),  // NSLocalizedString("x")
          String(format: NSLocalizedString("inbox.unread", comment: ""), count, name),
          tr("inbox.unread", count, name),
        ]
      }

      """)
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    return sandbox
  }

  private let migrated = """
    import Foundation

    func tr(_ key: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(key, comment: ""), arguments: arguments) }

    func texts(count: Int, name: String) -> [String] {
      [
        L10n.Settings.title,  // NSLocalizedString("x")
        L10n.Inbox.unread(count, name),
        L10n.Inbox.unread(count, name),
      ]
    }

    """

  func testDryRunPrintsTheDiffAndWritesNothing() throws {
    let sandbox = try project()
    let before = sandbox.read("Sources/App/Screen.swift")
    let result = try runL10nGen(["migrate", "--dry-run"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(sandbox.read("Sources/App/Screen.swift"), before)
    XCTAssertEqual(
      result.stdout,
      """
      --- a/Sources/App/Screen.swift
      +++ b/Sources/App/Screen.swift
      @@ -4,8 +4,8 @@
       
       func texts(count: Int, name: String) -> [String] {
         [
      -    NSLocalizedString("settings.title", comment: "The settings screen"),  // NSLocalizedString("x")
      -    String(format: NSLocalizedString("inbox.unread", comment: ""), count, name),
      -    tr("inbox.unread", count, name),
      +    L10n.Settings.title,  // NSLocalizedString("x")
      +    L10n.Inbox.unread(count, name),
      +    L10n.Inbox.unread(count, name),
         ]
       }

      """)
    XCTAssertEqual(
      result.stderr,
      """
      Sources/App/Screen.swift:3:76: note: String(format:) left as it is: its key is not a string literal, so which string it reads is known only at run time
      would rewrite 3 lookups in 1 file; left 1: 1 key not a literal

      """)
  }

  func testMigrationRewritesCodeThatCompilesWithTheGeneratedFileAndKeepsPermissions() throws {
    let sandbox = try project()
    chmod(sandbox.path("Sources/App/Screen.swift"), 0o640)
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("rewrote 3 lookups in 1 file; left 1: 1 key not a literal\n"), result.stderr)
    XCTAssertEqual(sandbox.read("Sources/App/Screen.swift"), migrated)
    let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.path("Sources/App/Screen.swift"))
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    let compile = try typeCheck([sandbox.path("Sources/App/Screen.swift"), sandbox.path("Sources/App/Generated/L10n.swift")])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    // Once migrated, nothing is left to rewrite: --check passes.
    XCTAssertEqual(try runL10nGen(["migrate", "--check"], in: sandbox.url).status, 0)
  }

  /// Keys written as their text, whose names coincide ("Share" and "Share…", "Mark as Read" and
  /// "Mark As Read", "Rename" and "Rename “%@”"), each become their own accessor, and lint then finds
  /// every key used.
  func testLookupsOfKeysWhoseNamesCoincideBecomeEachItsOwnAccessor() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "Sources/App/en.lproj/Localizable.strings",
      """
      "Share" = "Share";
      "Share…" = "Share…";
      "Mark as Read" = "Mark as Read";
      "Mark As Read" = "Mark As Read";
      "Rename" = "Rename";
      "Rename “%@”" = "Rename “%@”";

      """)
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Sources/App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "Sources/App/Generated/L10n.swift"}]}],
       "code": {"sources": ["Sources"]}}
      """)
    try sandbox.write(
      "Sources/App/Menu.swift",
      """
      import Foundation

      func titles(name: String) -> [String] {
        [
          NSLocalizedString("Share", comment: ""),
          NSLocalizedString("Share…", comment: "Opens the share sheet"),
          NSLocalizedString("Mark as Read", comment: ""),
          NSLocalizedString("Mark As Read", comment: ""),
          NSLocalizedString("Rename", comment: ""),
          String(format: NSLocalizedString("Rename “%@”", comment: ""), name),
        ]
      }

      """)
    let generation = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(generation.status, 0, generation.stderr)
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "rewrote 6 lookups in 1 file\n")
    XCTAssertEqual(
      sandbox.read("Sources/App/Menu.swift"),
      """
      import Foundation

      func titles(name: String) -> [String] {
        [
          L10n.share,
          L10n.share_ellipsis,
          L10n.markAsRead,
          L10n.markAsRead_capitalized,
          L10n.rename,
          L10n.rename(name),
        ]
      }

      """)
    let compile = try typeCheck([sandbox.path("Sources/App/Menu.swift"), sandbox.path("Sources/App/Generated/L10n.swift")])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    let lint = try runL10nGen(["lint", "--sources", "Sources"], in: sandbox.url)
    XCTAssertTrue(lint.stdout.contains("of 6 keys, 6 used, 0 unused"), lint.stdout + lint.stderr)
  }

  func testCheckFailsWhileALookupIsLeftToRewrite() throws {
    let sandbox = try project()
    let result = try runL10nGen(["migrate", "--check"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasSuffix("would rewrite 3 lookups in 1 file; left 1: 1 key not a literal\n"), result.stderr)
    XCTAssertEqual(result.stdout, "")
  }

  /// A key no table has is said where it is; it is lint's error (the `l10ngen-code` hook's), not a
  /// failure of migrate, whose `--check` fails only while a lookup is left to rewrite.
  func testAKeyItsTableLacksIsAWarningThatLintReportsAsAnError() throws {
    let sandbox = try project()
    try sandbox.write("Sources/App/Typo.swift", "import Foundation\nlet t = NSLocalizedString(\"settings.titel\", comment: \"\")\n")
    let result = try runL10nGen(["migrate", "Sources/App/Typo.swift"], in: sandbox.url)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      """
      Sources/App/Typo.swift:2:9: warning: key "settings.titel" is not in table Localizable: users see the key itself; add it to the table or fix the key
      rewrote 0 lookups in 0 files; left 1: 1 key missing from its table

      """)
    XCTAssertEqual(try runL10nGen(["migrate", "--check", "Sources/App/Typo.swift"], in: sandbox.url).status, 0)
    let lint = try runL10nGen(["lint", "--sources", "Sources/App/Typo.swift", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(lint.status, 1)
    XCTAssertTrue(lint.stdout.contains("Sources/App/Typo.swift:2:9: error: key \"settings.titel\" is not in table Localizable"), lint.stdout)
  }

  /// A source two targets share through a symbolic link stays shared: the file the link names is
  /// rewritten, and the link stays a link.
  func testAFileReachedThroughASymbolicLinkIsWrittenThroughIt() throws {
    let sandbox = try project()
    try sandbox.write("Shared/Title.swift", "import Foundation\nlet t = NSLocalizedString(\"settings.title\", comment: \"\")\n")
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("Sources/App/Title.swift"), withDestinationPath: "../../Shared/Title.swift")
    let result = try runL10nGen(["migrate", "Sources/App/Title.swift"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("Sources/App/Title.swift")), "../../Shared/Title.swift")
    XCTAssertEqual(sandbox.read("Shared/Title.swift"), "import Foundation\nlet t = L10n.Settings.title\n")
  }

  /// Each module of an app has its own table and its own `L10n`: a file's lookups are those of the
  /// module whose folder it is in.
  func testEachFileReadsItsOwnModulesTables() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", "\"app.title\" = \"App\";\n")
    try sandbox.write("Widget/en.lproj/Localizable.strings", "\"widget.title\" = \"Widget\";\n\"widget.unused\" = \"Nobody\";\n")
    try sandbox.write("Widget/W.swift", "import Foundation\nlet w = NSLocalizedString(\"widget.title\", comment: \"\")\n")
    try sandbox.write("Widget/W2.swift", "import Foundation\nlet u = NSLocalizedString(\"app.title\", comment: \"\")\n")
    try sandbox.write("App/A.swift", "import Foundation\nlet a = NSLocalizedString(\"app.title\", comment: \"\")\n")
    XCTAssertEqual(try runL10nGen(["init"], in: sandbox.url).status, 0)
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let result = try runL10nGen(["migrate", "App", "Widget"], in: sandbox.url)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      """
      Widget/W2.swift:2:9: warning: key "app.title" is not in table Localizable: users see the key itself; add it to the table or fix the key
      rewrote 2 lookups in 2 files; left 1: 1 key missing from its table

      """)
    XCTAssertEqual(sandbox.read("Widget/W.swift"), "import Foundation\nlet w = L10n.Widget.title\n")
    XCTAssertEqual(sandbox.read("App/A.swift"), "import Foundation\nlet a = L10n.App.title\n")
    let lint = try runL10nGen(["lint", "--sources", "App", "--sources", "Widget", "--config", "l10ngen.json", "--format", "xcode"], in: sandbox.url)
    XCTAssertTrue(lint.stdout.contains("key \"widget.unused\" (L10n.Widget.unused) is looked up by no code [unused-key]"), lint.stdout)
    XCTAssertFalse(lint.stdout.contains("widget.title"), lint.stdout)
  }

  /// Only the files of the targets that compile the generated file are rewritten, also among paths
  /// given (a hook gives every staged file): a widget's code cannot see `L10n`. The Xcode project
  /// says which those are.
  func testOnlyTheTargetsCompilingTheGeneratedFileAreRewrittenAlsoAmongPathsGiven() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n")
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/Generated/L10n.swift"}]}]}
      """)
    let lookup = "import Foundation\nlet t = NSLocalizedString(\"settings.title\", comment: \"\")\n"
    try sandbox.write("App/Screen.swift", lookup)
    try sandbox.write("Widget/Timeline.swift", lookup)
    let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Projects/App.xcodeproj/project.pbxproj")
    try sandbox.write("App.xcodeproj/project.pbxproj", try String(contentsOf: project, encoding: .utf8))
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      note: left 1 file of targets that compile no generated file (first: Widget/Timeline.swift); the accessors are compiled by App (App.xcodeproj)
      rewrote 1 lookup in 1 file; 1 file of other targets left unread

      """)
    XCTAssertEqual(sandbox.read("App/Screen.swift"), "import Foundation\nlet t = L10n.Settings.title\n")
    XCTAssertEqual(sandbox.read("Widget/Timeline.swift"), lookup)
    let given = try runL10nGen(["migrate", "--check", "Widget"], in: sandbox.url)
    XCTAssertEqual(given.status, 0, given.stderr)
    XCTAssertTrue(given.stderr.hasSuffix("would rewrite 0 lookups in 0 files; 1 file of other targets left unread\n"), given.stderr)
    XCTAssertEqual(sandbox.read("Widget/Timeline.swift"), lookup)
  }

  func testObjectiveCLookupsAreListedNotRewritten() throws {
    let sandbox = try project()
    let source = "self.title = NSLocalizedString(@\"settings.title\", nil);\n"
    try sandbox.write("Sources/App/Legacy.m", source)
    let result = try runL10nGen(["migrate", "Sources/App/Legacy.m"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      Sources/App/Legacy.m:1:14: note: NSLocalizedString left as it is: the generated accessors are Swift, which Objective-C cannot call
      rewrote 0 lookups in 0 files; left 1: 1 Objective-C

      """)
    XCTAssertEqual(sandbox.read("Sources/App/Legacy.m"), source)
  }

  func testWithoutAConfigItSaysWhatItNeeds() throws {
    let sandbox = try TemporaryDirectory()
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "error: no l10ngen.json here, and no target of a Package.swift applies L10nGenPlugin: migrate rewrites lookups into the "
        + "accessors a config or the build plugin generates (l10ngen init writes a config)\n")
    let named = try runL10nGen(["migrate", "--config", "other.json"], in: sandbox.url)
    XCTAssertEqual(named.status, 1)
    XCTAssertEqual(
      named.stderr, "error: no config at other.json: migrate rewrites lookups into the accessors a config generates (l10ngen init writes one)\n")
  }

  /// A hook's check where nothing generates accessors: no lookup has one to become, so none is left
  /// to rewrite.
  func testCheckPassesWhereNothingGeneratesAccessors() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/Screen.swift", "import Foundation\nlet t = NSLocalizedString(\"settings.title\", comment: \"\")\n")
    let result = try runL10nGen(["migrate", "--check", "App/Screen.swift"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "note: nothing here generates accessors (no l10ngen.json, no target of a Package.swift applies L10nGenPlugin): "
        + "no lookup has one to become\n")
  }

  /// A package that applies the build plugin has no config: its lookups become the accessors the
  /// plugin generates for their target, and other targets' files are left.
  func testInAPackageThatAppliesTheBuildPluginLookupsBecomeItsAccessors() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.writePackage(applyingThePluginTo: ["MyFeature"], others: ["Other"])
    try sandbox.write("Sources/MyFeature/Resources/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n")
    let lookup = "import Foundation\nlet t = NSLocalizedString(\"settings.title\", bundle: .module, comment: \"\")\n"
    try sandbox.write("Sources/MyFeature/Screen.swift", lookup)
    try sandbox.write("Sources/Other/Screen.swift", lookup)
    let check = try runL10nGen(["migrate", "--check", "Sources/MyFeature/Screen.swift", "Sources/Other/Screen.swift"], in: sandbox.url)
    XCTAssertEqual(check.status, 1, check.stderr)
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      note: no l10ngen.json names what to generate: the lookups become the accessors L10nGenPlugin generates for MyFeature in the build
      rewrote 1 lookup in 1 file

      """)
    XCTAssertEqual(sandbox.read("Sources/MyFeature/Screen.swift"), "import Foundation\nlet t = L10n.Settings.title\n")
    XCTAssertEqual(sandbox.read("Sources/Other/Screen.swift"), lookup)
    XCTAssertEqual(try runL10nGen(["migrate", "--check", "Sources/Other/Screen.swift"], in: sandbox.url).status, 0)
  }

  /// Where no project tells which targets compile the accessors, a file of another Swift package (an
  /// app's local package, a folder with a `Package.swift` of its own) is left: it is another module,
  /// and the accessors are internal to the app's (Swift's access control: an internal declaration is
  /// visible only in its own module).
  func testAFileOfAnotherPackageIsLeftWhereNoProjectSaysWhichTargetsCompileTheAccessors() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n")
    try sandbox.write(
      "l10ngen.json",
      #"{"strings": [{"inputs": ["App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/Generated/L10n.swift"}]}]}"#)
    let lookup = "import Foundation\nlet t = NSLocalizedString(\"settings.title\", comment: \"\")\n"
    try sandbox.write("App/Screen.swift", lookup)
    try sandbox.write(
      "Kit/Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
    try sandbox.write("Kit/Sources/Kit/Texts.swift", lookup)
    let result = try runL10nGen(["migrate", "--check", "App/Screen.swift", "Kit/Sources/Kit/Texts.swift"], in: sandbox.url)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("would rewrite 1 lookup in 1 file; 1 file of other targets left unread\n"), result.stderr)
  }
}

/// Behaviour is kept: a program prints its texts through every lookup form Linux's Foundation has
/// (`String(localized:)` it lacks), from real `.lproj` tables and a compiled String Catalog, in
/// English and German; after `l10ngen migrate` and generation, the rewritten program prints the
/// same lines. What prints them before is Foundation itself. The lookups migrate rewrites include
/// those in interpolations, a conditional of two keys, a format kept in a constant, arguments it
/// converts and a call holding a comment; those it leaves (another bundle, a translation with `%`
/// shown unformatted, `String(format:)` of a decimal number) print as before too.
final class MigrationKeepsBehaviourTests: XCTestCase {
  private static let texts = #"""
    import Foundation

    func texts(count: Int, name: String, scale: Float) -> [String] {
      let format = NSLocalizedString("inbox.unread", bundle: textsBundle, comment: "")
      return [
        NSLocalizedString("settings.title", bundle: textsBundle, comment: "The title"),
        NSLocalizedString("compose", tableName: "Mail", bundle: textsBundle, comment: ""),
        String(format: NSLocalizedString("inbox.unread", bundle: textsBundle, comment: ""), count, name),
        String(format: NSLocalizedString("inbox.order", bundle: textsBundle, comment: ""), locale: .current, name, count),
        String.localizedStringWithFormat(NSLocalizedString("inbox.unread", bundle: textsBundle, comment: ""), count + 1, name),
        textsBundle.localizedString(forKey: "Cancel", value: nil, table: nil),
        textsBundle.localizedString(forKey: "cart.title", value: nil, table: "Shop"),
        tr("inbox.unread", 7, "tr"),
        "settings.title".localized,
        String(format: NSLocalizedString("inbox.unread", bundle: textsBundle, comment: ""), 2, NSLocalizedString("Cancel", bundle: textsBundle, comment: "")),
        "\(NSLocalizedString("settings.title", bundle: textsBundle, comment: "")) · \("\(NSLocalizedString("Cancel", bundle: textsBundle, comment: ""))")",
        NSLocalizedString(count > 2 ? "inbox.many" : "inbox.few", bundle: textsBundle, comment: ""),
        NSLocalizedString(count > 5 ? "inbox.many" : "inbox.few", bundle: textsBundle, comment: "") + "!",
        String.localizedStringWithFormat(format, count, name),
        String.localizedStringWithFormat(NSLocalizedString("inbox.unread", bundle: textsBundle, comment: ""), Int32(count), name as NSString),
        String.localizedStringWithFormat(NSLocalizedString("scale", bundle: textsBundle, comment: ""), Float(scale)),
        NSLocalizedString(
          "Cancel",  // keep in sync with the web app
          bundle: textsBundle, comment: ""),
        NSLocalizedString("battery", bundle: textsBundle, comment: ""),
        NSLocalizedString("settings.title", bundle: brandBundle, comment: ""),
        String(format: NSLocalizedString("scale", bundle: textsBundle, comment: ""), scale),
      ]
    }

    """#

  private static let support = #"""
    import Foundation

    func tr(_ key: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(key, bundle: textsBundle, comment: ""), arguments: arguments) }
    extension String { var localized: String { NSLocalizedString(self, bundle: textsBundle, comment: "") } }

    """#

  /// The bundles: a language's folder, chosen as a user's language would be, and a brand's table.
  private static let language = #"""
    import Foundation

    nonisolated(unsafe) var textsBundle = Bundle(path: CommandLine.arguments[1] + "/en.lproj")!
    nonisolated(unsafe) let brandBundle = Bundle(path: CommandLine.arguments[2])!
    func choose(_ language: String) { textsBundle = Bundle(path: CommandLine.arguments[1] + "/\(language).lproj")! }

    """#

  private static let main = """
    print(texts(count: 3, name: "Ana", scale: 1.5).joined(separator: "\\n"))
    choose("de")
    print(texts(count: 3, name: "Ana", scale: 1.5).joined(separator: "\\n"))

    """

  func testTheMigratedProgramPrintsWhatTheOriginalPrinted() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "Resources/en.lproj/Localizable.strings",
      """
      "settings.title" = "Settings";
      "inbox.unread" = "%d unread of %@";
      "inbox.order" = "%2$d messages for %1$@";
      "inbox.few" = "A few messages";
      "inbox.many" = "Many messages";
      "Cancel" = "Cancel";
      "battery" = "Fully charged";
      "scale" = "Scale %.1f";
      """)
    try sandbox.write(
      "Resources/de.lproj/Localizable.strings",
      """
      "settings.title" = "Einstellungen";
      "inbox.unread" = "%d ungelesen von %@";
      "inbox.order" = "%2$d Nachrichten für %1$@";
      "inbox.few" = "Ein paar Nachrichten";
      "inbox.many" = "Viele Nachrichten";
      "Cancel" = "Abbrechen";
      "battery" = "Zu 100 % geladen";
      "scale" = "Maßstab %.1f";
      """)
    try sandbox.write("Resources/en.lproj/Mail.strings", "\"compose\" = \"Compose\";\n")
    try sandbox.write("Resources/de.lproj/Mail.strings", "\"compose\" = \"Verfassen\";\n")
    try sandbox.write("Brand/en.lproj/Localizable.strings", "\"settings.title\" = \"Acme Settings\";\n")
    try sandbox.write(
      "Resources/Shop.xcstrings",
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"cart.title": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Cart"}},
        "de": {"stringUnit": {"state": "translated", "value": "Warenkorb"}}}}}}
      """#)
    let arguments = [sandbox.path("Resources"), sandbox.path("Brand/en.lproj")]
    XCTAssertEqual(try runL10nGen(["catalog", "compile", "Resources/Shop.xcstrings", "--output-directory", "Resources"], in: sandbox.url).status, 0)
    // The accessors read the program's bundle through its own lookup function, as the lookups did.
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Resources/en.lproj/Localizable.strings", "Resources/en.lproj/Mail.strings", "Resources/Shop.xcstrings"],
                    "outputs": [{"template": "structured-swift6", "output": "Generated/L10n.swift",
                                 "params": {"bundle": "textsBundle", "lookupFunction": "lookup"}}]}],
       "code": {"lookupFunctions": ["tr"], "lookupProperties": ["localized"]}}
      """)
    let texts = try sandbox.write("Sources/Texts.swift", Self.texts)
    let support = try sandbox.write("Support/Support.swift", Self.support)
    let main = try sandbox.write("Support/main.swift", Self.main)
    let language = try sandbox.write("Support/Language.swift", Self.language)
    let original = try run([texts, support, main, language], arguments: arguments, in: sandbox)
    XCTAssertEqual(original.count, 40, original.joined(separator: "\n"))
    XCTAssertEqual(original[0], "Settings")
    XCTAssertEqual(original[20], "Einstellungen", "the German half is German")
    XCTAssertEqual(original[37], "Zu 100 % geladen", "Foundation shows a text looked up without formatting as it is")

    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let migration = try runL10nGen(["migrate", "Sources"], in: sandbox.url)
    XCTAssertEqual(migration.status, 0, migration.stderr)
    XCTAssertEqual(
      migration.stderr,
      """
      Sources/Texts.swift:25:5: note: NSLocalizedString of "battery" left as it is: its text in de, "Zu 100 % geladen", has % and is used unformatted; \
      L10n.battery formats it (%% prints %, % followed by a letter reads an argument)
      Sources/Texts.swift:26:5: note: NSLocalizedString of "settings.title" left as it is: it reads brandBundle, L10n.Settings.title reads textsBundle; \
      an output whose "bundle" param is brandBundle would give it an accessor
      Sources/Texts.swift:27:20: note: String(format:) of "scale" left as it is: it writes %f with no locale (3.5), L10n.scale with the user's \
      (3,5 in a region that writes so), in "Scale %.1f" (en); String.localizedStringWithFormat or String(format:locale: .current) would be rewritten
      rewrote 19 lookups in 1 file; marked 1 catalog key managed by hand; left 3: 1 another bundle, 1 text with % used as it is, 1 numbers written without the user's locale

      """)
    // Xcode extracts literals only: the catalog key the code now reads through `L10n` is one a person
    // manages.
    XCTAssertTrue(sandbox.read("Resources/Shop.xcstrings")?.contains(#""extractionState" : "manual""#) == true)
    let migrated = sandbox.read("Sources/Texts.swift") ?? ""
    for rewritten in [
      "\"\\(L10n.Settings.title) · \\(\"\\(L10n.cancel)\")\"", "count > 2 ? L10n.Inbox.many : L10n.Inbox.few,",
      "(count > 5 ? L10n.Inbox.many : L10n.Inbox.few) + \"!\",", "L10n.Inbox.unread(count, name),\n",
      "L10n.Inbox.unread(Int(Int32(count)), String(describing: name as NSString)),", "L10n.scale(Double(Float(scale))),",
      "L10n.cancel,  // keep in sync with the web app\n",
    ] {
      XCTAssertTrue(migrated.contains(rewritten), "\(rewritten) in:\n\(migrated)")
    }
    XCTAssertFalse(migrated.contains("let format"), "the constant a format was kept in goes with its lookup")
    let lookup = try sandbox.write(
      "Support/Lookup.swift",
      "import Foundation\nfunc lookup(_ key: String, _ table: String, _ value: String) -> String { textsBundle.localizedString(forKey: key, value: value, table: table) }\n"
    )
    let after = try run([texts, support, main, language, lookup, sandbox.path("Generated/L10n.swift")], arguments: arguments, in: sandbox)
    XCTAssertEqual(after, original)
  }

  private func run(_ files: [String], arguments: [String], in sandbox: TemporaryDirectory) throws -> [String] {
    let binary = sandbox.path("program-\(UUID().uuidString)")
    let compile = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "6", "-o", binary] + files)
    XCTAssertEqual(compile.status, 0, compile.stderr)
    let result = try runProcess(URL(fileURLWithPath: binary), arguments, environment: [:])
    XCTAssertEqual(result.status, 0, result.stderr)
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
  }
}
