extension LintRule {
  /// A development-language key that a locale does not translate (or a whole table it lacks).
  ///
  /// Its check: found by comparing each locale's keys with the development language's (`KeyCoverageCheck`,
  /// `CatalogCheck`).
  public static let missingKey = LintRule(
    "missing-key", .warning, build: .warning,
    summary: "a development-language key that a locale does not translate (or a whole table it lacks)",
    examples: [
      .triggering(LintExample.strings(#""a" = "A";\#n"b" = "B";"#, german: #""a" = "X";"#)),
      .passing(LintExample.strings(#""a" = "A";\#n"b" = "B";"#, german: #""a" = "X";\#n"b" = "Y";"#)),
    ])
}
