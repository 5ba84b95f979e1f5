/// A source file's text as UTF-8, what the scanner reads, and the encoding it is written in, to
/// write it back the same way: UTF-8 (with its byte order mark, if it has one) or UTF-16 with a
/// byte order mark, as Xcode may save it. Line endings are bytes like any other and stay as they are.
public struct SourceText: Equatable, Sendable {
  public enum Encoding: Equatable, Sendable {
    case utf8(byteOrderMark: Bool)
    case utf16(bigEndian: Bool)
  }

  public var utf8: [UInt8]
  public var encoding: Encoding

  /// Nil when the bytes are neither UTF-8 nor UTF-16 with a byte order mark.
  public init?(bytes: [UInt8]) {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      let bigEndian = bytes[0] == 0xFE
      guard bytes.count % 2 == 0 else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2 - 1)
      var index = 2
      while index < bytes.count {
        units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
        index += 2
      }
      var utf8: [UInt8] = []
      for scalar in Unicode.UTF16.decode(units) {
        guard let scalar else { return nil }
        utf8.append(contentsOf: UTF8.encode(scalar)!)
      }
      self.utf8 = utf8
      self.encoding = .utf16(bigEndian: bigEndian)
      return
    }
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let content = Array(bytes.dropFirst(hasMark ? 3 : 0))
    // Valid UTF-8 decodes without replacement characters, to the same bytes (ASCII always does).
    guard content.allSatisfy({ $0 < 0x80 }) || String(decoding: content, as: UTF8.self).utf8.elementsEqual(content) else { return nil }
    self.utf8 = content
    self.encoding = .utf8(byteOrderMark: hasMark)
  }

  /// `utf8` written in this text's encoding.
  public func encoded(_ utf8: [UInt8]) -> [UInt8] {
    switch encoding {
    case .utf8(let mark):
      return (mark ? [0xEF, 0xBB, 0xBF] : []) + utf8
    case .utf16(let bigEndian):
      var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in String(decoding: utf8, as: UTF8.self).utf16 {
        let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
      }
      return bytes
    }
  }
}

extension Unicode.UTF16 {
  /// The scalars of `units`, nil for each unpaired surrogate.
  fileprivate static func decode(_ units: [UInt16]) -> [Unicode.Scalar?] {
    var scalars: [Unicode.Scalar?] = []
    var iterator = units.makeIterator()
    var decoder = Unicode.UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: scalars.append(nil)
      }
    }
  }
}
