extension LintRule {
  /// A plural form for a category the locale's language never chooses.
  ///
  /// Its check: found in each plural entry, from CLDR's rules of its language (`PluralCheck`).
  public static let pluralUnusedCategory = LintRule(
    "plural-unused-category", .warning, build: .warning,
    summary: "a plural form for a category the locale's language never chooses",
    examples: [
      .triggering(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("few", "%d files"), ("other", "%d files")]))])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
