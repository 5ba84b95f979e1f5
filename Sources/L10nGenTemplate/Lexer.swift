import L10nGenCore

/// Cuts a template into tokens, as Stencil's lexer does: a token starts at `{{`, `{%` or `{#` and
/// ends at the first `}}`, `%}` or `#}` after it. Text between tags is trimmed here, once, for
/// the chosen spacing mode.
struct Lexer {
  let path: String
  let source: String
  let spacing: TemplateSpacing
  /// The name table of the template being parsed, which its tokens carry to the tags' parsers.
  let names: NameTable

  func tokenize() throws -> [Token] {
    let tokens = try scan()
    return tokens.indices.compactMap { index in
      let token = tokens[index]
      guard token.kind == .text else { return token }
      let previous = index > tokens.startIndex ? tokens[index - 1] : nil
      let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
      let text = TextTrimming.trim(
        token.contents,
        afterTag: previous?.kind == .block ? previous?.trailing : nil,
        beforeTag: next?.kind == .block ? next?.leading : nil,
        spacing: spacing
      )
      return text.isEmpty ? nil : Token(kind: .text, contents: text, location: token.location, names: names)
    }
  }

  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")
  private static let closers: [UInt8: UInt8] = [
    UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "%"): UInt8(ascii: "%"), UInt8(ascii: "#"): UInt8(ascii: "#"),
  ]

  private func scan() throws -> [Token] {
    let bytes = Array(source.utf8)
    var tokens: [Token] = []
    var position = LinePosition()
    var textStart = 0
    var textLocation = position
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == Self.openBrace, let closer = Self.closers[bytes[index + 1]] else {
        position.advance(over: bytes[index])
        index += 1
        continue
      }
      if textStart < index {
        tokens.append(Token(kind: .text, contents: decode(bytes[textStart..<index]), location: location(textLocation), names: names))
      }
      let tagLocation = position
      // Like Stencil, the search for the closer starts at the tag's own `{`, so `{%}` is a tag.
      var end = index + 1
      var sawCloser = false
      while end < bytes.count, !(sawCloser && bytes[end] == Self.closeBrace) {
        sawCloser = bytes[end] == closer
        end += 1
      }
      guard end < bytes.count else {
        let opener = decode(bytes[index...(index + 1)])
        let closing = String(UnicodeScalar(closer)) + "}"
        throw TemplateError(
          location: location(tagLocation),
          message: "unclosed '\(opener)': no '\(closing)' after '\(decode(bytes[index..<min(bytes.count, index + 40)]))'"
        )
      }
      for byte in bytes[index...end] { position.advance(over: byte) }
      tokens.append(makeTagToken(decode(bytes[index...end]), at: location(tagLocation)))
      index = end + 1
      textStart = index
      textLocation = position
    }
    if textStart < bytes.count {
      tokens.append(Token(kind: .text, contents: decode(bytes[textStart...]), location: location(textLocation), names: names))
    }
    return tokens
  }

  /// `{% if a -%}` → a block token "if a" with trailing trim.
  private func makeTagToken(_ tag: String, at location: SourceLocation) -> Token {
    let characters = Array(tag)
    var leading = WhitespaceControl.unspecified
    var trailing = WhitespaceControl.unspecified
    let kind: Token.Kind
    switch characters[1] {
    case "{": kind = .variable
    case "%": kind = .block
    default: kind = .comment
    }
    if kind == .block {
      if characters.count > 2 { leading = Self.control(characters[2]) }
      if characters.count >= 3 { trailing = Self.control(characters[characters.count - 3]) }
    }
    let dropStart = 2 + (leading == .unspecified ? 0 : 1)
    let dropEnd = 2 + (trailing == .unspecified ? 0 : 1)
    guard characters.count > dropStart + dropEnd else {
      return Token(kind: kind, contents: "", location: location, names: names, leading: leading, trailing: trailing)
    }
    // Multi-line tags become one line: lines trimmed of spaces, empty ones dropped.
    let inner = String(characters[dropStart..<(characters.count - dropEnd)])
    let contents = inner.split(whereSeparator: \.isNewline)
      .map { $0.trimmingSpaces() }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    return Token(kind: kind, contents: contents, location: location, names: names, leading: leading, trailing: trailing)
  }

  private static func control(_ character: Character) -> WhitespaceControl {
    switch character {
    case "-": return .trim
    case "+": return .keep
    default: return .unspecified
    }
  }

  private func decode(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

  private func location(_ position: LinePosition) -> SourceLocation {
    SourceLocation(file: path, line: position.line, column: position.column)
  }
}

/// Line and column (in Unicode scalars), 1-based, while walking UTF-8 bytes.
private struct LinePosition {
  var line = 1
  var column = 1

  mutating func advance(over byte: UInt8) {
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
      column += 1
    }
  }
}

extension StringProtocol {
  /// Drops spaces (only U+0020, as Stencil does) at both ends.
  func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[first...last])
  }
}
