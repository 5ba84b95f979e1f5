import L10nGenTables

/// The report as JSON, with members in a fixed order (schema version 1, documented in the README):
///
///     { "version": 1,
///       "summary": { "errors", "warnings", "infos",
///                    "locales": [{ "locale", "development", "keys", "translated", "translatedPercent",
///                                  "errors", "warnings", "infos" }] },
///       "findings": [{ "rule", "severity", "file", "line", "column", "locale", "table", "key", "message" }],
///       "skipped": [{ "path", "reason" }] }
///
/// `locale` and `key` are null when a finding has none. New members may be added; existing ones keep
/// their names and meaning while `version` is 1.
enum JSONLintFormat {
  static func render(_ report: LintReport) -> String {
    var output = "{\n  \"version\": 1,\n  \"summary\": {\n"
    output += "    \"errors\": \(report.count(.error)),\n    \"warnings\": \(report.count(.warning)),\n"
    output += "    \"infos\": \(report.count(.info)),\n    \"locales\": ["
    output += report.locales.map { summary in
      "\n      {\"locale\": \(string(summary.locale)), \"development\": \(summary.isDevelopment), \"keys\": \(summary.keys), "
        + "\"translated\": \(summary.translated), \"translatedPercent\": \(summary.translatedPercent), "
        + "\"errors\": \(summary.errors), \"warnings\": \(summary.warnings), \"infos\": \(summary.infos)}"
    }.joined(separator: ",")
    output += report.locales.isEmpty ? "]\n  },\n" : "\n    ]\n  },\n"
    output += "  \"findings\": ["
    output += report.findings.map { finding in
      "\n    {\"rule\": \(string(finding.rule.rawValue)), \"severity\": \(string(finding.severity.rawValue)), "
        + "\"file\": \(string(finding.location.file)), \"line\": \(finding.location.line), \"column\": \(finding.location.column), "
        + "\"locale\": \(finding.locale.map(string) ?? "null"), \"table\": \(string(finding.table)), "
        + "\"key\": \(finding.key.map(string) ?? "null"), \"message\": \(string(finding.message))}"
    }.joined(separator: ",")
    output += report.findings.isEmpty ? "],\n" : "\n  ],\n"
    output += "  \"skipped\": ["
    output += report.skipped.map { "\n    {\"path\": \(string($0.path)), \"reason\": \(string($0.reason))}" }.joined(separator: ",")
    output += report.skipped.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return output
  }

  private static func string(_ text: String) -> String { LocatedJSON.stringLiteral(text) }
}
