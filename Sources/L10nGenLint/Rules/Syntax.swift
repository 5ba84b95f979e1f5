extension LintRule {
  /// A file, or an entry of it, that Foundation cannot read as its format (with line and column).
  ///
  /// Its check: found as the tables are read: `LocaleTableReader` and `CatalogReader`, through the parsers
  /// generation uses.
  public static let syntax = LintRule(
    "syntax", .error, build: .error, generation: .error,
    summary: "a file, or an entry of it, that Foundation cannot read as its format (with line and column)",
    examples: [
      .triggering(LintExample.strings(#""a" = "A""#)),
      .passing(LintExample.strings(#""a" = "A";"#)),
    ])
}
