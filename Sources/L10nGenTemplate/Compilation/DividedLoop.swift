import L10nGenCore

/// Which loop of a compiled render, if any, renders on two threads at once.
///
/// A render is one thread's work, and most of it is one loop: the built-in templates' loop over a
/// table's top-level groups (or over its strings, when its keys have no groups). That loop's
/// iterations read only values nothing writes (the context's values are `Sendable`, its records
/// immutable) and write only the render's output and counters. So the loop is cut into parts of
/// about even weight: the render's thread renders them from the first, into its own output, while
/// another thread renders them from the last, each into an output and counters of its own that
/// begin where the part before it most likely ends (`DividedLoop`), until the two meet. Then each
/// part rendered apart is appended if it began where the one before it ended, and is otherwise
/// rendered again, in order: either way the output, and any error, is one thread's. The parts
/// rendered apart are held until the render's thread reaches them (about half the output).
///
/// The loops inside a divided loop are not divided; a later loop may be (weight says how much a loop
/// holds, not how much it writes of it: the swift6 templates first name every group's enum, a
/// heavy loop that writes little, and then write the members in another). Only the first
/// `loopsLeft` loops of two items or more met outside a divided loop are weighed: a template whose
/// heavy loop comes after many light ones renders on one thread.
package struct LoopDivision: Sendable {
  /// The least weight (the number of values the items hold, a level's strings counted without
  /// making them: `weight(of:)`) a loop's items must have for a second thread to be worth starting.
  let minimumWeight: Int
  /// The least share, in percent of the weight, of the lighter half of the most even cut in two: a
  /// loop whose weight is mostly one item is left whole, and a loop inside that item may be divided.
  let smallestShare: Int
  /// How many parts a divided loop is cut into, at most: the threads take them one at a time, so
  /// that each ends about when the other does, however fast each runs.
  let parts: Int
  /// How many loops of two items or more may still be weighed (none while one is divided).
  var loopsLeft: Int
  /// How many loops that could be divided are passed over first (tests divide each in turn).
  var passing: Int
  /// Whether the later half of the parts is rendered apart, before the rest and on the render's
  /// thread, rather than on another thread for as many parts as it reaches (tests: which parts
  /// are rendered apart is then the same in every run).
  let laterHalfFirst: Bool

  /// What a render of generated code does: the first loop of enough weight, among the first few.
  /// A 20,000-key table's groups weigh about 33,500 and render in about 50 ms on one thread; eight
  /// parts keep the two threads' ends within about a part of each other (Changelog, 2026-11-30).
  package static let standard = LoopDivision(
    minimumWeight: 2_000, smallestShare: 25, parts: 8, loopsLeft: 16, passing: 0, laterHalfFirst: false)
  /// No loop divided.
  package static let none = LoopDivision(
    minimumWeight: .max, smallestShare: 100, parts: 1, loopsLeft: 0, passing: 0, laterHalfFirst: false)

  /// The first loop of two items or more after `passing` others, whatever its weight, cut into
  /// `parts`, the later half of them rendered apart (tests).
  package static func loop(after passing: Int, parts: Int = 2) -> LoopDivision {
    LoopDivision(minimumWeight: 0, smallestShare: 0, parts: parts, loopsLeft: .max, passing: passing, laterHalfFirst: true)
  }

  /// What became of the loops a render divided.
  package enum Outcome: Equatable, Sendable {
    /// No loop was divided.
    case whole
    /// Loops were divided, and every part rendered apart (`partsKept` of them, none when the
    /// render's thread reached the last part first) began where the part before it ended, and was kept.
    case joined
    /// A part rendered apart did not begin where the part before it ended, or failed: it was
    /// rendered again after that part, on the render's thread.
    case renderedAgain
  }

  /// What became of the loops this render divided, once rendered.
  package internal(set) var outcome = Outcome.whole
  /// How many parts rendered apart were kept.
  package internal(set) var partsKept = 0

  /// The position that cuts `weights` (a loop's items') in two most evenly, when they weigh
  /// `minimumWeight` or more and the lighter part is `smallestShare` percent of them or more: nil
  /// says the loop is not divided.
  func middle(of weights: [Int]) -> Int? {
    guard weights.count >= 2 else { return nil }
    let total = weights.reduce(0, +)
    guard total >= minimumWeight else { return nil }
    var before = 0
    var best = (position: 1, lighter: -1)
    for position in 1..<weights.count {
      before += weights[position - 1]
      let lighter = min(before, total - before)
      if lighter > best.lighter { best = (position, lighter) }
    }
    return best.lighter * 100 >= total * smallestShare ? best.position : nil
  }

  /// Where `weights` are cut into `parts` parts (fewer when there are fewer items) of about even
  /// weight, none empty: the first position of each part, and the end.
  static func bounds(of weights: [Int], parts: Int) -> [Int] {
    let parts = min(parts, weights.count)
    let total = weights.reduce(0, +)
    var bounds = [0]
    var before = 0
    for position in 0..<weights.count {
      let part = bounds.count
      guard part < parts else { break }
      // A part ends once it reaches its share of the weight, leaving an item for each part after it.
      before += weights[position]
      let itemsLeft = weights.count - (position + 1)
      if itemsLeft == parts - part || (before * parts >= total * part && itemsLeft >= parts - part) {
        bounds.append(position + 1)
      }
    }
    bounds.append(weights.count)
    return bounds
  }
}

extension CompiledRender {
  /// A `for` loop's iterations, `count` of them, each counted and then rendered by `body` into the
  /// render it is given: this one, or a part's when the loop is divided. `items` are what the
  /// iterations read, for weighing them (nil: the loop is never divided).
  package func loop(_ items: LoopItems?, count: Int, at location: Int, _ body: (CompiledRender, Int) throws -> Void) throws {
    if let items, count >= 2, division.loopsLeft > 0, let bounds = divisionBounds(of: items, count: count) {
      try loop(bounds: bounds, at: location, body)
      return
    }
    try iterate(0..<count, at: location, body)
  }

  /// The iterations at `positions`, each counted, then rendered into this render.
  fileprivate func iterate(_ positions: Range<Int>, at location: Int, _ body: (CompiledRender, Int) throws -> Void) throws {
    for position in positions {
      try countIteration(at: location)
      try body(self, position)
    }
  }

  /// Where to cut the loop, when `division` divides it.
  private func divisionBounds(of items: LoopItems, count: Int) -> [Int]? {
    division.loopsLeft -= 1
    let weights = (0..<count).map { DividedLoop.weight(of: items.first(at: $0)) }
    guard division.middle(of: weights) != nil else { return nil }
    guard division.passing == 0 else {
      division.passing -= 1
      return nil
    }
    return LoopDivision.bounds(of: weights, parts: division.parts)
  }

  /// Renders the parts `bounds` cut from the first on this thread, into this render, while another
  /// thread renders them from the last, each into a render of its own; then appends each of those
  /// that began where the part before it ended, and renders the others again here.
  private func loop(bounds: [Int], at location: Int, _ body: (CompiledRender, Int) throws -> Void) throws {
    let partCount = bounds.count - 1
    // Most iterations end with a line break: where a part most likely begins.
    let start = output.lineState.atLineStart
    let (startNesting, startCallDepth) = (nesting, callDepth)
    let claims = PartClaims(count: partCount, laterFrom: division.laterHalfFirst ? (partCount + 1) / 2 : 1)
    // No loop inside this one is divided, on either thread; a later one may be.
    let loopsLeft = division.loopsLeft
    division.loopsLeft = 0
    defer { division.loopsLeft = loopsLeft }
    try withoutActuallyEscaping(body) { body in
      let apart = DividedLoop(
        render: self, start: start, bounds: bounds, location: location, claims: claims, body: body)
      var started: DeepStack.Started?
      // The other thread uses `body`, which must not outlive this closure: it is waited for on
      // every way out, a failure too.
      defer { started?.wait() }
      if division.laterHalfFirst {
        apart.run()
      } else {
        started = DeepStack.start { apart.run() }
      }
      var failure: (any Error)?
      do {
        while let part = claims.first() {
          try iterate(bounds[part]..<bounds[part + 1], at: location, body)
        }
      } catch {
        failure = error
        claims.stop()
      }
      started?.wait()
      if let failure { throw failure }
      if division.outcome == .whole { division.outcome = .joined }
      for part in claims.firstRenderedApart..<partCount {
        if let rendered = apart.rendered[part], !rendered.failed, output.lineState == start, nesting == startNesting,
          callDepth == startCallDepth, rendered.iterations <= loopIterationsLeft
        {
          output.append(written: rendered.chunks, endingIn: rendered.end)
          loopIterationsLeft -= rendered.iterations
          (nesting, callDepth) = (rendered.nesting, rendered.callDepth)
          division.partsKept += 1
          continue
        }
        division.outcome = .renderedAgain
        try iterate(bounds[part]..<bounds[part + 1], at: location, body)
      }
    }
  }
}

/// Which parts of a divided loop each thread takes: the render's thread from the first, the other
/// from the last, one at a time, until they meet.
private final class PartClaims: @unchecked Sendable {
  private let lock = Lock()
  private var next: Int
  private var last: Int
  /// The first part the other thread may take.
  private let laterFrom: Int
  private var stopped = false

  init(count: Int, laterFrom: Int) {
    next = 0
    last = count
    self.laterFrom = laterFrom
  }

  /// The next part from the first, for the render's thread.
  func first() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < last else { return nil }
    next += 1
    return next - 1
  }

  /// The next part from the last, for the other thread.
  func fromLast() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped, last > max(next, laterFrom) else { return nil }
    last -= 1
    return last
  }

  /// The render's thread failed: the other takes no more parts.
  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }

  /// The first part the other thread took, once both are done.
  var firstRenderedApart: Int {
    lock.lock()
    defer { lock.unlock() }
    return last
  }
}

/// What a part of a divided loop rendered apart wrote, and how it ended.
private struct RenderedPart {
  let chunks: [[UInt8]]
  let end: TemplateOutput.LineState
  let iterations: Int
  let nesting: Int
  let callDepth: Int
  let failed: Bool
}

/// What the part of a divided loop being rendered apart writes, in the order written.
private final class WrittenChunks {
  var chunks: [[UInt8]] = []
}

/// The parts of a divided loop another thread renders, from the last, each into a render of its
/// own that begins with the loop's indentation at the start of a line, and with its counters: the
/// render's values, read only.
private final class DividedLoop {
  private let root: [String: TemplateValue]
  private let template: CompiledTemplate
  private let loopBudget: Int
  private let iterationsLeft: Int
  private let nesting: Int
  private let callDepth: Int
  private let start: TemplateOutput.LineState
  private let bounds: [Int]
  private let location: Int
  private let claims: PartClaims
  private let body: (CompiledRender, Int) throws -> Void
  /// Each part this thread rendered, by number; read once it is done.
  private(set) var rendered: [RenderedPart?]

  init(
    render: CompiledRender, start: TemplateOutput.LineState, bounds: [Int], location: Int, claims: PartClaims,
    body: @escaping (CompiledRender, Int) throws -> Void
  ) {
    root = render.root
    template = render.template
    loopBudget = render.loopBudget
    iterationsLeft = render.loopIterationsLeft
    nesting = render.nesting
    callDepth = render.callDepth
    self.start = start
    self.bounds = bounds
    self.location = location
    self.claims = claims
    self.body = body
    rendered = Array(repeating: nil, count: bounds.count - 1)
  }

  func run() {
    while let part = claims.fromLast() {
      rendered[part] = render(part)
    }
  }

  private func render(_ part: Int) -> RenderedPart {
    let written = WrittenChunks()
    let render = CompiledRender(
      root: root, template: template, output: TemplateOutput(continuing: start, sink: { written.chunks.append(Array($0)) }),
      loopBudget: loopBudget, nesting: nesting, callDepth: callDepth)
    render.loopIterationsLeft = iterationsLeft
    var failed = false
    do {
      try render.iterate(bounds[part]..<bounds[part + 1], at: location, body)
    } catch {
      failed = true
    }
    render.output.flush()
    return RenderedPart(
      chunks: written.chunks, end: render.output.lineState, iterations: iterationsLeft - render.loopIterationsLeft,
      nesting: render.nesting, callDepth: render.callDepth, failed: failed)
  }

  /// About how much rendering `value` stands for, relative to its siblings: how many values it holds.
  /// A computed value counts the elements it says it makes, without making them (a level's strings).
  static func weight(of value: TemplateValue) -> Int {
    switch value {
    case .array(let elements): return elements.reduce(1) { $0 + weight(of: $1) }
    case .dictionary(let members): return members.values.reduce(1) { $0 + weight(of: $1) }
    // Bounded, so that no count a template's data gives can overflow the sums.
    case .computed(let computed): return 1 + min(max(computed.count ?? 0, 0), 1 << 32)
    default: return 1
    }
  }
}
