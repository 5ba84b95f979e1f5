extension LintRule {
  /// A lookup whose key is known only at run time: unused-key cannot see which keys it reads.
  ///
  /// Its check: found in the code (`CodeCheck`).
  public static let dynamicKey = LintRule(
    "dynamic-key", .info, build: nil, subject: .code,
    summary: "a lookup whose key is known only at run time: unused-key cannot see which keys it reads",
    examples: [
      .triggering(LintExample.code(#"func title(_ key: String) -> String { NSLocalizedString(key, comment: "") }"#, strings: #""a" = "A";"#)),
      .passing(LintExample.code(#"let title = NSLocalizedString("a", comment: "")"#, strings: #""a" = "A";"#)),
    ])
}
