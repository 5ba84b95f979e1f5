/// One `%` sequence of a format string, read the way Foundation's `String(format:)` reads it
/// (CoreFoundation's `__CFParseFormatSpec`): flags, width, precision and length may come in any order
/// before the conversion, and a sequence Foundation does not understand is kept as `.invalid`.
public struct FormatSpecifier: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A conversion that consumes an argument.
    case argument(Conversion)
    /// `%%`, a literal percent sign.
    case percent
    /// `%#@name@`: a `.stringsdict` variable (it consumes an argument, like `%@`).
    case variable(name: String)
    /// Not a specifier to Foundation: it prints the character after `%` and consumes nothing
    /// (`%k`, `%'d`, `%0$@`, a `%` at the end of the string).
    case invalid
  }

  /// The conversion character, which decides the argument's type.
  public enum Conversion: Character, Equatable, Sendable, CaseIterable {
    case object = "@"
    case decimal = "d"
    case upperDecimal = "D"
    case integer = "i"
    case octal = "o"
    case upperOctal = "O"
    case unsigned = "u"
    case upperUnsigned = "U"
    case hex = "x"
    case upperHex = "X"
    case float = "f"
    case upperFloat = "F"
    case exponent = "e"
    case upperExponent = "E"
    case general = "g"
    case upperGeneral = "G"
    case hexFloat = "a"
    case upperHexFloat = "A"
    case character = "c"
    case unichar = "C"
    case cString = "s"
    case unicharString = "S"
    case pointer = "p"
    case pascalString = "P"
    case writtenCount = "n"
  }

  /// The raw sequence, e.g. `%1$-5.2lf`.
  public var text: String
  /// Offset of the `%`, in Characters from the start of the string.
  public var offset: Int
  /// The explicit argument position `n$` (1-based), nil for a sequential specifier.
  public var position: Int?
  /// The flag characters (`-`, `+`, space, `#`, `0`) in the order written.
  public var flags: String
  public var width: FieldAmount?
  public var precision: FieldAmount?
  public var length: LengthModifier?
  public var kind: Kind
  /// The name of a named placeholder, `%1$(count)lld` in String Catalogs.
  public var name: String?
  /// True for an argument with the space flag, like the `% o` Foundation reads in "50% off": almost
  /// always a literal percent sign followed by a word, not a placeholder. Left for a linter to report.
  public var isSuspicious: Bool

  public init(
    text: String, offset: Int, position: Int? = nil, flags: String = "", width: FieldAmount? = nil,
    precision: FieldAmount? = nil, length: LengthModifier? = nil, kind: Kind, name: String? = nil,
    isSuspicious: Bool = false
  ) {
    self.text = text
    self.offset = offset
    self.position = position
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.kind = kind
    self.name = name
    self.isSuspicious = isSuspicious
  }
}
