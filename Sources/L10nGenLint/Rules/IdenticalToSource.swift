import L10nGenCore

extension LintRule {
  /// A translation identical to the development value (probably not translated yet).
  ///
  /// Only information: most such values are not translated yet, and the summary does not count them; a locale
  /// of the development language (`en-GB`, `Base`) and texts without words (`%@ • %ld`) are left out.
  ///
  /// Its check is here: each translated entry against its development entry.
  public static let identicalToSource = LintRule(
    "identical-to-source", .info, build: nil,
    summary: "a translation identical to the development value (probably not translated yet)",
    examples: [
      .triggering(LintExample.strings(#""a" = "Settings";"#, german: #""a" = "Settings";"#)),
      .passing(LintExample.strings(#""a" = "Settings";"#, german: #""a" = "Einstellungen";"#)),
    ],
    check: IdenticalToSourceCheck())
}

/// The check of `identicalToSource`.
private struct IdenticalToSourceCheck: TranslationCheck {
  func check(_ entry: LintEntry, against development: LintEntry, _ facts: TranslatedEntry) -> TranslatedEntry.Found? {
    guard facts.isUntranslatedCopy else { return nil }
    return .init(
      at: entry.displayLocation,
      "key \(swiftQuoted(entry.key)) is identical to the development value (\(facts.developmentLocale): \(quoted(development.displayText)))")
  }
}
