extension LintRule {
  /// A manually added String Catalog key with translations but no source-language value.
  ///
  /// Its check: found in each String Catalog (`CatalogCheck`).
  public static let catalogNoSourceValue = LintRule(
    "catalog-no-source-value", .warning, build: .warning,
    summary: "a manually added String Catalog key with translations but no source-language value",
    examples: [
      .triggering(LintExample.catalog(#""de": {"stringUnit": {"state": "translated", "value": "X"}}"#, extra: #""extractionState": "manual", "#)),
      .passing(
        LintExample.catalog(
          #""en": {"stringUnit": {"state": "translated", "value": "A"}}, "de": {"stringUnit": {"state": "translated", "value": "X"}}"#,
          extra: #""extractionState": "manual", "#)),
    ])
}
