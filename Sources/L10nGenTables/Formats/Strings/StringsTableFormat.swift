import L10nGenCore

/// The one form `l10ngen format` writes a text `.strings` table in: one entry a line,
/// `"key" = "value";`, a blank line between entries; each entry's comments above it, the file's
/// header comment at the top, a comment after an entry on its line kept there; keys and values
/// quoted with `"` and the fewest escapes that read back the same (`\"`, `\\`, `\n`, `\t`, `\r`, and
/// `\U` with four hex digits for other control characters); the file's line endings kept.
///
/// What Foundation reads of the file never changes: a key written twice keeps the value Foundation
/// keeps (the later one), with a warning; the result is read back and compared before it is given.
public enum StringsTableFormat {
  public struct Result: Equatable, Sendable {
    /// The formatted text, as UTF-8.
    public var utf8: [UInt8]
    /// The keys, in the order written.
    public var keys: [String]
    public var warnings: [LocatedWarning]
  }

  /// A `.strings` file's bytes in this form, in their own encoding: a binary or XML property list, or
  /// UTF-32, is left as it is (`FormatError.unsupported`); UTF-16 without a byte order mark, which
  /// Foundation cannot read, is the reader's error.
  static func formatFile(_ bytes: [UInt8], path: String, order: KeyOrder) throws -> TableFormatter.Result {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw FormatError.unsupported(path: path, reason: "a binary property list; format the text table it is made from")
    }
    guard let (utf8, encoding) = TextEncoding.decode(bytes) else {
      // The reader's own error says where the text goes wrong.
      _ = try TableTextDecoder.utf8(from: Data(bytes), path: path)
      throw FormatError.unsupported(path: path, reason: "UTF-32; save it as UTF-8 or UTF-16")
    }
    if case .utf16(_, byteOrderMark: false) = encoding {
      // Foundation cannot read it; writing it so again would keep it unread.
      _ = try TableTextDecoder.utf8(from: Data(bytes), path: path)
    }
    if utf8.first(where: { ![0x09, 0x0A, 0x0D, 0x20].contains($0) }) == UInt8(ascii: "<") {
      throw FormatError.unsupported(path: path, reason: "an XML property list; Xcode's .strings tables are text")
    }
    let result = try format(utf8, path: path, order: order)
    return TableFormatter.Result(path: path, original: bytes, formatted: encoding.encode(result.utf8), keys: result.keys, warnings: result.warnings)
  }

  public static func format(_ utf8: [UInt8], path: String, order: KeyOrder) throws -> Result {
    var parser = StringsTextParser(bytes: utf8, path: path)
    parser.recordsLayout = true
    let entries = try parser.parse(keepingDuplicateKeys: true)
    let spans = parser.entrySpans
    let newline = Self.newline(of: utf8)
    var warnings: [LocatedWarning] = []

    // Each comment goes with the entry after it, or after it on its line, or to the file's header
    // or end.
    var leading = [[Range<Int>]](repeating: [], count: entries.count)
    var trailing = [Range<Int>?](repeating: nil, count: entries.count)
    var ending: [Range<Int>] = []
    var next = 0
    for comment in parser.commentSpans {
      while next < spans.count, spans[next].upperBound <= comment.lowerBound { next += 1 }
      if next > 0, trailing[next - 1] == nil, !contains(newlineIn: spans[next - 1].upperBound..<comment.upperBound, of: utf8),
        next == spans.count || comment.upperBound <= spans[next].lowerBound
      {
        trailing[next - 1] = comment
      } else if next < spans.count {
        leading[next].append(comment)
      } else {
        ending.append(comment)
      }
    }
    // The header: the comments before the first entry, but for those right above it (no blank line
    // between them and it).
    var header: [Range<Int>] = []
    if !entries.isEmpty, !leading[0].isEmpty {
      var split = leading[0].count
      var end = spans[0].lowerBound
      // A comment inside the first entry (`"app.name" = /* brand name */ "Acme";`) is the entry's.
      while split > 0, leading[0][split - 1].lowerBound >= end { split -= 1 }
      while split > 0, !hasBlankLine(leading[0][split - 1].upperBound..<end, of: utf8) {
        split -= 1
        end = leading[0][split].lowerBound
      }
      header = Array(leading[0][..<split])
      leading[0].removeFirst(split)
    } else if entries.isEmpty {
      header = ending
      ending = []
    }

    // A key written twice: Foundation keeps the later entry; the earlier one's comments go with it.
    var last = [ExactKey: Int](minimumCapacity: entries.count)
    for index in entries.indices { last[ExactKey(entries[index].key)] = index }
    var kept: [Int] = []
    for index in entries.indices {
      let keeper = last[ExactKey(entries[index].key)]!
      if keeper == index {
        kept.append(index)
        continue
      }
      warnings.append(
        LocatedWarning(
          location: entries[keeper].location,
          message: DuplicateKey(kept: entries[keeper], earlier: entries[index]).message + "; format keeps that entry and removes the one before",
          kind: .duplicateKey))
      let moved = leading[index] + (trailing[index].map { [$0] } ?? [])
      let texts = Set(leading[keeper].map { utf8[$0] })
      leading[keeper].insert(contentsOf: moved.filter { !texts.contains(utf8[$0]) }, at: 0)
    }

    let (arranged, extra) = order.arrange(kept.map { entries[$0].key })
    for position in extra {
      let entry = entries[kept[position]]
      warnings.append(
        LocatedWarning(
          location: entry.location, message: "key \(entry.key.debugDescription) is not in the development table: written after its keys"))
    }

    var output: [UInt8] = []
    output.reserveCapacity(utf8.count + utf8.count / 8)
    func write(comments: [Range<Int>], blankLinesBetween: Bool) {
      for (number, comment) in comments.enumerated() {
        if number > 0, blankLinesBetween, hasBlankLine(comments[number - 1].upperBound..<comment.lowerBound, of: utf8) { output += newline }
        appendComment(comment)
        output += newline
      }
    }
    func appendComment(_ comment: Range<Int>) {
      // Its own line endings become the file's.
      var index = comment.lowerBound
      while index < comment.upperBound {
        if utf8[index] == 0x0D, index + 1 < comment.upperBound, utf8[index + 1] == 0x0A {
          output += newline
          index += 2
        } else if utf8[index] == 0x0A {
          output += newline
          index += 1
        } else {
          output.append(utf8[index])
          index += 1
        }
      }
    }
    write(comments: header, blankLinesBetween: true)
    var keys: [String] = []
    keys.reserveCapacity(arranged.count)
    for position in arranged {
      let index = kept[position]
      if !output.isEmpty { output += newline }
      write(comments: leading[index], blankLinesBetween: true)
      let entry = entries[index]
      quote(entry.key, into: &output)
      output += Array(" = ".utf8)
      quote(entry.value, into: &output)
      output.append(UInt8(ascii: ";"))
      if let comment = trailing[index] {
        output.append(UInt8(ascii: " "))
        appendComment(comment)
      }
      output += newline
      keys.append(entry.key)
    }
    if !ending.isEmpty {
      if !output.isEmpty { output += newline }
      write(comments: ending, blankLinesBetween: true)
    }

    // A table with nothing in it stays one line long: Foundation cannot read an empty file.
    if output.isEmpty, !utf8.isEmpty { output = newline }

    // Read back: the same keys and values, or nothing is given.
    var check = StringsTextParser(bytes: output, path: path)
    let reread = try check.parse(keepingDuplicateKeys: true)
    let before = Dictionary(entries.map { (ExactKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    let after = Dictionary(reread.map { (ExactKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    guard before == after, reread.count == after.count else {
      let changed =
        before.keys.map(\.text).sorted().first { before[ExactKey($0)] != after[ExactKey($0)] }
        ?? after.keys.map(\.text).sorted().first { before[ExactKey($0)] == nil } ?? ""
      throw FormatError.wouldChangeMeaning(path: path, detail: "key \(changed.debugDescription)")
    }
    return Result(utf8: output, keys: keys, warnings: warnings)
  }

  /// `text` quoted, with the fewest escapes that read back the same.
  static func quote(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var bytes = text.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &output)
      case 0xC2:
        // U+0080 to U+009F, the C1 control characters, are C2 80 to C2 9F in UTF-8.
        guard let second = bytes.next() else { return }
        if (0x80...0x9F).contains(second) {
          appendUnicodeEscape(UInt32(second), to: &output)
        } else {
          output += [byte, second]
        }
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
    let hex = Array("0123456789ABCDEF".utf8)
    output += [UInt8(ascii: "\\"), UInt8(ascii: "U")]
    for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
  }

  /// The file's line ending: CR LF when most of its lines end so, LF otherwise.
  static func newline(of utf8: [UInt8]) -> [UInt8] {
    var crlf = 0
    var lf = 0
    for index in utf8.indices where utf8[index] == 0x0A {
      if index > 0, utf8[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    return crlf > lf ? [0x0D, 0x0A] : [0x0A]
  }

  private static func contains(newlineIn range: Range<Int>, of utf8: [UInt8]) -> Bool {
    utf8[range].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// Whether `range` holds an empty line: two line ends with only white space between them.
  private static func hasBlankLine(_ range: Range<Int>, of utf8: [UInt8]) -> Bool {
    var lineEnds = 0
    var index = range.lowerBound
    while index < range.upperBound {
      switch utf8[index] {
      case 0x0A:
        lineEnds += 1
        if lineEnds == 2 { return true }
      case 0x0D:
        if index + 1 < range.upperBound, utf8[index + 1] == 0x0A { index += 1 }
        lineEnds += 1
        if lineEnds == 2 { return true }
      case 0x20, 0x09:
        break
      default:
        lineEnds = 0
      }
      index += 1
    }
    return false
  }
}
