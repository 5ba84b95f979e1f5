import XCTest

@testable import L10nGenTables

final class ExactKeyTableTests: XCTestCase {
  /// A key equal to one added before gives that one's index; keys differ as Foundation's keys do,
  /// code unit for code unit (NSString's `isEqual:`), so a composed and a decomposed "é" are two keys.
  func testAnEqualKeyGivesTheIndexAddedBeforeAndComposedAndDecomposedDiffer() {
    let keys = ["a", "caf\u{E9}", "cafe\u{301}", "a", "", "caf\u{E9}", ""]
    var table = ExactKeyTable(count: keys.count)
    let found = keys.indices.map { table.insert($0, key: keys[$0], keyOf: { keys[$0] }) }
    XCTAssertEqual(found, [nil, nil, nil, 0, nil, 1, 4])
  }

  /// Made for fewer keys than it is given, it grows and still finds each one.
  func testItGrowsPastTheCountItWasMadeFor() {
    let keys = (0..<5_000).map { "key.\($0)" }
    var table = ExactKeyTable(count: 1)
    XCTAssertEqual(keys.indices.compactMap { table.insert($0, key: keys[$0], keyOf: { keys[$0] }) }, [])
    XCTAssertEqual(keys.indices.map { table.insert(keys.count + $0, key: keys[$0], keyOf: { keys[$0] }) }, Array(keys.indices))
  }
}
