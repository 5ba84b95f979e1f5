import L10nGenCore

/// A literal (`'text'`, `"text"`, `42`, `1.5`, `true`) or a lookup (`string.name`, `items.0`,
/// `tables.first.name`, `param[key]`), resolved as Stencil resolves them.
///
/// A class, immutable, its parts split out when parsed: the nodes that hold it read it in place, and
/// a struct would be copied out of them, its strings and arrays retained, on every read.
final class Variable: Sendable {
  /// What the parser reads `text` as.
  private enum Kind {
    case literal(TemplateValue)
    case lookup(name: ScopeName, path: [PathComponent])
  }

  enum PathComponent: Sendable {
    case key(String)
    /// `[other.variable]`: the key is the other variable's value, as text.
    case subscripted(Variable)
  }

  let text: String
  /// What `text` parses to, in parts: the literal's value, or the looked-up name and the path after it.
  let literalValue: TemplateValue?
  let name: ScopeName?
  let path: [PathComponent]

  /// Parses `text`; `token` locates syntax errors (`a..b`, unbalanced brackets).
  init(_ text: String, in token: Token) throws {
    self.text = text
    switch try Self.kind(of: text, in: token) {
    case .literal(let value):
      (literalValue, name, path) = (value, nil, [])
    case .lookup(let name, let path):
      (literalValue, self.name, self.path) = (nil, name, path)
    }
  }

  func resolve(_ context: RenderContext, at location: SourceLocation) throws -> TemplateValue {
    try resolveBinding(context, at: location)?.value ?? .null
  }

  /// Like `resolve`, but keeps a macro a macro (`{% set alias someMacro %}`).
  func resolveBinding(_ context: RenderContext, at location: SourceLocation) throws -> Binding? {
    guard let name else { return literalValue.map(Binding.value) }
    guard var current = context.lookup(name) else { return nil }
    if case .value(.computed(let computed)) = current { current = .value(computed.make().readable) }
    for component in path {
      let key: String
      switch component {
      case .key(let name):
        key = name
      case .subscripted(let variable):
        let value = try variable.resolve(context, at: location)
        guard value != .null else {
          throw TemplateError(
            location: location, message: "cannot resolve subscript '\(variable.text)' in variable '\(text)'")
        }
        key = value.renderedText
      }
      guard let child = Self.member(key, of: current) else { return nil }
      current = .value(child.readable)
    }
    return current
  }

  /// `.key` on a value: dictionary keys (`count` is the entry count), array and string indexes,
  /// `first`, `last`, `count`. Anything else has no members.
  private static func member(_ key: String, of binding: Binding) -> TemplateValue? {
    switch binding {
    case .loop(let state): return state.property(key)
    case .macro: return nil
    case .value(let value): return member(key, of: value)
    }
  }

  /// `.key` on a value (what a compiled template reads a path with).
  static func member(_ key: String, of value: TemplateValue) -> TemplateValue? {
    // The length first: most keys are not `count`, and a failed string comparison costs more.
    let isCount = key.utf8.count == 5 && key == "count"
    switch value {
    case .dictionary(let dictionary):
      return isCount ? .int(dictionary.count) : dictionary[key]
    case .record(let record):
      return isCount ? .int(record.dictionary.count) : record.member(key)
    case .array(let array):
      return isCount ? .int(array.count) : element(key, of: array)
    case .string(let string):
      // Indexes count characters (graphemes), as Stencil's `String` collection does.
      return isCount ? .int(string.count) : element(key, of: Array(string)).map { .string(String($0)) }
    default:
      return nil
    }
  }

  private static func element<Element>(_ key: String, of collection: [Element]) -> Element? {
    if let index = Int(key) {
      return collection.indices.contains(index) ? collection[index] : nil
    }
    switch key {
    case "first": return collection.first
    case "last": return collection.last
    default: return nil
    }
  }

  private static func kind(of text: String, in token: Token) throws -> Kind {
    if text.count > 1, let first = text.first, first == "'" || first == "\"", text.last == first {
      // Not unescaped: '\"' is a backslash and a quote, as in Stencil.
      return .literal(.string(String(text.dropFirst().dropLast())))
    }
    if let int = Int(text) { return .literal(.int(int)) }
    if let double = Double(text) { return .literal(.double(double)) }
    if let bool = Bool(text) { return .literal(.bool(bool)) }
    return try parseKeyPath(text, in: token)
  }

  /// Stencil's key paths: `a.b.c`, `a[b].c`, `a[b[c]]`.
  private static func parseKeyPath(_ text: String, in token: Token) throws -> Kind {
    var components: [PathComponent] = []
    var pending: [PathComponent] = []
    var current = ""
    var depth = 0
    func fail(_ message: String) -> TemplateError {
      TemplateError(location: token.location, message: message)
    }
    for character in text {
      switch character {
      case "." where depth == 0:
        if !current.isEmpty { pending.append(.key(current)) }
        guard !pending.isEmpty else { throw fail("unexpected '.' in variable '\(text)'") }
        components += pending
        pending = []
        current = ""
      case "[":
        guard !pending.isEmpty || !current.isEmpty else { throw fail("unexpected '[' in variable '\(text)'") }
        if depth > 0 {
          current.append(character)
        } else if !current.isEmpty {
          pending.append(.key(current))
          current = ""
        }
        depth += 1
      case "]":
        guard depth > 0 else { throw fail("unbalanced ']' in variable '\(text)'") }
        if depth > 1 {
          current.append(character)
        } else {
          guard !current.isEmpty else { throw fail("empty subscript '[]' in variable '\(text)'") }
          pending.append(.subscripted(try Variable(current, in: token)))
          current = ""
        }
        depth -= 1
      default:
        guard pending.isEmpty || depth > 0 else {
          throw fail("unexpected character '\(character)' in variable '\(text)'")
        }
        current.append(character)
      }
    }
    guard depth == 0 else { throw fail("unbalanced subscript brackets in variable '\(text)'") }
    if !current.isEmpty { pending.append(.key(current)) }
    components += pending
    guard case .key(let name)? = components.first else {
      throw fail("invalid variable '\(text)'")
    }
    return .lookup(name: token.name(name), path: Array(components.dropFirst()))
  }
}
