/// A config file that cannot be used, with where and why.
public enum ConfigError: LocatedError, Equatable {
  case unreadable(path: String, reason: String)
  case invalidJSON(location: SourceLocation, reason: String)
  /// A value of the wrong kind, or a missing required key; `keyPath` like `strings[0].outputs[1].template`.
  case invalidValue(path: String, keyPath: String, expected: String)
  case unknownKey(path: String, keyPath: String, known: [String])
  case undefinedVariable(path: String, keyPath: String, name: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadable(let path, _), .invalidValue(let path, _, _), .unknownKey(let path, _, _),
      .undefinedVariable(let path, _, _):
      return SourceLocation(file: path, line: 1, column: 1)
    case .invalidJSON(let location, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case let .unreadable(_, reason): return "cannot read config: \(reason)"
    case let .invalidJSON(_, reason): return "invalid JSON: \(reason)"
    case let .invalidValue(_, keyPath, expected): return "'\(keyPath)' must be \(expected)"
    case let .unknownKey(_, keyPath, known):
      let last = String(keyPath.split(separator: ".").last ?? Substring(keyPath))
      return "unknown key '\(keyPath)'\(Suggestion.phrase(for: last, among: known)) (known keys: \(known.joined(separator: ", ")))"
    case let .undefinedVariable(_, keyPath, name):
      return "'\(keyPath)' uses ${\(name)}, which is not set in the environment"
    }
  }
}
