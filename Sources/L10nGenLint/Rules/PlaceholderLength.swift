extension LintRule {
  /// A translation that reads an integer argument with another length (%d for %ld).
  ///
  /// Its check: found by comparing a translation's placeholders with its development value's
  /// (`PlaceholderCheck`).
  public static let placeholderLength = LintRule(
    "placeholder-length", .info, build: nil,
    summary: "a translation that reads an integer argument with another length (%d for %ld)",
    examples: [
      .triggering(LintExample.strings(#""a" = "%d items";"#, german: #""a" = "%ld Dinge";"#)),
      .passing(LintExample.strings(#""a" = "%d items";"#, german: #""a" = "%d Dinge";"#)),
    ])
}
