import XCTest

@testable import L10nGenTables

/// `TableTextDecoder.isValidUTF8` says what the standard library's validation says, for every mix of
/// ASCII runs, characters of two to four bytes, stray continuation bytes, truncated and overlong
/// sequences and surrogates, wherever they fall in the words it skips.
final class TableTextDecoderTests: XCTestCase {
  func testUTF8ValidityIsTheStandardLibrarysAtEveryPlaceInAWord() {
    let pieces: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("ab".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82],
      [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF], Array("\"key\" = \"value\";\n".utf8),
    ]
    var seed: UInt64 = 11
    var invalid = 0
    for length in [1, 2, 3, 7, 12, 30] {
      for _ in 0..<300 {
        var bytes: [UInt8] = []
        for _ in 0..<length {
          seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          // Mostly valid pieces: an invalid one now and then, as a damaged table has.
          let index = Int(seed >> 33) % pieces.count
          bytes += (5...11).contains(index) && seed >> 62 != 0 ? pieces[0] : pieces[index]
        }
        let expected = String(validating: bytes, as: UTF8.self) != nil
        if !expected { invalid += 1 }
        XCTAssertEqual(bytes.withUnsafeBufferPointer(TableTextDecoder.isValidUTF8), expected, "\(bytes)")
      }
    }
    XCTAssertGreaterThan(invalid, 100, "the texts should hold invalid ones too")
  }
}
