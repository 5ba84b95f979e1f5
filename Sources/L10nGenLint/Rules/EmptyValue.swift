import L10nGenCore

extension LintRule {
  /// An empty translation of a non-empty development value.
  ///
  /// Its check is here: each translated entry against its development entry.
  public static let emptyValue = LintRule(
    "empty-value", .warning, build: .warning,
    summary: "an empty translation of a non-empty development value",
    examples: [
      .triggering(LintExample.strings(#""a" = "A";"#, german: #""a" = "";"#)),
      .passing(LintExample.strings(#""a" = "A";"#, german: #""a" = "X";"#)),
    ],
    check: { rule, translation, table in
      guard translation.isEmptied else { return }
      table.report(
        rule, at: translation.entry.displayLocation,
        "key \(translation.entry.key.debugDescription) is empty (\(translation.developmentLocale): \(quoted(translation.development.displayText)))",
        key: translation.entry.key)
    })
}
