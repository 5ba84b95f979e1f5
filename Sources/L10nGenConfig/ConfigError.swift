import L10nGenCore

/// A config file that cannot be used, with where and why.
public enum ConfigError: LocatedError, Equatable {
  case unreadable(path: String, reason: String)
  /// No config was named and the default one is not in the folder.
  case noDefaultConfig(folder: String)
  case invalidJSON(location: SourceLocation, reason: String)
  /// A YAML file (a SwiftGen config, most likely) given where l10ngen reads JSON.
  case yaml(path: String)
  /// A value of the wrong kind, or a missing required key; `keyPath` like `strings[0].outputs[1].template`.
  case invalidValue(location: SourceLocation, keyPath: String, expected: String)
  case unknownKey(location: SourceLocation, keyPath: String, known: [String])
  case undefinedVariable(location: SourceLocation, keyPath: String, name: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadable(let path, _), .yaml(let path):
      return SourceLocation(file: path, line: 1, column: 1)
    case .noDefaultConfig:
      return nil
    case .invalidJSON(let location, _), .invalidValue(let location, _, _), .unknownKey(let location, _, _),
      .undefinedVariable(let location, _, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case .unreadable(_, let reason): return "cannot read config: \(reason)"
    case .noDefaultConfig(let folder):
      return """
        no l10ngen.json in \(folder). Either write one for the tables under this folder:
            l10ngen init                      (or 'l10ngen init --from swiftgen.yml' to convert a SwiftGen config)
        or generate without a config:
            l10ngen strings --template structured-swift6 --output L10n.swift Resources/en.lproj
        or name a config with --config FILE.
        """
    case .invalidJSON(_, let reason): return "invalid JSON: \(reason)"
    case .yaml(let path):
      return "this is YAML, and an l10ngen config is JSON; if it is a SwiftGen config, 'l10ngen init --from \(path)' converts it"
    case .invalidValue(_, let keyPath, let expected): return "'\(keyPath)' must be \(expected)"
    case .unknownKey(_, let keyPath, let known):
      let last = String(keyPath.split(separator: ".").last ?? Substring(keyPath))
      return "unknown key '\(keyPath)'\(Suggestion.phrase(for: last, among: known)) (known keys: \(known.joined(separator: ", ")))"
    case .undefinedVariable(_, let keyPath, let name):
      return "'\(keyPath)' uses ${\(name)}, which is not set in the environment"
    }
  }
}
