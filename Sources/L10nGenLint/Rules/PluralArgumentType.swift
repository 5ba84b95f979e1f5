extension LintRule {
  /// A plural form chosen by an argument that the forms print as another type.
  ///
  /// Its check: found as plural entries' arguments are read (`TableLoader.arguments`, the warning generation
  /// gives too).
  public static let pluralArgumentType = LintRule(
    "plural-argument-type", .warning, build: .warning, generation: .warning,
    summary: "a plural form chosen by an argument that the forms print as another type",
    examples: [
      .triggering(LintExample.plural([("n", LintExample.forms([("one", "%@ file"), ("other", "%@ files")]))])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
