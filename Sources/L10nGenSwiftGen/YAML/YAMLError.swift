import L10nGenCore

/// YAML that `YAMLReader` cannot read: malformed, or using a feature it leaves out on purpose
/// (anchors, tags, block scalars, flow mappings, several documents), with where and why.
public enum YAMLError: LocatedError, Equatable, Sendable {
  case invalidYAML(SourceLocation, reason: String)

  public var location: SourceLocation? {
    switch self {
    case .invalidYAML(let location, _): return location
    }
  }

  public var message: String {
    switch self {
    case .invalidYAML(_, let reason): return "invalid YAML: \(reason)"
    }
  }
}
