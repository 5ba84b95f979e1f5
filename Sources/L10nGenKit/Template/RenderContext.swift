/// What a name can stand for while rendering.
enum Binding {
  case value(TemplateValue)
  case macro(Macro)
  /// `forloop` of the innermost `for`, materialized as a dictionary only when asked for whole.
  case loop(LoopState)

  /// The binding read as a value; a macro reads as nothing.
  var value: TemplateValue {
    switch self {
    case .value(let value): return value
    case .macro: return .null
    case .loop(let state): return state.dictionary
    }
  }
}

/// `forloop.counter` & co. for one iteration.
struct LoopState {
  let index: Int
  let count: Int

  func property(_ name: String) -> TemplateValue? {
    switch name {
    case "counter": return .int(index + 1)
    case "counter0": return .int(index)
    case "first": return .bool(index == 0)
    case "last": return .bool(index == count - 1)
    case "length": return .int(count)
    case "count": return .int(5)  // a dictionary's count, as Stencil sees `forloop`
    default: return nil
    }
  }

  var dictionary: TemplateValue {
    .dictionary([
      "counter": .int(index + 1), "counter0": .int(index), "first": .bool(index == 0),
      "last": .bool(index == count - 1), "length": .int(count),
    ])
  }
}

/// The variables visible while rendering: a stack of scopes over the caller's context, as Stencil's
/// `Context`. `for`, `if` branches, macro calls… push a scope; `set` and `macro` write into the
/// innermost one, so what they define disappears when that scope ends (as in Stencil).
///
/// Scopes are stored flat (one array, with the start of each scope) so pushing one per loop
/// iteration allocates nothing.
final class RenderContext {
  private let root: [String: TemplateValue]
  /// Names defined at the top level, outside every scope (they shadow `root`).
  private var globals: [String: Binding] = [:]
  private var entries: [(name: String, binding: Binding)] = []
  private var scopeStarts: [Int] = []

  let includes: IncludeLoader?
  /// Macro calls and includes in progress.
  var callDepth = 0
  /// Tag renders in progress.
  var nesting = 0

  init(root: [String: TemplateValue], includes: IncludeLoader?) {
    self.root = root
    self.includes = includes
  }

  func lookup(_ name: String) -> Binding? {
    for entry in entries.reversed() where entry.name == name {
      return entry.binding
    }
    if let global = globals[name] { return global }
    return root[name].map(Binding.value)
  }

  /// Defines `name` in the innermost scope, replacing a definition already there.
  func define(_ name: String, _ binding: Binding) {
    guard let start = scopeStarts.last else {
      globals[name] = binding
      return
    }
    if let index = entries[start...].lastIndex(where: { $0.name == name }) {
      entries[index].binding = binding
    } else {
      entries.append((name, binding))
    }
  }

  /// Runs `body` in a new innermost scope holding `bindings`.
  func withScope<Result>(
    _ bindings: [(String, Binding)] = [], at location: SourceLocation, _ body: () throws -> Result
  ) throws -> Result {
    try descending(at: location) {
      scopeStarts.append(entries.count)
      for (name, binding) in bindings { define(name, binding) }
      defer { entries.removeSubrange(scopeStarts.removeLast()...) }
      return try body()
    }
  }

  /// Runs `body`, a tag's nested content, counting how deep tags nest; `location` is the tag's,
  /// for the error past `RenderLimits.renderNesting` (runaway recursion).
  func descending<Result>(at location: SourceLocation, _ body: () throws -> Result) throws -> Result {
    guard nesting < RenderLimits.renderNesting else {
      throw TemplateError(
        location: location,
        message: "tags nested more than \(RenderLimits.renderNesting) levels deep while rendering (runaway recursion?)")
    }
    nesting += 1
    defer { nesting -= 1 }
    return try body()
  }
}
