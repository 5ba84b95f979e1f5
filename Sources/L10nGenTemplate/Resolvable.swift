import L10nGenCore

/// A value expression in a tag: a variable with filters (`name|lowercase|replace:"a","b"`), or a
/// range of integers (`1...count`).
enum Resolvable: Sendable {
  case filtered(FilterExpression)
  case range(from: FilterExpression, to: FilterExpression)

  static func parse(_ text: String, in token: Token) throws -> Resolvable {
    let bounds = text.splitOutsideQuotes(on: "...")
    if bounds.count == 2 {
      return .range(from: try FilterExpression(bounds[0], in: token), to: try FilterExpression(bounds[1], in: token))
    }
    return .filtered(try FilterExpression(text, in: token))
  }

  /// The variable when there is nothing more to it (no filter), for tags that pass macros along.
  var plainVariable: Variable? {
    if case .filtered(let expression) = self, expression.filters.isEmpty { return expression.variable }
    return nil
  }

  func resolve(_ context: RenderContext, at location: SourceLocation) throws -> TemplateValue {
    switch self {
    case .filtered(let expression):
      return try expression.resolve(context, at: location)
    case .range(let from, let to):
      let lower = try Self.integer(from.resolve(context, at: location), bound: "from", at: location)
      let upper = try Self.integer(to.resolve(context, at: location), bound: "to", at: location)
      let values = (min(lower, upper)...max(lower, upper)).map(TemplateValue.int)
      return .array(lower > upper ? values.reversed() : values)
    }
  }

  /// Resolves as `resolve` does, but keeps a plain variable naming a macro a macro.
  func resolveBinding(_ context: RenderContext, at location: SourceLocation) throws -> Binding? {
    if let variable = plainVariable { return try variable.resolveBinding(context, at: location) }
    return .value(try resolve(context, at: location))
  }

  private static func integer(_ value: TemplateValue, bound: String, at location: SourceLocation) throws -> Int {
    guard let number = value.numericValue, let int = Int(exactly: number.rounded(.towardZero)) else {
      throw TemplateError(location: location, message: "range '\(bound)' value is not an integer (\(value.renderedText))")
    }
    return int
  }
}

/// `variable|filter|filter:arg1,arg2`: Stencil's filter chain.
///
/// A class, immutable: conditions and tags hand expressions around while rendering, and copying a
/// struct of arrays and strings retained each of them (callgrind: 4% of a 20k-key render).
final class FilterExpression: Sendable {
  /// One filter of the chain; a class for the same reason as the expression.
  final class Application: Sendable {
    let name: String
    let filter: TemplateFilter
    let arguments: [Variable]
    /// The arguments' values when they are all literals (`indent:2," ",true`), resolved once.
    let literalArguments: [TemplateValue]?

    init(name: String, filter: TemplateFilter, arguments: [Variable]) {
      self.name = name
      self.filter = filter
      self.arguments = arguments
      self.literalArguments = try? arguments.map { argument in
        guard let value = argument.literalValue else { throw FilterFailure("not a literal") }
        return value
      }
    }
  }

  let variable: Variable
  let filters: [Application]

  init(_ text: String, in token: Token) throws {
    let bits = text.templateComponents(separator: "|").map { $0.trimmingSpaces() }
    guard let first = bits.first, !first.isEmpty else {
      throw TemplateError(location: token.location, message: "missing variable in '\(token.displayText)'")
    }
    variable = try Variable(first, in: token)
    filters = try bits.dropFirst().map { bit in
      var parts = bit.templateComponents(separator: ":")
      let name = parts.isEmpty ? "" : parts.removeFirst().trimmingSpaces()
      let arguments = try parts.joined(separator: ":").templateComponents(separator: ",")
        .map { try Variable($0.trimmingSpaces(), in: token) }
      guard let filter = FilterRegistry.filter(named: name) else {
        throw TemplateError(location: token.location, message: FilterRegistry.unknownFilterMessage(name))
      }
      if !filter.takesArguments && !arguments.isEmpty {
        throw TemplateError(location: token.location, message: "filter '\(name)' takes no arguments")
      }
      return Application(name: name, filter: filter, arguments: arguments)
    }
  }

  func resolve(_ context: RenderContext, at location: SourceLocation) throws -> TemplateValue {
    var value = try variable.resolve(context, at: location)
    for application in filters {
      let arguments = try application.literalArguments ?? application.arguments.map { try $0.resolve(context, at: location) }
      do {
        value = try application.filter.apply(value, arguments)
      } catch let failure as FilterFailure {
        throw TemplateError(location: location, message: "filter '\(application.name)': \(failure.message)")
      }
    }
    return value
  }
}

extension String {
  /// Splits on `separator` where it is not inside a quoted string.
  func splitOutsideQuotes(on separator: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    var rest = self[...]
    while let character = rest.first {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if rest.hasPrefix(separator) {
        parts.append(current)
        current = ""
        rest = rest.dropFirst(separator.count)
        continue
      }
      current.append(character)
      rest = rest.dropFirst()
    }
    parts.append(current)
    return parts
  }
}
