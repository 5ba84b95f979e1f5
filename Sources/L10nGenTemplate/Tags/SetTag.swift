import L10nGenCore

/// `{% set name %}…{% endset %}` (the rendered body, as a string) or `{% set name expression %}`
/// (StencilSwiftKit). Defines `name` in the innermost scope.
final class SetNode: Node {
  enum Content: Sendable {
    case body([any Node])
    case expression(Resolvable)
  }

  let name: ScopeName
  let content: Content
  let location: SourceLocation

  init(name: ScopeName, content: Content, location: SourceLocation) {
    self.name = name
    self.content = content
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard (2...3).contains(words.count) else {
      throw TemplateError(
        location: token.location,
        message:
          "'set' takes a variable name and optionally a value: '{% set name %}…{% endset %}' or '{% set name value %}', not '\(token.displayText)'")
    }
    if words.count == 3 {
      return SetNode(name: token.name(words[1]), content: .expression(try Resolvable.parse(words[2], in: token)), location: token.location)
    }
    let body = try parser.parseBody(of: token, until: ["endset"], closer: "endset").nodes
    return SetNode(name: token.name(words[1]), content: .body(body), location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    switch content {
    case .body(let nodes):
      let rendered = try context.descending(at: location) { try nodes.renderToString(context, using: &output) }
      context.define(name, .value(.string(rendered)))
    case .expression(let resolvable):
      context.define(name, try resolvable.resolveBinding(context, at: location) ?? .value(.null))
    }
  }
}
