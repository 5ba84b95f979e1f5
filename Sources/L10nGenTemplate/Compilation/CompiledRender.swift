import L10nGenCore

/// A template turned into a Swift function by `TemplateCompiler`, with what that function refers
/// to by number: the places of its tags (for error messages) and the filters it applies.
package struct CompiledTemplate: Sendable {
  let locations: [SourceLocation]
  let filters: [TemplateFilter]
  let filterNames: [String]
  let render: @Sendable (CompiledRender) throws -> Void

  /// `filters` are names `TemplateCompiler` took from a template that parsed, so each exists.
  package init(locations: [SourceLocation], filters: [String], render: @escaping @Sendable (CompiledRender) throws -> Void) {
    self.locations = locations
    self.filterNames = filters
    self.filters = filters.map { FilterRegistry.filter(named: $0) ?? TemplateFilter.simple { _ in throw FilterFailure("unknown filter") } }
    self.render = render
  }
}

/// What a compiled template's function writes into and counts with: the render's one buffer, the
/// top-level variables, and the limits the interpreter keeps (`RenderContext`), checked at the same
/// places with the same messages, so that a compiled template fails where and as its source would.
///
/// Its state is read and written by the one thread rendering, never while another access is under
/// way (the parts of a divided loop that another thread renders go into renders of their own), so
/// the run-time exclusivity checks are left out (as `RenderContext`'s: callgrind, 3% of a render
/// when they were in).
package final class CompiledRender {
  @exclusivity(unchecked) var output: TemplateOutput
  let root: [String: TemplateValue]
  let template: CompiledTemplate
  @exclusivity(unchecked) var nesting: Int
  @exclusivity(unchecked) var callDepth: Int
  @exclusivity(unchecked) var loopIterationsLeft: Int
  let loopBudget: Int
  /// Which loop, if any, renders on two threads at once (`DividedLoop`).
  @exclusivity(unchecked) var division: LoopDivision

  init(
    root: [String: TemplateValue], template: CompiledTemplate, output: TemplateOutput, loopBudget: Int,
    nesting: Int = 0, callDepth: Int = 0, division: LoopDivision = .none
  ) {
    self.root = root
    self.template = template
    self.output = output
    self.loopBudget = loopBudget
    self.loopIterationsLeft = loopBudget
    self.nesting = nesting
    self.callDepth = callDepth
    self.division = division
  }

  // MARK: Variables

  /// A top-level variable (`tables`, `param`…), or nothing.
  package func root(_ name: String) -> TemplateValue {
    root[name] ?? .null
  }

  /// A variable's value as a path starts from it: a computed value is made when it is read.
  package static func read(_ value: TemplateValue) -> TemplateValue {
    if case .computed(let computed) = value { return computed.make().readable }
    return value
  }

  /// `value.key`, as `Variable` reads a path: nothing when there is no such member. A computed
  /// `value` is made first, as `read` makes it.
  package static func member(_ value: TemplateValue, _ key: String) -> TemplateValue {
    if case .computed(let computed) = value { return member(computed.make().readable, key) }
    // `readable`, tested in place: most members are made as they are, and passing them through a
    // property that returns its value copied it again (callgrind: a third of this function).
    switch Variable.member(key, of: value) {
    case .computed(let computed)?: return computed.make().readable
    case let found?: return found
    case nil: return .null
    }
  }

  /// `forloop.key` (a name of its own: overloads cost the compiler of the generated code).
  package static func loopMember(_ loop: LoopState, _ key: String) -> TemplateValue {
    loop.property(key) ?? .null
  }

  /// Whether `value` is the text `text`: what `holds(.equal, value, .string(text))` says, without
  /// making either side a TemplateValue to compare (a text is no number, so only a text equals it).
  package static func isText(_ value: TemplateValue, _ text: String) -> Bool {
    switch value {
    case .string(let string): return string == text
    case .computed, .record: return isText(value.resolved, text)
    default: return false
    }
  }

  package static func isNull(_ value: TemplateValue) -> Bool {
    if case .null = value { return true }
    return false
  }

  // MARK: Output

  /// Template text with no line break in it.
  package func text(_ text: StaticString) {
    output.appendSingleLine(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Template text that holds line breaks, all of them `\n`.
  package func lines(_ text: StaticString) {
    output.appendLineFeedLines(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Template text that holds other line breaks too (`\r\n`, U+2028…), which indentation reads as
  /// `indent` does.
  package func breaks(_ text: StaticString) {
    output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  package func write(_ value: TemplateValue) {
    // A string, nearly always: written as it is held.
    if case .string(let string) = value {
      output.append(string)
    } else {
      output.append(value.renderedText)
    }
  }

  /// A loop's number, as `write(.int(number))` writes it, without making a string of it.
  package func write(number: Int) {
    output.appendDecimal(number)
  }

  package func beginIndent(_ prefix: StaticString, first: Bool) {
    output.beginIndent(Array(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)), first: first)
  }

  package func endIndent() {
    output.endIndent()
  }

  /// What `body` writes, as a string, without the indentation in effect (`set` and `filter` bodies).
  package func capture(_ body: () throws -> Void) rethrows -> String {
    let capture = output.beginCapture()
    defer { output.endCapture(capture) }
    try body()
    return output.capturedText(capture)
  }

  // MARK: Filters

  /// Applies the template's filter number `filter`, as `FilterExpression` does.
  package func apply(_ filter: Int, _ value: TemplateValue, _ arguments: [TemplateValue], at location: Int) throws -> TemplateValue {
    do {
      return try template.filters[filter].apply(value, arguments)
    } catch let failure as FilterFailure {
      throw TemplateError(location: template.locations[location], message: "filter '\(template.filterNames[filter])': \(failure.message)")
    }
  }

  package static func holds(_ comparison: ComparisonOperator, _ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
    comparison.holds(lhs, rhs)
  }

  // MARK: Limits

  /// A scope begins (a branch, an iteration, a macro's or an include's body, a captured body).
  package func nest(at location: Int) throws {
    guard nesting < RenderLimits.renderNesting else {
      throw TemplateError(
        location: template.locations[location],
        message: "tags nested more than \(RenderLimits.renderNesting) levels deep while rendering (runaway recursion?)")
    }
    nesting += 1
  }

  package func unnest() {
    nesting -= 1
  }

  /// A macro is called: `macro` is its name.
  package func enterMacro(_ macro: StaticString, at location: Int) throws {
    guard callDepth < RenderLimits.macroDepth else {
      throw TemplateError(
        location: template.locations[location],
        message: "macro '\(macro)' nested more than \(RenderLimits.macroDepth) calls deep (runaway recursion?)")
    }
    callDepth += 1
  }

  package func enterInclude(at location: Int) throws {
    guard callDepth < RenderLimits.macroDepth else {
      throw TemplateError(
        location: template.locations[location], message: "includes nested more than \(RenderLimits.macroDepth) levels deep (runaway recursion?)")
    }
    callDepth += 1
  }

  package func leaveCall() {
    callDepth -= 1
  }

  package func countIteration(at location: Int) throws {
    guard loopIterationsLeft > 0 else {
      throw TemplateError(
        location: template.locations[location],
        message: "loops ran more than \(loopBudget) iterations in one render (loops nested too deep?)")
    }
    loopIterationsLeft -= 1
  }
}
