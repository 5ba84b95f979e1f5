import L10nGenCore

/// Everything that can be wrong with a `.strings` table, one case per malformation.
///
/// Foundation silently accepts some of these (an unterminated comment, text after a stray `;`, a
/// duplicate key); we report them because each one loses or changes a translation without a word.
public enum StringsParseError: LocatedError, Equatable, Sendable {
  /// The file could not be read at all (missing, a directory, no permission).
  case unreadableFile(path: String, reason: String)
  case invalidUTF8(SourceLocation, byte: UInt8)
  case invalidUTF16(SourceLocation, problem: String)
  /// UTF-16 without a byte-order mark, which Foundation reads as UTF-8 and cannot read.
  case unmarkedUTF16(SourceLocation)
  case invalidUTF32(SourceLocation, problem: String)
  case unterminatedString(SourceLocation, quote: Character)
  /// A string that runs over a line break to a quote of a later line, after which the entry is
  /// wrong: most likely its closing quote is missing.
  case stringRunsOn(SourceLocation, quote: Character, closedAt: SourceLocation)
  case unterminatedComment(SourceLocation)
  /// Text that cannot start what the grammar expects at this place (`expected` says what that is).
  case unexpectedCharacter(SourceLocation, found: String, expected: String)
  case missingEquals(SourceLocation, key: String)
  case missingValue(SourceLocation, key: String)
  case missingSemicolon(SourceLocation, key: String)
  case invalidEscape(SourceLocation, sequence: String, reason: String)
  case duplicateKey(SourceLocation, key: String, firstLine: Int)
  /// An XML or binary property list that Foundation cannot read.
  case invalidPropertyList(SourceLocation, reason: String)
  /// A property list whose root is not a dictionary.
  case notADictionary(SourceLocation, found: String)
  case nonStringKey(SourceLocation, found: String)
  case nonStringValue(SourceLocation, key: String, found: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadableFile:
      return nil
    case .invalidUTF8(let location, _), .invalidUTF16(let location, _), .unmarkedUTF16(let location), .invalidUTF32(let location, _),
      .unterminatedString(let location, _), .stringRunsOn(let location, _, _),
      .unterminatedComment(let location), .unexpectedCharacter(let location, _, _), .missingEquals(let location, _),
      .missingValue(let location, _), .missingSemicolon(let location, _), .invalidEscape(let location, _, _),
      .duplicateKey(let location, _, _), .invalidPropertyList(let location, _), .notADictionary(let location, _),
      .nonStringKey(let location, _), .nonStringValue(let location, _, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read \(path.debugDescription): \(reason)"
    case .invalidUTF8(_, let byte):
      return "invalid UTF-8 byte 0x\(hex(byte)); save the table as UTF-8 or as UTF-16 with a byte-order mark"
    case .invalidUTF16(_, let problem):
      return "invalid UTF-16: \(problem)"
    case .unmarkedUTF16:
      return "UTF-16 without a byte-order mark, which Foundation reads as UTF-8 and cannot read (the app shows the keys): "
        + "save the table as UTF-8, or as UTF-16 with a byte-order mark"
    case .invalidUTF32(_, let problem):
      return "invalid UTF-32: \(problem)"
    case .unterminatedString(_, let quote):
      return "unterminated string: the \(quote) opened here is never closed"
    case .stringRunsOn(_, let quote, let closedAt):
      return "unterminated string: the \(quote) opened here is not closed on its line; the next \(quote), at \(closedAt.line):\(closedAt.column), "
        + "closes it, and what follows is not an entry"
    case .unterminatedComment:
      return "unterminated comment: the /* opened here is never closed"
    case .unexpectedCharacter(_, let found, let expected):
      return "unexpected \(found); expected \(expected)"
    case .missingEquals(_, let key):
      return "missing '=' after key \(key.debugDescription)"
    case .missingValue(_, let key):
      return "missing value after '=' for key \(key.debugDescription)"
    case .missingSemicolon(_, let key):
      return "missing ';' after the value of \(key.debugDescription)"
    case .invalidEscape(_, let sequence, let reason):
      return "invalid escape sequence '\(sequence)': \(reason)"
    case .duplicateKey(_, let key, let firstLine):
      return "duplicate key \(key.debugDescription) (first defined at line \(firstLine))"
    case .invalidPropertyList(_, let reason):
      return "invalid property list: \(reason)"
    case .notADictionary(_, let found):
      return "the property list is \(found), expected a dictionary of strings"
    case .nonStringKey(_, let found):
      return "the property list has a key that is \(found), expected a string"
    case .nonStringValue(_, let key, let found):
      return "the value of \(key.debugDescription) is \(found), expected a string"
    }
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16, uppercase: true)
  return byte < 0x10 ? "0" + digits : digits
}
