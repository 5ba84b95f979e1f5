/// One localized string of the development language, as the templates will see it.
public struct LocalizedEntry: Equatable, Sendable {
  /// The key exactly as written in the table (after unescaping).
  public var key: String
  /// The development-language text (the fallback used when a lookup misses).
  public var translation: String
  /// The translator comment, when the table gives one.
  public var comment: String?
  /// The format arguments of `translation`, holes compacted, in call order.
  public var arguments: [FormatArgument]
  /// Where the entry starts in its table file.
  public var location: SourceLocation

  public init(
    key: String, translation: String, comment: String?, arguments: [FormatArgument], location: SourceLocation
  ) {
    self.key = key
    self.translation = translation
    self.comment = comment
    self.arguments = arguments
    self.location = location
  }
}
