/// A regular expression as users write them for `NSRegularExpression` (a config's `filter`, a
/// template's `replace:…,"regex"`), matched by `NSRegularExpression` itself: ICU's syntax and
/// semantics (`$` before a final line break, `\b` and `\w` by Unicode's rules, lookbehind), which no
/// other engine reproduces. Foundation's essentials have none, so the engine is set by the
/// executables that link Foundation (`FoundationFallbacks.install()`); without one, a pattern is
/// refused, and the generator hands its run to `l10ngen`.
package struct RegularExpression: Equatable, Sendable {
  /// A compiled expression: whether it matches in a text, and a text with every match replaced by a
  /// template (`$1` a group's text, `\` quoting the next character).
  package struct Compiled: Sendable {
    package let matches: @Sendable (_ text: String) -> Bool
    package let replacing: @Sendable (_ text: String, _ template: String) -> String

    package init(
      matches: @escaping @Sendable (_ text: String) -> Bool,
      replacing: @escaping @Sendable (_ text: String, _ template: String) -> String
    ) {
      self.matches = matches
      self.replacing = replacing
    }
  }

  /// Compiles a pattern, or says why it is none. Set once, at start, before anything compiles.
  package typealias Engine = @Sendable (_ pattern: String) throws(RegularExpressionError) -> Compiled
  nonisolated(unsafe) package static var engine: Engine?

  package let pattern: String
  private let compiled: Compiled

  /// Throws the reason when `pattern` is not a regular expression, or when no engine is set.
  package init(_ pattern: String) throws(RegularExpressionError) {
    guard let engine = Self.engine else { throw RegularExpressionError(reason: "this build has no regular expressions without Foundation") }
    self.pattern = pattern
    self.compiled = try engine(pattern)
  }

  /// Whether the expression matches somewhere in `text` (it is not anchored unless it says so).
  package func matches(in text: String) -> Bool {
    compiled.matches(text)
  }

  /// Every match replaced by `template`, as `NSRegularExpression.stringByReplacingMatches` does.
  package func replacingMatches(in text: String, template: String) -> String {
    compiled.replacing(text, template)
  }

  package static func == (lhs: RegularExpression, rhs: RegularExpression) -> Bool {
    lhs.pattern == rhs.pattern
  }
}

/// Why a pattern is not a regular expression.
package struct RegularExpressionError: Error, Equatable, Sendable {
  package let reason: String

  package init(reason: String) {
    self.reason = reason
  }
}
