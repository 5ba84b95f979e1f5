extension LintRule {
  /// A String Catalog translation marked new or needs_review.
  ///
  /// Its check: found in each String Catalog translation (`CatalogCheck`).
  public static let catalogState = LintRule(
    "catalog-state", .warning, build: .warning,
    summary: "a String Catalog translation marked new or needs_review",
    examples: [
      .triggering(
        LintExample.catalog(
          #""en": {"stringUnit": {"state": "translated", "value": "A"}}, "de": {"stringUnit": {"state": "needs_review", "value": "X"}}"#)),
      .passing(
        LintExample.catalog(
          #""en": {"stringUnit": {"state": "translated", "value": "A"}}, "de": {"stringUnit": {"state": "translated", "value": "X"}}"#)),
    ])
}
