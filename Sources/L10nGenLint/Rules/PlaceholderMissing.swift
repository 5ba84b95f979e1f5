extension LintRule {
  /// A translation that does not show an argument the development value shows.
  ///
  /// Its check: found by comparing a translation's placeholders with its development value's
  /// (`PlaceholderCheck`).
  public static let placeholderMissing = LintRule(
    "placeholder-missing", .warning, build: .warning,
    summary: "a translation that does not show an argument the development value shows",
    examples: [
      .triggering(LintExample.strings(#""a" = "%1$@ and %2$@";"#, german: #""a" = "%1$@ und mehr";"#)),
      .passing(LintExample.strings(#""a" = "%1$@ and %2$@";"#, german: #""a" = "%1$@ und %2$@";"#)),
    ])
}
