import L10nGenCore

/// A config entry's `filter`, as SwiftGen applies it: a regular expression searched for (so not
/// anchored unless it says so, and case-sensitive) in the absolute path of each file found in an
/// input folder. A file named as an input is read whatever the filter says.
public struct InputFilter: Equatable, Sendable {
  public var pattern: String { expression.pattern }
  private let expression: RegularExpression

  /// Throws when `pattern` is not a regular expression.
  public init(pattern: String) throws {
    expression = try RegularExpression(pattern)
  }

  /// The filter ready to match many paths.
  func compiled() -> (String) -> Bool {
    { path in expression.matches(in: PathText.standardized(path)) }
  }
}
