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
}
