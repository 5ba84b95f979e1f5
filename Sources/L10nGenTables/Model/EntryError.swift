import L10nGenCore

/// Entries whose content cannot become an accessor.
public enum EntryError: LocatedError, Equatable {
  /// The placeholders of a value cannot be typed (e.g. one slot used with two types).
  case invalidPlaceholders(key: String, reason: String, location: SourceLocation)
  /// `%#@name@` where the entry defines no such variable (`.stringsdict`) or substitution (catalogs).
  /// `referrer` names the form that refers to it, nil for the entry's own text.
  case undefinedVariable(key: String, name: String, referrer: String?, source: TableFormat, location: SourceLocation)
  /// Variables whose forms refer back to one another (`a` → `b` → `a`).
  case variableCycle(key: String, names: [String], location: SourceLocation)

  public var location: SourceLocation? {
    switch self {
    case .invalidPlaceholders(_, _, let location), .undefinedVariable(_, _, _, _, let location), .variableCycle(_, _, let location):
      return location
    }
  }

  public var message: String {
    switch self {
    case .invalidPlaceholders(let key, let reason, _):
      return "value of key \"\(key)\": \(reason)"
    case .undefinedVariable(let key, let name, let referrer, let source, _):
      let kind = source == .xcstrings ? "substitution" : "plural variable"
      let subject = referrer.map { "\($0) of key \(key.debugDescription)" } ?? "key \(key.debugDescription)"
      return "\(subject) refers to \(kind) \(name.debugDescription), which the key does not define"
    case .variableCycle(let key, let names, _):
      return "plural variable \(names[0].debugDescription) of key \(key.debugDescription) refers to itself "
        + "(\(names.joined(separator: " → ")))"
    }
  }
}
