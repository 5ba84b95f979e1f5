import L10nGenCore

/// `{% filter indent:2," ",true %}…{% endfilter %}`: renders the body, then applies the filter
/// chain to it (the body is `filter_value`, as in Stencil).
final class FilterNode: Node {
  let expression: FilterExpression
  let body: [any Node]
  let location: SourceLocation
  /// The settings of a chain that is one `indent` with literal arguments (the structured templates'
  /// `{% filter indent:2," ",true %}` around every level): the body is indented as it is written.
  let streamedIndent: (indentation: [UInt8], indentFirst: Bool)?

  init(expression: FilterExpression, body: [any Node], location: SourceLocation, streamedIndent: (indentation: [UInt8], indentFirst: Bool)?) {
    self.expression = expression
    self.body = body
    self.location = location
    self.streamedIndent = streamedIndent
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    guard token.components.count == 2 else {
      throw TemplateError(
        location: token.location,
        message: "'filter' takes one argument, the filter chain (no spaces outside quotes): '\(token.displayText)'")
    }
    let body = try parser.parseBody(of: token, until: ["endfilter"], closer: "endfilter").nodes
    let expression = try FilterExpression("filter_value|" + token.components[1], in: token)
    var streamedIndent: (indentation: [UInt8], indentFirst: Bool)?
    if expression.filters.count == 1, let indent = expression.filters.first, indent.name == "indent",
      let arguments = indent.literalArguments, let settings = try? StencilFilters.indentSettings(arguments)
    {
      streamedIndent = (Array(settings.indentation.utf8), settings.indentFirst)
    }
    return FilterNode(expression: expression, body: body, location: token.location, streamedIndent: streamedIndent)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    if let streamedIndent {
      output.beginIndent(streamedIndent.indentation, first: streamedIndent.indentFirst)
      defer { output.endIndent() }
      try context.descending(at: location) { try body.render(into: &output, context) }
      return
    }
    let rendered = try context.descending(at: location) { try body.renderToString(context, using: &output) }
    let value = try context.withScope([(.filterValue, .value(.string(rendered)))], at: location) {
      try expression.resolve(context, at: location)
    }
    output.append(value.renderedText)
  }
}
