/// How `l10ngen lint` prints its report.
public enum LintOutputFormat: String, CaseIterable, Sendable {
  /// For people: findings grouped by file, then a table of every locale's progress.
  case text
  /// `path:line:column: warning: message [rule]`, which Xcode and editors list and jump to.
  case xcode
  /// GitHub Actions workflow commands (`::error file=…,line=…::…`), which annotate a pull request.
  case github
  /// Every finding and the summary, in the stable schema the README documents.
  case json

  public func render(_ report: LintReport) -> String {
    switch self {
    case .text: return TextLintFormat.render(report)
    case .xcode: return XcodeLintFormat.render(report)
    case .github: return GitHubLintFormat.render(report)
    case .json: return JSONLintFormat.render(report)
    }
  }
}
