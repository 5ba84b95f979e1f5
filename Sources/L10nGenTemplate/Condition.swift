import L10nGenCore

/// A condition of `{% if %}`, `{% elif %}`, `for … where` and `{{ a if b }}`.
indirect enum Condition: Sendable {
  case value(Resolvable)
  case not(Condition)
  case and(Condition, Condition)
  case or(Condition, Condition)
  case comparison(ComparisonOperator, Condition, Condition)

  func evaluate(_ context: RenderContext, at location: SourceLocation) throws -> Bool {
    switch self {
    case .value(let resolvable):
      return try resolvable.resolve(context, at: location).isTruthy
    case .not(let condition):
      return try !condition.evaluate(context, at: location)
    case .and(let lhs, let rhs):
      return try lhs.evaluate(context, at: location) && rhs.evaluate(context, at: location)
    case .or(let lhs, let rhs):
      return try lhs.evaluate(context, at: location) || rhs.evaluate(context, at: location)
    case .comparison(let comparison, let lhs, let rhs):
      // As in Stencil, only two plain values compare; `(a or b) == c` is simply false.
      guard case .value(let left) = lhs, case .value(let right) = rhs else {
        return comparison == .notEqual
      }
      return comparison.holds(try left.resolve(context, at: location), try right.resolve(context, at: location))
    }
  }
}

package enum ComparisonOperator: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case within = "in"

  func holds(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
    let (lhs, rhs) = (lhs.resolved, rhs.resolved)
    switch self {
    case .equal: return Self.equal(lhs, rhs)
    case .notEqual: return !Self.equal(lhs, rhs)
    case .within: return Self.contains(rhs, lhs)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let left = lhs.numericValue, let right = rhs.numericValue else { return false }
      switch self {
      case .less: return left < right
      case .lessOrEqual: return left <= right
      case .greater: return left > right
      default: return left >= right
      }
    }
  }

  /// Stencil's `==`: numbers by value (1 == 1.0), strings, booleans; two missing values are equal;
  /// anything else (arrays, dictionaries, a string and a number) is not.
  private static func equal(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
    if let left = lhs.numericValue, let right = rhs.numericValue { return left == right }
    switch (lhs.resolved, rhs.resolved) {
    case (.null, .null): return true
    case (.string(let left), .string(let right)): return left == right
    case (.bool(let left), .bool(let right)): return left == right
    default: return false
    }
  }

  /// Stencil's `in`: an element of an array of plain values, a substring of a string, or two
  /// missing values.
  private static func contains(_ container: TemplateValue, _ element: TemplateValue) -> Bool {
    switch (element, container) {
    case (.null, .null):
      return true
    case (.string(let part), .string(let whole)):
      return whole.contains(part)
    case (.null, _), (.array, _), (.dictionary, _):
      return false
    case (_, .array(let elements)):
      guard elements.allSatisfy(\.isPlain) else { return false }
      return elements.contains { equal($0, element) }
    default:
      return false
    }
  }
}

extension TemplateValue {
  /// Not a collection and not missing (what Swift can hash in Stencil's `in`).
  fileprivate var isPlain: Bool {
    switch self {
    case .null, .array, .dictionary, .record: return false
    case .computed(let computed): return computed.make().isPlain
    default: return true
    }
  }
}
