import L10nGenCore

/// Why `l10ngen format` leaves a table as it is (besides a table it cannot read, which is the
/// reader's own error).
public enum FormatError: LocatedError, Equatable, Sendable {
  /// The formatted text would not read back as the same table: a defect of the formatter, caught
  /// before anything is written.
  case wouldChangeMeaning(path: String, detail: String)
  /// A form the formatter does not write, named with the reason.
  case unsupported(path: String, reason: String)

  public var location: SourceLocation? {
    switch self {
    case .wouldChangeMeaning(let path, _), .unsupported(let path, _):
      return SourceLocation(file: path, line: 1, column: 1)
    }
  }

  public var message: String {
    switch self {
    case .wouldChangeMeaning(_, let detail):
      return "left as it is: formatting would change what Foundation reads (\(detail)); please report this file"
    case .unsupported(_, let reason):
      return "left as it is: \(reason)"
    }
  }
}
