/// Requests that cannot be carried out, whatever the tables say.
public enum GenerationError: LocatedError, Equatable {
  case unknownTemplate(name: String, available: [String])
  case unreadableTemplate(path: String, reason: String)
  case unknownOption(key: String)
  case invalidOption(key: String, value: String, expected: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadableTemplate(let path, _): return SourceLocation(file: path, line: 1, column: 1)
    default: return nil
    }
  }

  public var message: String {
    switch self {
    case let .unknownTemplate(name, available):
      return "no built-in template named '\(name)' (available: \(available.joined(separator: ", ")); or use --template-path FILE)"
    case let .unreadableTemplate(_, reason):
      return "cannot read template: \(reason)"
    case let .unknownOption(key):
      return "unknown option '\(key)' (known: \(StringsOptions.known.joined(separator: ", ")))"
    case let .invalidOption(key, value, expected):
      return "option '\(key)=\(value)': expected \(expected)"
    }
  }
}
