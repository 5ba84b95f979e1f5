extension LintRule {
  /// A '%' that Foundation reads as a conversion ('50% off' is '% o') or cannot read; write %%.
  ///
  /// Its check: found in every text of every locale (`SuspiciousPercentCheck`, `OddPercent`).
  public static let suspiciousPercent = LintRule(
    "suspicious-percent", .warning, build: .warning, generation: .warning,
    summary: "a '%' that Foundation reads as a conversion ('50% off' is '% o') or cannot read; write %%",
    examples: [
      .triggering(LintExample.strings(#""a" = "50% off";"#)),
      .passing(LintExample.strings(#""a" = "50%% off";"#)),
    ])
}
