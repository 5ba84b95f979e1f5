/// How templates read values: as text, as a condition, as a number. Stencil's rules, so that
/// `{{ value }}` and `{% if value %}` give what they give in SwiftGen.
extension TemplateValue {
  /// The text `{{ value }}` writes. Arrays and dictionaries print as Swift prints them
  /// (`["a", "b"]`); dictionaries with their keys sorted, so output is stable.
  var renderedText: String {
    switch self {
    case .null: return ""
    case .string(let string): return string
    case .computed, .record: return resolved.renderedText
    default: return descriptionForTemplates
    }
  }

  /// Truthiness as in Stencil: non-empty strings and collections, `true`, numbers above zero.
  package var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let bool): return bool
    case .int(let int): return int > 0
    case .double(let double): return double > 0
    case .string(let string): return !string.isEmpty
    case .array(let array): return !array.isEmpty
    case .dictionary(let dictionary): return !dictionary.isEmpty
    case .computed, .record: return resolved.isTruthy
    }
  }

  /// The value as a number, for comparisons (`<`, `==` between numbers); strings are not numbers.
  var numericValue: Double? {
    switch self {
    case .int(let int): return Double(int)
    case .double(let double): return double
    case .computed(let computed): return computed.make().numericValue
    case .record: return nil
    default: return nil
    }
  }

  /// What StencilSwiftKit's string filters accept (`LosslessStringConvertible`): strings, numbers,
  /// booleans; not arrays, dictionaries or a missing value.
  var scalarText: String? {
    switch self {
    case .string(let string): return string
    case .int(let int): return String(int)
    case .double(let double): return String(double)
    case .bool(let bool): return String(bool)
    case .null, .array, .dictionary, .record: return nil
    case .computed(let computed): return computed.make().scalarText
    }
  }

  /// A short name of the value's kind, for messages.
  var kindName: String {
    switch self {
    case .null: return "nothing (an undefined variable?)"
    case .bool: return "a boolean"
    case .int: return "an integer"
    case .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .dictionary, .record: return "a dictionary"
    case .computed(let computed): return computed.make().kindName
    }
  }

  private var descriptionForTemplates: String {
    switch self {
    case .null: return "nil"
    case .bool(let bool): return String(bool)
    case .int(let int): return String(int)
    case .double(let double): return String(double)
    case .string(let string): return string
    case .array(let array):
      return "[" + array.map(\.descriptionInCollection).joined(separator: ", ") + "]"
    case .dictionary(let dictionary):
      guard !dictionary.isEmpty else { return "[:]" }
      let entries = dictionary.sorted { $0.key < $1.key }
        .map { "\($0.key.debugDescription): \($0.value.descriptionInCollection)" }
      return "[" + entries.joined(separator: ", ") + "]"
    case .computed, .record: return resolved.descriptionForTemplates
    }
  }

  /// Inside a collection, strings print quoted and escaped, as Swift's `debugDescription`.
  private var descriptionInCollection: String {
    if case .string(let string) = resolved { return string.debugDescription }
    return descriptionForTemplates
  }
}
