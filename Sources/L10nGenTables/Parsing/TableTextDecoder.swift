import L10nGenCore

/// Reads the bytes of a text table into validated UTF-8, the one form the text parser works on.
///
/// Accepts what Foundation accepts for `.strings` files: UTF-8 with or without a byte-order mark,
/// UTF-16 and UTF-32 with a byte-order mark. UTF-16 without one, recognised by its zero bytes
/// (ASCII text never has any), Foundation reads as UTF-8 and fails on (swift-corelibs'
/// `PropertyListSerialization`: "Unexpected character"): an error, as the app would show the
/// table's keys; JSON (`acceptsUnmarkedUTF16`) is read as JSON readers read it, by its zero bytes.
/// Invalid bytes are errors that point at the line, never a silent replacement.
enum TableTextDecoder {
  static func utf8(from data: Data, path: String, acceptsUnmarkedUTF16: Bool = false) throws -> [UInt8] {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try validatedUTF8(Array(bytes.dropFirst(3)), path: path)
    }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      return try utf8(fromUTF32: bytes.dropFirst(4), littleEndian: true, path: path)
    }
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return try utf8(fromUTF32: bytes.dropFirst(4), littleEndian: false, path: path)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return try utf8(fromUTF16: bytes.dropFirst(2), littleEndian: true, path: path)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return try utf8(fromUTF16: bytes.dropFirst(2), littleEndian: false, path: path)
    }
    if bytes.count >= 2 && bytes.count % 2 == 0 && (bytes[0] == 0) != (bytes[1] == 0) {
      guard acceptsUnmarkedUTF16 else { throw StringsParseError.unmarkedUTF16(SourceLocation(file: path, line: 1, column: 1)) }
      return try utf8(fromUTF16: bytes[...], littleEndian: bytes[1] == 0, path: path)
    }
    return try validatedUTF8(bytes, path: path)
  }

  private static func validatedUTF8(_ bytes: [UInt8], path: String) throws -> [UInt8] {
    if bytes.withUnsafeBufferPointer(isValidUTF8) { return bytes }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    var tracker = TextPositionTracker(bytes: Array(bytes[..<offset]), file: path)
    throw StringsParseError.invalidUTF8(tracker.location(of: offset), byte: bytes[offset])
  }

  /// Whether `bytes` is UTF-8. Words of ASCII, most of a table, are skipped eight bytes at a time;
  /// the standard library validates the stretches between them, which begin and end next to an
  /// ASCII byte, so that no character is cut in two.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while true {
      let start = ByteWords.skipping(bytes, from: index, wordsWhere: { !ByteWords.hasNonASCII($0) })
      guard start < bytes.count else { return true }
      // To the next word of ASCII, or to the end when none is left whole.
      var end = ByteWords.skipping(bytes, from: min(start + 8, bytes.count), wordsWhere: { ByteWords.hasNonASCII($0) })
      if end + 8 > bytes.count { end = bytes.count }
      guard String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil else { return false }
      index = end
    }
  }

  /// Transcodes by hand: the standard library's generic UTF-16 validation is several times slower
  /// on large tables, and stopping at the first unpaired surrogate gives the error's position.
  private static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, littleEndian: Bool, path: String) throws -> [UInt8] {
    func unit(at index: Int) -> UInt32 {
      let first = UInt32(bytes[index])
      let second = UInt32(bytes[index + 1])
      return littleEndian ? first | second << 8 : first << 8 | second
    }
    var text = [UInt8]()
    text.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      var scalar = unit(at: index)
      index += 2
      if (0xD800...0xDFFF).contains(scalar) {
        guard scalar <= 0xDBFF, index + 1 < bytes.endIndex, case let low = unit(at: index), (0xDC00...0xDFFF).contains(low) else {
          var tracker = TextPositionTracker(bytes: text, file: path)
          let hex = String(scalar, radix: 16, uppercase: true)
          throw StringsParseError.invalidUTF16(tracker.location(of: text.count), problem: "unpaired surrogate 0x\(hex)")
        }
        index += 2
        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
      }
      appendUTF8(scalar, to: &text)
    }
    if bytes.count % 2 != 0 {
      var tracker = TextPositionTracker(bytes: text, file: path)
      throw StringsParseError.invalidUTF16(tracker.location(of: text.count), problem: "odd number of bytes")
    }
    return text
  }

  private static func utf8(fromUTF32 bytes: ArraySlice<UInt8>, littleEndian: Bool, path: String) throws -> [UInt8] {
    var text = [UInt8]()
    text.reserveCapacity(bytes.count / 4)
    var index = bytes.startIndex
    while index + 3 < bytes.endIndex {
      let units = bytes[index..<index + 4].map(UInt32.init)
      let scalar =
        littleEndian
        ? units[0] | units[1] << 8 | units[2] << 16 | units[3] << 24 : units[0] << 24 | units[1] << 16 | units[2] << 8 | units[3]
      guard scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        var tracker = TextPositionTracker(bytes: text, file: path)
        throw StringsParseError.invalidUTF32(
          tracker.location(of: text.count), problem: "0x\(String(scalar, radix: 16, uppercase: true)) is no Unicode scalar")
      }
      appendUTF8(scalar, to: &text)
      index += 4
    }
    if bytes.count % 4 != 0 {
      var tracker = TextPositionTracker(bytes: text, file: path)
      throw StringsParseError.invalidUTF32(tracker.location(of: text.count), problem: "the length is not a multiple of 4 bytes")
    }
    return text
  }

  private static func appendUTF8(_ scalar: UInt32, to text: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      text.append(UInt8(scalar))
    case ..<0x800:
      text.append(UInt8(0xC0 | scalar >> 6))
      text.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      text.append(UInt8(0xE0 | scalar >> 12))
      text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      text.append(UInt8(0x80 | scalar & 0x3F))
    default:
      text.append(UInt8(0xF0 | scalar >> 18))
      text.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      text.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
