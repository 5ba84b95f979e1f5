import L10nGenCore

/// Requests that cannot be carried out, whatever the tables say.
public enum GenerationError: LocatedError, Equatable {
  case unknownTemplate(name: String, available: [String])
  case unreadableTemplate(path: String, reason: String)
  case unknownOption(key: String)
  case invalidOption(key: String, value: String, expected: String)
  /// A param the built-in template does not know (a typo would otherwise pass silently).
  case unknownParam(name: String, template: String, known: [String])
  case invalidParam(name: String, value: String, expected: String)
  /// Two outputs of one run would write one file: the second would silently replace the first.
  case sameOutputTwice(path: String)
  /// One of the others, where a config writes what it is about.
  indirect case at(SourceLocation, GenerationError)

  /// This error at `location`, when there is one and it has none of its own.
  public func placed(at location: SourceLocation?) -> GenerationError {
    guard let location, self.location == nil else { return self }
    return .at(location, self)
  }

  /// Whether it is the request that is malformed (a template name, an option, a param), not the
  /// inputs: a usage error, exit status 2 wherever it is made.
  public var isUsage: Bool {
    switch self {
    case .unknownTemplate, .unknownOption, .invalidOption, .unknownParam, .invalidParam: return true
    case .unreadableTemplate, .sameOutputTwice: return false
    case .at(_, let error): return error.isUsage
    }
  }

  public var location: SourceLocation? {
    switch self {
    case .unreadableTemplate(let path, _): return SourceLocation(file: path, line: 1, column: 1)
    case .at(let location, _): return location
    default: return nil
    }
  }

  public var message: String {
    switch self {
    case .unknownTemplate(let name, let available):
      return
        "no built-in template named '\(name)'\(Suggestion.phrase(for: name, among: available)) (available: \(available.joined(separator: ", ")); or use --template-path FILE)"
    case .unreadableTemplate(_, let reason):
      return "cannot read template: \(reason)"
    case .unknownOption(let key):
      return
        "unknown option '\(key)'\(Suggestion.phrase(for: key, among: StringsOptions.known)) (known: \(StringsOptions.known.joined(separator: ", ")))"
    case .invalidOption(let key, let value, let expected):
      return "option '\(key)=\(value)': expected \(expected)"
    case .unknownParam(let name, let template, let known):
      return "template \(template) has no param '\(name)'\(Suggestion.phrase(for: name, among: known)) (its params: \(known.joined(separator: ", ")))"
    case .invalidParam(let name, let value, let expected):
      return "param '\(name)=\(value)': expected \(expected)"
    case .sameOutputTwice(let path):
      return "two outputs write \(path): each run would write it twice, and --check could never pass; give each output its own file"
    case .at(_, let error):
      return error.message
    }
  }
}
