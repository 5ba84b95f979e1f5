import Foundation

/// Writes a run's diagnostics in the format asked for, as they come: the one place each format is
/// written, for generation, lint, format, migrate, init and the plugins' runs alike.
///
/// JSON is one document, `{"version": 1, HEAD, "findings": [...], TAIL}`: the findings are written as
/// they come, and `finish` closes it (a command that reports nothing still writes an empty list).
public final class DiagnosticEmitter: @unchecked Sendable {
  public let format: DiagnosticFormat
  private let writer: ChunkedWriter
  private let lock = Lock()
  private var begun = false
  private var finished = false
  private var written = 0
  /// Whether JSON is a document even when nothing was reported (`{"version": 1, "findings": []}`);
  /// false for a command whose result is a document of its own on standard output (`lint`), which
  /// then writes one on standard error only when it has something to say there.
  public var writesEmptyDocument = true
  /// How many of each severity were reported, listed or not, by `Severity.allCases`' order.
  private var tally = [Int](repeating: 0, count: Diagnostic.Severity.allCases.count)

  /// How many of each severity were reported, listed or not.
  public var counts: [Diagnostic.Severity: Int] {
    lock.lock()
    defer { lock.unlock() }
    return Dictionary(uniqueKeysWithValues: zip(Diagnostic.Severity.allCases, tally).filter { $0.1 > 0 })
  }

  public init(format: DiagnosticFormat, writer: ChunkedWriter) {
    self.format = format
    self.writer = writer
  }

  /// Reports `diagnostic`; safe from any thread.
  public func emit(_ diagnostic: Diagnostic) {
    lock.lock()
    defer { lock.unlock() }
    tally[diagnostic.severity.index] += 1
    beginLocked(head: nil)
    Self.write(diagnostic, format: format, first: written == 0, to: writer)
    if format == .json { written += 1 }
  }

  /// Reports `count` diagnostics in order, `diagnostic(i)` the i-th, written as `emit` writes each.
  /// A long list is formatted in rounds, each round's parts at once on the cores there are, and
  /// written in order as each round ends: a large app's lint report has hundreds of thousands of
  /// findings, and formatting them one after the other was a third of its run, on one core while the
  /// other waited. Only a round's text is held, never the report's. `diagnostic` is called from any
  /// thread.
  public func emit(count: Int, _ diagnostic: @Sendable (Int) -> Diagnostic) {
    let cores = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, 8))
    guard cores > 1, count >= 2 * Self.partSize else {
      for index in 0..<count { emit(diagnostic(index)) }
      return
    }
    lock.lock()
    defer { lock.unlock() }
    beginLocked(head: nil)
    let format = format
    var start = 0
    while start < count {
      let parts = stride(from: start, to: Swift.min(count, start + cores * Self.partSize), by: Self.partSize).map {
        $0..<Swift.min(count, $0 + Self.partSize)
      }
      let first = written == 0 ? start : -1
      let formatted = FormattedParts(count: parts.count)
      DispatchQueue.concurrentPerform(iterations: parts.count) { part in
        var bytes: [UInt8] = []
        var tally = [Int](repeating: 0, count: Diagnostic.Severity.allCases.count)
        let partWriter = ChunkedWriter(chunkSize: 1 << 20) { bytes += $0 }
        for index in parts[part] {
          let item = diagnostic(index)
          tally[item.severity.index] += 1
          Self.write(item, format: format, first: index == first, to: partWriter)
        }
        partWriter.finish()
        formatted.set(part, bytes: bytes, tally: tally)
      }
      for part in parts.indices {
        let (bytes, partTally) = formatted.take(part)
        writer.write(bytes)
        for severity in tally.indices { tally[severity] += partTally[severity] }
      }
      if format == .json { written += parts.last!.upperBound - start }
      start = parts.last!.upperBound
    }
  }

  /// How many diagnostics one core formats at a time: enough to be worth a thread's turn, few enough
  /// that a round's text is small beside the report (about 330 bytes each in JSON).
  private static let partSize = 1024

  /// Each part's text and tally, in a slot of its own.
  private final class FormattedParts: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [(bytes: [UInt8], tally: [Int])?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ part: Int, bytes: [UInt8], tally: [Int]) {
      lock.lock()
      slots[part] = (bytes, tally)
      lock.unlock()
    }

    func take(_ part: Int) -> (bytes: [UInt8], tally: [Int]) {
      lock.lock()
      defer { lock.unlock() }
      let taken = slots[part]!
      slots[part] = nil
      return taken
    }
  }

  /// One diagnostic in `format`: a JSON object after its separator (`first`: the document's first),
  /// a line or lines in the others, nothing for an info outside JSON.
  private static func write(_ diagnostic: Diagnostic, format: DiagnosticFormat, first: Bool, to writer: ChunkedWriter) {
    switch format {
    case .text:
      guard diagnostic.severity != .info else { return }
      writer.write(diagnostic.description + "\n")
    case .xcode:
      guard diagnostic.severity != .info else { return }
      writer.write(diagnostic.place + diagnostic.severity.rawValue + ": " + Self.oneLine(diagnostic.message))
      writer.write(diagnostic.rule.map { " [\($0)]\n" } ?? "\n")
      for note in diagnostic.notes { writer.write(diagnostic.place + "note: " + Self.oneLine(note) + "\n") }
    case .github:
      guard diagnostic.severity != .info else { return }
      writeWorkflowCommand(diagnostic, to: writer)
    case .json:
      writer.write(first ? "\n    " : ",\n    ")
      writeJSONObject(diagnostic, to: writer)
    }
  }

  /// A line a run says about itself for people (`wrote FILE`, a summary): written as it is in every
  /// format but JSON, whose document holds diagnostics alone.
  public func say(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    guard format != .json else { return }
    writer.write(line + "\n")
  }

  /// Reports each of `diagnostics` in order.
  public func emit(_ diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { emit(diagnostic) }
  }

  /// Starts the JSON document with `head`'s members (written after `"version": 1,`, each line
  /// indented by two spaces and ending with a comma), before any finding; nothing in other formats.
  public func begin(head: ((ChunkedWriter) -> Void)?) {
    lock.lock()
    defer { lock.unlock() }
    beginLocked(head: head)
  }

  /// `begin`, under the lock.
  private func beginLocked(head: ((ChunkedWriter) -> Void)?) {
    guard format == .json, !begun else { return }
    begun = true
    writer.write("{\n  \"version\": 1,\n")
    head?(writer)
    writer.write("  \"findings\": [")
  }

  /// Ends the report: closes the JSON document (with `tail`'s members after the findings, each
  /// starting `,\n  `) and hands over what is left. Call once.
  public func finish(tail: ((ChunkedWriter) -> Void)? = nil) {
    lock.lock()
    defer { lock.unlock() }
    guard !finished else { return }
    finished = true
    if format == .json {
      guard begun || tail != nil || writesEmptyDocument else { return writer.finish() }
      beginLocked(head: nil)
      writer.write(written == 0 ? "]" : "\n  ]")
      tail?(writer)
      writer.write("\n}\n")
    }
    writer.finish()
  }

  /// `::error file=…,line=…,col=…,title=rule::message`; a note is a notice, and a diagnostic with no
  /// file is a command without properties, which GitHub shows in the run's summary.
  private static func writeWorkflowCommand(_ diagnostic: Diagnostic, to writer: ChunkedWriter) {
    var properties: [String] = []
    if let file = diagnostic.file { properties.append("file=" + Self.property(file)) }
    if let line = diagnostic.line { properties.append("line=\(line)") }
    if let column = diagnostic.column { properties.append("col=\(column)") }
    if let rule = diagnostic.rule { properties.append("title=" + Self.property(rule)) }
    let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
    let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
    writer.write("::\(command)\(properties.isEmpty ? "" : " " + properties.joined(separator: ","))::\(Self.data(message))\n")
  }

  /// `{"rule", "severity", "file", "line", "column", FACTS, "message"[, "notes"]}`, members always
  /// present and null when the diagnostic has none.
  private static func writeJSONObject(_ diagnostic: Diagnostic, to writer: ChunkedWriter) {
    writer.write("{\"rule\": ")
    if let rule = diagnostic.rule { writer.writeJSONString(rule) } else { writer.write("null") }
    // Severity names are plain ASCII words: no escaping needed.
    writer.write(", \"severity\": \"")
    writer.write(diagnostic.severity.rawValue)
    writer.write("\", \"file\": ")
    if let file = diagnostic.file { writer.writeJSONString(file) } else { writer.write("null") }
    writer.write(", \"line\": ")
    if let line = diagnostic.line { writer.write(line) } else { writer.write("null") }
    writer.write(", \"column\": ")
    if let column = diagnostic.column { writer.write(column) } else { writer.write("null") }
    for fact in diagnostic.facts {
      // A fact's name is a plain word (`Diagnostic.Fact`): no escaping needed.
      writer.write(", \"")
      writer.write(fact.name)
      writer.write("\": ")
      if let value = fact.value { writer.writeJSONString(value) } else { writer.write("null") }
    }
    writer.write(", \"message\": ")
    writer.writeJSONString(diagnostic.message)
    if !diagnostic.notes.isEmpty {
      writer.write(", \"notes\": [")
      for (index, note) in diagnostic.notes.enumerated() {
        if index > 0 { writer.write(", ") }
        writer.writeJSONString(note)
      }
      writer.write("]")
    }
    writer.write("}")
  }

  /// A message on one line: line breaks in quoted texts are already escaped, this is for the rest.
  public static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The escapes of a workflow command's message (`%`, CR, LF).
  static func data(_ text: String) -> String { escaped(text, property: false) }

  /// The escapes of a workflow command's property value: those of a message, plus `:` and `,`.
  static func property(_ text: String) -> String { escaped(text, property: true) }

  private static func escaped(_ text: String, property: Bool) -> String {
    var result = ""
    for character in text {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case "\r\n": result += "%0D%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.append(character)
      }
    }
    return result
  }
}
