import L10nGenCore

/// `{% map items into result using item %}…{% endmap %}` (StencilSwiftKit): renders the body once
/// per element (with `maploop.counter` from 0, `first`, `last`, `item`) and stores the rendered
/// strings as the array `result`. Renders nothing itself; an empty or non-array input sets nothing.
final class MapNode: Node {
  let iterable: Resolvable
  let resultName: ScopeName
  let itemName: ScopeName?
  let body: [any Node]
  let location: SourceLocation

  init(iterable: Resolvable, resultName: ScopeName, itemName: ScopeName?, body: [any Node], location: SourceLocation) {
    self.iterable = iterable
    self.resultName = resultName
    self.itemName = itemName
    self.body = body
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard token.hasShape(keyword: "into", optionalKeyword: "using") else {
      throw TemplateError(
        location: token.location,
        message: "'map' must read 'map <array> into <name> [using <element>]': '\(token.displayText)'")
    }
    let (body, end) = try parser.parseBody(of: token, until: ["empty", "endmap"], closer: "endmap")
    if end.tagName == "empty" {
      _ = try parser.parseBody(of: token, until: ["endmap"], closer: "endmap")  // never rendered
    }
    return MapNode(
      iterable: try Resolvable.parse(words[1], in: token), resultName: token.name(words[3]),
      itemName: words.count > 5 ? token.name(words[5]) : nil, body: body, location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    guard case .array(let items) = try iterable.resolve(context, at: location), !items.isEmpty else { return }
    var results: [TemplateValue] = []
    results.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      try context.countIteration(at: location)
      let loop: TemplateValue = [
        "counter": .int(index), "first": .bool(index == 0), "last": .bool(index == items.count - 1), "item": item,
      ]
      var bindings: [(ScopeName, Binding)] = [(.maploop, .value(loop))]
      if let itemName { bindings.append((itemName, .value(item))) }
      let rendered = try context.withScope(bindings, at: location) { try body.renderToString(context, using: &output) }
      results.append(.string(rendered))
    }
    context.define(resultName, .value(.array(results)))
  }
}
