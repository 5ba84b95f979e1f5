import L10nGenCore

/// l10ngen's own filters, for its built-in templates: `swiftString`, `lines`, `swiftComment` and
/// `reachableTypeName`.
enum SwiftCodeFilters {
  static let all: [String: TemplateFilter] = [
    "swiftString": .simple { .string(swiftStringBody(try FilterArguments.textOrEmpty($0))) },
    "lines": .simple { .array(lines(try FilterArguments.textOrEmpty($0))) },
    "reachableTypeName": .simple { .string(SwiftIdentifier.reachableTypeName(try FilterArguments.textOrEmpty($0))) },
    "swiftComment": .simple { .string(swiftCommentText(try FilterArguments.textOrEmpty($0))) },
  ]

  /// Escapes `string` for use between the quotes of a Swift string literal: `\\`, `\"`, `\n`,
  /// `\r`, `\t`, `\0`, and `\u{…}` for every other control character and U+2028/U+2029. The
  /// result is always a valid literal body (no interpolation, no raw newline).
  ///
  /// Works on UTF-8 bytes (it runs for every key and text of a table): the characters to escape
  /// are ASCII, C1 controls (`C2 80`…`C2 9F`) and `E2 80 A8`/`A9`; text without any is returned as is.
  static func swiftStringBody(_ string: String) -> String {
    escaping(string, clear: { !mayNeedEscape($0, commentOnly: false) }, length: escapeLength, escape: appendEscape)
  }

  /// Whether a word of UTF-8 may hold a character that a string literal (or, `commentOnly`, a
  /// comment) escapes: a control character, `"`, `\`, or the first byte of U+0080…U+009F or U+2028/9.
  @inline(__always)
  private static func mayNeedEscape(_ word: UInt64, commentOnly: Bool) -> Bool {
    ByteWords.hasByte(below: 0x20, in: word) || ByteWords.hasByte(0x7F, in: word) || ByteWords.hasByte(0xC2, in: word)
      || ByteWords.hasByte(0xE2, in: word)
      || (!commentOnly && (ByteWords.hasByte(0x22, in: word) || ByteWords.hasByte(0x5C, in: word)))
  }

  /// `string` with each character that `length` finds (its UTF-8 length, 0 for the others)
  /// replaced by what `escape` appends; the string itself when there is none.
  @inline(__always)
  private static func escaping(
    _ string: String,
    clear: (UInt64) -> Bool,
    length: (UnsafeBufferPointer<UInt8>, Int) -> Int,
    escape: (Slice<UnsafeBufferPointer<UInt8>>, inout [UInt8]) -> Void
  ) -> String {
    var string = string
    return string.withUTF8 { bytes -> String? in
      var index = ByteWords.firstIndex(in: bytes, from: 0, wordsWhere: clear) { length(bytes, $0) > 0 }
      guard index < bytes.count else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 16)
      result.append(contentsOf: bytes[..<index])
      while index < bytes.count {
        let characterLength = length(bytes, index)
        guard characterLength > 0 else {
          result.append(bytes[index])
          index += 1
          continue
        }
        escape(bytes[index..<(index + characterLength)], &result)
        index += characterLength
      }
      return String(decoding: result, as: UTF8.self)
    } ?? string
  }

  /// The UTF-8 length of the character at `index` when it must be escaped, else 0.
  private static func escapeLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    switch bytes[index] {
    case 0x00..<0x20, 0x22, 0x5C, 0x7F: return 1
    case 0xC2: return index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0
    case 0xE2:
      return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  private static func appendEscape(_ character: Slice<UnsafeBufferPointer<UInt8>>, to result: inout [UInt8]) {
    if character.count == 1 {
      switch character.first! {
      case 0x5C:
        result += [0x5C, 0x5C]
        return
      case 0x22:
        result += [0x5C, 0x22]
        return
      case 0x0A:
        result += [0x5C, UInt8(ascii: "n")]
        return
      case 0x0D:
        result += [0x5C, UInt8(ascii: "r")]
        return
      case 0x09:
        result += [0x5C, UInt8(ascii: "t")]
        return
      case 0x00:
        result += [0x5C, UInt8(ascii: "0")]
        return
      default: break
      }
    }
    appendScalarEscape(character, to: &result)
  }

  /// `\u{…}` for an escaped character of one to three UTF-8 bytes: an ASCII control, a C1 control
  /// (`C2 80`…`C2 9F`) or U+2028/U+2029 (`E2 80 A8`/`A9`), the only ones the filters escape.
  private static func appendScalarEscape(_ character: Slice<UnsafeBufferPointer<UInt8>>, to result: inout [UInt8]) {
    let scalar: UInt32
    switch character.count {
    case 1: scalar = UInt32(character.first!)
    case 2: scalar = UInt32(character.last! & 0x3F) | 0x80
    default: scalar = 0x2000 | UInt32(character.last! & 0x3F)
    }
    result += Array("\\u{\(String(scalar, radix: 16, uppercase: true))}".utf8)
  }

  /// Splits on `\r\n`, `\r` and `\n` (and the other line breaks, see `lineBreakLength`); "" gives
  /// [""], a final newline gives a final "". Byte-wise; text without a break is returned as is.
  static func lines(_ string: String) -> [TemplateValue] {
    var string = string
    return string.withUTF8 { bytes -> [TemplateValue]? in
      var index = ByteWords.firstIndex(in: bytes, from: 0, wordsWhere: { !StencilFilters.mayHoldLineBreak($0) }) {
        lineBreakLength(bytes, at: $0) > 0
      }
      // Most texts are one line: the text itself, with no array of strings made and converted.
      guard index < bytes.count else { return nil }
      var lines: [TemplateValue] = []
      var lineStart = 0
      while index < bytes.count {
        lines.append(.string(String(decoding: bytes[lineStart..<index], as: UTF8.self)))
        index += lineBreakLength(bytes, at: index)
        lineStart = index
        index = ByteWords.firstIndex(in: bytes, from: index, wordsWhere: { !StencilFilters.mayHoldLineBreak($0) }) {
          lineBreakLength(bytes, at: $0) > 0
        }
      }
      lines.append(.string(String(decoding: bytes[lineStart...], as: UTF8.self)))
      return lines
    } ?? [.string(string)]
  }

  /// The UTF-8 length of the line break at `index` (`\r\n` is one), or 0. The breaks are every
  /// character Foundation's `CharacterSet.newlines` holds — the ones Stencil's `indent` filter
  /// breaks lines at — so that a line from `lines` stays one line after `indent` (a doc comment
  /// holding U+2028 would otherwise spill onto a code line).
  private static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch bytes[index] {
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0x0A...0x0C: return 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// One line of text made safe for a `//` comment: control characters (a NUL is a compiler
  /// warning, line breaks would end the comment) become `\u{…}`; tabs and all else stay.
  ///
  /// Byte-wise, as `swiftStringBody` (it runs for every comment line of a table): the control
  /// characters (general category Cc, fixed by Unicode's stability policy) are U+0000…U+001F and
  /// U+007F…U+009F, and the other line breaks U+2028/U+2029; text without any is returned as is.
  static func swiftCommentText(_ string: String) -> String {
    escaping(string, clear: { !mayNeedEscape($0, commentOnly: true) }, length: commentEscapeLength, escape: appendScalarEscape)
  }

  /// The UTF-8 length of the character at `index` when a comment must escape it, else 0.
  private static func commentEscapeLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    switch bytes[index] {
    case 0x09: return 0
    case 0x00..<0x20, 0x7F: return 1
    case 0xC2, 0xE2: return escapeLength(bytes, index)
    default: return 0
    }
  }
}
