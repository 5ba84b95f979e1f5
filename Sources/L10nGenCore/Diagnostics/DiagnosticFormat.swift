/// How a command writes what it reports (`--format`, which every command takes).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// For people: the compilers' `path:line:column: warning: message` (lint groups its findings by
  /// file and adds each locale's progress). What Xcode and SwiftPM read from a plugin's output.
  case text
  /// One line per error, warning and note, `path:line:column: warning: message [rule]`, which Xcode
  /// and editors list and jump to; infos are left out.
  case xcode
  /// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=rule::message`), which
  /// annotate a pull request's lines; infos are left out.
  case github
  /// One JSON document: `{"version": 1, "findings": [{"rule", "severity", "file", "line", "column",
  /// …, "message"}]}`, lint's schema (Documentation/Lint.md), written when the run ends.
  case json
}
