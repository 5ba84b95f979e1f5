extension LintRule {
  /// A translation whose placeholders read arguments the code does not pass, or as another type (%d for %@).
  ///
  /// Its check: found by comparing a translation's placeholders with its development value's
  /// (`PlaceholderCheck`).
  public static let placeholderMismatch = LintRule(
    "placeholder-mismatch", .error, build: .error,
    summary: "a translation whose placeholders read arguments the code does not pass, or as another type (%d for %@)",
    examples: [
      .triggering(LintExample.strings(#""a" = "%d items";"#, german: #""a" = "%@ Dinge";"#)),
      .passing(LintExample.strings(#""a" = "%d items";"#, german: #""a" = "%d Dinge";"#)),
    ])
}
