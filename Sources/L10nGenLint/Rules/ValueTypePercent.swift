extension LintRule {
  /// An NSStringFormatValueTypeKey written with a leading '%' (%ld for ld): Foundation prints (null).
  ///
  /// Its check: found as `.stringsdict` files are read (the parser's warning).
  public static let valueTypePercent = LintRule(
    "value-type-percent", .warning, build: .warning, generation: .warning,
    summary: "an NSStringFormatValueTypeKey written with a leading '%' (%ld for ld): Foundation prints (null)",
    examples: [
      .triggering(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")], valueType: "%d"))])),
      .passing(LintExample.plural([("n", LintExample.forms([("one", "%d file"), ("other", "%d files")]))])),
    ])
}
