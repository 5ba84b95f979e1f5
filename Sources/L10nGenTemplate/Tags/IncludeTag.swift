import L10nGenCore

/// `{% include "file.stencil" %}` or `{% include "file.stencil" contextName %}`: renders another
/// template of the include directory with the current variables (plus the entries of the
/// dictionary `contextName`). Literal names are loaded and checked when the template is parsed,
/// and the node keeps what they name: an include inside a loop renders once per item.
final class IncludeNode: Node {
  let templateName: Variable
  let contextName: ScopeName?
  let location: SourceLocation
  /// The included template, when its name is a literal and it was not being parsed already.
  let preloaded: ParsedDocument?

  init(templateName: Variable, contextName: ScopeName?, location: SourceLocation, preloaded: ParsedDocument?) {
    self.templateName = templateName
    self.contextName = contextName
    self.location = location
    self.preloaded = preloaded
  }

  static func parse(_ parser: TemplateParser, _ token: Token) throws -> any Node {
    let words = token.components
    guard words.count == 2 || words.count == 3 else {
      throw TemplateError(
        location: token.location,
        message: "'include' takes a template name and optionally a context dictionary: '\(token.displayText)'")
    }
    let name = try Variable(words[1], in: token)
    var preloaded: ParsedDocument?
    if case .string(let literal)? = name.literalValue {
      guard let includes = parser.includes else {
        throw TemplateError(location: token.location, message: Self.unavailableMessage(literal))
      }
      preloaded = try includes.preload(literal, at: token.location)
    }
    return IncludeNode(
      templateName: name, contextName: words.count == 3 ? token.name(words[2]) : nil, location: token.location, preloaded: preloaded)
  }

  private static func unavailableMessage(_ name: String) -> String {
    "cannot include '\(name)': this template has no include directory"
  }

  func render(into output: inout TemplateOutput, _ context: RenderContext) throws {
    let document = try preloaded ?? self.document(context)
    var bindings: [(ScopeName, Binding)] = []
    if let contextName, case .dictionary(let entries)? = context.lookup(contextName)?.value.resolved {
      bindings = entries.sorted { $0.key < $1.key }.map { (context.names.name($0.key), .value($0.value)) }
    }
    guard context.callDepth < RenderLimits.macroDepth else {
      throw TemplateError(
        location: location, message: "includes nested more than \(RenderLimits.macroDepth) levels deep (runaway recursion?)")
    }
    context.callDepth += 1
    defer { context.callDepth -= 1 }
    try context.withScope(bindings, at: location) { try document.nodes.render(into: &output, context) }
  }

  /// The template the name stands for now, from the include directory.
  private func document(_ context: RenderContext) throws -> ParsedDocument {
    guard case .string(let name) = try templateName.resolve(context, at: location) else {
      throw TemplateError(location: location, message: "include: '\(templateName.text)' is not a string")
    }
    guard let includes = context.includes else {
      throw TemplateError(location: location, message: Self.unavailableMessage(name))
    }
    return try includes.document(named: name, at: location)
  }
}
