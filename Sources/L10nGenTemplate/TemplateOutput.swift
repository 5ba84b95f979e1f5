import L10nGenCore

/// The one buffer a render writes into, as UTF-8 bytes.
///
/// `{% filter indent:… %}` bodies are indented as they are written (`beginIndent`/`endIndent`)
/// rather than rendered apart and indented afterwards: the structured templates indent every
/// level, so the text of a key four levels deep would otherwise be copied and scanned four times.
/// The result is exactly `StencilFilters.indent` applied by each enclosing filter in turn.
///
/// A render that streams hands the buffer to its `sink` whenever it holds `flushSize` bytes, outside
/// every capture (a capture reads back what its body wrote), so the output is never held whole (the
/// parts of a divided loop another thread rendered are held until they are appended: `DividedLoop`).
struct TemplateOutput {
  private let buffer = ByteBuffer()
  private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// Captures in progress: nothing is handed to the sink while one is.
  private var captures = 0
  static let flushSize = 1 << 16
  /// The prefixes of the `indent` filters being rendered, outermost first, concatenated.
  private var indentation: [UInt8] = []
  /// `indentation.count` before each of them began.
  private var indentationStarts: [Int] = []
  /// How much of `indentation` goes before the next character that is not a line break: the
  /// prefixes of the filters for which the current line is a later line of their body.
  private var pendingIndentation = 0

  init(reservingCapacity capacity: Int = 0) {
    sink = nil
    buffer.reserve(capacity)
  }

  /// An output that begins in `state` and hands what it writes to `sink` as it fills: the rest of a
  /// render that another output began (`DividedLoop`), appended to it with `append(written:endingIn:)`.
  init(continuing state: LineState, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.init(sink: sink)
    (indentation, indentationStarts, pendingIndentation) = (state.indentation, state.indentationStarts, state.pendingIndentation)
  }

  /// An output handed to `sink` as it fills, and at `flush()`.
  init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.sink = sink
    buffer.reserve(Self.flushSize + Self.flushSize / 4)
  }

  /// Hands what the buffer holds to the sink (a streaming output's end).
  mutating func flush() {
    guard let sink, buffer.count > 0 else { return }
    sink(buffer.contents)
    buffer.truncate(to: 0)
  }

  private mutating func flushIfFull() {
    if sink != nil, captures == 0, buffer.count >= Self.flushSize { flush() }
  }

  var count: Int { buffer.count }

  /// What was written and not yet handed to a sink, read in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(buffer.contents)
  }

  /// `withBytes`, copied.
  var bytes: [UInt8] { Array(buffer.contents) }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends UTF-8 text.
  mutating func append(_ text: [UInt8]) {
    text.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
    if indentation.isEmpty {
      buffer.append(text)
    } else {
      appendIndenting(text)
    }
    flushIfFull()
  }

  /// Appends `number` in decimal, as `String(number)` writes it.
  mutating func appendDecimal(_ number: Int) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var magnitude = number.magnitude
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if number < 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      appendSingleLine(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
    }
  }

  /// Appends UTF-8 text that holds no line break (a compiled template's text, checked when it was
  /// compiled): under indentation, only the pending prefix goes before it, with no scan.
  mutating func appendSingleLine(_ text: UnsafeBufferPointer<UInt8>) {
    if !text.isEmpty { writePendingIndentation() }
    buffer.append(text)
    flushIfFull()
  }

  /// Appends UTF-8 text whose line breaks are all `\n` (a compiled template's text, checked when it
  /// was compiled): under indentation, the pending prefix before each line that is not empty, with
  /// no scan for the other line breaks. What `append` writes of the same text.
  mutating func appendLineFeedLines(_ text: UnsafeBufferPointer<UInt8>) {
    guard !indentation.isEmpty else {
      buffer.append(text)
      flushIfFull()
      return
    }
    var lineStart = 0
    while lineStart < text.count {
      var lineEnd = lineStart
      while lineEnd < text.count && text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      if lineEnd > lineStart {
        writePendingIndentation()
        buffer.append(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
      }
      guard lineEnd < text.count else { break }
      buffer.append(UInt8(ascii: "\n"))
      pendingIndentation = indentation.count
      lineStart = lineEnd + 1
    }
    flushIfFull()
  }

  /// The prefix the current line still owes, before its first character.
  @inline(__always)
  private mutating func writePendingIndentation() {
    guard pendingIndentation > 0 else { return }
    buffer.append(indentation[..<pendingIndentation])
    pendingIndentation = 0
  }

  /// Copies `chunk`, each line break written as `\n`, and the pending prefix before the first
  /// character of each line that has one.
  private mutating func appendIndenting(_ chunk: UnsafeBufferPointer<UInt8>) {
    var next = Self.nextPossibleLineBreak(in: chunk, from: 0)
    if next == chunk.count {
      // One line, as most values are: the pending prefix, then the text.
      if !chunk.isEmpty { writePendingIndentation() }
      buffer.append(chunk)
      return
    }
    var copied = 0
    var index = 0
    while true {
      if next > index && pendingIndentation > 0 {
        buffer.append(UnsafeBufferPointer(rebasing: chunk[copied..<index]))
        buffer.append(indentation[..<pendingIndentation])
        pendingIndentation = 0
        copied = index
      }
      index = next
      guard index < chunk.count else { break }
      let breakLength = StencilFilters.newlineLength(at: index, in: chunk)
      if breakLength > 0 {
        buffer.append(UnsafeBufferPointer(rebasing: chunk[copied..<index]))
        buffer.append(UInt8(ascii: "\n"))
        index += breakLength
        copied = index
        pendingIndentation = indentation.count
      } else {
        if pendingIndentation > 0 {
          buffer.append(UnsafeBufferPointer(rebasing: chunk[copied..<index]))
          buffer.append(indentation[..<pendingIndentation])
          pendingIndentation = 0
          copied = index
        }
        index += 1
      }
      next = Self.nextPossibleLineBreak(in: chunk, from: index)
    }
    buffer.append(UnsafeBufferPointer(rebasing: chunk[copied...]))
  }

  /// The first index from `start` whose byte can begin a line break (U+000A…U+000D, U+0085 is
  /// `C2 85`, U+2028/9 are `E2 80 A8/9`), or `chunk.count`; eight bytes at a time, as all the
  /// output goes through here when templates indent.
  private static func nextPossibleLineBreak(in chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    ByteWords.firstIndex(in: chunk, from: start, wordsWhere: { !StencilFilters.mayHoldLineBreak($0) }) { index in
      let byte = chunk[index]
      return byte <= 0x0D || byte == 0xC2 || byte == 0xE2
    }
  }

  /// What the rest of the output depends on besides the text: the indentation in effect and what the
  /// current line still owes of it.
  struct LineState: Equatable {
    fileprivate let indentation: [UInt8]
    fileprivate let indentationStarts: [Int]
    fileprivate let pendingIndentation: Int

    /// The same indentation at the start of a line: where a text that ends with a line break leaves
    /// the output.
    var atLineStart: LineState {
      LineState(indentation: indentation, indentationStarts: indentationStarts, pendingIndentation: indentation.count)
    }
  }

  var lineState: LineState {
    LineState(indentation: indentation, indentationStarts: indentationStarts, pendingIndentation: pendingIndentation)
  }

  /// Appends `chunks`, written by an output that began in this output's state as it is now (their
  /// indentation applied), and takes `state`, where that output ended, as its own. A streaming
  /// output hands them to its sink as they are, outside every capture, rather than copying them.
  mutating func append(written chunks: [[UInt8]], endingIn state: LineState) {
    if let sink, captures == 0 {
      flush()
      for chunk in chunks { chunk.withUnsafeBufferPointer(sink) }
    } else {
      for chunk in chunks { chunk.withUnsafeBufferPointer { buffer.append($0) } }
      flushIfFull()
    }
    (indentation, indentationStarts, pendingIndentation) = (state.indentation, state.indentationStarts, state.pendingIndentation)
  }

  /// Starts indenting what is written until `endIndent`, as `indent` would indent it: every later
  /// non-empty line gets `prefix`, the first one too (even empty) when `indentFirst`.
  mutating func beginIndent(_ prefix: [UInt8], first indentFirst: Bool) {
    if indentFirst && !prefix.isEmpty {
      // The enclosing filters see this first line as non-empty, whatever follows.
      buffer.append(indentation[..<pendingIndentation])
      pendingIndentation = 0
      buffer.append(prefix[...])
    }
    indentationStarts.append(indentation.count)
    indentation.append(contentsOf: prefix)
  }

  mutating func endIndent() {
    indentation.removeSubrange(indentationStarts.removeLast()...)
    pendingIndentation = min(pendingIndentation, indentation.count)
  }

  /// Renders `body` as it is, without the indentation in effect, and returns it as a string:
  /// for tags that transform their body (`filter`, `set`, `map`) before it is written.
  mutating func capture(_ body: (inout TemplateOutput) throws -> Void) rethrows -> String {
    let capture = beginCapture()
    defer { endCapture(capture) }
    try body(&self)
    return capturedText(capture)
  }

  /// Where a capture began, and the indentation it set aside.
  struct Capture {
    fileprivate let start: Int
    fileprivate let indentation: [UInt8]
    fileprivate let indentationStarts: [Int]
    fileprivate let pendingIndentation: Int
  }

  /// `capture` in steps, for a caller whose body writes through another reference to this output
  /// (a compiled template's): begin, write, take the text, end (also when the body throws).
  mutating func beginCapture() -> Capture {
    let capture = Capture(
      start: buffer.count, indentation: indentation, indentationStarts: indentationStarts, pendingIndentation: pendingIndentation)
    (indentation, indentationStarts, pendingIndentation) = ([], [], 0)
    captures += 1
    return capture
  }

  /// What was written since `capture` began, removed from the buffer.
  mutating func capturedText(_ capture: Capture) -> String {
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer.contents[capture.start...]), as: UTF8.self)
    buffer.truncate(to: capture.start)
    return text
  }

  mutating func endCapture(_ capture: Capture) {
    (indentation, indentationStarts, pendingIndentation) = (capture.indentation, capture.indentationStarts, capture.pendingIndentation)
    captures -= 1
  }
}

/// The bytes a `TemplateOutput` holds, appended to in place: a render appends a few bytes at a time
/// hundreds of thousands of times, and `Array.append(contentsOf:)` costs several times the copy
/// (callgrind: 3% of generating 20,000 keys). An output is written through one reference (its
/// render's), never copied and written twice, so it needs no copy on write.
private final class ByteBuffer {
  private var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
  private var capacity = 64
  private(set) var count = 0

  deinit { base.deallocate() }

  var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Room for `total` bytes in all, so that a render of a known size never moves its buffer.
  func reserve(_ total: Int) {
    guard total > capacity else { return }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
    grown.update(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = total
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    if count + bytes.count > capacity { reserve(max(count + bytes.count, 2 * capacity)) }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  @inline(__always)
  func append(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { reserve(2 * capacity) }
    base[count] = byte
    count += 1
  }

  func truncate(to newCount: Int) {
    count = newCount
  }
}
