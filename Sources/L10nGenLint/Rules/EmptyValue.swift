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
    check: EmptyValueCheck())
}

/// The check of `emptyValue`.
private struct EmptyValueCheck: TranslationCheck {
  func check(_ entry: LintEntry, against development: LintEntry, _ facts: TranslatedEntry) -> TranslatedEntry.Found? {
    guard facts.isEmptied else { return nil }
    return .init(
      at: entry.displayLocation, "key \(swiftQuoted(entry.key)) is empty (\(facts.developmentLocale): \(quoted(development.displayText)))")
  }
}
