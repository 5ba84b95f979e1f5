import L10nGenCore

/// Stencil's built-in filters: `default`, `split`, `join`, `indent`, `lowercase`, `uppercase`,
/// `capitalize`.
enum StencilFilters {
  static let all: [String: TemplateFilter] = [
    "default": .withArguments { defaultValue($0, $1) },
    "split": .withArguments { try split($0, $1) },
    "join": .withArguments { try join($0, $1) },
    "indent": .withArguments { try indent($0, $1) },
    "lowercase": .simple { changeCase($0) { $0.lowercased() } },
    "uppercase": .simple { changeCase($0) { $0.uppercased() } },
    "capitalize": .simple { changeCase($0) { $0.capitalized } },
  ]

  /// The first present argument when the value is missing. Stencil also treats the *string*
  /// "nil" as missing (it compares the value's description with "nil"); kept for identical output.
  private static func defaultValue(_ value: TemplateValue, _ arguments: [TemplateValue]) -> TemplateValue {
    switch value {
    case .null: break
    case .string(let string) where string == "nil": break
    default: return value
    }
    return arguments.first { $0 != .null } ?? .null
  }

  private static func split(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    guard arguments.count < 2 else { throw FilterFailure("takes at most one argument") }
    guard case .string(let string) = value else { return value }
    let separator = arguments.first?.renderedText ?? " "
    guard !separator.isEmpty else { return [value] }
    return .array(LiteralSearch.splitting(string, on: separator).map(TemplateValue.string))
  }

  private static func join(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    guard arguments.count < 2 else { throw FilterFailure("takes at most one argument") }
    guard case .array(let elements) = value else { return value }
    return .string(elements.map(\.renderedText).joined(separator: arguments.first?.renderedText ?? ""))
  }

  /// `indent:width,"characters",indentFirst`: indents every non-empty line but the first (unless
  /// `indentFirst`) by `width` copies of `characters` (default 4 spaces).
  private static func indent(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let settings = try indentSettings(arguments)
    return .string(indent(value.renderedText, with: settings.indentation, first: settings.indentFirst))
  }

  /// The indentation and `indentFirst` that `indent`'s arguments ask for.
  static func indentSettings(_ arguments: [TemplateValue]) throws -> (indentation: String, indentFirst: Bool) {
    guard arguments.count <= 3 else { throw FilterFailure("takes at most 3 arguments") }
    var width = 4
    if let argument = arguments.first {
      guard case .int(let int) = argument, int >= 0 else {
        throw FilterFailure("width argument must be a non-negative integer (\(argument.renderedText))")
      }
      width = int
    }
    var unit = " "
    if arguments.count > 1 {
      guard case .string(let string) = arguments[1] else {
        throw FilterFailure("indentation argument must be a string (\(arguments[1].renderedText))")
      }
      unit = string
    }
    var indentFirst = false
    if arguments.count > 2 {
      guard case .bool(let bool) = arguments[2] else {
        throw FilterFailure("indentFirst argument must be a boolean (\(arguments[2].renderedText))")
      }
      indentFirst = bool
    }
    return (String(repeating: unit, count: width), indentFirst)
  }

  /// Lines split on every newline scalar (as `CharacterSet.newlines`, so `\r\n` counts twice) and
  /// joined with `\n`; empty lines stay empty.
  static func indent(_ text: String, with indentation: String, first indentFirst: Bool) -> String {
    guard !indentation.isEmpty else { return text }
    let prefix = Array(indentation.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    if indentFirst { result.append(contentsOf: prefix) }  // even when the first line is empty
    text.utf8.withContiguous { bytes in
      var index = 0
      var lineStart = 0
      while index < bytes.count {
        let newlineLength = newlineLength(at: index, in: bytes)
        guard newlineLength > 0 else {
          index += 1
          continue
        }
        appendLine(bytes[lineStart..<index], indented: lineStart > 0, to: &result, prefix: prefix)
        result.append(UInt8(ascii: "\n"))
        index += newlineLength
        lineStart = index
      }
      appendLine(bytes[lineStart...], indented: lineStart > 0, to: &result, prefix: prefix)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Lines after the first are indented unless empty.
  private static func appendLine(
    _ line: Slice<UnsafeBufferPointer<UInt8>>, indented: Bool, to result: inout [UInt8], prefix: [UInt8]
  ) {
    if indented && !line.isEmpty { result.append(contentsOf: prefix) }
    result.append(contentsOf: line)
  }

  /// Whether a word of UTF-8 may hold the first byte of a newline scalar (`newlineLength`): a byte
  /// below U+000E, or the first byte of U+0085 or U+2028/9.
  @inline(__always)
  static func mayHoldLineBreak(_ word: UInt64) -> Bool {
    ByteWords.hasByte(below: 0x0E, in: word) || ByteWords.hasByte(0xC2, in: word) || ByteWords.hasByte(0xE2, in: word)
  }

  /// The UTF-8 length of the newline scalar at `index` (U+000A…U+000D, U+0085, U+2028, U+2029), or 0.
  static func newlineLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    switch bytes[index] {
    case 0x0A...0x0D:
      return 1
    case 0xC2:
      return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
        return 0
      }
      return 3
    default:
      return 0
    }
  }

  /// Arrays have each element changed (and become arrays of strings), as in Stencil.
  private static func changeCase(_ value: TemplateValue, _ change: (String) -> String) -> TemplateValue {
    if case .array(let elements) = value {
      return .array(elements.map { .string(change($0.renderedText)) })
    }
    return .string(change(value.renderedText))
  }
}
