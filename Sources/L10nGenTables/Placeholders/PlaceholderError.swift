import L10nGenCore

/// A format string whose placeholders cannot become one function signature.
///
/// A plain format string has no file location of its own (format strings come from many places); the
/// stage that knows where it was written reports it with that location. Strings read together (the
/// forms of plural variables) carry a `FormatOrigin`, which names and locates them.
public enum PlaceholderError: LocatedError, Equatable, Sendable {
  /// One use of an argument slot: which specifier, where in the string, as which (SwiftGen) type.
  public struct Use: Equatable, Sendable {
    public var specifier: String
    public var offset: Int
    public var type: String
    /// The string the specifier is in, when an entry has several.
    public var origin: FormatOrigin?

    public init(specifier: String, offset: Int, type: String, origin: FormatOrigin? = nil) {
      self.specifier = specifier
      self.offset = offset
      self.type = type
      self.origin = origin
    }

    var described: String {
      let place = origin.map { $0.description.isEmpty ? "" : " in \($0.description)" } ?? ""
      return "\(type) by \(specifier.debugDescription) at offset \(offset)\(place)"
    }
  }

  /// Two specifiers fill the same argument slot with incompatible types (`%1$@ … %1$d`).
  case conflictingTypes(position: Int, first: Use, second: Use)
  /// `%#@name@` where the entry defines no variable `name`.
  case undefinedVariable(name: String, origin: FormatOrigin?)
  /// A variable whose forms lead back to itself (`a` → `b` → `a`): Foundation would never finish.
  case variableCycle(names: [String], origin: FormatOrigin?)

  public var location: SourceLocation? {
    switch self {
    case .conflictingTypes(_, _, let second): return second.origin?.location
    case .undefinedVariable(_, let origin), .variableCycle(_, let origin): return origin?.location
    }
  }

  public var message: String {
    switch self {
    case .conflictingTypes(let position, let first, let second):
      return "argument \(position) is used as \(first.described) and as \(second.described)"
    case .undefinedVariable(let name, let origin):
      let place = origin.map { $0.description.isEmpty ? "" : "\($0.description) " } ?? ""
      return "\(place)refers to plural variable \(name.debugDescription), which is not defined"
    case .variableCycle(let names, _):
      return "plural variable \(names[0].debugDescription) refers to itself (\(names.joined(separator: " → ")))"
    }
  }
}
