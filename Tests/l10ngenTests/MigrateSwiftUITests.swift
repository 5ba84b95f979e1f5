import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen migrate --swiftui`: SwiftUI's literal keys become the `LocalizedStringResource` members of
/// a `resource-symbols` output, through SwiftUI's siblings that take a resource. The fixture is an
/// Xcode app (`Tests/Fixtures/MigrateSwiftUI`: a synchronized `App` folder, iOS 17 for Debug and 16
/// for Release) whose view uses each family once; `MailView.migrated.swift` is its rewrite, written by
/// hand from Apple's documentation of each sibling (developer.apple.com/documentation/swiftui/…).
final class MigrateSwiftUITests: XCTestCase {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/MigrateSwiftUI")

  /// The fixture app in a new folder, its resource symbols generated; `code` is the config's "code".
  private func app(code: String? = nil) throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    for item in ["App", "App.xcodeproj"] {
      try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(item), to: sandbox.url.appendingPathComponent(item))
    }
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["App"], "outputs": [{"template": "resource-symbols", "output": "App/Generated/LocalizedStringResource+L10n.swift"}]}]\
      \(code.map { #", "code": \#($0)"# } ?? "")}
      """)
    let generation = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(generation.status, 0, generation.stderr)
    return sandbox
  }

  func testLiteralKeysBecomeResourceSymbolsThroughTheirResourceSiblingsAndTypeCheck() throws {
    let sandbox = try app()
    let result = try runL10nGen(["migrate", "--swiftui"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    let expected = try String(contentsOf: Self.fixture.appendingPathComponent("MailView.migrated.swift"), encoding: .utf8)
    XCTAssertEqual(sandbox.read("App/MailView.swift"), expected)
    XCTAssertEqual(
      result.stderr,
      """
      App/MailView.swift:31:19: note: TextField(_:text:) of "Name" left as it is: target App of App.xcodeproj runs on iOS 16.0 (the resource form needs 26.0)
      App/MailView.swift:32:14: note: Text(_:) of "100% done" left as it is: its text in en, "100% done", has % and no argument; write %% in the table and the key's lookups will agree
      App/MailView.swift:33:14: note: Text(_:bundle:) of "Done" left as it is: it reads Self.brand, LocalizedStringResource.done reads Bundle.main; a resource-symbols output whose "bundle" param is Self.brand would give it a member
      App/MailView.swift:34:24: note: NavigationLink(_:destination:) of "Inbox" left as it is: SwiftUI has no NavigationLink(_:destination:) taking a LocalizedStringResource in its place
      rewrote 19 lookups in 1 file (19 SwiftUI literal keys); marked 13 catalog keys managed by hand; left 4: 1 another bundle, 1 text with % used as it is, 1 no LocalizedStringResource form, 1 deployment target older than the resource form

      """)
    // Xcode extracts keys from literals only: a key the code names by a symbol is one a person
    // manages (Xcode's refactoring to symbols makes it so), or Xcode would mark it stale.
    let catalog = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.url.appendingPathComponent("App/Localizable.xcstrings"))) as? [String: Any])
    let entries = try XCTUnwrap(catalog["strings"] as? [String: [String: Any]])
    let manual = Set(entries.filter { $0.value["extractionState"] as? String == "manual" }.keys)
    XCTAssertEqual(
      manual,
      [
        "%lld unread", "Cancel", "Compose", "Delete", "Done", "Help", "Inbox", "Name", "Pause", "Resume", "Search mail", "Settings", "Wi-Fi",
        "Your name",
      ])
    XCTAssertEqual(entries["Delete"]?["comment"] as? String, "Deletes the draft")
    XCTAssertNil(entries["100% done"]?["extractionState"], "a key no symbol names stays as Xcode extracted it")
    // The rewritten view and the generated members compile against SwiftUI's declarations, each
    // family with both forms (Tests/AppleSDK/SwiftUI/Controls.swift).
    let files = [sandbox.path("App/MailView.swift"), sandbox.path("App/Generated/LocalizedStringResource+L10n.swift")]
    for mode in [["-swift-version", "5"], ["-swift-version", "6"], ["-swift-version", "6", "-default-isolation", "MainActor"]] {
      let check = try SwiftCompiler.typeCheckAsApple(files, flags: mode)
      XCTAssertEqual(check.status, 0, "\(mode): \(check.output)")
    }
  }

  /// What SwiftUI shows is kept: `Shown.swift` holds each form of literal key (plain, interpolated,
  /// another table with its comment, a conditional, a resource declared and made, `String(localized:)`),
  /// printed in English and German (the strings in the current locale, English) by `main.swift` through `Tests/AppleSDK/build-program`, whose `Text` and
  /// `LocalizedStringResource` look their key up with Foundation (`LocalizedLookup.swift`) in the
  /// tables beside the program: the catalog compiled by `l10ngen catalog compile`, `Shop.strings`.
  /// After the rewrite, the same lines. The expected lines are the tables' texts.
  func testTheRewrittenTextsShowWhatTheLiteralKeysShowed() throws {
    let sandbox = try app()
    let shown = try sandbox.write("App/Shown.swift", try String(contentsOf: Self.fixture.appendingPathComponent("Shown.swift"), encoding: .utf8))
    let main = try sandbox.write("Support/main.swift", try String(contentsOf: Self.fixture.appendingPathComponent("main.swift"), encoding: .utf8))
    func run(_ name: String, _ files: [String]) throws -> [String] {
      let folder = sandbox.path(name)
      let compile = try runL10nGen(["catalog", "compile", "App/Localizable.xcstrings", "--output-directory", folder], in: sandbox.url)
      XCTAssertEqual(compile.status, 0, compile.stderr)
      for language in ["en", "de"] {
        try FileManager.default.copyItem(
          atPath: sandbox.path("App/\(language).lproj/Shop.strings"), toPath: "\(folder)/\(language).lproj/Shop.strings")
      }
      let build = try SwiftCompiler.run(
        [
          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AppleSDK/build-program")
            .path,
          "\(folder)/program", "-swift-version", "6",
        ] + files)
      XCTAssertEqual(build.status, 0, build.output)
      let result = try runProcess(URL(fileURLWithPath: "\(folder)/program"), [], environment: [:])
      XCTAssertEqual(result.status, 0, result.stderr)
      return result.stdout.split(separator: "\n").map(String.init)
    }
    let before = try run("Before", [shown, main])
    XCTAssertEqual(
      before,
      [
        "Inbox", "3 unread", "Basket", "Pause", "Cancel", "Delete", "Inbox", "3 unread", "Basket", "Resume", "Cancel", "Delete", "Compose", "Basket",
        "Posteingang", "3 ungelesen", "Warenkorb", "Anhalten", "Abbrechen", "Delete", "Posteingang", "3 ungelesen", "Warenkorb", "Fortsetzen",
        "Abbrechen", "Delete", "Verfassen", "Warenkorb", "Inbox", "2 unread", "Basket",
      ])
    let migration = try runL10nGen(["migrate", "--swiftui", "App/Shown.swift"], in: sandbox.url)
    XCTAssertEqual(migration.status, 0, migration.stderr)
    XCTAssertTrue(migration.stderr.hasPrefix("rewrote 12 lookups in 1 file (9 SwiftUI literal keys)"), migration.stderr)
    let rewritten = sandbox.read("App/Shown.swift") ?? ""
    XCTAssertTrue(rewritten.contains("Text(.unread(unread)),\n    Text(.Shop.cartTitle),"), rewritten)
    XCTAssertTrue(
      rewritten.contains("String(localized: .inbox),\n    String(localized: .unread(unread)),\n    String(localized: .Shop.cartTitle),"), rewritten)
    let after = try run("After", [shown, main, sandbox.path("App/Generated/LocalizedStringResource+L10n.swift")])
    XCTAssertEqual(after, before)
  }

  func testSwiftUILiteralsStayUntilATeamTurnsTheRewriteOn() throws {
    let sandbox = try app()
    let before = sandbox.read("App/MailView.swift")
    let check = try runL10nGen(["migrate", "--check"], in: sandbox.url)
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertEqual(check.stderr, "would rewrite 0 lookups in 0 files\n")
    XCTAssertEqual(sandbox.read("App/MailView.swift"), before)

    let on = try app(code: #"{"migrateSwiftUI": true}"#)
    let gate = try runL10nGen(["migrate", "--check"], in: on.url)
    XCTAssertEqual(gate.status, 1, gate.stderr)
    XCTAssertTrue(
      gate.stderr.hasSuffix(
        "would rewrite 19 lookups in 1 file (19 SwiftUI literal keys); would mark 13 catalog keys managed by hand; left 4: 1 another bundle, 1 text with % used as it is, 1 no LocalizedStringResource form, 1 deployment target older than the resource form\n"
      ), gate.stderr)
    XCTAssertEqual(on.read("App/MailView.swift"), before)
  }

  func testAnAppRunningOnSystemsOlderThanTheResourceFormsKeepsItsLiterals() throws {
    let sandbox = try app()
    // The Release configuration of the target runs on iOS 15.
    let project = try XCTUnwrap(sandbox.read("App.xcodeproj/project.pbxproj"))
    try sandbox.write(
      "App.xcodeproj/project.pbxproj",
      project.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0", with: "IPHONEOS_DEPLOYMENT_TARGET = 15.0"))
    let before = sandbox.read("App/MailView.swift")
    let result = try runL10nGen(["migrate", "--swiftui"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(sandbox.read("App/MailView.swift"), before)
    XCTAssertTrue(
      result.stderr.contains(
        #"App/MailView.swift:17:14: note: Text(_:) of "Inbox" left as it is: target App of App.xcodeproj runs on iOS 15.0 (the resource form needs 16.0)"#
      ),
      result.stderr)
    XCTAssertTrue(
      result.stderr.hasSuffix(
        "left 23: 1 another bundle, 1 text with % used as it is, 1 no LocalizedStringResource form, 20 deployment target older than the resource form\n"
      ), result.stderr)
  }
}
