/// The encoding a text file is written in, read from its first bytes, so that a tool that rewrites
/// it writes it back the same way: UTF-8 (with its byte-order mark, if it has one) or UTF-16 (with
/// or without one; without, told by the zero bytes that ASCII text has in UTF-16). Line endings are
/// bytes like any other and are not part of it.
public enum TextEncoding: Equatable, Sendable {
  case utf8(byteOrderMark: Bool)
  case utf16(bigEndian: Bool, byteOrderMark: Bool)

  /// The text of `bytes` as UTF-8 and its encoding; nil when they are neither valid UTF-8 nor
  /// valid UTF-16.
  public static func decode(_ bytes: [UInt8]) -> (utf8: [UInt8], encoding: TextEncoding)? {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      let bigEndian = bytes[0] == 0xFE
      return utf8(fromUTF16: bytes.dropFirst(2), bigEndian: bigEndian).map { ($0, .utf16(bigEndian: bigEndian, byteOrderMark: true)) }
    }
    if bytes.count >= 2, bytes.count % 2 == 0, (bytes[0] == 0) != (bytes[1] == 0) {
      let bigEndian = bytes[0] == 0
      return utf8(fromUTF16: bytes[...], bigEndian: bigEndian).map { ($0, .utf16(bigEndian: bigEndian, byteOrderMark: false)) }
    }
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let content = Array(bytes.dropFirst(hasMark ? 3 : 0))
    // Valid UTF-8 decodes without replacement characters, to the same bytes (ASCII always does).
    guard content.allSatisfy({ $0 < 0x80 }) || String(decoding: content, as: UTF8.self).utf8.elementsEqual(content) else { return nil }
    return (content, .utf8(byteOrderMark: hasMark))
  }

  /// `utf8` written in this encoding.
  public func encode(_ utf8: [UInt8]) -> [UInt8] {
    switch self {
    case .utf8(let mark):
      return (mark ? [0xEF, 0xBB, 0xBF] : []) + utf8
    case .utf16(let bigEndian, let mark):
      var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
      bytes.reserveCapacity(bytes.count + utf8.count * 2)
      for unit in String(decoding: utf8, as: UTF8.self).utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        if bigEndian {
          bytes.append(high)
          bytes.append(low)
        } else {
          bytes.append(low)
          bytes.append(high)
        }
      }
      return bytes
    }
  }

  private static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
    guard bytes.count % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units.count)
    var iterator = units.makeIterator()
    var decoder = Unicode.UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): utf8.append(contentsOf: UTF8.encode(scalar)!)
      case .emptyInput: return utf8
      case .error: return nil
      }
    }
  }
}
