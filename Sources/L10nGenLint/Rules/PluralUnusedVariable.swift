extension LintRule {
  /// A .stringsdict variable that no format or form refers to.
  ///
  /// Its check: found in each plural entry (`PluralCheck`).
  public static let pluralUnusedVariable = LintRule(
    "plural-unused-variable", .warning, build: .warning,
    summary: "a .stringsdict variable that no format or form refers to",
    examples: [
      .triggering(
        LintExample.plural([
          ("n", LintExample.forms([("one", "%d file"), ("other", "%d files")])),
          ("m", LintExample.forms([("one", "%d folder"), ("other", "%d folders")])),
        ])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
