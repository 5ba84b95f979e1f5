import L10nGenCore

/// One entry of a `.strings` table, with where it was written so later stages can point at it.
public struct ParsedEntry: Equatable, Sendable {
  public var key: String
  public var value: String
  /// The translator comment: the last `/* … */` block between the previous entry's value and this
  /// key (SwiftGen 6.6's rule), without its delimiters and surrounding whitespace; nil when none.
  public var comment: String?
  /// The key's first character (its opening quote when quoted).
  public var location: SourceLocation
  /// The value's first character (its opening quote when quoted); the key's location for `"key";`.
  public var valueLocation: SourceLocation

  public init(key: String, value: String, comment: String?, location: SourceLocation, valueLocation: SourceLocation) {
    self.key = key
    self.value = value
    self.comment = comment
    self.location = location
    self.valueLocation = valueLocation
  }
}
