import L10nGenCore
import L10nGenTables

/// What only String Catalogs say: a translation's `state` (`new`: not translated yet; `needs_review`:
/// the source changed or a translator asked for a review), keys a language has no text for, and
/// manually added keys with translations but no source-language text (the app then shows the key).
/// Keys marked "Don't translate" (`shouldTranslate: false`) need none of it.
enum CatalogCheck {
  /// `new` and `needs_review` translations.
  static func checkState(_ entry: LintEntry, into table: inout LocaleTable) {
    guard let state = entry.state else { return }
    let meaning = state == StringCatalog.StringUnit.State.new.rawValue ? "not translated yet" : "to be reviewed"
    table.report(
      .catalogState, at: entry.displayLocation,
      "key \(swiftQuoted(entry.key)) is marked \(state) (\(meaning)) in \(table.locale ?? "this language"): \(quoted(entry.displayText))",
      key: entry.key)
  }

  /// Keys of the catalog that `translation`'s language has no text for (`translated`: by position in
  /// `development`, whether it has).
  static func reportMissing(in translation: inout LocaleTable, catalog: StringCatalog, development: LocaleTable, translated: [Bool]) {
    let language = translation.locale ?? ""
    for entry in catalog.entries where entry.shouldTranslate {
      guard let index = development.index(of: entry.key), !translated[index] else { continue }
      let source = " (\(catalog.sourceLanguage): \(quoted(development.entries[index].displayText)))"
      translation.report(.missingKey, at: entry.location, "key \(swiftQuoted(entry.key)) has no \(language) translation\(source)", key: entry.key)
    }
  }

  /// Manually added keys that other languages translate but the source language does not.
  static func reportMissingSourceValues(in development: inout LocaleTable, catalog: StringCatalog) {
    for entry in catalog.entries where entry.extractionState == "manual" {
      guard entry.localization(catalog.sourceLanguage)?.isEmpty ?? true,
        entry.localizations.contains(where: { $0.language != catalog.sourceLanguage && !$0.isEmpty })
      else { continue }
      development.report(
        .catalogNoSourceValue, at: entry.location,
        "key \(swiftQuoted(entry.key)) has translations but no \(catalog.sourceLanguage) value, so \(catalog.sourceLanguage) "
          + "shows the key itself",
        key: entry.key)
    }
  }
}
