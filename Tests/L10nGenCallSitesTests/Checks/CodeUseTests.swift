import L10nGenCore
import L10nGenGeneration
import L10nGenLookups
import L10nGenTables
import L10nGenTemplate
import L10nGenTestSupport
import XCTest

@testable import L10nGenCallSites

/// What code uses of the tables (`CodeUse`), as `sync` reads it: the lookups' default values and
/// comments, literals that may be keys where only the compiler knows it, and run-time keys whose
/// parts tell what they read.
final class CodeUseTests: XCTestCase {
  private func use(_ files: [String: String], table: String) throws -> CodeUse {
    let directory = try TemporaryDirectory()
    let path = try directory.write("en.lproj/Localizable.strings", table)
    let generator = try StringsGenerator(inputs: [path], options: StringsOptions())
    var index = AccessorIndex()
    var keys: [String: [String: SourceLocation]] = [:]
    for table in generator.tables {
      keys[table.name] = Dictionary(table.entries.map { ($0.key, $0.location) }, uniquingKeysWith: { a, _ in a })
    }
    let accessors = try XCTUnwrap(try generator.accessors(LoadedTemplate(.builtin("structured-swift6")), params: [:]))
    index.add(accessors, tableKeys: keys)
    index.addMembers(accessors)
    return CodeCheck(index: index).use(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
  }

  func testAMissingKeyKeepsItsLookupsValueAndComment() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        let a = NSLocalizedString("promo.title", value: "Big sale", comment: "Banner title")
        let b = String(localized: "settings.reset", defaultValue: "Reset everything", comment: "Destructive button")
        let c = Text("Sign out", comment: "Button that signs the user out")
        """#,
        "B.m": #"NSString *d = NSLocalizedStringWithDefaultValue(@"legacy", nil, [NSBundle mainBundle], @"Legacy", @"From Objective-C");"#,
      ], table: "\"home\" = \"Home\";\n")
    XCTAssertEqual(found.missing.map(\.key), ["promo.title", "settings.reset", "Sign out", "legacy"])
    XCTAssertEqual(found.missing.map(\.value), ["Big sale", "Reset everything", nil, "Legacy"])
    XCTAssertEqual(found.missing.map(\.comment), ["Banner title", "Destructive button", "Button that signs the user out", "From Objective-C"])
  }

  /// Xcode joins the comments of a key's lookups, A to Z, one a line (milanvarady/Applite 5c30050:
  /// "Brew info value when loading fails\nCask action failed (e.g. installation failed)").
  func testTheCommentsOfAKeysLookupsAreJoinedAsXcodeJoinsThem() throws {
    let found = try use(
      [
        "A.swift": #"import SwiftUI\nlet a = Text("Error", comment: "Cask action failed (e.g. installation failed)")"#,
        "B.swift": #"let b = String(localized: "Error", comment: "Brew info value when loading fails")"#,
        "C.swift": #"let c = String(localized: "Failed to install \(name)", comment: "Install failure notification title")"#,
      ], table: "\"Error\" = \"Error\";\n\"Failed to install %@\" = \"Failed to install %@\";\n")
    let comments = found.comments[0]["Localizable"] ?? [:]
    XCTAssertEqual(
      comments["Error"].flatMap(CodeUse.comment(joining:)), "Brew info value when loading fails\nCask action failed (e.g. installation failed)")
    XCTAssertEqual(comments["Failed to install %@"].flatMap(CodeUse.comment(joining:)), "Install failure notification title")
    XCTAssertEqual(found.unused.map(\.key), [])
  }

  /// A literal the code holds anywhere but as a lookup's key may be a key where only the compiler
  /// knows it (`var title: LocalizedStringKey { "Settings" }`); one with interpolations names the
  /// keys of its shape (`"\(count) items"`: `%lld items`).
  func testKeysTheCodeMayLookUpWithoutAKnownLookupAreUsed() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        enum Tab { case home
          var title: LocalizedStringKey { switch self { case .home: "Home tab" } }
        }
        let b = Text("\(count) items")
        let c = NSLocalizedString("other.table.key", tableName: "Other", comment: "")
        """#
      ], table: "\"Home tab\" = \"Home\";\n\"%lld items\" = \"%lld items\";\n\"other.table.key\" = \"x\";\n\"never\" = \"Never\";\n")
    XCTAssertEqual(
      found.unused.map(\.key), ["never"], "a literal read as the key of a table the config does not read may be read another way too")
  }

  func testARunTimeKeyWhosePartsTellWhatItReadsUsesTheKeysOfItsShape() throws {
    let found = try use(
      [
        "A.swift": #"""
        func step(_ n: Int) -> String { NSLocalizedString("onboarding.step.\(n)", comment: "") }
        func any(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        func all(_ key: String) -> String { NSLocalizedString("\(key)", comment: "") }
        """#
      ], table: "\"onboarding.step.1\" = \"One\";\n\"onboarding.done\" = \"Done\";\n")
    XCTAssertEqual(found.unused.map(\.key), ["onboarding.done"])
    XCTAssertEqual(found.dynamic.map(\.tellsItsKeys), [true, false, false])
    XCTAssertEqual(found.dynamic.map(\.fragments), [["onboarding.step.", ""], nil, ["", ""]])
  }

  /// Where only the parameter's type says a literal is a key, as the compiler reads it: the project's
  /// own views and functions, App Intents', and what a declaration of a key type returns or is given
  /// (milanvarady/Applite d239783: `var title: LocalizedStringKey { switch self { case .hasCaveat:
  /// return "App has Caveats" … } }` and `InfoPopup(text: "…")` were extracted by Xcode).
  func testLiteralsPassedOrReturnedAsKeysAreLookups() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        struct InfoPopup: View {
          let text: LocalizedStringKey
          var note: LocalizedStringKey { "computed, not a parameter" }
          var body: some View { Text(text) }
        }
        struct AsyncButton: View {
          init(_ titleKey: LocalizedStringKey, action: @escaping () async -> Void) {}
          var body: some View { EmptyView() }
        }
        enum Warning {
          case caveat, deprecated
          var title: LocalizedStringKey {
            switch self {
            case .caveat: return "App has Caveats"
            case .deprecated: "App is Deprecated"
            }
          }
        }
        let a = InfoPopup(text: "Third-party tap", comment: "x")
        let b = AsyncButton("Refresh App Catalog") {}
        let c = Text(verbatim: "x").help(isRunning ? "Pause" : "Resume")
        """#,
        "B.swift": #"""
        import AppIntents
        struct ComposeIntent: AppIntent {
          static let title: LocalizedStringResource = "Compose a post"
          static var description = IntentDescription("Compose a post to Mastodon")
          @Parameter(title: "Post content")
          var content: String
          func describe(_ label: String) -> String { label }
        }
        let d = describe("not a key")
        """#,
      ], table: "\"home\" = \"Home\";\n")
    XCTAssertEqual(
      Set(found.missing.map(\.key)),
      [
        "computed, not a parameter", "App has Caveats", "App is Deprecated", "Third-party tap", "Refresh App Catalog", "Pause", "Resume",
        "Compose a post", "Compose a post to Mastodon", "Post content",
      ])
  }

  /// A literal with interpolations whose values' types the code tells is looked up as the key the
  /// compiler makes (milanvarady/Applite 3d0a845: `String(localized: "\(succeeded) apps installed",
  /// comment: …)` was extracted as `%lld apps installed`); one whose types it does not tell adds nothing.
  func testAnInterpolatedLiteralWhoseValuesTypesTheCodeTellsIsItsKey() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        func notify(succeeded: Int, name: String) {
          _ = String(localized: "\(succeeded) apps installed", comment: "Bulk install success notification")
          _ = Text("\(name) is part of a bulk operation")
          _ = Text("Progress: \(progress)")
        }
        """#
      ], table: "\"home\" = \"Home\";\n")
    XCTAssertEqual(found.missing.map(\.key), ["%lld apps installed", "%@ is part of a bulk operation"])
    XCTAssertEqual(found.missing.map(\.comment), ["Bulk install success notification", nil])
  }

  /// App Intents' texts, in the forms Xcode extracted from Dimillian/IceCubesApp's intents (1ca4a74,
  /// 49a5c6a, 4e4d903): a type's display representation, an intent's description, an enum's case
  /// titles, a shortcut's short title, a computed title's `get`, a result's dialog.
  func testAppIntentsTextsAreKeys() throws {
    let found = try use(
      [
        "Intents.swift": #"""
        import AppIntents
        struct PostIntent: AppIntent {
          static let title: LocalizedStringResource = "Compose a post to Mastodon"
          static let description: IntentDescription = "Use Ice Cubes to compose a post for Mastodon"
          static var parameterSummary: some ParameterSummary { Summary("Post \(\.$content)") }
          func perform() async throws -> some IntentResult { .result(dialog: "Posted") }
        }
        enum Tab: String, AppEnum {
          case timeline, post
          static var typeDisplayRepresentation: TypeDisplayRepresentation { get { "Tab" } }
          static var caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.timeline: .init(title: "Home Timeline"), .post: "New post"]
        }
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: PostIntent(), phrases: ["Post with \(.applicationName)"], shortTitle: "Compose a post", systemImageName: "square")
          }
        }
        """#
      ], table: "\"home\" = \"Home\";\n")
    XCTAssertEqual(
      Set(found.missing.map(\.key)),
      ["Compose a post to Mastodon", "Use Ice Cubes to compose a post for Mastodon", "Posted", "Tab", "Home Timeline", "New post", "Compose a post"])
  }

  /// What sync must not take for unused, or add with a text users do not see today.
  func testWhatCannotBeToldStaysUsedOrIsNotAdded() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        let a = NSLocalizedString("logout.title", bundle: Bundle(for: AppDelegate.self), comment: "")
        let b = NSLocalizedString("greeting", value: fallback, comment: "")
        let c = String(localized: "welcome", defaultValue: "Hi \(name)")
        let d = Text(LocalizedStringKey(menuKey))
        let e = NSLocalizedString("cancel", value: nil, comment: "")
        """#,
        "B.swift": #"let id = "settings"\nlet menuKey = "menu.\(id)""#,
      ], table: "\"logout.title\" = \"Log out\";\n\"menu.settings\" = \"Settings\";\n\"never\" = \"Never\";\n")
    XCTAssertEqual(found.unused.map(\.key), ["never"], "another bundle's lookup of a literal, and a key of a literal's shape, may be read")
    XCTAssertEqual(found.missing.map(\.key), ["greeting", "welcome", "cancel"])
    XCTAssertEqual(found.missing.map(\.valueIsUnknown), [true, true, false])
    XCTAssertEqual(found.dynamic.map(\.lookup), ["LocalizedStringKey"])
  }
}
