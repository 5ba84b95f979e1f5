/// Keys that cannot become Swift declarations.
public enum KeyTreeError: LocatedError, Equatable {
  /// Two keys become the same Swift name in one scope.
  case collision(key: String, location: SourceLocation, otherKey: String, otherLocation: SourceLocation, name: String, scope: String)
  /// A key (or one of its components) has no character a Swift identifier can use.
  case noIdentifier(key: String, component: String?, location: SourceLocation)
  /// A key splits into more levels than generated code (and the Swift compiler) can nest.
  case tooDeep(key: String, levels: Int, limit: Int, separator: String, location: SourceLocation)
  /// Two tables become the same enum name.
  case tableCollision(table: String, otherTable: String, name: String, location: SourceLocation?)

  public var location: SourceLocation? {
    switch self {
    case .collision(_, let location, _, _, _, _), .noIdentifier(_, _, let location), .tooDeep(_, _, _, _, let location):
      return location
    case .tableCollision(_, _, _, let location): return location
    }
  }

  public var message: String {
    switch self {
    case let .collision(key, _, otherKey, otherLocation, name, scope):
      return "key \(quoted(key)) and key \(quoted(otherKey)) (\(otherLocation)) both become the Swift name '\(name)' in \(scope); rename one of them"
    case let .noIdentifier(key, component?, _):
      return "key \(quoted(key)): component \(quoted(component)) gives no Swift identifier (it has no letter, digit or underscore)"
    case let .noIdentifier(key, nil, _):
      return "key \(quoted(key)) gives no Swift identifier (it has no letter, digit or underscore)"
    case let .tooDeep(key, levels, limit, separator, _):
      let shown = key.count > 80 ? String(key.prefix(80)) + "…" : key
      return "key \(quoted(shown)) splits into \(levels) levels on \(quoted(separator)); at most \(limit) are supported (shorten the key, or choose another separator with --option separator=…)"
    case let .tableCollision(table, otherTable, name, _):
      return "tables \(quoted(table)) and \(quoted(otherTable)) both become the Swift enum '\(name)'; rename one of them"
    }
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\t", with: "\\t") + "\""
  }
}
