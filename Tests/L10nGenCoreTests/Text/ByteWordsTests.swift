import L10nGenTestSupport
import XCTest

@testable import L10nGenCore

/// `ByteWords` answers exactly what looking at each byte would: checked against a byte-by-byte
/// reading over words made of every byte value in every position, and over texts of many lengths.
final class ByteWordsTests: XCTestCase {
  private func bytes(of word: UInt64) -> [UInt8] {
    withUnsafeBytes(of: word) { Array($0) }
  }

  func testWordQuestionsAgreeWithLookingAtEachByte() {
    var random = SeededRandom(seed: 1)
    var words: [UInt64] = []
    // Every byte value at every position, among random neighbours (the trick's false positives
    // come from a byte below the limit before another; the answer must still be exact).
    for position in 0..<8 {
      for value in 0...255 {
        let word = random.next() & ~(0xFF << UInt64(position * 8)) | (UInt64(value) << UInt64(position * 8))
        words.append(word)
      }
    }
    for _ in 0..<20_000 { words.append(random.next()) }
    for word in words {
      let parts = bytes(of: word)
      for limit: UInt8 in [1, 0x0E, 0x20, 0x80] {
        XCTAssertEqual(ByteWords.hasByte(below: limit, in: word), parts.contains { $0 < limit }, "word \(String(word, radix: 16)) below \(limit)")
      }
      for byte: UInt8 in [0x00, 0x22, 0x5C, 0x7F, 0xC2, 0xE2, 0xFF] {
        XCTAssertEqual(ByteWords.hasByte(byte, in: word), parts.contains(byte), "word \(String(word, radix: 16)) byte \(byte)")
      }
      XCTAssertEqual(ByteWords.hasNonASCII(word), parts.contains { $0 >= 0x80 })
    }
  }

  func testFirstIndexIsTheFirstByteThatMattersFromAnyStart() {
    var random = SeededRandom(seed: 2)
    for length in 0..<40 {
      for _ in 0..<50 {
        // Mostly letters, now and then a quote: the byte that matters here.
        let text: [UInt8] = (0..<length).map { _ in random.next() % 9 == 0 ? 0x22 : 0x61 + UInt8(random.next() % 26) }
        text.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            let found = ByteWords.firstIndex(
              in: buffer, from: start, wordsWhere: { !ByteWords.hasByte(0x22, in: $0) }, matters: { buffer[$0] == 0x22 })
            XCTAssertEqual(found, text[start...].firstIndex(of: 0x22) ?? length, "\(text) from \(start)")
          }
        }
      }
    }
  }

  func testCountIsHowManyBytesAreTheByte() {
    var random = SeededRandom(seed: 3)
    for length in 0..<40 {
      for _ in 0..<50 {
        // Every byte value now and then, the counted one often, and its neighbours (the values a
        // borrow or a carry between bytes would confuse with it).
        let text: [UInt8] = (0..<length).map { _ in
          switch random.next() % 4 {
          case 0: return 0x3B
          case 1: return [0x3A, 0x3C, 0xBB, 0x00, 0xFF, 0x80, 0x7F][Int(random.next() % 7)]
          default: return UInt8(truncatingIfNeeded: random.next())
          }
        }
        for byte: UInt8 in [0x3B, 0x00, 0xFF, 0x80] {
          XCTAssertEqual(ByteWords.count(of: byte, in: text), text.filter { $0 == byte }.count, "\(text) counting \(byte)")
        }
      }
    }
  }
}
