/// How `l10ngen lint` prints its report.
public enum LintOutputFormat: String, CaseIterable, Sendable {
  /// For people: findings grouped by file, then a table of every locale's progress.
  case text
  /// `path:line:column: warning: message [rule]`, which Xcode and editors list and jump to.
  case xcode
  /// GitHub Actions workflow commands (`::error file=…,line=…::…`), which annotate a pull request.
  case github
  /// Every finding and the summary, in the stable schema Documentation/Lint.md documents.
  case json

  /// The report as one text, for tests and small reports.
  public func render(_ report: LintReport) -> String {
    var bytes: [UInt8] = []
    let writer = LintWriter { bytes += $0 }
    write(report, to: writer)
    writer.finish()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the report as it is formatted (`render` gives it as one text).
  public func write(_ report: LintReport, to writer: LintWriter) {
    switch self {
    case .text: writer.write(TextLintFormat.render(report))
    case .xcode: XcodeLintFormat.write(report, to: writer)
    case .github: GitHubLintFormat.write(report, to: writer)
    case .json: JSONLintFormat.write(report, to: writer)
    }
  }
}
