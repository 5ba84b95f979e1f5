import L10nGenCore

/// A parsed template written out as the body of a Swift function that renders it through
/// `CompiledRender`: what the built-in templates are compiled into the binary as, so that a render
/// runs their code instead of interpreting their nodes for every string.
///
/// The function does what the interpreter does, in the same order: the same values read the same
/// way (`Variable`'s paths, the filters, `Condition`'s truth), the same scopes (a branch, an
/// iteration, a macro's or an include's body; `set` defines in the innermost one) and the same
/// limits with the same messages. Names are bound when compiling instead of looked up when
/// rendering, which is the same thing wherever a name means one variable at each place it is read;
/// the one place it might not is a macro's body, which the interpreter reads in its caller's scopes:
/// every name a macro reads from outside must mean the same variable at each of its calls, or the
/// template is not compiled. Constructs the built-in templates do not use are not compiled either
/// (`map`, ranges, subscripts, loops over two variables, includes by variable or with a context):
/// compiling says which and where.
package struct TemplateCompiler {
  /// What a name is bound to where it is read: a Swift variable holding a value, an iteration's
  /// state (`forloop`), or a macro (a local function), each by number; nothing is a top-level variable.
  private enum StaticBinding: Equatable {
    case value(Int)
    case loop(Int)
    case macro(Int)

    /// Whether a name bound to it by `set` or passed to a macro means the binding itself, not a value.
    var isAliased: Bool {
      if case .value = self { return false }
      return true
    }
  }

  /// A scope: the names defined in it, and how many closures deep its code is (a name it does not
  /// hold yet cannot be declared in it from inside a closure).
  private struct Frame {
    var names: [String: StaticBinding] = [:]
    let closureDepth: Int
  }

  private struct MacroInfo {
    let name: String
    let parameters: [String]
    /// The names its body reads from outside itself, and what they meant where it was defined.
    var captured: [String: StaticBinding?] = [:]
  }

  /// A macro being compiled: reads that resolve below `base` are its captures.
  private struct OpenMacro {
    let id: Int
    let base: Int
  }

  /// A call to check once every macro's captures are known: the scopes at the call.
  private struct CallCheck {
    let macro: Int
    let frames: [Frame]
    let location: SourceLocation
  }

  /// A declared variable's uses, which decide how its declaration is written (`let`, `var`, `_ =`).
  private struct Declaration {
    var isRead = false
    var isReassigned = false
  }

  private var lines: [String] = []
  private var depth = 1
  private var frames: [Frame] = [Frame(closureDepth: 0)]
  private var closureDepth = 0
  /// Whether the code of each closure (and of the function, first) calls something that throws.
  private var throwing: [Bool] = [false]
  private var macros: [MacroInfo] = []
  private var openMacros: [OpenMacro] = []
  private var callChecks: [CallCheck] = []
  private var declarations: [Declaration] = []
  private var temporaries = 0
  private var rootNames: [String] = []
  private(set) var locations: [SourceLocation] = []
  private var locationIndexes: [SourceLocation: Int] = [:]
  private(set) var filterNames: [String] = []

  /// The function `name(_ r: CompiledRender) throws` rendering `nodes`.
  static func function(named name: String, rendering nodes: [any Node]) throws -> (code: String, locations: [SourceLocation], filters: [String]) {
    var compiler = TemplateCompiler()
    try compiler.compile(nodes)
    try compiler.checkCalls()
    var code = "func \(name)(_ r: CompiledRender) throws {\n"
    for (index, root) in compiler.rootNames.enumerated() {
      code += "  let root\(index) = r.root(\(swiftLiteral(root)))\n"
    }
    code += compiler.lines.map(compiler.finished).joined(separator: "\n") + "\n}\n"
    return (code, compiler.locations, compiler.filterNames)
  }

  // MARK: Nodes

  private mutating func compile(_ nodes: [any Node]) throws {
    for node in nodes {
      switch node {
      case let text as TextNode:
        guard !text.bytes.isEmpty else { continue }
        emitText(text.bytes)
      case let variable as VariableNode:
        try compile(variable)
      case let branches as IfNode:
        try compile(branches)
      case let loop as ForNode:
        try compile(loop)
      case let filter as FilterNode:
        try compile(filter)
      case let set as SetNode:
        try compile(set)
      case let macro as MacroNode:
        try compile(macro)
      case let call as CallNode:
        try compile(call)
      case let include as IncludeNode:
        try compile(include)
      case let map as MapNode:
        throw unsupported("'map'", at: map.location)
      default:
        throw TemplateError(location: nil, message: "cannot compile into Swift: a node of type \(type(of: node))")
      }
    }
  }

  private mutating func compile(_ node: VariableNode) throws {
    let value = try expression(node.value, at: node.location)
    guard let condition = node.condition else {
      write(value)
      return
    }
    let test = try self.condition(condition, at: node.location)
    open("if \(tried(test)) {")
    write(value)
    if let otherwise = node.otherwise {
      let other = try expression(otherwise, at: node.location)
      reopen("} else {")
      write(other)
    }
    close()
  }

  private mutating func compile(_ node: IfNode) throws {
    let location = index(of: node.location)
    for (position, branch) in node.branches.enumerated() {
      if let condition = branch.condition {
        let test = try self.condition(condition, at: node.location)
        if position == 0 { open("if \(tried(test)) {") } else { reopen("} else if \(tried(test)) {") }
      } else {
        reopen("} else {")
      }
      try scope(at: location) { try $0.compile(branch.nodes) }
    }
    close()
  }

  private mutating func compile(_ node: ForNode) throws {
    guard node.variables.count == 1, let variable = node.variables.first, variable.text != "_" else {
      throw unsupported("a loop over other than one named variable", at: node.location)
    }
    let location = index(of: node.location)
    let iterable = try expression(node.iterable, at: node.location)
    let id = temporary()
    open("do {")
    assignment("let items\(id) =", iterable.throws, "LoopItems(\(iterable.code))")
    var count = "items\(id).count"
    var position = "position\(id)"
    if let filter = node.filter {
      // The items `where` keeps, each tested in a scope of its own holding the item alone.
      open("let kept\(id) = try (0..<items\(id).count).filter { index\(id) in")
      beginClosure()
      statement("try r.countIteration(at: \(location))", throws: true)
      statement("try r.nest(at: \(location))", throws: true)
      frames.append(Frame(closureDepth: closureDepth))
      _ = declare(variable.text, as: "items\(id).first(at: index\(id))")
      let test = try condition(filter, at: node.location)
      frames.removeLast()
      emit("let keeps\(id) = \(tried(test))")
      emit("r.unnest()")
      emit("return keeps\(id)")
      endClosure()
      close()
      count = "kept\(id).count"
      position = "kept\(id)[position\(id)]"
    }
    if !node.emptyBody.isEmpty {
      open("if \(count) == 0 {")
      try scope(at: location) { try $0.compile(node.emptyBody) }
      close()
    }
    // The iterations are a closure given the render to write into: `CompiledRender.loop` counts
    // each, and may render the later ones into another render at the same time (`DividedLoop`).
    // A loop with a `where` test is never divided: its items are not all iterated.
    let weighed = node.filter == nil ? "items\(id)" : "nil"
    throwing[throwing.count - 1] = true
    open("try r.loop(\(weighed), count: \(count), at: \(location)) { r, position\(id) in")
    beginClosure()
    try scope(at: location) { compiler in
      compiler.declareLoop("forloop", as: "LoopState(index: position\(id), count: \(count))")
      _ = compiler.declare(variable.text, as: "items\(id).first(at: \(position))")
      try compiler.compile(node.body)
    }
    endClosure()
    close()
    close()
  }

  private mutating func compile(_ node: FilterNode) throws {
    let location = index(of: node.location)
    if let indent = node.streamedIndent {
      // The body renders in the enclosing scope, indented as it is written.
      emit("r.beginIndent(\(Self.swiftLiteral(String(decoding: indent.indentation, as: UTF8.self))), first: \(indent.indentFirst))")
      statement("try r.nest(at: \(location))", throws: true)
      try compile(node.body)
      emit("r.unnest()")
      emit("r.endIndent()")
      return
    }
    statement("try r.nest(at: \(location))", throws: true)
    let rendered = try captured(node.body)
    emit("r.unnest()")
    statement("try r.nest(at: \(location))", throws: true)
    frames.append(Frame(closureDepth: closureDepth))
    _ = declare(ScopeName.filterValue.text, as: "TemplateValue.string(\(rendered))")
    let value = try expression(.filtered(node.expression), at: node.location)
    frames.removeLast()
    write(value)
    emit("r.unnest()")
  }

  private mutating func compile(_ node: SetNode) throws {
    switch node.content {
    case .body(let nodes):
      let location = index(of: node.location)
      statement("try r.nest(at: \(location))", throws: true)
      let rendered = try captured(nodes)
      let value = "TemplateValue.string(\(rendered))"
      emit("r.unnest()")
      try define(node.name.text, as: value, at: node.location)
    case .expression(let resolvable):
      // A plain name that is a loop's state or a macro binds the same thing under another name.
      if let binding = aliasedBinding(resolvable) {
        frames[frames.count - 1].names[node.name.text] = binding
        return
      }
      let value = try expression(resolvable, at: node.location)
      try define(node.name.text, as: value.code, throws: value.throws, at: node.location)
    }
  }

  private mutating func compile(_ node: MacroNode) throws {
    let id = macros.count
    let macro = node.macro
    guard frames[frames.count - 1].closureDepth == closureDepth else {
      throw unsupported("the macro '\(macro.name.text)' defined inside a 'set' or 'filter' body", at: node.location)
    }
    macros.append(MacroInfo(name: macro.name.text, parameters: macro.parameters.map(\.text)))
    // Bound before the body, which may call it.
    frames[frames.count - 1].names[macro.name.text] = .macro(id)
    // The render object is a parameter, not captured: a macro writes into the render that calls it.
    let parameters = (["_ r: CompiledRender"] + macro.parameters.indices.map { "_ argument\($0): TemplateValue" }).joined(separator: ", ")
    open("func macro\(id)(\(parameters)) throws {")
    let savedClosureDepth = closureDepth
    let savedThrowing = throwing
    closureDepth += 1
    throwing.append(false)
    openMacros.append(OpenMacro(id: id, base: frames.count))
    frames.append(Frame(closureDepth: closureDepth))
    for (position, parameter) in macro.parameters.enumerated() {
      _ = declare(parameter.text, as: "argument\(position)")
    }
    try compile(macro.body)
    frames.removeLast()
    openMacros.removeLast()
    closureDepth = savedClosureDepth
    throwing = savedThrowing
    close()
  }

  private mutating func compile(_ node: CallNode) throws {
    guard node.macroName.literalValue == nil, node.macroName.path.isEmpty, let name = node.macroName.name,
      case .macro(let id)? = lookup(name.text)
    else {
      throw unsupported("a call to '\(node.macroName.text)', which is not a macro defined before it", at: node.location)
    }
    let macro = macros[id]
    guard macro.parameters.count == node.arguments.count else {
      throw TemplateError(
        location: node.location, message: "macro '\(macro.name)' takes \(macro.parameters.count) argument(s), \(node.arguments.count) given")
    }
    let location = index(of: node.location)
    var arguments: [String] = []
    for (parameter, argument) in zip(macro.parameters, node.arguments) {
      let value: Expression
      if let binding = aliasedBinding(argument) {
        guard case .loop(let loop) = binding else { throw unsupported("a macro passed to a macro", at: node.location) }
        markRead(loop)
        value = Expression(code: "variable\(loop).dictionary", throws: false)
      } else {
        value = try expression(argument, at: node.location)
      }
      // An argument that is nothing leaves the parameter unbound: the name reads the caller's.
      let fallback: String
      switch lookup(parameter) {
      case .macro?: throw unsupported("a macro argument that is nothing where '\(parameter)' names a macro", at: node.location)
      case .loop(let loop)?:
        markRead(loop)
        fallback = "variable\(loop).dictionary"
      case .value(let variable)?:
        markRead(variable)
        fallback = "CompiledRender.read(variable\(variable))"
      case nil:
        fallback = "CompiledRender.read(\(root(parameter)))"
      }
      let temporary = "argument\(self.temporary())"
      assignment("let \(temporary) =", value.throws, value.code)
      arguments.append("CompiledRender.isNull(\(temporary)) ? \(fallback) : \(temporary)")
    }
    // What the macro reads from outside must be read here too, by the macros this call is inside.
    for captured in macro.captured.keys.sorted() { _ = lookup(captured) }
    callChecks.append(CallCheck(macro: id, frames: frames, location: node.location))
    statement("try r.enterMacro(\(Self.swiftLiteral(macro.name)), at: \(location))", throws: true)
    statement("try r.nest(at: \(location))", throws: true)
    statement("try macro\(id)(\((["r"] + arguments).joined(separator: ", ")))", throws: true)
    emit("r.unnest()")
    emit("r.leaveCall()")
  }

  private mutating func compile(_ node: IncludeNode) throws {
    guard node.contextName == nil, let document = node.preloaded else {
      throw unsupported("an include by a variable's value, with a context, or of itself", at: node.location)
    }
    let location = index(of: node.location)
    statement("try r.enterInclude(at: \(location))", throws: true)
    open("do {")
    try scope(at: location) { try $0.compile(document.nodes) }
    close()
    emit("r.leaveCall()")
  }

  // MARK: Scopes and names

  /// Code in a scope of its own, counted as the interpreter counts one.
  private mutating func scope(at location: Int, _ body: (inout TemplateCompiler) throws -> Void) throws {
    statement("try r.nest(at: \(location))", throws: true)
    frames.append(Frame(closureDepth: closureDepth))
    try body(&self)
    frames.removeLast()
    emit("r.unnest()")
  }

  /// `nodes` rendered into a string (a `set` or `filter` body): an expression, after the lines
  /// that make it. The body renders in the enclosing scope.
  private mutating func captured(_ nodes: [any Node]) throws -> String {
    let id = temporary()
    let start = lines.count
    let indentation = String(repeating: "  ", count: depth)
    open("let captured\(id) = r.capture {")
    beginClosure()
    try compile(nodes)
    let throwsInside = endClosure()
    close()
    if throwsInside {
      lines[start] = indentation + "let captured\(id) = try r.capture {"
      throwing[throwing.count - 1] = true
    }
    return "captured\(id)"
  }

  private mutating func beginClosure() {
    closureDepth += 1
    throwing.append(false)
  }

  @discardableResult
  private mutating func endClosure() -> Bool {
    closureDepth -= 1
    return throwing.removeLast()
  }

  /// `{% set name … %}`: a new variable in the innermost scope, or a new value for the one it holds.
  private mutating func define(_ name: String, as value: String, throws: Bool = false, at location: SourceLocation) throws {
    let frame = frames.count - 1
    if case .value(let id)? = frames[frame].names[name] {
      declarations[id].isReassigned = true
      assignment("\u{1}A\(id)\u{1}", `throws`, value)
      return
    }
    guard frames[frame].closureDepth == closureDepth else {
      throw unsupported("'set' of a new name inside a 'set' or 'filter' body", at: location)
    }
    _ = declare(name, as: value, throws: `throws`)
  }

  /// A new variable in the innermost scope holding `value`.
  private mutating func declare(_ name: String, as value: String, throws: Bool = false) -> Int {
    let id = declarations.count
    declarations.append(Declaration())
    frames[frames.count - 1].names[name] = .value(id)
    assignment("\u{1}D\(id)\u{1}", `throws`, value)
    return id
  }

  private mutating func declareLoop(_ name: String, as value: String) {
    let id = declarations.count
    declarations.append(Declaration())
    frames[frames.count - 1].names[name] = .loop(id)
    emit("\u{1}D\(id)\u{1} \(value)")
  }

  /// What `name` means here; a macro being compiled notes the names it reads from outside.
  private mutating func lookup(_ name: String) -> StaticBinding? {
    var found: (frame: Int, binding: StaticBinding)?
    for index in frames.indices.reversed() {
      if let binding = frames[index].names[name] {
        found = (index, binding)
        break
      }
    }
    for open in openMacros where found.map({ $0.frame < open.base }) ?? true {
      macros[open.id].captured[name] = .some(found?.binding)
    }
    return found?.binding
  }

  /// The loop state or macro a resolvable names, when it is that name alone.
  private mutating func aliasedBinding(_ resolvable: Resolvable) -> StaticBinding? {
    guard let variable = resolvable.plainVariable, variable.literalValue == nil, variable.path.isEmpty, let name = variable.name,
      let binding = lookup(name.text), binding.isAliased
    else { return nil }
    return binding
  }

  private func resolve(_ name: String, in frames: [Frame]) -> StaticBinding? {
    for frame in frames.reversed() {
      if let binding = frame.names[name] { return binding }
    }
    return nil
  }

  /// Every call of a macro sees what the macro reads from outside as its definition did.
  private func checkCalls() throws {
    for check in callChecks {
      let macro = macros[check.macro]
      for (name, meaning) in macro.captured.sorted(by: { $0.key < $1.key }) where resolve(name, in: check.frames) != meaning {
        throw unsupported(
          "a call of '\(macro.name)' where '\(name)', which it reads, is another variable than where it is defined", at: check.location)
      }
    }
  }

  private mutating func markRead(_ id: Int) {
    declarations[id].isRead = true
  }

  private mutating func root(_ name: String) -> String {
    if let index = rootNames.firstIndex(of: name) { return "root\(index)" }
    rootNames.append(name)
    return "root\(rootNames.count - 1)"
  }

  private mutating func temporary() -> Int {
    temporaries += 1
    return temporaries
  }

  private mutating func index(of location: SourceLocation) -> Int {
    if let index = locationIndexes[location] { return index }
    locations.append(location)
    locationIndexes[location] = locations.count - 1
    return locations.count - 1
  }

  private mutating func filterIndex(_ name: String) -> Int {
    if let index = filterNames.firstIndex(of: name) { return index }
    filterNames.append(name)
    return filterNames.count - 1
  }

  private func unsupported(_ what: String, at location: SourceLocation) -> TemplateError {
    TemplateError(location: location, message: "cannot compile into Swift: \(what)")
  }

  // MARK: Expressions

  private struct Expression {
    let code: String
    let `throws`: Bool
    /// What the code is known to be, for the cheaper code some uses have: a literal text, or a
    /// loop's number or flag as a Swift `Int` or `Bool` (`plainCode`), not wrapped in a TemplateValue.
    var shape: Shape = .value
    var plainCode: String = ""

    enum Shape {
      case value
      case literalText(String)
      case loopInt
      case loopBool
    }
  }

  /// Text known when compiling: `r.text` when it holds no line break, `r.lines` when its line breaks
  /// are all `\n`, `r.breaks` with other ones (which only the general scan of the output handles).
  private mutating func emitText(_ bytes: [UInt8]) {
    let literal = Self.swiftLiteral(String(decoding: bytes, as: UTF8.self))
    let breaks = bytes.withUnsafeBufferPointer { bytes in
      bytes.indices.filter { StencilFilters.newlineLength(at: $0, in: bytes) > 0 }.map { bytes[$0] }
    }
    if breaks.isEmpty {
      emit("r.text(\(literal))")
    } else if breaks.allSatisfy({ $0 == UInt8(ascii: "\n") }) {
      emit("r.lines(\(literal))")
    } else {
      emit("r.breaks(\(literal))")
    }
  }

  /// `r.write(value)`, or what writes the same for less: a literal's bytes, a loop's number.
  private mutating func write(_ value: Expression) {
    switch value.shape {
    case .literalText(let text):
      guard !text.isEmpty else { return }
      emitText(Array(text.utf8))
    case .loopInt:
      emit("r.write(number: \(value.plainCode))")
    case .value, .loopBool:
      statement("r.write(\(value.code))", throws: value.throws)
    }
  }

  private mutating func expression(_ resolvable: Resolvable, at location: SourceLocation) throws -> Expression {
    guard case .filtered(let filtered) = resolvable else { throw unsupported("a range", at: location) }
    var value = try self.value(of: filtered.variable, at: location)
    if filtered.filters.isEmpty { return value }
    var throwing = value.throws
    for application in filtered.filters {
      let filter = filterIndex(application.name)
      let spot = index(of: location)
      if application.arguments.isEmpty {
        value = Expression(code: "r.apply(\(filter), \(value.code), [], at: \(spot))", throws: true)
      } else {
        var arguments: [String] = []
        for argument in application.arguments {
          let resolved = try self.value(of: argument, at: location)
          throwing = throwing || resolved.throws
          arguments.append(resolved.code)
        }
        value = Expression(code: "r.apply(\(filter), \(value.code), [\(arguments.joined(separator: ", "))], at: \(spot))", throws: true)
      }
      throwing = true
    }
    return Expression(code: value.code, throws: throwing)
  }

  private mutating func value(of variable: Variable, at location: SourceLocation) throws -> Expression {
    if let literal = variable.literalValue {
      var expression = Expression(code: Self.swiftLiteral(literal), throws: false)
      if case .string(let text) = literal { expression.shape = .literalText(text) }
      return expression
    }
    guard let name = variable.name else { throw unsupported("the variable '\(variable.text)'", at: location) }
    var path = variable.path[...]
    var code: String
    // The value as held, for a path's first member, which reads it itself (`CompiledRender.member`
    // makes a computed value): reading it apart first copied it, for every member a render reads.
    var held: String?
    switch lookup(name.text) {
    case .value(let id)?:
      markRead(id)
      code = "CompiledRender.read(variable\(id))"
      held = "variable\(id)"
    case .loop(let id)?:
      markRead(id)
      if case .key(let key)? = path.first {
        path = path.dropFirst()
        if path.isEmpty, let member = Self.loopMember(key, of: "variable\(id)") { return member }
        code = "CompiledRender.loopMember(variable\(id), \(Self.swiftLiteral(key)))"
      } else {
        code = "variable\(id).dictionary"
      }
    case .macro?:
      // A macro's name read as a value is nothing, and so is every member of it.
      return Expression(code: "TemplateValue.null", throws: false)
    case nil:
      code = "CompiledRender.read(\(root(name.text)))"
      held = root(name.text)
    }
    for component in path {
      guard case .key(let key) = component else { throw unsupported("a subscript ('\(variable.text)')", at: location) }
      code = "CompiledRender.member(\(held ?? code), \(Self.swiftLiteral(key)))"
      held = nil
    }
    return Expression(code: code, throws: false)
  }

  /// `forloop.key` as plain Swift over the loop's state (`LoopState.property` says what each is):
  /// its number or flag, made a TemplateValue only where one is needed.
  private static func loopMember(_ key: String, of loop: String) -> Expression? {
    let (plain, shape): (String, Expression.Shape)
    switch key {
    case "counter": (plain, shape) = ("(\(loop).index + 1)", .loopInt)
    case "counter0": (plain, shape) = ("\(loop).index", .loopInt)
    case "length": (plain, shape) = ("\(loop).count", .loopInt)
    case "first": (plain, shape) = ("(\(loop).index == 0)", .loopBool)
    case "last": (plain, shape) = ("(\(loop).index == \(loop).count - 1)", .loopBool)
    default: return nil
    }
    let wrapped = if case .loopInt = shape { "TemplateValue.int(\(plain))" } else { "TemplateValue.bool(\(plain))" }
    return Expression(code: wrapped, throws: false, shape: shape, plainCode: plain)
  }

  private mutating func condition(_ condition: Condition, at location: SourceLocation) throws -> Expression {
    switch condition {
    case .value(let resolvable):
      let value = try expression(resolvable, at: location)
      switch value.shape {
      case .loopBool: return Expression(code: value.plainCode, throws: false)
      case .loopInt: return Expression(code: "\(value.plainCode) > 0", throws: false)
      case .value, .literalText: return Expression(code: "\(value.code).isTruthy", throws: value.throws)
      }
    case .not(let inner):
      let value = try self.condition(inner, at: location)
      return Expression(code: "!(\(value.code))", throws: value.throws)
    case .and(let lhs, let rhs), .or(let lhs, let rhs):
      let left = try self.condition(lhs, at: location)
      let right = try self.condition(rhs, at: location)
      let operation = if case .and = condition { "&&" } else { "||" }
      return Expression(code: "(\(left.code) \(operation) \(right.code))", throws: left.throws || right.throws)
    case .comparison(let comparison, .value(let lhs), .value(let rhs)):
      let left = try expression(lhs, at: location)
      let right = try expression(rhs, at: location)
      // A value compared with a literal text: equal only when it is that text (`holds` says why).
      if comparison == .equal || comparison == .notEqual {
        for (value, other) in [(left, right), (right, left)] {
          guard case .literalText(let text) = other.shape else { continue }
          let test = "CompiledRender.isText(\(value.code), \(Self.swiftLiteral(text)))"
          return Expression(code: comparison == .equal ? test : "!" + test, throws: value.throws)
        }
      }
      return Expression(
        code: "CompiledRender.holds(.\(comparison), \(left.code), \(right.code))", throws: left.throws || right.throws)
    case .comparison:
      throw unsupported("a comparison of other than two values", at: location)
    }
  }

  // MARK: Writing code

  private mutating func emit(_ line: String) {
    lines.append(String(repeating: "  ", count: depth) + line)
  }

  /// A statement, marked `try` when it calls something that throws.
  private mutating func statement(_ line: String, throws: Bool) {
    if `throws` { throwing[throwing.count - 1] = true }
    emit(`throws` && !line.hasPrefix("try ") ? "try " + line : line)
  }

  /// `target value`, the value marked `try` when it calls something that throws.
  private mutating func assignment(_ target: String, _ throws: Bool, _ value: String) {
    if `throws` { throwing[throwing.count - 1] = true }
    emit(target + (`throws` ? " try " : " ") + value)
  }

  /// An `if` condition, marked when it calls something that throws.
  private mutating func tried(_ test: Expression) -> String {
    guard test.throws else { return test.code }
    throwing[throwing.count - 1] = true
    return "try " + test.code
  }

  private mutating func open(_ line: String) {
    emit(line)
    depth += 1
  }

  private mutating func reopen(_ line: String) {
    depth -= 1
    emit(line)
    depth += 1
  }

  private mutating func close() {
    depth -= 1
    emit("}")
  }

  /// A line with its declarations written as their uses need: `let`, `var`, or `_ =` for one never read.
  private func finished(_ line: String) -> String {
    guard line.contains("\u{1}") else { return line }
    var result = ""
    var parts = line.split(separator: "\u{1}", omittingEmptySubsequences: false)[...]
    result += parts.removeFirst()
    while let marker = parts.popFirst() {
      let rest = parts.popFirst() ?? ""
      let id = Int(marker.dropFirst())!
      let declaration = declarations[id]
      if !declaration.isRead {
        result += "_ ="
      } else if marker.first == "D" {
        result += (declaration.isReassigned ? "var" : "let") + " variable\(id) ="
      } else {
        result += "variable\(id) ="
      }
      result += rest
    }
    return result
  }

  /// `text` as a Swift string literal (escaped as the `swiftString` filter escapes).
  package static func swiftLiteral(_ text: String) -> String {
    "\"" + SwiftCodeFilters.swiftStringBody(text) + "\""
  }

  private static func swiftLiteral(_ value: TemplateValue) -> String {
    switch value {
    case .string(let string): return "TemplateValue.string(\(swiftLiteral(string)))"
    case .int(let int): return "TemplateValue.int(\(int))"
    case .double(let double):
      return double.isFinite ? "TemplateValue.double(\(double))" : "TemplateValue.double(Double(bitPattern: \(double.bitPattern)))"
    case .bool(let bool): return "TemplateValue.bool(\(bool))"
    default: return "TemplateValue.null"
    }
  }
}

extension Template {
  /// This template as the Swift function `name(_ r: CompiledRender) throws`, with the places and
  /// the filters its code refers to by number (a `CompiledTemplate`'s). Throws `TemplateError` for
  /// what cannot be compiled.
  package func swiftFunction(named name: String) throws -> (code: String, locations: [SourceLocation], filters: [String]) {
    try TemplateCompiler.function(named: name, rendering: document.nodes)
  }
}
