extension LintRule {
  /// A key written twice in one file; the later value silently wins at run time.
  ///
  /// Xcode builds such a table and warns, so the build plugins' check warns too.
  ///
  /// Its check: found as the tables are read (`DuplicateKey`, the parsers' warnings).
  public static let duplicateKey = LintRule(
    "duplicate-key", .error, build: .warning, generation: .warning,
    summary: "a key written twice in one file; the later value silently wins at run time",
    examples: [
      .triggering(LintExample.strings(#""a" = "A";\#n"a" = "B";"#)),
      .passing(LintExample.strings(#""a" = "A";\#n"b" = "B";"#)),
    ])
}
