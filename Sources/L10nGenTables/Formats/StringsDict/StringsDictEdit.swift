import Foundation
import L10nGenCore

/// `l10ngen sync` on a `.stringsdict`: nothing is added (a plural is written by a person, never
/// made up from a lookup) and nothing can be marked; with `prune`, each unused key's entry is removed
/// with its lines, from its `<key>` line to the line before the next entry's (or the closing
/// `</dict>`), the rest kept as written. The result is read back: the other entries read the same.
enum StringsDictEdit {
  static func edit(_ bytes: [UInt8], path: String, _ edit: TableEdit) throws -> TableEditResult {
    var result = TableEditResult(path: path, original: bytes, edited: bytes)
    guard let root = LocatedPlistReader.read(Data(bytes), path: path), case .dictionary(let members) = root.value else {
      throw FormatError.unsupported(path: path, reason: "not an XML property list whose root is a dictionary")
    }
    let unused = members.map(\.key).filter { edit.unused.contains($0) }
    guard edit.prune else {
      result.unmarked = unused
      return result
    }
    guard !unused.isEmpty else { return result }
    guard let (utf8, encoding) = TextEncoding.decode(bytes) else { throw FormatError.unsupported(path: path, reason: "not UTF-8 or UTF-16 text") }
    var lineStarts = [0]
    for (index, byte) in utf8.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    func start(ofLine line: Int) -> Int { line - 1 < lineStarts.count ? lineStarts[line - 1] : utf8.count }
    // The root's closing `</dict>`: the last one before `</plist>`.
    guard let plistEnd = lastRange(of: Array("</plist>".utf8), in: utf8, before: utf8.count),
      let rootEnd = lastRange(of: Array("</dict>".utf8), in: utf8, before: plistEnd.lowerBound)
    else { throw FormatError.unsupported(path: path, reason: "its root dictionary's end was not found") }
    let rootEndLine = TextSplice.line(of: rootEnd.lowerBound, in: utf8)
    var splice = TextSplice()
    for (number, member) in members.enumerated() where edit.unused.contains(member.key) {
      let from = start(ofLine: member.keyLocation.line)
      let to = number + 1 < members.count ? start(ofLine: members[number + 1].keyLocation.line) : rootEndLine.lowerBound
      // Each entry on lines of its own, or it is left as it is.
      guard from < to, starts(keyStart(from, in: utf8), with: "<key>", in: utf8),
        number + 1 == members.count
          ? starts(keyStart(to, in: utf8), with: "</dict>", in: utf8) : starts(keyStart(to, in: utf8), with: "<key>", in: utf8)
      else {
        throw FormatError.unsupported(path: path, reason: "entry \(member.key.debugDescription) does not have lines of its own")
      }
      splice.remove(from..<to)
      result.removed.append(member.key)
    }
    let output = splice.applied(to: utf8)
    guard let reread = LocatedPlistReader.read(Data(output), path: path), case .dictionary(let after) = reread.value else {
      throw FormatError.wouldChangeMeaning(path: path, detail: "it no longer reads")
    }
    let expected = members.filter { !edit.unused.contains($0.key) }
    guard expected.count == after.count, zip(expected, after).allSatisfy({ $0.key == $1.key && sameValue($0.value, $1.value) }) else {
      throw FormatError.wouldChangeMeaning(path: path, detail: "its other entries")
    }
    result.edited = encoding.encode(output)
    return result
  }

  /// Whether `utf8` holds `text` at `offset`.
  private static func starts(_ offset: Int, with text: String, in utf8: [UInt8]) -> Bool {
    let bytes = Array(text.utf8)
    return offset + bytes.count <= utf8.count && utf8[offset..<offset + bytes.count].elementsEqual(bytes)
  }

  /// Where the first thing other than white space is on the line starting at `offset`.
  private static func keyStart(_ offset: Int, in utf8: [UInt8]) -> Int {
    var index = offset
    while index < utf8.count, utf8[index] == 0x20 || utf8[index] == 0x09 { index += 1 }
    return index
  }

  private static func lastRange(of needle: [UInt8], in utf8: [UInt8], before end: Int) -> Range<Int>? {
    var start = end - needle.count
    while start >= 0 {
      if utf8[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
      start -= 1
    }
    return nil
  }

  /// Whether two values read the same, wherever they are written.
  private static func sameValue(_ a: LocatedPlist, _ b: LocatedPlist) -> Bool {
    switch (a.value, b.value) {
    case (.dictionary(let first), .dictionary(let second)):
      return first.count == second.count && zip(first, second).allSatisfy { $0.key == $1.key && sameValue($0.value, $1.value) }
    case (.array(let first), .array(let second)):
      return first.count == second.count && zip(first, second).allSatisfy { sameValue($0, $1) }
    default:
      return a.value == b.value
    }
  }
}
