import L10nGenCore

/// `{% if a %}…{% elif b %}…{% else %}…{% endif %}`. Each branch renders in its own scope, so a
/// `set` inside it is gone after `endif` (as in Stencil).
final class IfNode: Node {
  struct Branch: Sendable {
    let condition: Condition?
    let nodes: [any Node]
  }

  let branches: [Branch]
  let location: SourceLocation

  init(branches: [Branch], location: SourceLocation) {
    self.branches = branches
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    var branches: [Branch] = []
    var condition: Condition? = try ExpressionParser.parse(Array(token.components.dropFirst()), in: token)
    let enders: Set<String> = ["elif", "else", "endif"]
    var (nodes, end) = try parser.parseBody(of: token, until: enders, closer: "endif")
    branches.append(Branch(condition: condition, nodes: nodes))
    while end.tagName == "elif" {
      condition = try ExpressionParser.parse(Array(end.components.dropFirst()), in: end)
      (nodes, end) = try parser.parseBody(of: token, until: enders, closer: "endif")
      branches.append(Branch(condition: condition, nodes: nodes))
    }
    if end.tagName == "else" {
      guard end.components.count == 1 else {
        throw TemplateError(location: end.location, message: "'else' takes no condition (use 'elif'): '\(end.displayText)'")
      }
      (nodes, end) = try parser.parseBody(of: token, until: ["endif"], closer: "endif")
      branches.append(Branch(condition: nil, nodes: nodes))
    }
    return IfNode(branches: branches, location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    for branch in branches {
      if let condition = branch.condition, try !condition.evaluate(context, at: location) { continue }
      try context.beginScope(at: location)
      defer { context.endScope() }
      try branch.nodes.render(into: &output, context)
      return
    }
  }
}
