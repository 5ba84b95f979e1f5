/// SwiftGen 6's blank-line handling (StencilSwiftKit's `StencilSwiftTemplate`), for custom
/// templates written against it: tags are not trimmed, so every line holding only tags renders as
/// an empty line; afterwards runs of empty lines collapse, except blank lines the template author
/// wrote, which were marked with a vertical tab before parsing.
enum LegacySpacing {
  private static let newline = UInt8(ascii: "\n")
  private static let marker: UInt8 = 0x0B
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  /// Marks intentional blank lines: `\n\n` → `\n\u{0B}\n`, twice, as StencilSwiftKit does (so
  /// three newlines in a row are all kept).
  static func markBlankLines(_ source: String) -> String {
    let marked = replacing([newline, newline], with: [newline, marker, newline], in: Array(source.utf8))
    return String(decoding: replacing([newline, newline], with: [newline, marker, newline], in: marked), as: UTF8.self)
  }

  /// After rendering: `\n([ \t]*\n)+` → `\n`, then the marks are turned back into blank lines.
  static func removeUnmarkedBlankLines(_ output: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let unmarked = [newline, newline]
    let marked = [newline, marker, newline]
    return replacing(marked, with: unmarked, in: replacing(marked, with: unmarked, in: collapsingBlankLines(output)))
  }

  private static func collapsingBlankLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      result.append(byte)
      index += 1
      guard byte == newline else { continue }
      // Swallow every following line made of spaces and tabs only.
      var probe = index
      while true {
        var end = probe
        while end < bytes.count, bytes[end] == space || bytes[end] == tab { end += 1 }
        guard end < bytes.count, bytes[end] == newline else { break }
        probe = end + 1
        index = probe
      }
    }
    return result
  }

  /// Left-to-right, non-overlapping replacement of an ASCII byte sequence (safe on UTF-8: ASCII
  /// bytes never occur inside a multi-byte scalar).
  private static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 8)
    var copied = 0
    var index = 0
    while index + target.count <= bytes.count {
      if bytes[index] == target[0], bytes[index..<(index + target.count)].elementsEqual(target) {
        result.append(contentsOf: bytes[copied..<index])
        result.append(contentsOf: replacement)
        index += target.count
        copied = index
      } else {
        index += 1
      }
    }
    result.append(contentsOf: bytes[copied...])
    return result
  }
}
