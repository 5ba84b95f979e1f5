/// `{% filter indent:2," ",true %}…{% endfilter %}`: renders the body, then applies the filter
/// chain to it (the body is `filter_value`, as in Stencil).
struct FilterNode: Node {
  let expression: FilterExpression
  let body: [any Node]
  let location: SourceLocation

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    guard token.components.count == 2 else {
      throw TemplateError(
        location: token.location,
        message: "'filter' takes one argument, the filter chain (no spaces outside quotes): '\(token.displayText)'")
    }
    let body = try parser.parseBody(of: token, until: ["endfilter"], closer: "endfilter").nodes
    let expression = try FilterExpression("filter_value|" + token.components[1], in: token)
    return FilterNode(expression: expression, body: body, location: token.location)
  }

  func render(into output: inout String, _ context: RenderContext) throws {
    let rendered = try context.descending(at: location) { try body.renderToString(context) }
    let value = try context.withScope([("filter_value", .value(.string(rendered)))], at: location) {
      try expression.resolve(context, at: location)
    }
    output += value.renderedText
  }
}
