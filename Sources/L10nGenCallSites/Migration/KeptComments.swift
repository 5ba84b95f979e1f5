import L10nGenLookups

/// The comments of a rewritten lookup that its replacement would drop: those between its arguments
/// (`"home.title", // keep in sync with the web`), written after the accessor call so that they stay.
/// A `//` comment ends its line: what follows the lookup on it (`),`) is moved before the comment,
/// else goes on the next line, indented as the lookup's first line.
struct KeptComments {
  private let bytes: [UInt8]
  /// The file's comments, in order (`SwiftScanner.comments`).
  private let comments: [Range<Int>]

  init(bytes: [UInt8], comments: [Range<Int>]) {
    self.bytes = bytes
    self.comments = comments
  }

  /// The comments in `range` outside `kept` (the arguments, whose text the replacement keeps).
  func dropped(in range: Range<Int>, keeping kept: [Range<Int>]) -> [Range<Int>] {
    var low = 0
    var high = comments.count
    while low < high {
      let middle = (low + high) / 2
      if comments[middle].lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var found: [Range<Int>] = []
    for comment in comments[low...] {
      guard comment.upperBound <= range.upperBound else { break }
      if !kept.contains(where: { $0.contains(comment.lowerBound) }) { found.append(comment) }
    }
    return found
  }

  /// `call`, the text replacing the lookup at `range`, with the `dropped` comments after it, and
  /// how far the replacement reaches: past `range` over the `)`, `,`, `;`, `]` and `}` that end its
  /// line, when a `//` comment would hide them (`extendsLine`: only where nothing else replaces
  /// those bytes).
  func text(_ call: [UInt8], at range: Range<Int>, dropped: [Range<Int>], extendsLine: Bool) -> (text: [UInt8], end: Int) {
    guard !dropped.isEmpty else { return (call, range.upperBound) }
    let blocks = dropped.filter { bytes[$0.lowerBound + 1] == UInt8(ascii: "*") }
    let lines = dropped.filter { bytes[$0.lowerBound + 1] == UInt8(ascii: "/") }
    var text = call
    for block in blocks { text += spacing(before: block.lowerBound) + bytes[block] }
    guard !lines.isEmpty else { return (text, range.upperBound) }
    // The rest of the lookup's last line: punctuation alone is moved before the comment.
    var end = range.upperBound
    var tail: [UInt8] = []
    var lineEnd = range.upperBound
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
    let rest = bytes[range.upperBound..<lineEnd]
    let closers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "]"), UInt8(ascii: "}")]
    let restIsClosers = rest.allSatisfy { closers.contains($0) || $0 == 0x20 || $0 == 0x09 }
    if extendsLine, restIsClosers {
      tail = rest.filter { $0 != 0x20 && $0 != 0x09 }
      end = lineEnd
    }
    text += tail
    let indentation = self.indentation(of: range.lowerBound)
    for (number, comment) in lines.enumerated() {
      text += (number == 0 ? spacing(before: comment.lowerBound) : [0x0A] + indentation) + bytes[comment]
    }
    // A comment's line ends it: code after it goes on a line of its own.
    if !(restIsClosers && (extendsLine || rest.allSatisfy { $0 == 0x20 || $0 == 0x09 })) { text += [0x0A] + indentation }
    return (text, end)
  }

  /// The spaces and tabs before a comment that follows code on its line (`"home.title",  // …`), so
  /// that it stays as far from the code; one space for a comment that starts its line.
  private func spacing(before offset: Int) -> [UInt8] {
    var start = offset
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    guard start > 0, start < offset, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D else { return [0x20] }
    return Array(bytes[start..<offset])
  }

  /// The spaces and tabs that start the line holding `offset`.
  private func indentation(of offset: Int) -> [UInt8] {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return Array(bytes[start..<end])
  }
}
