import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups
import L10nGenTables
import L10nGenTemplate
import L10nGenTestSupport
import XCTest

@testable import L10nGenCallSites

/// `lint --sources`: what the code uses of the tables, and what it looks up that they lack.
final class CodeCheckTests: XCTestCase {
  private static let table = """
    "settings.title" = "Settings";
    "inbox.unread" = "%d unread";
    "Cancel" = "Cancel";
    "files.count" = "Files";
    "onboarding.step1" = "Welcome";
    "never.used" = "Old";
    """

  /// The code `files` checked against `text`, a `Localizable` table (and `tables`, others by name),
  /// whose accessors the structured-swift6 template declares, with the resource-symbols template's
  /// members beside them when `resourceParams` are given.
  private func check(
    _ files: [String: String], table text: String = table, tables: [String: String] = [:], functions: LookupFunctions = LookupFunctions(),
    resourceParams: [String: TemplateValue]? = nil
  ) throws -> (findings: [String], usage: CodeUsage) {
    let directory = try TemporaryDirectory()
    let table = try directory.write("en.lproj/Localizable.strings", text)
    let others = try tables.map { try directory.write("en.lproj/\($0.key).strings", $0.value) }
    let generator = try StringsGenerator(inputs: [table] + others, options: StringsOptions())
    var index = AccessorIndex()
    var keys: [String: [String: SourceLocation]] = [:]
    for table in generator.tables {
      keys[table.name] = Dictionary(
        table.entries.map { ($0.key, SourceLocation(file: "\(table.name).strings", line: $0.location.line, column: 1)) },
        uniquingKeysWith: { a, _ in a })
    }
    let accessors = try XCTUnwrap(
      try generator.accessors(LoadedTemplate(.builtin("structured-swift6")), params: ["localizedStringResources": true]))
    index.add(accessors, tableKeys: keys)
    index.addMembers(accessors)
    if let resourceParams {
      index.addMembers(try XCTUnwrap(try generator.resourceMembers(LoadedTemplate(.builtin("resource-symbols")), params: resourceParams)))
    }
    let result = CodeCheck(index: index, functions: functions).check(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    return (result.findings.map { "\($0.location): \($0.rule.rawValue): \($0.message)" }, result.usage)
  }

  func testKeysAreUsedThroughAccessorsLiteralsAndSwiftUI() throws {
    let result = try check([
      "A.swift": "let a = L10n.Settings.title\nlet b = L10n.Inbox.unread(3)\n",
      "B.swift": "import SwiftUI\nlet c = Text(\"Cancel\")\nlet d = L10n.Files.countResource\n",
      "C.swift": "let e = NSLocalizedString(\"onboarding.step1\", comment: \"\")\n",
    ])
    XCTAssertEqual(result.findings, ["Localizable.strings:6:1: unused-key: key \"never.used\" (L10n.Never.used) is looked up by no code"])
    XCTAssertEqual(result.usage, CodeUsage(files: 3, lookups: 2, keys: 6, used: 5, unused: 1, unknown: 0))
  }

  func testALookupOfAKeyNoTableHasIsAnErrorOrAWarningForText() throws {
    let result = try check([
      "A.swift": #"""
      let a = NSLocalizedString("settings.titel", comment: "")
      let b = NSLocalizedString("Welcome back", comment: "")
      let c = String(localized: "OK")
      #if false
      let d = NSLocalizedString("dead.key", comment: "")
      #endif
      let e = NSLocalizedString("x", tableName: "NotGenerated", comment: "")
      """#
    ])
    XCTAssertEqual(
      Array(result.findings.prefix(3)),
      [
        "A.swift:1:9: unknown-key: key \"settings.titel\" is not in table Localizable: users see the key itself",
        "A.swift:2:9: unknown-text-key: \"Welcome back\" is not in table Localizable: it shows untranslated in every language",
        "A.swift:3:9: unknown-text-key: \"OK\" is not in table Localizable: it shows untranslated in every language",
      ])
    XCTAssertEqual(result.usage.unknown, 3, "code under #if false and tables of no output are not the config's")
  }

  func testObjectiveCLookupsAreUsesToo() throws {
    let result = try check([
      "A.swift":
        "let a = L10n.Settings.title\nlet b = L10n.Inbox.unread(1)\nlet c = L10n.cancel\nlet d = L10n.Files.count\nlet e = L10n.Onboarding.step1\n",
      "Legacy.m": "label.text = NSLocalizedString(@\"never.used\", nil);\nother.text = NSLocalizedString(@\"legacy.missing\", nil);\n",
    ])
    XCTAssertEqual(result.findings, ["Legacy.m:2:14: unknown-key: key \"legacy.missing\" is not in table Localizable: users see the key itself"])
    XCTAssertEqual(result.usage.unused, 0)
  }

  /// An accessor is named in full (`L10n.Api.Error.unknown`) or from below the file's enum
  /// (`Api.Error.unknown`); a shorter tail (`Error.unknown`) is as likely another type's member.
  func testAShortTailOfAnAccessorsPathIsNotAUse() throws {
    let table = "\"api.error.unknown\" = \"Unknown\";\n\"api.error.timeout\" = \"Timeout\";\n\"files.count\" = \"Files\";\n"
    let result = try check(
      ["A.swift": "enum Error: Swift.Error { case unknown }\nlet a = Error.unknown\nlet b = Api.Error.timeout\nlet c = Files.count\n"],
      table: table)
    XCTAssertEqual(
      result.findings, ["Localizable.strings:1:1: unused-key: key \"api.error.unknown\" (L10n.Api.Error.unknown) is looked up by no code"])
  }

  func testALookupWithAKeyMadeAtRunTimeIsAnInfo() throws {
    let result = try check([
      "A.swift": "let a = NSLocalizedString(\"onboarding.step\\(n)\", comment: \"\")\nlet b = NSLocalizedString(key, comment: \"\")\n"
    ])
    XCTAssertEqual(result.findings.filter { $0.contains("dynamic-key") }.count, 2)
  }

  /// An accessor is used when code names it, also as the start of a longer expression.
  func testAnAccessorAtTheStartOfALongerChainIsUsed() throws {
    let result = try check([
      "A.swift": """
      let a = L10n.Settings.title.uppercased()
      let b = L10n.Inbox.unread(3).isEmpty
      let c = L10n.cancel.capitalized.count
      let d = "\\(L10n.Files.count)"
      let e = flag ? L10n.Onboarding.step1 : L10n.Never.used.lowercased()
      """
    ])
    XCTAssertEqual(result.findings, [])
  }

  /// The members of the resource-symbols output, the one the README recommends for SwiftUI, count:
  /// named in full, or where the type is `LocalizedStringResource` (`Text(.inboxUnread(3))`).
  func testKeysUsedThroughResourceSymbolsAreUsed() throws {
    let result = try check(
      [
        "A.swift": """
        import SwiftUI
        let a = Button(.settingsTitle) {}
        let b = Text(.inboxUnread(3))
        let c = LocalizedStringResource.cancel
        let d: LocalizedStringResource = .Mail.compose
        """
      ], tables: ["Mail": "\"compose\" = \"Compose\";\n\"reply\" = \"Reply\";\n"], resourceParams: [:])
    XCTAssertEqual(
      result.findings,
      [
        "Localizable.strings:4:1: unused-key: key \"files.count\" (L10n.Files.count) is looked up by no code",
        "Localizable.strings:5:1: unused-key: key \"onboarding.step1\" (L10n.Onboarding.step1) is looked up by no code",
        "Localizable.strings:6:1: unused-key: key \"never.used\" (L10n.Never.used) is looked up by no code",
        "Mail.strings:2:1: unused-key: key \"reply\" (L10n.Mail.reply) is looked up by no code",
      ])
    let namespaced = try check(["A.swift": "import SwiftUI\nlet a = Text(.App.settingsTitle)\n"], resourceParams: ["namespace": .string("App")])
    XCTAssertFalse(namespaced.findings.contains { $0.contains("settings.title") }, "\(namespaced.findings)")
  }

  /// Every SwiftUI initializer and modifier whose parameter is a `LocalizedStringKey`, qualified or
  /// not, is a lookup; `tableName:` and `table:` name its table.
  func testSwiftUILookupsAreReadWithTheirTable() throws {
    let result = try check(
      [
        "A.swift": """
        import SwiftUI
        let a = Text("compose", tableName: "Mail")
        let b = List {}.navigationTitle("settings.title")
        let c = SwiftUI.Text("Cancel")
        let d = Text(LocalizedStringResource("files.count"))
        let e = List {}.searchable(text: $query, prompt: "onboarding.step1")
        let f = LocalizedStringResource("reply", table: "Mail")
        let g = Text("inbox.unread", tableName: "Mail")
        """
      ], tables: ["Mail": "\"compose\" = \"Compose\";\n\"reply\" = \"Reply\";\n"])
    XCTAssertEqual(
      result.findings,
      [
        "A.swift:8:14: unknown-text-key: key \"inbox.unread\" is not in table Mail: users see the key itself",
        "Localizable.strings:2:1: unused-key: key \"inbox.unread\" (L10n.Inbox.unread) is looked up by no code",
        "Localizable.strings:6:1: unused-key: key \"never.used\" (L10n.Never.used) is looked up by no code",
      ])
  }

  /// A lookup into another bundle (an SDK's, the system's, a brand's) is not checked against the
  /// config's tables; one in an interpolation, or a conditional's two keys, is checked as any.
  func testLookupsOfAnotherBundleAreNotCheckedAndInterpolationsAre() throws {
    let result = try check([
      "A.swift": #"""
      let a = NSLocalizedString("Done", bundle: Bundle(identifier: "com.apple.UIKit")!, comment: "")
      let b = sdkBundle.localizedString(forKey: "sdk.title", value: nil, table: nil)
      let c = "\(NSLocalizedString("settings.titel", comment: ""))"
      let d = NSLocalizedString(flag ? "files.count" : "onboarding.step", comment: "")
      """#
    ])
    XCTAssertEqual(
      Array(result.findings.prefix(2)),
      [
        "A.swift:3:12: unknown-key: key \"settings.titel\" is not in table Localizable: users see the key itself",
        "A.swift:4:9: unknown-key: key \"onboarding.step\" is not in table Localizable: users see the key itself",
      ])
    XCTAssertFalse(result.findings.contains { $0.contains("files.count") }, "\(result.findings)")
  }

  func testWhatCountsAsText() {
    for key in ["Cancel", "OK", "Welcome back", "%@ files", "Done!"] { XCTAssertTrue(CodeCheck.isText(key), key) }
    for key in ["home.title", "HOME_TITLE", "homeTitle", "HomeTitle", "cancel"] { XCTAssertFalse(CodeCheck.isText(key), key) }
  }
}
