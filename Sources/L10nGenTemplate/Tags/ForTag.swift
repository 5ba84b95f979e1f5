import L10nGenCore

/// `{% for item in items [where condition] %}…{% empty %}…{% endfor %}`, with `forloop.counter`,
/// `counter0`, `first`, `last`, `length`. A dictionary iterates its entries sorted by key:
/// `{% for key, value in dict %}` (one variable gets the key), as in Stencil.
final class ForNode: Node {
  let variables: [ScopeName]
  let iterable: Resolvable
  let filter: Condition?
  let body: [any Node]
  let emptyBody: [any Node]
  let location: SourceLocation

  init(variables: [ScopeName], iterable: Resolvable, filter: Condition?, body: [any Node], emptyBody: [any Node], location: SourceLocation) {
    self.variables = variables
    self.iterable = iterable
    self.filter = filter
    self.body = body
    self.emptyBody = emptyBody
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard token.hasShape(keyword: "in", optionalKeyword: "where") else {
      throw TemplateError(
        location: token.location,
        message: "'for' must read 'for <x> in <y> [where <condition>]': '\(token.displayText)'")
    }
    let variables = words[1].split(separator: ",").map { token.name($0.trimmingSpaces()) }
    let filter = words.count > 5 ? try ExpressionParser.parse(Array(words[5...]), in: token) : nil
    let (body, end) = try parser.parseBody(of: token, until: ["empty", "endfor"], closer: "endfor")
    var emptyBody: [any Node] = []
    if end.tagName == "empty" {
      emptyBody = try parser.parseBody(of: token, until: ["endfor"], closer: "endfor").nodes
    }
    return ForNode(
      variables: variables, iterable: try Resolvable.parse(words[3], in: token), filter: filter, body: body,
      emptyBody: emptyBody, location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    let items = try Items(iterable.resolve(context, at: location), variables: variables, at: location)
    var selected: [Int]?  // the items `where` keeps; nil: all of them
    if let filter {
      selected = try (0..<items.count).filter { index in
        try context.countIteration(at: location)
        try context.beginScope(at: location)
        defer { context.endScope() }
        items.bind(index, in: context)
        return try filter.evaluate(context, at: location)
      }
    }
    let count = selected?.count ?? items.count
    guard count > 0 else {
      // Most loops have no `empty` part, and most strings nothing to iterate (`string.plurals`).
      if !emptyBody.isEmpty { try context.withScope(at: location) { try emptyBody.render(into: &output, context) } }
      return
    }
    for position in 0..<count {
      try context.countIteration(at: location)
      try context.beginScope(at: location)
      defer { context.endScope() }
      context.define(.forloop, .loop(LoopState(index: position, count: count)))
      items.bind(selected?[position] ?? position, in: context)
      try body.render(into: &output, context)
    }
  }

  /// The items, with the loop's variables to bind them to.
  private struct Items {
    private let items: LoopItems
    private let variables: [ScopeName]

    init(_ value: TemplateValue, variables: [ScopeName], at location: SourceLocation) throws {
      self.variables = variables
      items = LoopItems(value)
      guard !items.areEntries || variables.count <= 2 else {
        throw TemplateError(
          location: location,
          message: "a dictionary entry has 2 values, not \(variables.count): 'for \(variables.map(\.text).joined(separator: ", "))'")
      }
    }

    var count: Int { items.count }

    /// Defines the loop variables for item `index` in the innermost scope: an element is the first
    /// variable; an entry is the key and the value (a variable named `_` is skipped).
    func bind(_ index: Int, in context: RenderContext) {
      if items.areEntries {
        for (name, value) in zip(variables, items.entry(at: index)) where name.text != "_" {
          context.define(name, .value(value))
        }
      } else if let name = variables.first {
        context.define(name, .value(items.first(at: index)))
      }
    }
  }
}
