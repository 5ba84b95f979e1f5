/// `{% for item in items [where condition] %}…{% empty %}…{% endfor %}`, with `forloop.counter`,
/// `counter0`, `first`, `last`, `length`. A dictionary iterates its entries sorted by key:
/// `{% for key, value in dict %}` (one variable gets the key), as in Stencil.
struct ForNode: Node {
  let variables: [String]
  let iterable: Resolvable
  let filter: Condition?
  let body: [any Node]
  let emptyBody: [any Node]
  let location: SourceLocation

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard token.hasShape(keyword: "in", optionalKeyword: "where") else {
      throw TemplateError(
        location: token.location,
        message: "'for' must read 'for <x> in <y> [where <condition>]': '\(token.displayText)'")
    }
    let variables = words[1].split(separator: ",").map { $0.trimmingSpaces() }
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

  func render(into output: inout String, _ context: RenderContext) throws {
    var items = try iterationBindings(of: iterable.resolve(context, at: location))
    if let filter {
      items = try items.filter { bindings in
        try context.withScope(bindings, at: location) { try filter.evaluate(context, at: location) }
      }
    }
    guard !items.isEmpty else {
      try context.withScope(at: location) { try emptyBody.render(into: &output, context) }
      return
    }
    for (index, bindings) in items.enumerated() {
      let loop = ("forloop", Binding.loop(LoopState(index: index, count: items.count)))
      try context.withScope([loop] + bindings, at: location) { try body.render(into: &output, context) }
    }
  }

  /// The loop variables' bindings for each item.
  private func iterationBindings(of value: TemplateValue) throws -> [[(String, Binding)]] {
    switch value {
    case .array(let elements):
      guard let name = variables.first else { return elements.map { _ in [] } }
      return elements.map { [(name, .value($0))] }
    case .dictionary(let dictionary):
      guard variables.count <= 2 else {
        throw TemplateError(
          location: location, message: "a dictionary entry has 2 values, not \(variables.count): 'for \(variables.joined(separator: ", "))'")
      }
      return dictionary.sorted { $0.key < $1.key }.map { entry in
        zip(variables, [TemplateValue.string(entry.key), entry.value])
          .filter { $0.0 != "_" }
          .map { ($0.0, .value($0.1)) }
      }
    default:
      return []
    }
  }
}
