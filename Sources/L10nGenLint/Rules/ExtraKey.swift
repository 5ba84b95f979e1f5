extension LintRule {
  /// A key a locale has that the development language does not.
  ///
  /// Its check: found by comparing each locale's keys with the development language's (`KeyCoverageCheck`).
  public static let extraKey = LintRule(
    "extra-key", .warning, build: .warning,
    summary: "a key a locale has that the development language does not",
    examples: [
      .triggering(LintExample.strings(#""a" = "A";"#, german: #""a" = "X";\#n"z" = "Z";"#)),
      .passing(LintExample.strings(#""a" = "A";"#, german: #""a" = "X";"#)),
    ])
}
