/// One token of Swift source, as `SwiftScanner` reads it: where it is and what it is. Comments and
/// white space are not tokens; a string literal is one token, its interpolations included.
public struct SwiftToken: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A name or keyword (`NSLocalizedString`, `let`, `` `default` `` with its backticks).
    case identifier
    /// A string literal. `value` is its text when it has no interpolation; nil otherwise (an
    /// interpolated literal is never a key).
    case string(value: String?)
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
