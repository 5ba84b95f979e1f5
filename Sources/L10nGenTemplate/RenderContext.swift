import L10nGenCore

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

/// A variable name as tags bind and look it up, hashed once when the template is parsed: a scope
/// lookup compares hashes before it compares any text.
struct ScopeName: Equatable, Sendable, ExpressibleByStringLiteral {
  let text: String
  let hash: Int

  init(_ text: String) {
    self.text = text
    self.hash = text.hashValue
  }

  init(stringLiteral text: String) {
    self.init(text)
  }

  static func == (lhs: ScopeName, rhs: ScopeName) -> Bool {
    lhs.hash == rhs.hash && lhs.text == rhs.text
  }
}

/// The variables visible while rendering: a stack of scopes over the caller's context, as Stencil's
/// `Context`. `for`, `if` branches, macro calls… push a scope; `set` and `macro` write into the
/// innermost one, so what they define disappears when that scope ends (as in Stencil).
///
/// Scopes are stored flat (parallel arrays of names and bindings, with the start of each scope) so
/// pushing one per loop iteration allocates nothing, and a lookup scans the names' hashes.
///
/// The mutable state is read and written on every variable and tag, by one thread, never while
/// another access to it is open: `@exclusivity(unchecked)` drops the run-time exclusivity checks
/// that cost more than the accesses themselves (callgrind: 5% of a render).
final class RenderContext {
  private let root: [String: TemplateValue]
  /// `root` as names hashed once, when it is small (a generator's context has a handful of
  /// names): a scan comparing hashes costs less than hashing the name again on every lookup.
  private let rootNames: [(name: ScopeName, value: TemplateValue)]?
  /// Names defined at the top level, outside every scope (they shadow `root`); a few at most.
  @exclusivity(unchecked) private var globals: [(name: ScopeName, binding: Binding)] = []
  @exclusivity(unchecked) private var names: [ScopeName] = []
  @exclusivity(unchecked) private var bindings: [Binding] = []
  @exclusivity(unchecked) private var scopeStarts: [Int] = []

  let includes: IncludeLoader?
  /// Macro calls and includes in progress.
  @exclusivity(unchecked) var callDepth = 0
  /// Tag renders in progress.
  @exclusivity(unchecked) var nesting = 0
  /// Loop iterations left before `countIteration` throws (`RenderLimits.loopIterations`).
  @exclusivity(unchecked) private var loopIterationsLeft: Int
  private let loopBudget: Int

  init(root: [String: TemplateValue], includes: IncludeLoader?, loopBudget: Int = RenderLimits.loopIterations) {
    self.loopBudget = loopBudget
    self.loopIterationsLeft = loopBudget
    self.root = root
    self.rootNames = root.count <= 32 ? root.map { (ScopeName($0.key), $0.value) } : nil
    self.includes = includes
  }

  func lookup(_ name: ScopeName) -> Binding? {
    if let index = Self.lastIndex(of: name, in: names, from: 0) { return bindings[index] }
    if !globals.isEmpty, let global = globals.last(where: { $0.name == name }) { return global.binding }
    guard let rootNames else { return root[name.text].map(Binding.value) }
    for entry in rootNames where entry.name == name { return .value(entry.value) }
    return nil
  }

  /// Defines `name` in the innermost scope, replacing a definition already there.
  func define(_ name: ScopeName, _ binding: Binding) {
    guard let start = scopeStarts.last else {
      if let index = globals.firstIndex(where: { $0.name == name }) {
        globals[index].binding = binding
      } else {
        globals.append((name, binding))
      }
      return
    }
    if let index = Self.lastIndex(of: name, in: names, from: start) {
      bindings[index] = binding
    } else {
      names.append(name)
      bindings.append(binding)
    }
  }

  private static func lastIndex(of name: ScopeName, in names: [ScopeName], from start: Int) -> Int? {
    var index = names.endIndex
    while index > start {
      index -= 1
      if names[index] == name { return index }
    }
    return nil
  }

  /// Runs `body` in a new innermost scope holding `bindings`.
  func withScope<Result>(
    _ bindings: [(ScopeName, Binding)] = [], at location: SourceLocation, _ body: () throws -> Result
  ) throws -> Result {
    try beginScope(at: location)
    defer { endScope() }
    for (name, binding) in bindings { define(name, binding) }
    return try body()
  }

  /// Opens a new innermost scope, counted as one level of nesting; `endScope` closes it. For the
  /// tags that render once per item, where `withScope`'s bindings array and closure would cost
  /// more than the scope itself.
  func beginScope(at location: SourceLocation) throws {
    try checkNesting(at: location)
    nesting += 1
    scopeStarts.append(names.count)
  }

  func endScope() {
    // One at a time: a scope holds a few names, and `removeLast(_:)` goes through the general
    // `replaceSubrange` (callgrind: 4% of a render, for one or two names a scope).
    for _ in scopeStarts.removeLast()..<names.count {
      names.removeLast()
      bindings.removeLast()
    }
    nesting -= 1
  }

  /// Runs `body`, a tag's nested content, counting how deep tags nest; `location` is the tag's,
  /// for the error past `RenderLimits.renderNesting` (runaway recursion).
  func descending<Result>(at location: SourceLocation, _ body: () throws -> Result) throws -> Result {
    try checkNesting(at: location)
    nesting += 1
    defer { nesting -= 1 }
    return try body()
  }

  /// Counts one iteration of a loop at `location`; past the budget, an error.
  func countIteration(at location: SourceLocation) throws {
    guard loopIterationsLeft > 0 else {
      throw TemplateError(
        location: location, message: "loops ran more than \(loopBudget) iterations in one render (loops nested too deep?)")
    }
    loopIterationsLeft -= 1
  }

  private func checkNesting(at location: SourceLocation) throws {
    guard nesting < RenderLimits.renderNesting else {
      throw TemplateError(
        location: location,
        message: "tags nested more than \(RenderLimits.renderNesting) levels deep while rendering (runaway recursion?)")
    }
  }
}
