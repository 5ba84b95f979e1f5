/// Changes to a text, each a range of its bytes and what takes its place, made at once: what
/// `l10ngen sync` does to a table it keeps in its own layout, touching only the lines it means to.
struct TextSplice {
  private var changes: [(range: Range<Int>, replacement: [UInt8])] = []

  mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) { changes.append((range, replacement)) }
  mutating func insert(_ text: [UInt8], at offset: Int) { changes.append((offset..<offset, text)) }
  mutating func remove(_ range: Range<Int>) { changes.append((range, [])) }

  var isEmpty: Bool { changes.isEmpty }

  /// `bytes` with the changes made; insertions at one offset keep the order they were given.
  func applied(to bytes: [UInt8]) -> [UInt8] {
    let ordered = changes.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.element.replacement.count })
    var copied = 0
    for (_, change) in ordered {
      let start = max(copied, change.range.lowerBound)
      output += bytes[copied..<start]
      output += change.replacement
      copied = max(start, change.range.upperBound)
    }
    output += bytes[copied...]
    return output
  }

  /// The line `offset` is on: where it starts, and where the next one does (after its line end).
  static func line(of offset: Int, in bytes: [UInt8]) -> Range<Int> {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = min(offset, bytes.count)
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return start..<min(bytes.count, end + 1)
  }

  /// Whether `range` holds only spaces, tabs and line ends.
  static func isBlank(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }
}
