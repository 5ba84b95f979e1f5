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
    companion: String? = nil
  ) -> (table: SwiftNames.Table, tree: KeyTree, problems: [NamingProblem]) {
    let entries = keys.enumerated().map { entry($1, line: $0 + 1) }
    let table = LocalizationTable(name: "T", entries: entries, files: ["T.strings"])
    // As generation builds it: structured, levels whose enums have one name are one level.
    let tree = KeyTree(entries: entries, separator: ".", levelIdentity: style == .structured ? KeyNaming.levelIdentity : nil)
    let rules = NamingRules(style: style, reservedTypeNames: reservedTypes, reservedMembers: reservedMembers, companionSuffix: companion)
    let result = NamingStage.names([(table, tree)], rules: rules)
    return (result.tables[0], tree, result.problems)
  }

  /// The member names given, by key.
  private func members(_ result: (table: SwiftNames.Table, tree: KeyTree, problems: [NamingProblem])) -> [String: String] {
    Dictionary(uniqueKeysWithValues: result.table.memberNames.map { (result.tree.entries[$0.key].key, $0.value) })
  }

  func testKeysDifferingOnlyInCaseCollideWhenFlatAndBothAreLeftOut() {
    let result = names(["Radial Menu", "Radial menu", "other"], style: .flat)
    XCTAssertEqual(members(result), ["other": "other"])
    XCTAssertEqual(
      result.problems.map(\.description),
      [
        "T.strings:1:1: error: key \"Radial Menu\" and key \"Radial menu\" (T.strings:2:1) both become the Swift name 'radialMenu' in table \"T\"; rename one of them",
        "T.strings:2:1: error: key \"Radial menu\" and key \"Radial Menu\" (T.strings:1:1) both become the Swift name 'radialMenu' in table \"T\"; rename one of them",
      ])
  }

  func testWhatIsLeftOutDoesNotDependOnTheOrderOfTheKeys() {
    let keys = ["my-key", "my_key", "my key", "mine"]
    XCTAssertEqual(members(names(keys)), ["mine": "mine"])
    XCTAssertEqual(members(names(keys.reversed())), ["mine": "mine"])
    XCTAssertEqual(names(keys).problems.count, 3, "every key involved is named by a problem")
  }

  func testSameLastComponentInDifferentLevelsIsFineWhenStructured() {
    let result = names(["a.title", "b.title"])
    XCTAssertEqual(result.problems, [])
    XCTAssertEqual(Set(result.table.levelNames.values), ["A", "B"])
  }

  func testFlatCollisionAcrossLevels() {
    XCTAssertEqual(names(["a.b_c", "a_b.c"]).problems, [])
    XCTAssertEqual(names(["a.b_c", "a_b.c"], style: .flat).problems.count, 2)
  }

  /// `alert.*` beside `Alert.*` are both `enum Alert` (as SwiftGen's structured template names them):
  /// one level, in which only names that really collide are left out.
  func testLevelsWhoseEnumsHaveOneNameAreOneLevel() {
    let result = names(["menu.Radial-x.a", "menu.Radial_x.b", "alert.ok", "Alert.OK", "alert.cancel", "Alert.title"])
    XCTAssertEqual(members(result), ["menu.Radial-x.a": "a", "menu.Radial_x.b": "b", "alert.cancel": "cancel", "Alert.title": "title"])
    XCTAssertEqual(Set(result.table.levelNames.values), ["Menu", "RadialX", "Alert"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"alert.ok\" and key \"Alert.OK\" (T.strings:4:1) both become the Swift name 'ok' in 'Alert' of table \"T\"; rename one of them",
        "key \"Alert.OK\" and key \"alert.ok\" (T.strings:3:1) both become the Swift name 'ok' in 'Alert' of table \"T\"; rename one of them",
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

  func testKeysWithoutIdentifierCharactersAreLeftOutAndTheRestNamed() {
    let result = names(["%@", "", ".", "a.$.b", "title"])
    XCTAssertEqual(members(result), ["title": "title"])
    XCTAssertEqual(
      result.problems.map(\.message),
      [
        "key \"%@\" gives no Swift identifier (it has no letter, digit or underscore)",
        "key \"\" gives no Swift identifier (it has no letter, digit or underscore)",
        "key \".\" gives no Swift identifier (it has no letter, digit or underscore)",
        "key \"a.$.b\": component \"$\" gives no Swift identifier (it has no letter, digit or underscore)",
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
