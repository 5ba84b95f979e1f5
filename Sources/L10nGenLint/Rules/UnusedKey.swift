extension LintRule {
  /// A development-language key that no code looks up, through its accessor or a literal.
  ///
  /// Its check: found in the code (`CodeCheck`).
  public static let unusedKey = LintRule(
    "unused-key", .warning, build: nil, subject: .code,
    summary: "a development-language key that no code looks up, through its accessor or a literal",
    examples: [
      .triggering(LintExample.code(#"let title = NSLocalizedString("a", comment: "")"#, strings: #""a" = "A";\#n"b" = "B";"#)),
      .passing(LintExample.code(#"let titles = [NSLocalizedString("a", comment: ""), L10n.b]"#, strings: #""a" = "A";\#n"b" = "B";"#)),
    ])
}
