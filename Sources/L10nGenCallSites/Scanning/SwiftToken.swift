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
}
