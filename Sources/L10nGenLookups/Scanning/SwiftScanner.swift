/// Reads Swift source into tokens, enough to find lookups and never mistake text for code: comments
/// (nested block comments too), string literals of every kind (multi-line, raw `#"…"#`, with
/// interpolations that hold strings and comments of their own) and `#/…/#` regular expressions are
/// read whole. Bare `/…/` regular expressions are read as operators, as Swift 5 mode reads them.
///
/// Never fails: an unterminated literal or comment ends at the end of its line or of the file, and
/// `isComplete` says so, so that a file the scanner cannot read whole is left as it is.
public struct SwiftScanner {
  public let bytes: [UInt8]
  public private(set) var tokens: [SwiftToken] = []
  /// The code of each interpolation (`\(…)`) of the file's string literals, as tokens of its own,
  /// from after its `(` to before its `)`: a literal stays one token in `tokens`, and the code inside
  /// is read here. An interpolation inside another's code has its own entry.
  public private(set) var interpolations: [[SwiftToken]] = []
  /// False when a literal or comment was left open: what follows it may not be code.
  public private(set) var isComplete = true
  /// The bytes of each comment, `//` to the end of its line (the line break not included) or `/*`
  /// to its `*/`, in file order of their ends.
  public private(set) var comments: [Range<Int>] = []
  private var index = 0

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    // Code has about one token for every five bytes.
    tokens.reserveCapacity(bytes.count / 5)
    while let token = nextToken() { tokens.append(token) }
  }

  private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func nextToken() -> SwiftToken? {
    skipSpaceAndComments()
    guard index < bytes.count else { return nil }
    let start = index
    let current = bytes[index]
    switch current {
    case UInt8(ascii: "\""):
      return scanString(hashes: 0, start: start)
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(index + hashes) == UInt8(ascii: "\"") {
        index += hashes
        return scanString(hashes: hashes, start: start)
      }
      if byte(index + hashes) == UInt8(ascii: "/") {
        index += hashes + 1
        skipRegex(hashes: hashes)
        return SwiftToken(kind: .literal, range: start..<index)
      }
      index += 1
      let nameStart = index
      while let next = byte(index), Self.isIdentifierByte(next) { index += 1 }
      return SwiftToken(kind: .directive(String(decoding: bytes[nameStart..<index], as: UTF8.self)), range: start..<index)
    case UInt8(ascii: "`"):
      index += 1
      while let next = byte(index), next != UInt8(ascii: "`"), next != 0x0A { index += 1 }
      if byte(index) == UInt8(ascii: "`") { index += 1 }
      return SwiftToken(kind: .identifier, range: start..<index)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      index += 1
      while let next = byte(index) {
        if Self.isIdentifierByte(next) {
          index += 1
        } else if next == UInt8(ascii: "."), let after = byte(index + 1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after) {
          index += 1
        } else if next == UInt8(ascii: "-") || next == UInt8(ascii: "+"), let before = byte(index - 1),
          Self.isExponent(before, hexadecimal: byte(start + 1) == UInt8(ascii: "x"))
        {
          // `1e-5`, `0x1p-3`: the sign belongs to the number.
          index += 1
        } else {
          break
        }
      }
      return SwiftToken(kind: .literal, range: start..<index)
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
      index += 1
      return SwiftToken(kind: .punctuation(current), range: start..<index)
    case UInt8(ascii: "."):
      if byte(index + 1) == UInt8(ascii: ".") {
        while let next = byte(index), Self.isOperatorByte(next) || next == UInt8(ascii: ".") { index += 1 }
        return SwiftToken(kind: .operator, range: start..<index)
      }
      index += 1
      return SwiftToken(kind: .punctuation(current), range: start..<index)
    case UInt8(ascii: "?"), UInt8(ascii: "!"):
      if let next = byte(index + 1), Self.isOperatorByte(next) {
        while let next = byte(index), Self.isOperatorByte(next) { index += 1 }
        return SwiftToken(kind: .operator, range: start..<index)
      }
      index += 1
      return SwiftToken(kind: .punctuation(current), range: start..<index)
    default:
      if Self.isIdentifierByte(current) || current == UInt8(ascii: "$") {
        index += 1
        while let next = byte(index), Self.isIdentifierByte(next) { index += 1 }
        return SwiftToken(kind: .identifier, range: start..<index)
      }
      if Self.isOperatorByte(current) {
        while let next = byte(index), Self.isOperatorByte(next) {
          // `//` and `/*` start comments even right after an operator.
          if next == UInt8(ascii: "/"), index > start, byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { break }
          index += 1
        }
        return SwiftToken(kind: .operator, range: start..<index)
      }
      index += 1
      return SwiftToken(kind: .operator, range: start..<index)
    }
  }

  /// White space and comments, `/* */` nested as Swift nests them.
  private mutating func skipSpaceAndComments() {
    while index < bytes.count {
      let current = bytes[index]
      if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D || current == 0x0B || current == 0x0C {
        index += 1
      } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
        let start = index
        while let next = byte(index), next != 0x0A { index += 1 }
        comments.append(start..<(byte(index - 1) == 0x0D ? index - 1 : index))
      } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        let start = index
        defer { comments.append(start..<index) }
        index += 2
        var depth = 1
        while depth > 0 {
          guard index < bytes.count else {
            isComplete = false
            return
          }
          if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        }
      } else {
        return
      }
    }
  }

  /// A string literal from its first `"` (after `hashes` `#`s), to its end.
  private mutating func scanString(hashes: Int, start: Int) -> SwiftToken {
    let multiLine = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
    index += multiLine ? 3 : 1
    let contentStart = index
    var interpolated = false
    while true {
      let current = index < bytes.count ? bytes[index] : nil
      if current == nil || (!multiLine && (current == 0x0A || current == 0x0D)) {
        isComplete = false
        let open = StringLiteral(
          contents: contentStart..<index, hashes: hashes, isMultiLine: multiLine, isInterpolated: interpolated, isClosed: false)
        return SwiftToken(kind: .string(open), range: start..<index)
      }
      if current == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
        let after = index + 1 + hashes
        if byte(after) == UInt8(ascii: "(") {
          interpolated = true
          index = after + 1
          skipInterpolation()
        } else {
          index = after + 1
        }
        continue
      }
      if current == UInt8(ascii: "\""), !multiLine || (byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")),
        hasHashes(hashes, at: index + (multiLine ? 3 : 1))
      {
        let contentEnd = index
        index += (multiLine ? 3 : 1) + hashes
        let literal = StringLiteral(
          contents: contentStart..<contentEnd, hashes: hashes, isMultiLine: multiLine, isInterpolated: interpolated, isClosed: true)
        return SwiftToken(kind: .string(literal), range: start..<index)
      }
      index += 1
    }
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
  }

  /// The code of an interpolation, from after its `(` to after its `)`, kept in `interpolations`.
  private mutating func skipInterpolation() {
    var depth = 1
    var code: [SwiftToken] = []
    while depth > 0 {
      guard let token = nextToken() else {
        isComplete = false
        interpolations.append(code)
        return
      }
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") { depth -= 1 }
      if depth > 0 { code.append(token) }
    }
    interpolations.append(code)
  }

  /// A `#/…/#` regular expression, from after its opening `/`.
  private mutating func skipRegex(hashes: Int) {
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
      } else if bytes[index] == UInt8(ascii: "/"), hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        return
      } else {
        index += 1
      }
    }
    isComplete = false
  }

  /// The text of a multi-line literal without interpolations, as Swift reads it: from the line after
  /// the opening `"""` to the line before the closing one, the closing delimiter's indentation taken
  /// off every line, a line ending in `\` joined to the next, then the escapes read. Nil when a line
  /// is not indented as the delimiter is.
  static func decodeMultiLine(_ content: ArraySlice<UInt8>, hashes: Int) -> String? {
    var lines = content.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
      line.last == 0x0D ? line.dropLast() : line
    }
    guard lines.count >= 2, lines[0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    let indentation = lines.removeLast()
    guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    lines.removeFirst()
    var text: [UInt8] = []
    let continuation = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    for (number, line) in lines.enumerated() {
      var line = line
      if line.starts(with: indentation) {
        line = line.dropFirst(indentation.count)
      } else if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        return nil
      } else {
        line = line[line.endIndex...]
      }
      if line.count >= continuation.count, Array(line.suffix(continuation.count)) == continuation {
        text += line.dropLast(continuation.count)
      } else {
        text += line
        if number < lines.count - 1 { text.append(0x0A) }
      }
    }
    return decode(text[...], hashes: hashes)
  }

  /// The text of a one-line literal without interpolations: its escapes read (`\n`, `\u{1F600}`;
  /// with `#`s, `\#n`).
  static func decode(_ content: ArraySlice<UInt8>, hashes: Int) -> String? {
    var result = [UInt8]()
    result.reserveCapacity(content.count)
    var index = content.startIndex
    while index < content.endIndex {
      let current = content[index]
      guard current == UInt8(ascii: "\\"),
        (0..<hashes).allSatisfy({ index + 1 + $0 < content.endIndex && content[index + 1 + $0] == UInt8(ascii: "#") })
      else {
        result.append(current)
        index += 1
        continue
      }
      let escape = index + 1 + hashes
      guard escape < content.endIndex else { return nil }
      switch content[escape] {
      case UInt8(ascii: "0"): result.append(0)
      case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
      case UInt8(ascii: "'"): result.append(UInt8(ascii: "'"))
      case UInt8(ascii: "u"):
        guard escape + 1 < content.endIndex, content[escape + 1] == UInt8(ascii: "{"),
          let close = content[(escape + 2)...].firstIndex(of: UInt8(ascii: "}")),
          let value = UInt32(String(decoding: content[(escape + 2)..<close], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
        index = close + 1
        continue
      default: return nil
      }
      index = escape + 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isExponent(_ byte: UInt8, hexadecimal: Bool) -> Bool {
    hexadecimal ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P") : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }

  /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift allows most in names).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }
}
