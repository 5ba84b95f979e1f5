import Foundation
import L10nGenCore

/// `l10ngen sync` on a text `.strings` table, its layout kept: each key added as
/// `/* comment */` and `"key" = "value";` (the value the lookup shows without it), a blank line
/// before it, at the end of the table, or in its place when the table is sorted A to Z; each key
/// removed with the comments right above it (no blank line between) and its line, so that a table
/// `l10ngen format` wrote stays as it would write it. A `.strings` table has nowhere to mark a key:
/// unused keys are left and listed unless pruned.
///
/// The result is read back: it must hold the same entries, but for those added and removed.
enum StringsEdit {
  static func edit(_ bytes: [UInt8], path: String, _ edit: TableEdit) throws -> TableEditResult {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw FormatError.unsupported(path: path, reason: "a binary property list; sync the text table it is made from")
    }
    guard let (utf8, encoding) = TextEncoding.decode(bytes) else {
      _ = try TableTextDecoder.utf8(from: Data(bytes), path: path)
      throw FormatError.unsupported(path: path, reason: "UTF-32; save it as UTF-8 or UTF-16")
    }
    if utf8.first(where: { ![0x09, 0x0A, 0x0D, 0x20].contains($0) }) == UInt8(ascii: "<") {
      throw FormatError.unsupported(path: path, reason: "an XML property list; Xcode's .strings tables are text")
    }
    let original = try Layout(utf8, path: path)
    var result = TableEditResult(path: path, original: bytes, edited: bytes)
    let newline = StringsTableFormat.newline(of: utf8)

    // Removed first: each unused key's lines (every entry of it, as Foundation reads the last).
    var output = utf8
    var removedKeys = Set<ExactKey>()
    if edit.prune {
      var ranges: [Range<Int>] = []
      for (number, entry) in original.entries.enumerated() where edit.unused.contains(entry.key) {
        removedKeys.insert(ExactKey(entry.key))
        ranges.append(original.lines(ofEntry: number))
      }
      result.removed = ordered(original.entries.map(\.key).filter { removedKeys.contains(ExactKey($0)) })
      output = removing(ranges, from: utf8)
    } else {
      result.unmarked = ordered(original.entries.map(\.key).filter { edit.unused.contains($0) })
    }

    // Then added: at the end, or in order in a table sorted A to Z.
    let existing = Set(original.entries.map { ExactKey($0.key) })
    var seen = Set<ExactKey>()
    let additions = edit.additions.filter { !existing.contains(ExactKey($0.key)) && seen.insert(ExactKey($0.key)).inserted }
    if !additions.isEmpty {
      let pruned = try Layout(output, path: path)
      let entries = pruned.entries
      let isSorted = entries.count >= 2 && zip(entries, entries.dropFirst()).allSatisfy { !KeyOrder.precedes($1.key, $0.key) }
      var splice = TextSplice()
      var atEnd: [UInt8] = []
      for addition in additions {
        var text: [UInt8] = []
        if let comment = addition.comment {
          text += Array("/* ".utf8) + Array(comment.replacingOccurrences(of: "*/", with: "* /").utf8) + Array(" */".utf8) + newline
        }
        StringsTableFormat.quote(addition.key, into: &text)
        text += Array(" = ".utf8)
        StringsTableFormat.quote(addition.shown, into: &text)
        text += [UInt8(ascii: ";")] + newline
        if isSorted, let before = entries.indices.first(where: { KeyOrder.precedes(addition.key, entries[$0].key) }) {
          splice.insert(text + newline, at: pruned.blockStart[before])
        } else {
          atEnd += (atEnd.isEmpty ? [] : newline) + text
        }
        result.added.append(addition.key)
      }
      if !atEnd.isEmpty {
        // After the last line, a blank line between it and the table's text.
        var end = output.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(output[end - 1]) { end -= 1 }
        let lead = end == 0 ? [] : newline + newline
        splice.replace(end..<output.count, with: lead + atEnd)
      }
      output = splice.applied(to: output)
    }
    guard output != utf8 else { return result }
    // A table with nothing in it stays one line long: Foundation cannot read an empty file.
    if output.isEmpty { output = newline }

    // Read back: the same entries, but for those added and removed.
    var check = StringsTextParser(bytes: output, path: path)
    let reread = try check.parse(keepingDuplicateKeys: true)
    var expected = Dictionary(original.entries.map { (ExactKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    for key in removedKeys { expected[key] = nil }
    for addition in additions { expected[ExactKey(addition.key)] = addition.shown }
    let after = Dictionary(reread.map { (ExactKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
    guard expected == after else {
      let changed = (Set(expected.keys).union(after.keys)).map(\.text).sorted().first { expected[ExactKey($0)] != after[ExactKey($0)] } ?? ""
      throw FormatError.wouldChangeMeaning(path: path, detail: "key \(changed.debugDescription)")
    }
    result.edited = encoding.encode(output)
    return result
  }

  /// A table's entries, and where the lines of each start: its own, or those of the comments right
  /// above it (nothing but white space before them on their line, no blank line after them).
  private struct Layout {
    var entries: [ParsedEntry]
    var spans: [Range<Int>]
    var blockStart: [Int]
    let utf8: [UInt8]

    init(_ utf8: [UInt8], path: String) throws {
      self.utf8 = utf8
      var parser = StringsTextParser(bytes: utf8, path: path)
      parser.recordsLayout = true
      entries = try parser.parse(keepingDuplicateKeys: true)
      spans = parser.entrySpans
      let comments = parser.commentSpans
      var starts: [Int] = []
      var nextComment = comments.count - 1
      for (number, span) in spans.enumerated().reversed() {
        let previousEnd = number > 0 ? spans[number - 1].upperBound : 0
        // Its line's start, unless something else ends on that line before it (another entry, a
        // value over several lines, the `{` of a table in braces): then the entry itself.
        let lineStart = TextSplice.line(of: span.lowerBound, in: utf8).lowerBound
        var start = lineStart >= previousEnd && TextSplice.isBlank(lineStart..<span.lowerBound, in: utf8) ? lineStart : span.lowerBound
        while nextComment >= 0, comments[nextComment].lowerBound >= span.lowerBound { nextComment -= 1 }
        while nextComment >= 0, comments[nextComment].lowerBound >= previousEnd {
          let comment = comments[nextComment]
          let line = TextSplice.line(of: comment.lowerBound, in: utf8)
          guard start < span.lowerBound || start == lineStart, line.lowerBound >= previousEnd,
            TextSplice.isBlank(line.lowerBound..<comment.lowerBound, in: utf8),
            !StringsEdit.hasBlankLine(comment.upperBound..<max(comment.upperBound, start), in: utf8)
          else { break }
          start = line.lowerBound
          nextComment -= 1
        }
        starts.append(start)
      }
      blockStart = starts.reversed()
    }

    /// The bytes of entry `number` and the comments right above it: whole lines when nothing else
    /// is on them (a comment after it on its line is its own), else the entry alone.
    func lines(ofEntry number: Int) -> Range<Int> {
      let endLine = TextSplice.line(of: spans[number].upperBound, in: utf8)
      let nextStart = number + 1 < spans.count ? spans[number + 1].lowerBound : utf8.count
      let firstLine = TextSplice.line(of: blockStart[number], in: utf8)
      guard nextStart >= endLine.upperBound, TextSplice.isBlank(firstLine.lowerBound..<blockStart[number], in: utf8) else {
        return spans[number]
      }
      return firstLine.lowerBound..<endLine.upperBound
    }
  }

  /// `utf8` without `ranges`, and without the blank lines their going leaves doubled: one blank line
  /// stays between what was before and after them, none at the start or end of the text.
  private static func removing(_ ranges: [Range<Int>], from utf8: [UInt8]) -> [UInt8] {
    // Ranges with only blank lines between them are one.
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, last.upperBound >= range.lowerBound || TextSplice.isBlank(last.upperBound..<range.lowerBound, in: utf8) {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    var splice = TextSplice()
    for var range in merged {
      let isWholeLines =
        (range.lowerBound == 0 || utf8[range.lowerBound - 1] == 0x0A) && (range.upperBound == utf8.count || utf8[range.upperBound - 1] == 0x0A)
      if isWholeLines {
        // The blank lines after it, and before it.
        var after = range.upperBound
        while after < utf8.count, case let line = TextSplice.line(of: after, in: utf8), TextSplice.isBlank(line, in: utf8) { after = line.upperBound }
        var before = range.lowerBound
        while before > 0, case let line = TextSplice.line(of: before - 1, in: utf8), TextSplice.isBlank(line, in: utf8) { before = line.lowerBound }
        if after == utf8.count || before == 0 {
          // At the end or the start: no blank line is left there.
          range = (after == utf8.count ? before : range.lowerBound)..<(before == 0 ? after : range.upperBound)
        } else if before < range.lowerBound {
          // Blank lines before it already part what stays.
          range = range.lowerBound..<after
        }
      }
      splice.remove(range)
    }
    return splice.applied(to: utf8)
  }

  /// Each key once, in file order.
  private static func ordered(_ keys: [String]) -> [String] {
    var seen = Set<ExactKey>()
    return keys.filter { seen.insert(ExactKey($0)).inserted }
  }

  /// Whether `range` holds an empty line.
  fileprivate static func hasBlankLine(_ range: Range<Int>, in utf8: [UInt8]) -> Bool {
    var lineEnds = 0
    for byte in utf8[range] {
      switch byte {
      case 0x0A:
        lineEnds += 1
        if lineEnds == 2 { return true }
      case 0x20, 0x09, 0x0D: break
      default: lineEnds = 0
      }
    }
    return false
  }
}
