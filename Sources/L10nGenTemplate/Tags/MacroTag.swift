import L10nGenCore

/// A macro's parameters and body, as `{% macro %}` defines it.
struct Macro: Sendable {
  let name: ScopeName
  let parameters: [ScopeName]
  let body: [any Node]
}

/// `{% macro name param1 param2 %}…{% endmacro %}` (StencilSwiftKit): defines `name` in the
/// innermost scope when rendered; renders nothing itself.
final class MacroNode: Node {
  let macro: Macro
  let location: SourceLocation

  init(macro: Macro, location: SourceLocation) {
    self.macro = macro
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard words.count >= 2 else {
      throw TemplateError(location: token.location, message: "'macro' needs a name: '{% macro name param… %}'")
    }
    let body = try parser.parseBody(of: token, until: ["endmacro"], closer: "endmacro").nodes
    return MacroNode(
      macro: Macro(name: token.name(words[1]), parameters: words.dropFirst(2).map { token.name($0) }, body: body), location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    context.define(macro.name, .macro(macro))
  }
}

/// `{% call name arg1 arg2 %}` (StencilSwiftKit): renders the macro's body in the caller's scope
/// plus the parameters, so the body sees every variable the caller sees. Recursion is allowed up
/// to `RenderLimits.macroDepth` calls.
final class CallNode: Node {
  let macroName: Variable
  let arguments: [Resolvable]
  let location: SourceLocation

  init(macroName: Variable, arguments: [Resolvable], location: SourceLocation) {
    self.macroName = macroName
    self.arguments = arguments
    self.location = location
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard words.count >= 2 else {
      throw TemplateError(location: token.location, message: "'call' needs a macro name: '{% call name arg… %}'")
    }
    return CallNode(
      macroName: try Variable(words[1], in: token),
      arguments: try words.dropFirst(2).map { try Resolvable.parse($0, in: token) },
      location: token.location)
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    guard case .macro(let macro)? = try macroName.resolveBinding(context, at: location) else {
      throw TemplateError(location: location, message: "call to undefined macro '\(macroName.text)'")
    }
    guard macro.parameters.count == arguments.count else {
      throw TemplateError(
        location: location,
        message: "macro '\(macro.name.text)' takes \(macro.parameters.count) argument(s), \(arguments.count) given")
    }
    // Arguments are resolved in the caller's scope, before the macro's opens.
    let bindings = try arguments.map { try $0.resolveBinding(context, at: location) }
    guard context.callDepth < RenderLimits.macroDepth else {
      throw TemplateError(
        location: location,
        message: "macro '\(macro.name.text)' nested more than \(RenderLimits.macroDepth) calls deep (runaway recursion?)")
    }
    context.callDepth += 1
    defer { context.callDepth -= 1 }
    try context.beginScope(at: location)
    defer { context.endScope() }
    for (parameter, binding) in zip(macro.parameters, bindings) {
      // A missing argument leaves its parameter unbound (Stencil drops nil values), so the name
      // reads through to the caller's variable of the same name.
      guard let binding else { continue }
      if case .value(.null) = binding { continue }
      context.define(parameter, binding)
    }
    try macro.body.render(into: &output, context)
  }
}
