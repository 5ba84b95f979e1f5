import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// The writer reports and diagnostics stream through: chunks hand over the same bytes as one text would, and
/// its JSON strings are `LocatedJSON.stringLiteral`'s, byte for byte.
final class ChunkedWriterJSONTests: XCTestCase {
  func testJSONStringsAreEscapedAsTheJSONReaderWritesThem() {
    let texts = [
      "", "plain", "quote \" and \\ backslash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}", "separators \u{2028}\u{2029} kept apart",
      "é, 日本語, 👩‍👩‍👧, e\u{301}", "\u{E2}\u{80}", "ends with \u{2028}",
      "\u{2028} begins", "runs \"between\" escapes \\ here\n", "€ and ₂ begin with E2 too \u{2029}", "\"\"",
    ]
    for text in texts {
      var bytes: [UInt8] = []
      let writer = ChunkedWriter { bytes += $0 }
      writer.writeJSONString(text)
      writer.finish()
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), LocatedJSON.stringLiteral(text), text.debugDescription)
    }
  }

  func testChunksHandOverWhatOneTextWould() {
    var chunks: [[UInt8]] = []
    let writer = ChunkedWriter(chunkSize: 8) { chunks.append($0) }
    for number in 0..<100 {
      writer.write("line \(number)\n")
      writer.writeJSONString("é\(number)")
    }
    writer.finish()
    XCTAssertGreaterThan(chunks.count, 10)
    XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= 8 })
    let expected = (0..<100).map { "line \($0)\n\"é\($0)\"" }.joined()
    XCTAssertEqual(String(decoding: chunks.joined(), as: UTF8.self), expected)
  }

  func testNumbersAreWrittenAsStringWritesThem() {
    let numbers = [0, 1, 9, 10, 11, 99, 100, 1_234_567, -1, -10, -987, Int.max, Int.min, Int.max - 1, Int.min + 1]
    for number in numbers {
      var bytes: [UInt8] = []
      let writer = ChunkedWriter { bytes += $0 }
      writer.write(number)
      writer.finish()
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(number))  // the standard library is the reference
    }
  }
}
