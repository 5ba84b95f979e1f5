/// `path:line:column: error: message [rule]`, one line per error and warning; infos are left out so
/// that an IDE's issue list shows what needs fixing. A table not checked is a note (`path: note: …`).
enum XcodeLintFormat {
  static func write(_ report: LintReport, to writer: LintWriter) {
    for finding in report.findings where finding.severity != .info {
      writer.write("\(finding.location): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.rule.rawValue)]\n")
    }
    for table in report.skipped {
      writer.write("\(table.path): note: not checked: \(oneLine(table.reason))\n")
    }
  }
}

/// A message on one line: line breaks in quoted texts are already escaped, this is for the rest.
func oneLine(_ text: String) -> String {
  guard text.contains(where: \.isNewline) else { return text }
  return text.split(whereSeparator: \.isNewline).joined(separator: " ")
}
