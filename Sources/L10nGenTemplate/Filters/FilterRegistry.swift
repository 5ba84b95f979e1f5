import L10nGenCore

/// A filter as templates use it: `value|name` or `value|name:arg1,arg2`.
struct TemplateFilter: Sendable {
  typealias Function = @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue

  /// `false` for filters that reject arguments (Stencil's "simple" filters).
  let takesArguments: Bool
  let apply: Function

  static func simple(_ function: @escaping @Sendable (TemplateValue) throws -> TemplateValue) -> TemplateFilter {
    TemplateFilter(takesArguments: false) { value, _ in try function(value) }
  }

  static func withArguments(_ function: @escaping Function) -> TemplateFilter {
    TemplateFilter(takesArguments: true, apply: function)
  }
}

/// Why a filter could not handle its input; the filter expression adds the name and location.
struct FilterFailure: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}

/// Every filter a template can use: Stencil's, StencilSwiftKit's and l10ngen's own.
enum FilterRegistry {
  static let filters: [String: TemplateFilter] = StencilFilters.all
    .merging(StringFilters.all) { _, new in new }
    .merging(SwiftCodeFilters.all) { _, new in new }
    .merging(ObjCCodeFilters.all) { _, new in new }

  static func filter(named name: String) -> TemplateFilter? {
    filters[name]
  }

  /// "unknown filter 'lowercased'; did you mean 'lowercase'?" (suggestions as Stencil makes them:
  /// the closest names by edit distance).
  static func unknownFilterMessage(_ name: String) -> String {
    let distances = filters.keys.map { (name: $0, distance: Suggestion.distance($0, name)) }.filter { $0.name.count > $0.distance }
    guard let best = distances.map(\.distance).min() else { return "unknown filter '\(name)'" }
    let suggestions = distances.filter { $0.distance == best }.map { "'\($0.name)'" }.sorted()
    return "unknown filter '\(name)'; did you mean \(suggestions.joined(separator: " or "))?"
  }
}

/// Argument reading shared by the filters, with StencilSwiftKit's rules.
enum FilterArguments {
  /// A string, number or boolean as text; anything else fails.
  static func text(_ value: TemplateValue) throws -> String {
    guard let text = value.scalarText else {
      throw FilterFailure("expects a string, got \(value.kindName)")
    }
    return text
  }

  /// As `text`, but a missing value reads as empty text: what the code filters escape.
  static func textOrEmpty(_ value: TemplateValue) throws -> String {
    if case .null = value { return "" }
    return try text(value)
  }

  static func text(_ arguments: [TemplateValue], at index: Int) throws -> String {
    guard index < arguments.count else {
      throw FilterFailure("missing argument \(index + 1)")
    }
    guard let text = arguments[index].scalarText else {
      throw FilterFailure("argument \(index + 1) must be a string, got \(arguments[index].kindName)")
    }
    return text
  }

  /// StencilSwiftKit's optional boolean argument: only a *string* "true"/"yes"/"1" or
  /// "false"/"no"/"0" counts; a missing or non-string argument (even the literal `true`) means
  /// the default.
  static func flag(_ arguments: [TemplateValue], at index: Int = 0) throws -> Bool? {
    guard index < arguments.count, case .string(let string) = arguments[index] else { return nil }
    switch string.lowercased() {
    case "false", "no", "0": return false
    case "true", "yes", "1": return true
    default: throw FilterFailure("argument \(index + 1) must be \"true\" or \"false\", got '\(string)'")
    }
  }

  /// One of `options` (the first is the default when the argument is missing).
  static func option(_ arguments: [TemplateValue], at index: Int = 0, among options: [String]) throws -> String {
    guard index < arguments.count, arguments[index] != .null else { return options[0] }
    let option = arguments[index].renderedText
    guard options.contains(option) else {
      let expected = options.map { "'\($0)'" }.joined(separator: " or ")
      throw FilterFailure("unknown option '\(option)' (expected \(expected))")
    }
    return option
  }
}
