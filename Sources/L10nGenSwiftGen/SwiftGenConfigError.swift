import L10nGenCore

/// A SwiftGen config whose `strings` section cannot become an l10ngen config: a shape SwiftGen
/// itself refuses, or nothing to convert. (What only loses a part of the config is a warning.)
public enum SwiftGenConfigError: LocatedError, Equatable, Sendable {
  /// The file holds something else than a mapping of sections (a list, a lone value).
  case notAMapping(SourceLocation, found: String)
  /// No `strings` section; `nearMiss` is a key that looks like a misspelling of it (the error is
  /// then at that key).
  case noStringsSection(SourceLocation, nearMiss: String?)
  /// A value of the wrong kind; `keyPath` like `strings[0].outputs[1].output`.
  case invalidValue(SourceLocation, keyPath: String, expected: String, found: String)
  /// A key SwiftGen requires is missing from the mapping at `keyPath`.
  case missingKey(SourceLocation, keyPath: String, key: String)
  /// An output names its template both by name and by path, or neither way.
  case templateChoice(SourceLocation, keyPath: String, both: Bool)
  /// The `strings` section has entries, but not one could be converted; `warnings` say why.
  case nothingConverted(SourceLocation, warnings: [LocatedWarning])

  public var location: SourceLocation? {
    switch self {
    case .notAMapping(let location, _), .noStringsSection(let location, _), .invalidValue(let location, _, _, _),
      .missingKey(let location, _, _), .templateChoice(let location, _, _), .nothingConverted(let location, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case .notAMapping(_, let found):
      return "a SwiftGen config is a mapping of sections ('strings:', 'xcassets:', …), not \(found)"
    case .noStringsSection(_, let nearMiss):
      let hint = nearMiss.map { " (is '\($0)' meant to be it?)" } ?? ""
      return "no 'strings' section to convert\(hint); l10ngen takes over SwiftGen's strings entries only"
    case .invalidValue(_, let keyPath, let expected, let found):
      return "'\(keyPath)' must be \(expected), not \(found)"
    case .missingKey(_, let keyPath, let key):
      return "'\(keyPath)' has no '\(key)', which SwiftGen requires too"
    case .templateChoice(_, let keyPath, let both):
      return "'\(keyPath)' must name its template with exactly one of 'templateName' and 'templatePath', as SwiftGen requires; "
        + "it has \(both ? "both" : "neither")"
    case .nothingConverted(_, let warnings):
      return "no entry of 'strings' could be converted (\(warnings.count == 1 ? "1 warning says" : "\(warnings.count) warnings say") why)"
    }
  }
}
