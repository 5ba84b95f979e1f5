import L10nGenTables

/// The report as JSON, with members in a fixed order (schema version 1, documented in Documentation/Lint.md):
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
enum JSONLintFormat {
  static func write(_ report: LintReport, to writer: LintWriter) {
    writer.write("{\n  \"version\": 1,\n  \"summary\": {\n")
    writer.write("    \"errors\": \(report.count(.error)),\n    \"warnings\": \(report.count(.warning)),\n")
    writer.write("    \"infos\": \(report.count(.info)),\n    \"locales\": [")
    for (index, summary) in report.locales.enumerated() {
      writer.write(index == 0 ? "\n      {\"locale\": " : ",\n      {\"locale\": ")
      writer.writeJSONString(summary.locale)
      writer.write(
        ", \"development\": \(summary.isDevelopment), \"keys\": \(summary.keys), \"translated\": \(summary.translated), "
          + "\"translatedPercent\": \(summary.translatedPercent), \"errors\": \(summary.errors), \"warnings\": \(summary.warnings), "
          + "\"infos\": \(summary.infos)}")
    }
    writer.write(report.locales.isEmpty ? "]" : "\n    ]")
    if let code = report.code {
      writer.write(
        ",\n    \"code\": {\"files\": \(code.files), \"lookups\": \(code.lookups), \"keys\": \(code.keys), \"used\": \(code.used), "
          + "\"unused\": \(code.unused), \"unknown\": \(code.unknown)}")
    }
    writer.write("\n  },\n")
    writer.write("  \"findings\": [")
    for (index, finding) in report.findings.enumerated() {
      writer.write(index == 0 ? "\n    {\"rule\": \"" : ",\n    {\"rule\": \"")
      // Rule and severity names are plain ASCII words: no escaping needed.
      writer.write(finding.rule.rawValue)
      writer.write("\", \"severity\": \"")
      writer.write(finding.severity.rawValue)
      writer.write("\", \"file\": ")
      writer.writeJSONString(finding.location.file)
      writer.write(", \"line\": ")
      writer.write(finding.location.line)
      writer.write(", \"column\": ")
      writer.write(finding.location.column)
      writer.write(", \"locale\": ")
      if let locale = finding.locale { writer.writeJSONString(locale) } else { writer.write("null") }
      writer.write(", \"table\": ")
      writer.writeJSONString(finding.table)
      writer.write(", \"key\": ")
      if let key = finding.key { writer.writeJSONString(key) } else { writer.write("null") }
      writer.write(", \"message\": ")
      writer.writeJSONString(finding.message)
      writer.write("}")
    }
    writer.write(report.findings.isEmpty ? "],\n" : "\n  ],\n")
    writer.write("  \"skipped\": [")
    for (index, skipped) in report.skipped.enumerated() {
      writer.write(index == 0 ? "\n    {\"path\": " : ",\n    {\"path\": ")
      writer.writeJSONString(skipped.path)
      writer.write(", \"reason\": ")
      writer.writeJSONString(skipped.reason)
      writer.write("}")
    }
    writer.write(report.skipped.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }
}
