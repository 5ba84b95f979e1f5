/// Entries whose content cannot become an accessor.
public enum CatalogError: LocatedError, Equatable {
  /// The placeholders of a value cannot be typed (e.g. one slot used with two types).
  case invalidPlaceholders(key: String, reason: String, location: SourceLocation)
  /// A table format this version does not read yet.
  case unsupportedFormat(path: String, format: String)

  public var location: SourceLocation? {
    switch self {
    case .invalidPlaceholders(_, _, let location): return location
    case .unsupportedFormat(let path, _): return SourceLocation(file: path, line: 1, column: 1)
    }
  }

  public var message: String {
    switch self {
    case let .invalidPlaceholders(key, reason, _):
      return "value of key \"\(key)\": \(reason)"
    case let .unsupportedFormat(_, format):
      return ".\(format) tables are not supported yet; pass the table's .strings file only"
    }
  }
}
