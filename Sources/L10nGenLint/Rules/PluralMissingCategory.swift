extension LintRule {
  /// A plural variable without a form for a category the language chooses for whole numbers.
  ///
  /// Its check: found in each plural entry, from CLDR's rules of its language (`PluralCheck`).
  public static let pluralMissingCategory = LintRule(
    "plural-missing-category", .warning, build: .warning,
    summary: "a plural variable without a form for a category the language chooses for whole numbers",
    examples: [
      // Russian chooses one, few, many and other for whole numbers (CLDR): 2 файла, 5 файлов.
      .triggering(english.merging(LintExample.plural(locale: "ru", [("n", LintExample.forms([("one", "%d файл"), ("other", "%d файла")]))])) { $1 }),
      .passing(
        english.merging(
          LintExample.plural(
            locale: "ru", [("n", LintExample.forms([("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]))])
        ) { $1 }),
      // Only "other": the text does not change with the number.
      .passing(LintExample.plural([("n", LintExample.forms([("other", "%d files")]))])),
    ])

  private static let english = LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])
}
