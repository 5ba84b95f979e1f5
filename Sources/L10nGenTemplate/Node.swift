import L10nGenCore

/// A parsed piece of a template that writes its output into the one buffer of the render.
///
/// Nodes are immutable classes: a render reads each one through `[any Node]` many times (once per
/// string for the body of a loop), and reading a class out of the array takes one reference where
/// a struct's copy retains every string and array it holds (callgrind: 5% of a render).
protocol Node: AnyObject, Sendable {
  func render(into output: inout TemplateOutput, _ context: RenderContext) throws
}

extension Array where Element == any Node {
  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    // Through the buffer, each node renders in place instead of being copied out of the array.
    try withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        try nodes[index].render(into: &output, context)
      }
    }
  }

  /// Renders as a string, for tags that transform their body (`filter`, `set`, `map`); `output`
  /// lends its buffer.
  func renderToString(_ context: RenderContext, using output: inout TemplateOutput) throws -> String {
    try output.capture { try render(into: &$0, context) }
  }
}

/// Template text, already trimmed by the lexer.
final class TextNode: Node {
  let bytes: [UInt8]

  init(text: String) {
    bytes = Array(text.utf8)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    output.append(bytes)
  }
}

/// `{{ value }}`, `{{ value if condition }}`, `{{ value if condition else other }}`.
final class VariableNode: Node {
  let value: Resolvable
  let condition: Condition?
  let otherwise: Resolvable?
  let location: SourceLocation

  init(value: Resolvable, condition: Condition?, otherwise: Resolvable?, location: SourceLocation) {
    self.value = value
    self.condition = condition
    self.otherwise = otherwise
    self.location = location
  }

  static func parse(_ token: Token, parser: TemplateParser) throws -> VariableNode {
    let components = token.components
    guard let first = components.first else {
      throw TemplateError(location: token.location, message: "empty variable tag '{{ }}'")
    }
    var condition: Condition?
    var otherwise: Resolvable?
    // Stencil needs something after `if`: `{{ a if }}` just prints `a`.
    if components.count > 2, components[1] == "if" {
      let rest = components[2...]
      if let elseIndex = rest.firstIndex(of: "else") {
        condition = try ExpressionParser.parse(Array(rest[..<elseIndex]), in: token)
        otherwise = try Resolvable.parse(rest[(elseIndex + 1)...].joined(separator: " "), in: token)
      } else {
        condition = try ExpressionParser.parse(Array(rest), in: token)
      }
    }
    return VariableNode(
      value: try Resolvable.parse(first, in: token), condition: condition, otherwise: otherwise,
      location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    if let condition, try !condition.evaluate(context, at: location) {
      if let otherwise { output.append(try otherwise.resolve(context, at: location).renderedText) }
      return
    }
    output.append(try value.resolve(context, at: location).renderedText)
  }
}
