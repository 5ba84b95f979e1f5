import XCTest
@testable import L10nGenKit

final class KeyTreeNamingTests: XCTestCase {
  func testKeysDifferingOnlyInCaseCollideWhenFlat() {
    let tree = KeyTree(entries: [entry("Radial Menu", line: 3), entry("Radial menu", line: 7)], separator: ".")
    let errors = tree.namingErrors(naming: .flat, tableName: "Localizable")
    XCTAssertEqual(errors.map(\.description), [
      "T.strings:7:1: error: key \"Radial menu\" and key \"Radial Menu\" (T.strings:3:1) both become the Swift name 'radialMenu' in table \"Localizable\"; rename one of them"
    ])
  }

  func testDashAndUnderscoreCollide() {
    let tree = KeyTree(entries: [entry("my-key", line: 1), entry("my_key", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T").count, 1)
    XCTAssertEqual(tree.namingErrors(naming: .flat, tableName: "T").count, 1)
  }

  func testSameLastComponentInDifferentLevelsIsFineWhenStructured() {
    let tree = KeyTree(entries: [entry("a.title", line: 1), entry("b.title", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T"), [])
  }

  func testFlatCollisionAcrossLevels() {
    let tree = KeyTree(entries: [entry("a.b_c", line: 1), entry("a_b.c", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T"), [])
    XCTAssertEqual(tree.namingErrors(naming: .flat, tableName: "T").count, 1)
  }

  func testCollidingChildEnumsNameTheirScope() {
    let tree = KeyTree(entries: [entry("menu.Radial-x.a", line: 1), entry("menu.Radial_x.b", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T").map(\.message), [
      "key \"menu.Radial_x.b\" and key \"menu.Radial-x.a\" (T.strings:1:1) both become the Swift name 'RadialX' in 'Menu' of table \"T\"; rename one of them"
    ])
  }

  func testKeyWithoutIdentifierCharactersIsAnError() {
    let tree = KeyTree(entries: [entry("%@", line: 4)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .flat, tableName: "T").map(\.description), [
      "T.strings:4:1: error: key \"%@\" gives no Swift identifier (it has no letter, digit or underscore)"
    ])
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T").count, 1)
  }

  func testComponentWithoutIdentifierCharactersIsNamed() {
    let tree = KeyTree(entries: [entry("a.$.b", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T").map(\.message), [
      "key \"a.$.b\": component \"$\" gives no Swift identifier (it has no letter, digit or underscore)"
    ])
  }

  func testEmptyKeyIsAnError() {
    let tree = KeyTree(entries: [entry("", line: 1), entry(".", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T").count, 2)
  }

  func testUnreachableTypeNamesGetAnUnderscore() {
    XCTAssertEqual(KeyNaming.typeName("Type"), "Type_")
    XCTAssertEqual(KeyNaming.typeName("protocol"), "Protocol_")
    XCTAssertEqual(KeyNaming.typeName("swift"), "Swift_")
    XCTAssertEqual(KeyNaming.typeName("settings"), "Settings")
  }

  func testCompanionNamesOfPlainEntriesAreCheckedToo() {
    let tree = KeyTree(entries: [entry("title", line: 1), entry("titleResource", line: 2)], separator: ".")
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T"), [])
    XCTAssertEqual(tree.namingErrors(naming: .structured, tableName: "T", companionSuffix: "Resource").map(\.message), [
      "key \"titleResource\" and key \"title\" (T.strings:1:1) both become the Swift name 'titleResource' in table \"T\"; rename one of them"
    ])
  }

  func testKeysDeeperThanTheLimitAreAnErrorNotACrash() {
    let deep = (0...KeyTree.maximumDepth).map { "k\($0)" }.joined(separator: ".")
    let tree = KeyTree(entries: [entry(deep, line: 3), entry("ok", line: 4)], separator: ".")
    let errors = tree.namingErrors(naming: .structured, tableName: "T")
    XCTAssertEqual(errors.count, 1)
    XCTAssertEqual(errors.first?.location?.line, 3)
    XCTAssertTrue(errors.first?.message.hasSuffix("splits into 101 levels on \".\"; at most 100 are supported (shorten the key, or choose another separator with --option separator=…)") == true, "\(errors)")
    let atLimit = (1...KeyTree.maximumDepth).map { "k\($0)" }.joined(separator: ".")
    XCTAssertEqual(KeyTree(entries: [entry(atLimit)], separator: ".").namingErrors(naming: .structured, tableName: "T"), [])
  }
}
