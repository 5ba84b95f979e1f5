import XCTest

@testable import L10nGenGeneration

/// `IndexedValues` reads as the `[Int: Value]` dictionary it replaces: the expected values are what
/// a `Dictionary` given the same writes answers.
final class IndexedValuesTests: XCTestCase {
  func testReadsWritesAndRemovalsAnswerAsADictionaryGivenTheSameWrites() {
    var values = IndexedValues<String>()
    var dictionary: [Int: String] = [:]
    let writes: [(Int, String?)] = [(3, "c"), (0, "a"), (3, nil), (7, "g"), (7, "G"), (12, nil), (1, "b"), (0, nil), (5, "e")]
    for (index, value) in writes {
      values[index] = value
      dictionary[index] = value
      XCTAssertEqual(values.count, dictionary.count, "after writing \(String(describing: value)) at \(index)")
    }
    for index in -1...15 {
      XCTAssertEqual(values[index], dictionary[index], "index \(index)")
    }
    XCTAssertEqual(values.keys, dictionary.keys.sorted())
    XCTAssertEqual(values.values, dictionary.sorted { $0.key < $1.key }.map(\.value))
    XCTAssertEqual(values.map(\.key), [1, 5, 7], "iteration goes in index order")
    XCTAssertEqual(values.map(\.value), ["b", "e", "G"])
  }

  func testEqualityIgnoresTheRoomEachHas() {
    var grown: IndexedValues<String> = [0: "a"]
    grown[40] = "z"
    grown[40] = nil
    XCTAssertEqual(grown, [0: "a"], "a value written and removed again leaves an equal value")
    XCTAssertNotEqual(grown, [0: "b"])
    XCTAssertNotEqual(grown, [0: "a", 1: "b"])
    XCTAssertEqual(IndexedValues<String>(), [:])
  }
}
