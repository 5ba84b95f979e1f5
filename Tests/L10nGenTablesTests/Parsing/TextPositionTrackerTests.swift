import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// `TextPositionTracker` gives every offset the line and column an editor shows: lines ended by
/// `\n`, `\r\n` or a lone `\r`, columns counted in Characters. Checked against a reading of the text
/// Character by Character, over texts that mix long ASCII runs (which the tracker skips eight bytes
/// at a time) with line breaks, accents and emoji at every place in a word.
final class TextPositionTrackerTests: XCTestCase {
  /// Line and column of each Character's first byte, and of the end, read one Character at a time.
  private func expectedLocations(of text: String) -> [Int: (line: Int, column: Int)] {
    var locations: [Int: (line: Int, column: Int)] = [:]
    var offset = 0
    var line = 1
    var column = 1
    for character in text {
      locations[offset] = (line, column)
      offset += character.utf8.count
      if character == "\n" || character == "\r\n" || character == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    locations[offset] = (line, column)
    return locations
  }

  func testEveryCharacterIsWhereACharacterByCharacterReadingPutsIt() {
    let pieces = ["abcdefgh", "ab", "\n", "\r\n", "\r", "é", "😀", "\"key\" = \"value\";", " ", "x\u{301}", "\u{2028}"]
    var seed: UInt64 = 7
    for length in [1, 5, 9, 17, 40, 120] {
      for _ in 0..<20 {
        var text = ""
        for _ in 0..<length {
          seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          text += pieces[Int(seed >> 33) % pieces.count]
        }
        let expected = expectedLocations(of: text)
        var tracker = TextPositionTracker(bytes: Array(text.utf8), file: "t.strings")
        // A few places, far apart, as a parser asks (keys and values): the scan between them is long.
        let asked = expected.keys.sorted().filter { _ in
          seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return seed >> 60 == 0
        }
        for offset in asked {
          let location = tracker.location(of: offset)
          XCTAssertEqual(location.line, expected[offset]!.line, "line at \(offset) of \(text.debugDescription)")
          XCTAssertEqual(location.column, expected[offset]!.column, "column at \(offset) of \(text.debugDescription)")
        }
      }
    }
  }
}
