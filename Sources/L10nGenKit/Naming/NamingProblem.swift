/// Why a key or a table gets no accessor: its name would not compile.
public enum NamingProblem: LocatedError, Equatable {
  /// Two keys become the same Swift name in one scope.
  case collision(key: String, location: SourceLocation, otherKey: String, otherLocation: SourceLocation, name: String, scope: String)
  /// A key (or one of its components) has no character a Swift identifier can use.
  case noIdentifier(key: String, component: String?, location: SourceLocation)
  /// A key splits into more levels than generated code (and the Swift compiler) can nest.
  case tooDeep(key: String, levels: Int, limit: Int, separator: String, location: SourceLocation)
  /// A key becomes a name the generated file declares itself, or refers to from inside the levels.
  case reserved(key: String, location: SourceLocation, name: String, scope: String)
  /// Two tables become the same enum name.
  case tableCollision(table: String, otherTable: String, name: String, location: SourceLocation?)
  /// A table's name gives no enum name, or one the file declares itself.
  case tableName(table: String, name: String?, location: SourceLocation?)

  public var location: SourceLocation? {
    switch self {
    case .collision(_, let location, _, _, _, _), .noIdentifier(_, _, let location), .tooDeep(_, _, _, _, let location),
      .reserved(_, let location, _, _):
      return location
    case .tableCollision(_, _, _, let location), .tableName(_, _, let location): return location
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
    case let .reserved(key, _, name, scope):
      return "key \(quoted(key)) becomes the Swift name '\(name)' in \(scope), which the generated file declares or refers to itself; rename the key"
    case let .tableCollision(table, otherTable, name, _):
      return "tables \(quoted(table)) and \(quoted(otherTable)) both become the Swift enum '\(name)'; rename one of them"
    case let .tableName(table, name?, _):
      return "table \(quoted(table)) becomes the Swift enum '\(name)', which the generated file declares or refers to itself; rename the table"
    case let .tableName(table, nil, _):
      return "table \(quoted(table)) gives no Swift enum name (it has no letter, digit or underscore); rename the table"
    }
  }

  /// The same as a warning: what is left out, and why.
  public var warning: LocatedWarning {
    let what: String
    switch self {
    case .tableCollision, .tableName: what = "the table gets no accessors; its lookups still work at run time"
    case .collision: what = "neither gets an accessor; their lookups still work at run time"
    default: what = "it gets no accessor; its lookup still works at run time"
    }
    return LocatedWarning(location: location, message: message + " (" + what + ")", kind: .unnamedKey)
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
      .replacingOccurrences(of: "\t", with: "\\t") + "\""
  }
}
