extension LintRule {
  /// A plural variable without the "other" form.
  ///
  /// Its check: found as `.stringsdict` files and catalogs are read (`LocaleTableReader`, `CatalogReader`).
  public static let pluralMissingOther = LintRule(
    "plural-missing-other", .error, build: .error, generation: .error,
    summary: "a plural variable without the \"other\" form",
    examples: [
      .triggering(LintExample.plural([("n", LintExample.forms([("one", "%d file")]))])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
