extension LintRule {
  /// Content a parser skips: a member that is no plural category, variable or known variation.
  ///
  /// Its check: found as `.stringsdict` files and catalogs are read (the parsers' warnings).
  public static let ignoredMember = LintRule(
    "ignored-member", .warning, build: .warning, generation: .warning,
    summary: "content a parser skips: a member that is no plural category, variable or known variation",
    examples: [
      .triggering(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files"), ("plural", "%d files")]))])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
