import L10nGenCore

extension LintReport {
  /// The report as one text, for tests and small reports.
  public func render(_ format: DiagnosticFormat) -> String {
    var bytes: [UInt8] = []
    write(format, to: ChunkedWriter { bytes += $0 })
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the report as it is formatted (`render` gives it as one text), and finishes `writer`.
  /// Text is lint's own view for people (`TextLintFormat`); the other formats are every run's
  /// (`DiagnosticEmitter`), with each finding's locale, table and key, and in JSON the summary
  /// before the findings and the tables not checked after them (schema version 1, Documentation/Lint.md):
  ///
  ///     { "version": 1,
  ///       "summary": { "errors", "warnings", "infos",
  ///                    "locales": [{ "locale", "development", "keys", "translated", "translatedPercent",
  ///                                  "errors", "warnings", "infos" }],
  ///                    "code": { "files", "lookups", "keys", "used", "unused", "unknown" } },   (with --sources)
  ///       "findings": [{ "rule", "severity", "file", "line", "column", "locale", "table", "key", "message" }],
  ///       "skipped": [{ "path", "reason" }] }
  ///
  /// `locale` and `key` are null when a finding has none. New members may be added; existing ones keep
  /// their names and meaning while `version` is 1.
  public func write(_ format: DiagnosticFormat, to writer: ChunkedWriter) {
    guard format != .text else {
      writer.write(TextLintFormat.render(self))
      writer.finish()
      return
    }
    let emitter = DiagnosticEmitter(format: format, writer: writer)
    emitter.begin(head: writeSummary)
    let findings = findings
    emitter.emit(count: findings.count) { findings[$0].diagnostic }
    if format == .json {
      emitter.finish(tail: writeSkipped)
    } else {
      // A table not checked: in GitHub's form a notice titled "not checked", elsewhere a note that says so.
      emitter.emit(
        skipped.lazy.map { table in
          format == .github
            ? Diagnostic(.note, file: table.path, table.reason, rule: "not checked")
            : Diagnostic(.note, file: table.path, "not checked: " + table.reason)
        })
      emitter.finish()
    }
  }

  private func writeSummary(_ writer: ChunkedWriter) {
    writer.write("  \"summary\": {\n")
    writer.write("    \"errors\": \(count(.error)),\n    \"warnings\": \(count(.warning)),\n")
    writer.write("    \"infos\": \(count(.info)),\n    \"locales\": [")
    for (index, summary) in locales.enumerated() {
      writer.write(index == 0 ? "\n      {\"locale\": " : ",\n      {\"locale\": ")
      writer.writeJSONString(summary.locale)
      writer.write(
        ", \"development\": \(summary.isDevelopment), \"keys\": \(summary.keys), \"translated\": \(summary.translated), "
          + "\"translatedPercent\": \(summary.translatedPercent), \"errors\": \(summary.errors), \"warnings\": \(summary.warnings), "
          + "\"infos\": \(summary.infos)}")
    }
    writer.write(locales.isEmpty ? "]" : "\n    ]")
    if let code {
      writer.write(
        ",\n    \"code\": {\"files\": \(code.files), \"lookups\": \(code.lookups), \"keys\": \(code.keys), \"used\": \(code.used), "
          + "\"unused\": \(code.unused), \"unknown\": \(code.unknown)}")
    }
    writer.write("\n  },\n")
  }

  private func writeSkipped(_ writer: ChunkedWriter) {
    writer.write(",\n  \"skipped\": [")
    for (index, table) in skipped.enumerated() {
      writer.write(index == 0 ? "\n    {\"path\": " : ",\n    {\"path\": ")
      writer.writeJSONString(table.path)
      writer.write(", \"reason\": ")
      writer.writeJSONString(table.reason)
      writer.write("}")
    }
    writer.write(skipped.isEmpty ? "]" : "\n  ]")
  }
}

extension LintFinding {
  /// The finding as every run reports it: its rule, and its locale, table and key as facts.
  public var diagnostic: Diagnostic {
    Diagnostic(
      Diagnostic.Severity(severity), at: location, message, rule: rule.rawValue,
      facts: [Diagnostic.Fact("locale", locale), Diagnostic.Fact("table", table), Diagnostic.Fact("key", key)])
  }
}

extension Diagnostic.Severity {
  /// A lint severity as a diagnostic's.
  public init(_ severity: LintSeverity) {
    switch severity {
    case .info: self = .info
    case .warning: self = .warning
    case .error: self = .error
    }
  }
}
