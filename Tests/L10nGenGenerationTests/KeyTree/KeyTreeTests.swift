import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

final class KeyTreeTests: XCTestCase {
  func testKeysSplitOnSeparatorDroppingEmptyComponents() {
    XCTAssertEqual(KeyTree.split("..some..dots.and..empty..components..", separator: "."), ["some", "dots", "and", "empty", "components"])
    XCTAssertEqual(KeyTree.split("ending.with.", separator: "."), ["ending", "with"])
    XCTAssertEqual(KeyTree.split("a__b__c", separator: "__"), ["a", "b", "c"])
  }

  func testStringsEndAtTheirLastComponentsLevel() {
    let tree = KeyTree(entries: [entry("settings.title"), entry("settings.account.header"), entry("ok")], separator: ".")
    let root = tree.nodes[0]
    XCTAssertEqual(root.entryIndices.map { tree.entries[$0].key }, ["ok"])
    XCTAssertEqual(root.children.map(\.component), ["settings"])
    let settings = tree.nodes[root.children[0].node]
    XCTAssertEqual(settings.entryIndices.map { tree.entries[$0].key }, ["settings.title"])
    XCTAssertEqual(settings.children.map(\.component), ["account"])
  }

  func testEachLeafIsItsKeysLastComponentAndHowManyComponentsItHas() {
    // The leaves are the split keys' last components, as SwiftGen names a string (`name`: the last
    // component of the key); a key with no component has none, and a name given by the user counts.
    let tree = KeyTree(
      entries: [entry("settings.account.header"), entry("ok"), entry(".."), entry("a..b."), entry("named.by.user")], separator: ".",
      placed: [4: ["Given", "name"]])
    XCTAssertEqual(tree.leaves.map(\.last), ["header", "ok", nil, "b", "name"])
    XCTAssertEqual(tree.leaves.map(\.count), [3, 1, 0, 2, 2])
    XCTAssertEqual(tree.leaves.map(\.last), tree.entries.indices.map { tree.components(of: $0).last })
  }

  func testStringsSortByLowercasedKeyAndChildrenByComponentCaseSensitively() {
    let tree = KeyTree(
      entries: [entry("b"), entry("B2"), entry("a"), entry("Zed.x"), entry("alpha.x"), entry("Beta.x")], separator: ".")
    XCTAssertEqual(tree.nodes[0].entryIndices.map { tree.entries[$0].key }, ["a", "b", "B2"])
    XCTAssertEqual(tree.nodes[0].children.map(\.component), ["Beta", "Zed", "alpha"])
  }

  func testKeyWithoutComponentsIsUnplaced() {
    let tree = KeyTree(entries: [entry("."), entry("ok")], separator: ".")
    XCTAssertEqual(tree.unplacedEntries, [0])
  }

  func testVeryDeepKeyBuildsWithoutRecursion() {
    let key = (1...20_000).map { "k\($0)" }.joined(separator: ".")
    let tree = KeyTree(entries: [entry(key)], separator: ".")
    XCTAssertEqual(tree.nodes.count, 20_000)
  }

  /// The order check that spares sorting a level says what `String`'s order says (Swift compares
  /// text by its Unicode scalars after canonical composition).
  func testTheOrderCheckAgreesWithTheOrderOfStrings() {
    let texts = [
      "", "a", "ab", "abc", "b", "a.b", "a_b", "B", "e", "e\u{301}", "\u{E9}", "\u{E9}a", "e\u{301}a", "ea", "z", "\u{2028}", "a\u{301}b",
      "\u{1F600}", "a\u{0}", "\u{7F}", "\u{80}",
    ]
    for first in texts {
      for second in texts {
        // `String`'s order: neither before the other is the same place (this toolchain holds
        // "e\u{301}" and "\u{E9}a" so, though not `==`: ties, which the scalars then order).
        let expected: KeyTree.Order = first < second ? .before : second < first ? .after : .same
        XCTAssertEqual(KeyTree.order(first, second), expected, "\(first.debugDescription) beside \(second.debugDescription)")
      }
    }
  }

  /// Keys in any order make the same levels, in the same order, with the same strings: a key that
  /// shares the last key's first components is placed through them, the others through lookups.
  func testTheLevelsDoNotDependOnTheOrderOfTheKeys() {
    let keys = ["a.b.c", "a.b.d", "a.x", "a.b", "b.c", "a.b.c.d", "A.b", "a.B.c", "a..b.e", "c", "a.b.c.e", "b.c.d", "b"]
    func shape(_ keys: [String]) -> [String] {
      let tree = KeyTree(entries: keys.map { entry($0) }, separator: ".")
      var lines: [String] = []
      func walk(_ node: Int, _ path: String) {
        lines.append("\(path): \(tree.nodes[node].entryIndices.map { tree.entries[$0].key })")
        for child in tree.nodes[node].children { walk(child.node, path + "/" + child.component) }
      }
      walk(0, "")
      return lines
    }
    let expected = shape(keys)
    XCTAssertEqual(expected.count, 8, "\(expected)")
    for ordering in [keys.sorted(), keys.reversed(), keys.sorted { $0.count < $1.count }, keys.sorted().reversed()] {
      XCTAssertEqual(shape(ordering), expected)
    }
  }

  /// For templates that read the decided names, nothing depends on the order of the keys: keys equal
  /// once lower-cased ("Unread", "unread"; "café" composed and decomposed, equal to `String`) come in
  /// the order of their scalars' values, and a level spelled two ways (`Menu`, `menu`, one enum when
  /// structured) takes the spelling first in that order, which places it among the other levels.
  func testKeysEqualButForCaseAndLevelsOfTwoSpellingsAreOrderedByText() {
    let keys = ["unread", "Unread", "Caf\u{E9}", "Cafe\u{301}", "menu.b", "Other.c", "Menu.a", "zed"]
    func shape(_ keys: [String]) -> [String] {
      let tree = KeyTree(
        entries: keys.map { entry($0) }, separator: ".", levelIdentity: KeyNaming.levelIdentity, orderedByText: true)
      var lines: [String] = []
      func walk(_ node: Int, _ path: String) {
        lines.append(
          "\(path): "
            + tree.nodes[node].entryIndices.map { tree.entries[$0].key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
            .joined(separator: ", "))
        for child in tree.nodes[node].children { walk(child.node, path + "/" + child.component) }
      }
      walk(0, "")
      return lines
    }
    let expected = shape(keys)
    XCTAssertEqual(expected.map { $0.prefix { $0 != ":" } }, ["", "/Menu", "/Other"], "\(expected)")
    // "Cafe\u{301}" (65 before e9) then "Caf\u{E9}"; "Unread" (55) before "unread" (75).
    XCTAssertEqual(expected[0], ": 43 61 66 65 301, 43 61 66 e9, 55 6e 72 65 61 64, 75 6e 72 65 61 64, 7a 65 64")
    for ordering in [keys.reversed(), keys.sorted(), Array(keys.dropFirst(3) + keys.prefix(3))] {
      XCTAssertEqual(shape(ordering), expected, "\(ordering)")
    }
  }

  /// Components equal as `String`s (a composed and a decomposed "é") are one level, as in a dictionary
  /// keyed by `String` (SwiftGen's grouping of keys), spelled as the first key met writes it; a level
  /// is found by its bytes, and a spelling met for the first time by `String`'s equality.
  func testComponentsEqualAsStringsAreOneLevelSpelledAsTheFirstKeyWritesIt() {
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    for (first, second) in [(composed, decomposed), (decomposed, composed)] {
      let tree = KeyTree(entries: [entry("\(first).a"), entry("x.y"), entry("\(second).b"), entry("\(first).c")], separator: ".")
      XCTAssertEqual(tree.nodes[0].children.map { Array($0.component.unicodeScalars) }, [Array(first.unicodeScalars), ["x"]])
      let level = tree.nodes[tree.nodes[0].children[0].node]
      XCTAssertEqual(level.entryIndices, [0, 2, 3])
    }
  }

  /// Keys split byte by byte (ASCII) and keys Foundation splits (any other) meet in the same levels,
  /// and a separator of several characters splits the same way in both.
  func testKeysSplitEitherWayShareTheirLevels() {
    let tree = KeyTree(entries: [entry("home.title"), entry("caf\u{E9}.x"), entry("home.\u{E9}t\u{E9}"), entry("home.sub.x")], separator: ".")
    XCTAssertEqual(tree.nodes[0].children.map(\.component), ["caf\u{E9}", "home"])
    let home = tree.nodes[tree.nodes[0].children[1].node]
    XCTAssertEqual(home.entryIndices.map { tree.entries[$0].key }, ["home.title", "home.\u{E9}t\u{E9}"])
    XCTAssertEqual(home.children.map(\.component), ["sub"])

    let wide = KeyTree(entries: [entry("a__b__c"), entry("a____x"), entry("\u{E9}__b__d"), entry("a__b__d_")], separator: "__")
    XCTAssertEqual(wide.entries.indices.map { wide.components(of: $0) }, [["a", "b", "c"], ["a", "x"], ["\u{E9}", "b", "d"], ["a", "b", "d_"]])
    let a = wide.nodes[wide.nodes[0].children.first { $0.component == "a" }!.node]
    XCTAssertEqual(a.entryIndices, [1])
    XCTAssertEqual(wide.nodes[a.children[0].node].entryIndices, [0, 3])
  }

  /// A key kept whole because a component of it gives no name ("%.1f pixel(s)" split into "%" and
  /// "1f pixel(s)") has one component, the key, and is placed at the root.
  func testAKeyKeptWholeHasItselfForItsOneComponent() {
    let tree = KeyTree(
      entries: [entry("%.1f pixel(s)"), entry("size.small")], separator: ".", levelIdentity: KeyNaming.levelIdentity,
      givesNoName: { KeyNaming.givesNoName($0, last: $1) })
    XCTAssertEqual(tree.components(of: 0), ["%.1f pixel(s)"])
    XCTAssertEqual(tree.leaves.map(\.last), ["%.1f pixel(s)", "small"])
    XCTAssertEqual(tree.leaves.map(\.count), [1, 2])
    XCTAssertEqual(tree.nodes[0].entryIndices, [0])
  }

  /// A level's keys are sorted as `String` orders them lower-cased (SwiftGen's order of a level's
  /// strings), then each run of keys that order holds neither before nor after the run's first by
  /// their scalars. `String`'s order is no total order here: "e\u{301}" and "\u{E9}b" are neither
  /// before nor after each other, yet "e\u{301}a" comes between them; one sort by a comparison that
  /// breaks ties by scalars would put "e\u{301}" before "e\u{301}a". The first step is SwiftGen's:
  /// SwiftGenKit's strings context sorts with `$0.key.lowercased() < $1.key.lowercased()`, which the
  /// test runs on the same keys; only the run of ties it leaves as met is then put in scalar order.
  func testKeysStringOrdersNeitherWayAreSortedThenRunsOfThemByScalars() {
    let keys = ["\u{E9}b", "ea", "e\u{301}a", "e", "e\u{301}", "f"]
    let tree = KeyTree(entries: keys.map { entry($0) }, separator: ".", orderedByText: true)
    func scalars(_ key: String) -> String { key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    let expected = ["65", "65 61", "66", "65 301 61", "65 301", "e9 62"]
    XCTAssertEqual(tree.nodes[0].entryIndices.map { scalars(tree.entries[$0].key) }, expected)
    let swiftGens = keys.sorted { $0.lowercased() < $1.lowercased() }.map(scalars)
    XCTAssertEqual(swiftGens.indices.filter { swiftGens[$0] != expected[$0] }, [4, 5], "\(swiftGens)")
    XCTAssertEqual(Set(swiftGens[4...5]), Set(expected[4...5]))
  }
}
