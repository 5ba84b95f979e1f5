extension LintRule {
  /// Code (--sources) that looks up a key its table lacks, a key that is no text (home.title): users see the
  /// key.
  ///
  /// Its check: found in the code (`CodeCheck`).
  public static let unknownKey = LintRule(
    "unknown-key", .error, build: nil, subject: .code,
    summary: "code (--sources) that looks up a key its table lacks, a key that is no text (home.title): users see the key",
    examples: [
      .triggering(LintExample.code(#"let title = NSLocalizedString("home.title", comment: "")"#, strings: #""home.name" = "Home";"#)),
      .passing(LintExample.code(#"let title = NSLocalizedString("home.name", comment: "")"#, strings: #""home.name" = "Home";"#)),
    ])
}
