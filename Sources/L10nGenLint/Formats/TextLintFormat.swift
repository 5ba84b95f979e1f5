import L10nGenCore

/// For people: each file's errors and warnings (at most `shownPerRule` of one rule per file, then a
/// count), the infos as counts per rule, then every locale's progress and the totals.
enum TextLintFormat {
  static let shownPerRule = 10

  static func render(_ report: LintReport) -> String {
    var output = ""
    var index = report.findings.startIndex
    while index < report.findings.endIndex {
      let file = report.findings[index].location.file
      let end = report.findings[index...].firstIndex { $0.location.file != file } ?? report.findings.endIndex
      output += renderFile(file, report.findings[index..<end])
      index = end
    }
    var infos = [LintRule: Int]()
    for finding in report.findings where finding.severity == .info { infos[finding.rule, default: 0] += 1 }
    if !infos.isEmpty {
      let counts = LintRule.allCases.compactMap { rule in infos[rule].map { "\($0) [\(rule.rawValue)]" } }
      output += "Infos, not listed here (--format json lists them): \(counts.joined(separator: ", "))\n\n"
    }
    if !report.skipped.isEmpty {
      output += "Not checked:\n"
      for table in report.skipped { output += "  \(table.path): \(table.reason)\n" }
      output += "\n"
    }
    output += summaryTable(report.locales)
    if let code = report.code {
      output +=
        "code: \(plural(code.lookups, "lookup")) in \(plural(code.files, "file")); of \(plural(code.keys, "key")), "
        + "\(code.used) used, \(code.unused) unused; \(code.unknown) looked up but in no table\n\n"
    }
    let errors = report.count(.error)
    let warnings = report.count(.warning)
    let infoCount = report.count(.info)
    output += "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infoCount, "info"))\n"
    return output
  }

  /// The file's errors and warnings; nothing when it has only infos.
  private static func renderFile(_ file: String, _ findings: ArraySlice<LintFinding>) -> String {
    guard findings.contains(where: { $0.severity != .info }) else { return "" }
    var output = file + "\n"
    var shown = [LintRule: Int]()
    var hidden = [LintRule: Int]()
    for finding in findings where finding.severity != .info {
      guard shown[finding.rule, default: 0] < shownPerRule else {
        hidden[finding.rule, default: 0] += 1
        continue
      }
      shown[finding.rule, default: 0] += 1
      let place = "\(finding.location.line):\(finding.location.column)"
      output += "  \(pad(place, 8)) \(pad(finding.severity.rawValue, 7)) \(DiagnosticEmitter.oneLine(finding.message)) [\(finding.rule.rawValue)]\n"
    }
    for rule in LintRule.allCases {
      if let count = hidden[rule] { output += "  … and \(count) more [\(rule.rawValue)] in this file (all of them: --format json)\n" }
    }
    return output + "\n"
  }

  private static func summaryTable(_ locales: [LocaleSummary]) -> String {
    guard !locales.isEmpty else { return "" }
    let names = locales.map { $0.isDevelopment ? "\($0.locale) (development)" : $0.locale }
    let width = max(6, names.map(\.count).max() ?? 0)
    var output = "\(pad("locale", width))  \(padLeft("keys", 6))  \(padLeft("translated", 10))  \(padLeft("errors", 6))  \(padLeft("warnings", 8))\n"
    for (summary, name) in zip(locales, names) {
      output +=
        "\(pad(name, width))  \(padLeft(String(summary.keys), 6))  \(padLeft(String(format1(summary.translatedPercent)) + "%", 10))  "
        + "\(padLeft(String(summary.errors), 6))  \(padLeft(String(summary.warnings), 8))\n"
    }
    return output + "\n"
  }

  private static func format1(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
