extension LintRule {
  /// Code that looks up text its table lacks ("Cancel", a SwiftUI Text("…")): it shows untranslated.
  ///
  /// Its check: found in the code (`CodeCheck`).
  public static let unknownTextKey = LintRule(
    "unknown-text-key", .warning, build: nil, subject: .code,
    summary: "code that looks up text its table lacks (\"Cancel\", a SwiftUI Text(\"…\")): it shows untranslated",
    examples: [
      .triggering(LintExample.code(#"let title = NSLocalizedString("Cancel", comment: "")"#, strings: #""OK" = "OK";"#)),
      .passing(LintExample.code(#"let title = NSLocalizedString("Cancel", comment: "")"#, strings: #""Cancel" = "Cancel";"#)),
    ])
}
