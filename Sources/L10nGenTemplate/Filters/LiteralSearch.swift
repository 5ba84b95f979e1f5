import L10nGenCore

/// Finding a literal string in text the way Foundation's `replacingOccurrences(of:with:)` and
/// `components(separatedBy:)` do (which Stencil's `replace` and `split` call): only whole
/// characters match, so `"` does not match inside `"` + a combining accent. ASCII targets — all the
/// templates use — are searched byte-wise, many times faster; other targets go to Foundation (replacing is splitting and joining).
enum LiteralSearch {
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    guard let matches = asciiMatches(of: target, in: text) else {
      return text.components(separatedBy: target).joined(separator: replacement)
    }
    guard !matches.isEmpty else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + matches.count * max(0, replacement.utf8.count - target.utf8.count))
    var start = 0
    text.utf8.withContiguous { bytes in
      for match in matches {
        result.append(contentsOf: bytes[start..<match])
        result.append(contentsOf: replacement.utf8)
        start = match + target.utf8.count
      }
      result.append(contentsOf: bytes[start...])
    }
    return String(decoding: result, as: UTF8.self)
  }

  static func splitting(_ text: String, on separator: String) -> [String] {
    guard let matches = asciiMatches(of: separator, in: text) else {
      return text.components(separatedBy: separator)
    }
    var parts: [String] = []
    parts.reserveCapacity(matches.count + 1)
    var start = 0
    text.utf8.withContiguous { bytes in
      for match in matches {
        parts.append(String(decoding: bytes[start..<match], as: UTF8.self))
        start = match + separator.utf8.count
      }
      parts.append(String(decoding: bytes[start...], as: UTF8.self))
    }
    return parts
  }

  /// Byte offsets of the non-overlapping matches of an ASCII `target` that start and end on
  /// character boundaries; nil when `target` is empty or not ASCII.
  private static func asciiMatches(of target: String, in text: String) -> [Int]? {
    let needle = Array(target.utf8)
    guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 }) else { return nil }
    var matches: [Int] = []
    text.utf8.withContiguous { bytes in
      var index = 0
      let last = bytes.count - needle.count
      while index <= last {
        guard bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle),
          isCharacterBoundary(index, in: bytes, text), isCharacterBoundary(index + needle.count, in: bytes, text)
        else {
          index += 1
          continue
        }
        matches.append(index)
        index += needle.count
      }
    }
    return matches
  }

  /// Between two ASCII scalars there is always a character boundary, except inside `\r\n`;
  /// elsewhere ask the string.
  private static func isCharacterBoundary(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
    guard offset > 0, offset < bytes.count else { return true }
    let before = bytes[offset - 1]
    let after = bytes[offset]
    if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return index.samePosition(in: text) != nil
  }
}

extension String.UTF8View {
  /// The bytes as one buffer (copied only for the rare non-contiguous, bridged string).
  func withContiguous<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    if let result = try withContiguousStorageIfAvailable(body) { return result }
    return try Array(self).withUnsafeBufferPointer(body)
  }
}
