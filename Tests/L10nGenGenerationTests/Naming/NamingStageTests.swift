import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

final class NamingStageTests: XCTestCase {
  private func entry(_ key: String, line: Int = 1, arguments: [FormatArgument] = []) -> LocalizedEntry {
    LocalizedEntry(key: key, translation: "v", comment: nil, arguments: arguments, location: SourceLocation(file: "T.strings", line: line, column: 1))
  }

  private func names(
    _ keys: [String], style: KeyNaming = .structured, reservedTypes: Set<String> = ["L10n"], reservedMembers: Set<String> = [],
    companion: String? = nil, arguments: [String: [FormatArgument]] = [:]
  ) -> (table: SwiftNames.Table, tree: KeyTree, problems: [NamingProblem]) {
    let result = named(keys, style: style, reservedTypes: reservedTypes, reservedMembers: reservedMembers, companion: companion, arguments: arguments)
    return (result.names.tables[0], result.tree, result.names.problems)
  }

  /// `keys` named as generation names them (structured: levels whose enums have one name are one
  /// level); `arguments` by key.
  private func named(
    _ keys: [String], style: KeyNaming = .structured, reservedTypes: Set<String> = ["L10n"], reservedMembers: Set<String> = [],
    companion: String? = nil, arguments: [String: [FormatArgument]] = [:], labeled: Bool = false, ascii: Bool = false
  ) -> (names: SwiftNames, tree: KeyTree) {
    let entries = keys.enumerated().map { entry($1, line: $0 + 1, arguments: arguments[$1] ?? []) }
    let table = LocalizationTable(name: "T", entries: entries, files: ["T.strings"])
    let tree = KeyTree(
      entries: entries, separator: ".", placed: style == .symbols ? Dictionary(uniqueKeysWithValues: keys.indices.map { ($0, [keys[$0]]) }) : [:],
      levelIdentity: style == .structured ? KeyNaming.levelIdentity : nil, orderedByText: true,
      givesNoName: style == .structured ? KeyNaming.givesNoName : nil)
    var rules = NamingRules(
      style: style, reservedTypeNames: reservedTypes, reservedMembers: reservedMembers, companionSuffix: companion, labeledArguments: labeled)
    rules.asciiIdentifiers = ascii
    return (NamingStage.names([(table, tree)], rules: rules), tree)
  }

  /// The member names given, by key.
  private func members(_ result: (table: SwiftNames.Table, tree: KeyTree, problems: [NamingProblem])) -> [String: String] {
    members(result.table, result.tree)
  }

  private func members(_ table: SwiftNames.Table, _ tree: KeyTree) -> [String: String] {
    Dictionary(uniqueKeysWithValues: table.memberNames.map { (tree.entries[$0.key].key, $0.value) })
  }

  /// Names in ASCII (the Objective-C templates'): a letter's accents dropped, any other character
  /// written `u` and its code point, before names are told apart, so that `Café` and `Cafe` are still
  /// two names.
  func testAsciiNamesDropAccentsAndSpellOtherCharactersAndStayApart() {
    let result = named(["Café", "Cafe", "设置", "Ok 👍"], style: .flat, ascii: true)
    let names = members(result.names.tables[0], result.tree)
    XCTAssertEqual(names["设置"], "u8BBEu7F6E")
    XCTAssertEqual(names["Ok 👍"], "oku1F44D")
    XCTAssertEqual(Set([names["Café"], names["Cafe"]]).count, 2, "\(names)")
    XCTAssertTrue(names.values.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(names)")
    // A name Objective-C reserves (NSObject's `self`, the macro `nil`) gets `Text`, before names are
    // told apart: `self text` keeps its own.
    let reserved = named(["self", "self text", "nil", "default"], style: .flat, ascii: true)
    let reservedNames = members(reserved.names.tables[0], reserved.tree)
    XCTAssertEqual(reservedNames["nil"], "nilText")
    XCTAssertEqual(reservedNames["default"], "defaultText")
    XCTAssertEqual(Set([reservedNames["self"], reservedNames["self text"]]).count, 2, "\(reservedNames)")
  }

  /// Keys whose names coincide all get accessors: the plainest keeps the name, the other is named
  /// apart by what tells its text from the plainest one's, and a renaming says so.
  func testKeysDifferingOnlyInCaseAreNamedApartWhenFlat() {
    let result = named(["Radial Menu", "Radial menu", "other"], style: .flat)
    XCTAssertEqual(
      members(result.names.tables[0], result.tree), ["Radial menu": "radialMenu", "Radial Menu": "radialMenu_capitalized", "other": "other"])
    XCTAssertEqual(result.names.problems, [])
    XCTAssertEqual(
      result.names.renamings.map(\.description),
      [
        "T.strings:1:1: error: key \"Radial Menu\" is named 'radialMenu_capitalized': its own name 'radialMenu' coincides with another in "
          + "table \"T\", and key \"Radial menu\" keeps it (to choose another name: \"names\": {\"T\": {\"Radial Menu\": \"…\"}})"
      ])
  }

  func testTheNamesOfCoincidingKeysDoNotDependOnTheOrderOfTheKeys() {
    let keys = ["my-key", "my_key", "my key", "mine"]
    let expected = ["mine": "mine", "my key": "myKey", "my-key": "myKey_hyphen", "my_key": "myKey_underscore"]
    XCTAssertEqual(members(names(keys)), expected)
    XCTAssertEqual(members(names(keys.reversed())), expected)
    XCTAssertEqual(named(keys).names.renamings.map(\.key), ["my-key", "my_key"], "every key named apart is named by a renaming")
  }

  func testSameLastComponentInDifferentLevelsIsFineWhenStructured() {
    let result = names(["a.title", "b.title"])
    XCTAssertEqual(result.problems, [])
    XCTAssertEqual(Set(result.table.levelNames.values), ["A", "B"])
  }

  func testFlatCollisionAcrossLevels() {
    XCTAssertEqual(members(names(["a.b_c", "a_b.c"])), ["a.b_c": "bc", "a_b.c": "c"])
    // Flat, both are `abc` (SwiftGen's names); each key has a period and an underscore: they are told
    // apart by the order of their characters alone, "." (U+002E) before "_" (U+005F).
    XCTAssertEqual(members(names(["a.b_c", "a_b.c"], style: .flat)), ["a.b_c": "abc", "a_b.c": "abc_2"])
  }

  /// `alert.*` beside `Alert.*` are both `enum Alert` (as SwiftGen's structured template names them):
  /// one level, in which keys whose own names coincide are named apart.
  func testLevelsWhoseEnumsHaveOneNameAreOneLevel() {
    let result = named(["menu.Radial-x.a", "menu.Radial_x.b", "alert.ok", "Alert.OK", "alert.cancel", "Alert.title"])
    XCTAssertEqual(
      members(result.names.tables[0], result.tree),
      [
        "menu.Radial-x.a": "a", "menu.Radial_x.b": "b", "alert.cancel": "cancel", "Alert.title": "title", "alert.ok": "ok",
        "Alert.OK": "ok_caseAlertOK",
      ])
    XCTAssertEqual(Set(result.names.tables[0].levelNames.values), ["Menu", "RadialX", "Alert"])
    XCTAssertEqual(result.names.problems, [])
    XCTAssertEqual(
      result.names.renamings.map(\.message),
      [
        "key \"Alert.OK\" is named 'ok_caseAlertOK': its own name 'ok' coincides with another in 'Alert' of table \"T\", and key \"alert.ok\" keeps it "
          + "(to choose another name: \"names\": {\"T\": {\"Alert.OK\": \"…\"}})"
      ])
  }

  func testALevelThatCannotBeNamedLeavesOutEverythingBelowItEachNamed() {
    let result = names(["menu.L10n.a", "menu.L10n.b", "menu.ok"])
    XCTAssertEqual(members(result), ["menu.ok": "ok"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"menu.L10n.a\" becomes the Swift name 'L10n' in 'Menu' of table \"T\", which the generated file declares or refers to itself; rename the key",
        "key \"menu.L10n.b\" is below the level \"menu.L10n\", which is left out (see key \"menu.L10n.a\")",
      ])
  }

  /// A key with no letter or digit is left out; a key split into a component that gives no name
  /// ("a.$.b", "%.1f pixel(s)") stays whole, named from the whole key at the top.
  func testKeysWithoutIdentifierCharactersAreLeftOutAndTheRestNamed() {
    let result = names(["%@", "", ".", "a.$.b", "%.1f pixel(s)", "title"])
    XCTAssertEqual(members(result), ["title": "title", "a.$.b": "ab", "%.1f pixel(s)": "_1fPixelS"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"%@\" gives no Swift identifier (it has no letter, digit or underscore)",
        "key \"\" gives no Swift identifier (it has no letter, digit or underscore)",
        "key \".\" gives no Swift identifier (it has no letter, digit or underscore)",
      ])
  }

  func testALevelNamedLikeTheFilesEnumIsLeftOut() {
    // Generated code refers to `L10n` from inside the levels: an inner `L10n` would hide it.
    let result = names(["debug.l10n.language", "debug.other"], reservedTypes: ["L10n", "L10nRuntime"])
    XCTAssertEqual(members(result), ["debug.other": "other"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"debug.l10n.language\" becomes the Swift name 'L10n' in 'Debug' of table \"T\", which the generated file declares or refers to itself; rename the key"
      ])
  }

  func testAKeyNamedLikeAMemberTheTemplateDeclaresIsLeftOut() {
    let reserved: Set<String> = ["setLanguage", "chosenLanguage"]
    let result = names(["chosen_language", "settings.chosen_language"], reservedMembers: reserved)
    XCTAssertEqual(members(result), ["settings.chosen_language": "chosenLanguage"], "only the enum's own scope is reserved")
    XCTAssertEqual(names(["chosen_language"], style: .flat, reservedMembers: reserved).table.memberNames, [:])
  }

  func testUnreachableTypeNamesGetAnUnderscore() {
    XCTAssertEqual(KeyNaming.typeName("Type"), "Type_")
    XCTAssertEqual(KeyNaming.typeName("protocol"), "Protocol_")
    XCTAssertEqual(KeyNaming.typeName("swift"), "Swift_")
    XCTAssertEqual(KeyNaming.typeName("settings"), "Settings")
  }

  /// A companion (a LocalizedStringResource twin) yields to any other claimant of its name: it is left
  /// out with a problem, and its entry keeps its name.
  func testACompanionThatWouldTakeAnotherKeysNameIsLeftOutAlone() {
    XCTAssertEqual(names(["title", "titleResource"]).problems, [])
    let result = names(["title", "titleResource"], companion: "Resource")
    XCTAssertEqual(result.table.memberNames, [0: "title", 1: "titleResource"])
    XCTAssertEqual(result.table.companionNames, [1: "titleResourceResource"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"title\": its LocalizedStringResource twin 'titleResource' would have the name of key \"titleResource\" in table \"T\""
      ])
    XCTAssertEqual(names(["title"], companion: "Resource").table.companionNames, [0: "titleResource"])
  }

  func testKeysDeeperThanTheLimitAreLeftOutNotACrash() {
    let deep = (0...NamingStage.maximumDepth).map { "k\($0)" }.joined(separator: ".")
    let result = names([deep, "ok"])
    XCTAssertEqual(members(result), ["ok": "ok"])
    XCTAssertEqual(result.problems.count, 1)
    XCTAssertTrue(
      result.problems.first?.message.hasSuffix(
        "splits into 101 levels on \".\"; at most 100 are supported (shorten the key, or choose another separator with --option separator=…)") == true
    )
    let atLimit = (1...NamingStage.maximumDepth).map { "k\($0)" }.joined(separator: ".")
    XCTAssertEqual(names([atLimit]).problems, [])
  }

  func testTablesGetEnumsCheckedAgainstEachOtherAndTheReservedNames() {
    let tables = ["InfoPlist", "infoPlist", "-", "Main", "setLanguage"].map {
      LocalizationTable(name: $0, entries: [entry("k")], files: ["\($0).strings"])
    }
    let rules = NamingRules(style: .structured, reservedTypeNames: ["L10n"], reservedMembers: ["SetLanguage"], tableEnums: true)
    let result = NamingStage.names(tables.map { ($0, KeyTree(entries: $0.entries, separator: ".")) }, rules: rules)
    XCTAssertEqual(result.tables.map(\.typeName), [nil, nil, nil, "Main", nil])
    XCTAssertEqual(
      Set(result.problems.map(\.message)),
      [
        "tables \"infoPlist\" and \"InfoPlist\" both become the Swift enum 'InfoPlist'; rename one of them",
        "table \"-\" gives no Swift enum name (it has no letter, digit or underscore); rename the table",
        "table \"setLanguage\" becomes the Swift enum 'SetLanguage', which the generated file declares or refers to itself; rename the table",
      ])
  }

  func testNoNamingChecksNothing() {
    let result = names(["%@", "%@ "], style: .none)
    XCTAssertEqual(result.problems, [])
    XCTAssertEqual(result.table.memberNames.count, 2)
  }

  func testTheTopLevelTableKeepsItsKeysBesideTheOtherTablesEnums() {
    let localizable = LocalizationTable(
      name: "Localizable", entries: [entry("settings.title"), entry("Catalog.x", line: 2), entry("done", line: 3)], files: ["Localizable.strings"])
    let catalog = LocalizationTable(name: "Catalog", entries: [entry("cart.title")], files: ["Catalog.xcstrings"])
    let rules = NamingRules(style: .structured, reservedTypeNames: ["L10n"], tableEnums: true, topLevelTable: "Localizable")
    let result = NamingStage.names([localizable, catalog].map { ($0, KeyTree(entries: $0.entries, separator: ".")) }, rules: rules)
    XCTAssertEqual(result.tables.map(\.typeName), ["Localizable", "Catalog"])
    XCTAssertEqual(Set(result.tables[0].memberNames.values), ["title", "done"], "the level 'Catalog' would hide the table's enum")
    XCTAssertEqual(
      result.problems.map(\.description),
      [
        "T.strings:2:1: error: key \"Catalog.x\" becomes the Swift name 'Catalog' in table \"Localizable\", which the generated file declares or refers to itself; rename the key"
      ])
  }
}
