import Foundation

/// A regular expression as users write them for `NSRegularExpression` (a config's `filter`, a
/// template's `replace:…,"regex"`), matched by `NSRegularExpression` itself: ICU's syntax and
/// semantics (`$` before a final line break, `\b` and `\w` by Unicode's rules, lookbehind), which no
/// other engine reproduces.
package struct RegularExpression: Equatable, Sendable {
  package let pattern: String
  // Immutable once made, and Sendable ("NSRegularExpression is immutable and thread safe").
  private let expression: NSRegularExpression

  /// Throws the reason when `pattern` is not a regular expression.
  package init(_ pattern: String) throws(RegularExpressionError) {
    self.pattern = pattern
    do {
      expression = try NSRegularExpression(pattern: pattern)
    } catch {
      throw RegularExpressionError(reason: (error as NSError).localizedDescription)
    }
  }

  /// Whether the expression matches somewhere in `text` (it is not anchored unless it says so).
  package func matches(in text: String) -> Bool {
    expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  /// Every match replaced by `template` (`$1` a group's text, `\` quoting the next character), as
  /// `NSRegularExpression.stringByReplacingMatches` does.
  package func replacingMatches(in text: String, template: String) -> String {
    expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
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
