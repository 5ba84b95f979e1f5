/// A format string whose placeholders cannot become one function signature.
///
/// It has no file location of its own (format strings come from many places); the stage that knows
/// where the string was written reports it with that location.
public enum PlaceholderError: LocatedError, Equatable, Sendable {
  /// One use of an argument slot: which specifier, where in the string, as which (SwiftGen) type.
  public struct Use: Equatable, Sendable {
    public var specifier: String
    public var offset: Int
    public var type: String

    public init(specifier: String, offset: Int, type: String) {
      self.specifier = specifier
      self.offset = offset
      self.type = type
    }
  }

  /// Two specifiers fill the same argument slot with incompatible types (`%1$@ … %1$d`).
  case conflictingTypes(position: Int, first: Use, second: Use)

  public var location: SourceLocation? { nil }

  public var message: String {
    switch self {
    case .conflictingTypes(let position, let first, let second):
      return "argument \(position) is used as \(first.type) by \(first.specifier.debugDescription) at offset \(first.offset)"
        + " and as \(second.type) by \(second.specifier.debugDescription) at offset \(second.offset)"
    }
  }
}
