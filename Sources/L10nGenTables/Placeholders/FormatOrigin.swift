import L10nGenCore

/// Which string a specifier was read from, when an entry's arguments come from several strings (a
/// `.stringsdict` format key and the forms of its variables): named in messages, located in the file.
public struct FormatOrigin: Hashable, Sendable {
  /// E.g. `form "one" of variable "COUNT"`; empty for the entry's own text.
  public var description: String
  public var location: SourceLocation?

  public init(_ description: String, location: SourceLocation?) {
    self.description = description
    self.location = location
  }
}
