/// One token of Swift source, as `SwiftScanner` reads it: where it is and what it is. Comments and
/// white space are not tokens; a string literal is one token, its interpolations included.
public struct SwiftToken: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A name or keyword (`NSLocalizedString`, `let`, `` `default` `` with its backticks).
    case identifier
    /// A string literal: where its text is and how to read it. `StringLiteral.value(in:)` gives the
    /// text, read only when asked, as most literals of a file are never a key.
    case string(StringLiteral)
    /// A number, a regular expression literal, or any other literal that is no key.
    case literal
    /// One of `( ) [ ] { } , : ; .` and `?` or `!` after an expression.
    case punctuation(UInt8)
    /// An operator (`+`, `==`, `??`, `->`).
    case `operator`
    /// A compiler directive: `#if`, `#elseif`, `#else`, `#endif`, and other `#` words (`#selector`).
    case directive(String)
  }

  public var kind: Kind
  /// The token's bytes in the file.
  public var range: Range<Int>

  public init(kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  public func isPunctuation(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return kind == .punctuation(ascii)
  }
}

/// Where a string literal's text is and how it is written: what it takes to read its value.
public struct StringLiteral: Equatable, Sendable {
  /// The bytes between the delimiters.
  public var contents: Range<Int>
  /// The `#`s of a raw literal (`#"…"#`: 1).
  public var hashes: Int
  public var isMultiLine: Bool
  /// Whether it has an interpolation (`"\(name)"`): then it has no single text, and is never a key.
  public var isInterpolated: Bool
  /// Whether its closing delimiter was found.
  public var isClosed: Bool

  public init(contents: Range<Int>, hashes: Int, isMultiLine: Bool, isInterpolated: Bool, isClosed: Bool) {
    self.contents = contents
    self.hashes = hashes
    self.isMultiLine = isMultiLine
    self.isInterpolated = isInterpolated
    self.isClosed = isClosed
  }

  /// Its text as Swift reads it, from the file's `bytes`; nil for a literal with interpolations,
  /// one left open, or one whose escapes or indentation Swift would reject.
  public func value(in bytes: [UInt8]) -> String? {
    guard isClosed, !isInterpolated else { return nil }
    return isMultiLine ? SwiftScanner.decodeMultiLine(bytes[contents], hashes: hashes) : SwiftScanner.decode(bytes[contents], hashes: hashes)
  }

  /// The literal parts of a single-line literal with interpolations, as Swift reads them, in order
  /// around each interpolation (`"status.\(code)"`: `["status.", ""]`); nil for any other literal,
  /// or one whose parts do not read.
  public func literalParts(in bytes: [UInt8]) -> [String]? {
    interpolation(in: bytes)?.parts
  }

  /// The literal parts of a single-line literal with interpolations (`literalParts`), and the bytes
  /// of each interpolated value's expression (`code` in `\(code)`).
  public func interpolation(in bytes: [UInt8]) -> (parts: [String], values: [Range<Int>])? {
    guard isClosed, isInterpolated, !isMultiLine else { return nil }
    let delimiter = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes) + [UInt8(ascii: "(")]
    var parts: [String] = []
    var values: [Range<Int>] = []
    var start = contents.lowerBound
    var index = contents.lowerBound
    while index < contents.upperBound {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      guard index + delimiter.count <= contents.upperBound, bytes[index..<index + delimiter.count].elementsEqual(delimiter) else {
        // Another escape (its character is never a delimiter), or a raw literal's plain backslash.
        let isEscape = index + 1 + hashes <= contents.upperBound && bytes[(index + 1)..<(index + 1 + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
        index += isEscape ? 2 + hashes : 1
        continue
      }
      guard let part = SwiftScanner.decode(bytes[start..<index], hashes: hashes) else { return nil }
      parts.append(part)
      // The interpolation's expression, to its closing parenthesis, over the one-line strings inside
      // it (`\(String(format: "%.1f", x))`).
      var depth = 1
      index += delimiter.count
      let valueStart = index
      while index < contents.upperBound, depth > 0 {
        switch bytes[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: "\""):
          index += 1
          while index < contents.upperBound, bytes[index] != UInt8(ascii: "\"") {
            // A string inside with interpolations of its own is past reading here.
            if bytes[index] == UInt8(ascii: "\\") {
              guard index + 1 < contents.upperBound, bytes[index + 1] != UInt8(ascii: "(") else { return nil }
              index += 1
            }
            index += 1
          }
        default: break
        }
        index += 1
      }
      guard depth == 0 else { return nil }
      values.append(valueStart..<(index - 1))
      start = index
    }
    guard let last = SwiftScanner.decode(bytes[start..<contents.upperBound], hashes: hashes) else { return nil }
    parts.append(last)
    return (parts, values)
  }
}
