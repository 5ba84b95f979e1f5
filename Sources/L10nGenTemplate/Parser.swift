/// Turns tokens into nodes. Each tag has its own node type with a `parse` function, registered in
/// `tags`; adding a tag is one file and one line here.
final class TemplateParser {
  typealias TagParser = @Sendable (TemplateParser, Token) throws -> any Node

  static let tags: [String: TagParser] = [
    "if": { try IfNode.parse($0, $1) },
    "for": { try ForNode.parse($0, $1) },
    "filter": { try FilterNode.parse($0, $1) },
    "set": { try SetNode.parse($0, $1) },
    "macro": { try MacroNode.parse($0, $1) },
    "call": { try CallNode.parse($0, $1) },
    "map": { try MapNode.parse($0, $1) },
    "include": { try IncludeNode.parse($0, $1) },
  ]

  /// Tags that only continue or close another tag.
  private static let continuations: Set<String> = [
    "elif", "else", "endif", "empty", "endfor", "endfilter", "endset", "endmacro", "endmap",
  ]

  private let tokens: [Token]
  private var position = 0
  let path: String
  let includes: IncludeLoader?
  /// Tags whose body is being parsed, outermost first.
  private var openTags: [Token] = []

  init(tokens: [Token], path: String, includes: IncludeLoader?) {
    self.tokens = tokens
    self.path = path
    self.includes = includes
  }

  func parseDocument() throws -> [any Node] {
    try parseNodes(until: []).nodes
  }

  /// Parses the body of `opener` up to one of `enders` and returns that closing token too;
  /// `closer` names the tag that finally closes `opener`, for the error when it is missing.
  func parseBody(of opener: Token, until enders: Set<String>, closer: String) throws -> (nodes: [any Node], end: Token) {
    guard openTags.count < RenderLimits.tagNesting else {
      throw TemplateError(
        location: opener.location, message: "tags nested more than \(RenderLimits.tagNesting) levels deep")
    }
    openTags.append(opener)
    defer { openTags.removeLast() }
    let (nodes, end) = try parseNodes(until: enders)
    guard let end else {
      throw TemplateError(
        location: opener.location, message: "missing '{% \(closer) %}' to close '\(opener.displayText)'")
    }
    return (nodes, end)
  }

  private func parseNodes(until enders: Set<String>) throws -> (nodes: [any Node], end: Token?) {
    var nodes: [any Node] = []
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      switch token.kind {
      case .text:
        nodes.append(TextNode(text: token.contents))
      case .variable:
        nodes.append(try VariableNode.parse(token, parser: self))
      case .comment:
        continue
      case .block:
        let name = token.tagName
        if enders.contains(name) { return (nodes, token) }
        if let parse = Self.tags[name] {
          nodes.append(try parse(self, token))
        } else {
          throw TemplateError(location: token.location, message: unknownTagMessage(token))
        }
      }
    }
    return (nodes, nil)
  }

  private func unknownTagMessage(_ token: Token) -> String {
    let name = token.tagName
    if name.isEmpty { return "empty tag '{% %}'" }
    if name.hasSuffix(":") { return "labeled tags are not supported: '\(token.displayText)'" }
    guard Self.continuations.contains(name) else { return "unknown tag '\(name)' in '\(token.displayText)'" }
    guard let open = openTags.last else { return "unexpected '\(token.displayText)': no open tag to close" }
    return "unexpected '\(token.displayText)' inside '\(open.displayText)' (line \(open.location.line))"
  }
}
