import Foundation

/// Reads the bytes of a text table into validated UTF-8, the one form the text parser works on.
///
/// Accepts what Foundation accepts for `.strings` files: UTF-8 with or without a byte-order mark and
/// UTF-16 with a byte-order mark; UTF-16 without one is recognised by its zero bytes (ASCII text
/// never has any). Invalid bytes are errors that point at the line, never a silent replacement.
enum TableTextDecoder {
  static func utf8(from data: Data, path: String) throws -> [UInt8] {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try validatedUTF8(Array(bytes.dropFirst(3)), path: path)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return try utf8(fromUTF16: bytes.dropFirst(2), littleEndian: true, path: path)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return try utf8(fromUTF16: bytes.dropFirst(2), littleEndian: false, path: path)
    }
    if bytes.count >= 2 && bytes.count % 2 == 0 && (bytes[0] == 0) != (bytes[1] == 0) {
      return try utf8(fromUTF16: bytes[...], littleEndian: bytes[1] == 0, path: path)
    }
    return try validatedUTF8(bytes, path: path)
  }

  private static func validatedUTF8(_ bytes: [UInt8], path: String) throws -> [UInt8] {
    if String(validating: bytes, as: UTF8.self) != nil { return bytes }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    var tracker = TextPositionTracker(bytes: Array(bytes[..<offset]), file: path)
    throw StringsParseError.invalidUTF8(tracker.location(of: offset), byte: bytes[offset])
  }

  private static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, littleEndian: Bool, path: String) throws -> [UInt8] {
    var units = [UInt16]()
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var parser = Unicode.UTF16.ForwardParser()
    var iterator = units.makeIterator()
    var offset = 0
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        offset += scalar.count
      case .emptyInput:
        break parsing
      case .error:
        let prefix = Array(String(decoding: units[..<offset], as: UTF16.self).utf8)
        var tracker = TextPositionTracker(bytes: prefix, file: path)
        let unit = String(units[offset], radix: 16, uppercase: true)
        throw StringsParseError.invalidUTF16(tracker.location(of: prefix.count), problem: "unpaired surrogate 0x\(unit)")
      }
    }
    let text = Array(String(decoding: units, as: UTF16.self).utf8)
    if bytes.count % 2 != 0 {
      var tracker = TextPositionTracker(bytes: text, file: path)
      throw StringsParseError.invalidUTF16(tracker.location(of: text.count), problem: "odd number of bytes")
    }
    return text
  }
}
