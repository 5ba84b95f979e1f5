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
package struct LoopState {
  package let index: Int
  package let count: Int

  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  package func property(_ name: String) -> TemplateValue? {
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

  package var dictionary: TemplateValue {
    .dictionary([
      "counter": .int(index + 1), "counter0": .int(index), "first": .bool(index == 0),
      "last": .bool(index == count - 1), "length": .int(count),
    ])
  }
}

/// A variable name as tags bind and look it up: its text, and its slot in the template's
/// `NameTable`, given when the template is parsed.
struct ScopeName: Sendable {
  let text: String
  let slot: Int

  /// The names the engine binds itself, in every table.
  static let forloop = ScopeName(text: "forloop", slot: 0)
  static let maploop = ScopeName(text: "maploop", slot: 1)
  static let filterValue = ScopeName(text: "filter_value", slot: 2)
  static let builtIn = [forloop, maploop, filterValue]
}

/// The variable names of a template and of the templates it includes, a slot each, so that a
/// render finds a name's variables by index instead of by its text. Shared by every render of the
/// template; an include named by a variable is parsed while rendering, adding names (hence the lock).
final class NameTable: @unchecked Sendable {
  private let lock = Lock()
  private var slots: [String: Int] = [:]
  private var names: [String] = []

  init() {
    for name in ScopeName.builtIn { _ = self.name(name.text) }
  }

  /// The name `text`, given a slot the first time it is named.
  func name(_ text: String) -> ScopeName {
    lock.lock()
    defer { lock.unlock() }
    if let slot = slots[text] { return ScopeName(text: text, slot: slot) }
    slots[text] = names.count
    names.append(text)
    return ScopeName(text: text, slot: names.count - 1)
  }

  /// The names given slots so far, in slot order.
  var texts: [String] {
    lock.lock()
    defer { lock.unlock() }
    return names
  }
}

/// The variables visible while rendering: a stack of scopes over the caller's context, as Stencil's
/// `Context`. `for`, `if` branches, macro calls… push a scope; `set` and `macro` write into the
/// innermost one, so what they define disappears when that scope ends (as in Stencil).
///
/// Lookups cost the same however deep the scopes are (shallow binding): each name of the template
/// has a slot (`NameTable`), which holds where its innermost definition is on the stack, its
/// top-level definition, and its value in the caller's context, looked up once. A definition pushed
/// on the stack remembers the one it shadows, restored when its scope ends. Pushing a scope
/// allocates nothing.
///
/// The mutable state is read and written on every variable and tag, by one thread, never while
/// another access to it is open: `@exclusivity(unchecked)` drops the run-time exclusivity checks
/// that cost more than the accesses themselves (callgrind: 5% of a render).
final class RenderContext {
  private let root: [String: TemplateValue]
  let names: NameTable
  /// Each slot's state, in arrays of its own (reading one field of a struct in an array copies the
  /// struct, retaining its other fields): the stack index of its innermost definition in a scope
  /// (-1: none),
  @exclusivity(unchecked) private var innermost: [Int32] = []
  /// its definition outside every scope (it shadows `root`),
  @exclusivity(unchecked) private var globals: [Binding?] = []
  /// and the caller's value for it.
  @exclusivity(unchecked) private var rootValues: [TemplateValue?] = []
  /// The definitions in scopes, innermost last: the slot each defines, the binding, and the
  /// stack index of the definition of the same slot it shadows (-1: none).
  @exclusivity(unchecked) private var definedSlots: [Int32] = []
  @exclusivity(unchecked) private var bindings: [Binding] = []
  @exclusivity(unchecked) private var shadowed: [Int32] = []
  @exclusivity(unchecked) private var scopeStarts: [Int] = []

  let includes: IncludeLoader?
  /// Macro calls and includes in progress.
  @exclusivity(unchecked) var callDepth = 0
  /// Tag renders in progress.
  @exclusivity(unchecked) var nesting = 0
  /// Loop iterations left before `countIteration` throws (`RenderLimits.loopIterations`).
  @exclusivity(unchecked) private var loopIterationsLeft: Int
  private let loopBudget: Int

  init(
    root: [String: TemplateValue], names: NameTable, includes: IncludeLoader?, loopBudget: Int = RenderLimits.loopIterations
  ) {
    self.loopBudget = loopBudget
    self.loopIterationsLeft = loopBudget
    self.root = root
    self.names = names
    self.includes = includes
    addSlots()
  }

  /// Gives the names the table has now and this render not yet their state: all of them at the
  /// start, and those of a template included by a variable's name after it is parsed.
  private func addSlots() {
    let texts = names.texts
    guard texts.count > innermost.count else { return }
    for text in texts[innermost.count...] {
      innermost.append(-1)
      globals.append(nil)
      rootValues.append(root[text])
    }
  }

  func lookup(_ name: ScopeName) -> Binding? {
    let slot = self.slot(of: name)
    let index = innermost[slot]
    if index >= 0 { return bindings[Int(index)] }
    if let global = globals[slot] { return global }
    return rootValues[slot].map(Binding.value)
  }

  /// Defines `name` in the innermost scope, replacing a definition already there.
  func define(_ name: ScopeName, _ binding: Binding) {
    let slot = self.slot(of: name)
    guard let start = scopeStarts.last else {
      globals[slot] = binding
      return
    }
    let index = innermost[slot]
    if index >= start {
      bindings[Int(index)] = binding
    } else {
      definedSlots.append(Int32(slot))
      bindings.append(binding)
      shadowed.append(index)
      innermost[slot] = Int32(bindings.count - 1)
    }
  }

  private func slot(of name: ScopeName) -> Int {
    if name.slot >= innermost.count { addSlots() }
    return name.slot
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
    scopeStarts.append(bindings.count)
  }

  func endScope() {
    // One at a time: a scope holds a few names, and `removeLast(_:)` goes through the general
    // `replaceSubrange` (callgrind: 4% of a render, for one or two names a scope).
    for _ in scopeStarts.removeLast()..<bindings.count {
      innermost[Int(definedSlots.removeLast())] = shadowed.removeLast()
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
