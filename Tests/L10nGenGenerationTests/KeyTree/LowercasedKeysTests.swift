import L10nGenTestSupport
import XCTest

@testable import L10nGenGeneration

final class LowercasedKeysTests: XCTestCase {
  /// Two entries' keys compare as `String` orders the keys lower-cased (`key.lowercased()`, then
  /// Swift's `<`: Unicode scalars after canonical composition), whether each is ASCII, held as bytes,
  /// or not.
  func testEntriesCompareAsTheirLowerCasedKeysDo() {
    let keys = [
      "", "a", "A", "ab", "aB", "Ab.c", "a.b", "a_b", "B", "z", "Zed", "e\u{301}", "\u{E9}", "\u{C9}", "\u{E9}a", "ea", "EA", "\u{1F600}", "a\u{0}",
      "\u{7F}", "[", "`", "@",
    ]
    let lowercased = LowercasedKeys(keys.map { entry($0) })
    for first in keys.indices {
      for second in keys.indices {
        let (a, b) = (keys[first].lowercased(), keys[second].lowercased())
        let expected: KeyTree.Order = a < b ? .before : b < a ? .after : .same
        XCTAssertEqual(lowercased.order(first, second), expected, "\(keys[first].debugDescription) beside \(keys[second].debugDescription)")
      }
    }
  }
}
