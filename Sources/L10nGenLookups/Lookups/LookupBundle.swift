/// The bundle a lookup reads, or generated accessors read, as far as code shows it: the app's main
/// bundle, a Swift package target's own (`Bundle.module`), or a bundle an expression gives, known by
/// its text. Two lookups read the same bundle when they are equal.
public enum LookupBundle: Hashable, Sendable, CustomStringConvertible {
  case main
  case module
  /// An expression other than those, as written, white space taken out: `brandBundle`,
  /// `Bundle(for:Self.self)`.
  case expression(String)

  /// The bundle `text`, a `bundle:` argument or `localizedString(forKey:…)` receiver, names; nil
  /// (no argument, or `nil`), Foundation's default: the main bundle.
  public init(_ text: String?) {
    let compact = String((text ?? "").unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    switch compact {
    case "", "nil", ".main", "Bundle.main", "Foundation.Bundle.main": self = .main
    case ".module", "Bundle.module", "Foundation.Bundle.module": self = .module
    default: self = .expression(compact)
    }
  }

  public var description: String {
    switch self {
    case .main: return "Bundle.main"
    case .module: return "Bundle.module"
    case .expression(let text): return text
    }
  }
}
