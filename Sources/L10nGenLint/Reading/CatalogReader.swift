import L10nGenCore
import L10nGenTables

/// Reads a String Catalog once (`StringCatalogParser.parseCatalog`) into one `LocaleTable` per
/// language, so that catalogs go through the same checks as `.lproj` tables. A language's table has
/// the keys localized in it; the source language's has every key (a key without a source value is its
/// own text, as in Xcode).
enum CatalogReader {
  struct Result {
    var catalog: StringCatalog?
    /// The source language's table first, then the other languages' in the order of `catalog.languages`.
    var tables: [LocaleTable]
  }

  static func read(_ file: TableFile, table: String) -> Result {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalogParser.parseCatalog(contentsOf: file.path)
    } catch {
      var unreadable = LocaleTable(table: table, locale: nil, files: [file])
      unreadable.unreadableFiles.insert(file.path)
      let located = error as? LocatedError
      let rule: LintRule
      if case .duplicateKey? = error as? StringCatalogParseError { rule = .duplicateKey } else { rule = .syntax }
      unreadable.report(rule, at: located?.location ?? SourceLocation(file: file.path, line: 1, column: 1), located?.message ?? "\(error)")
      return Result(catalog: nil, tables: [unreadable])
    }
    var tables = [LocaleTable]()
    for language in catalog.languages {
      let source = tables.first  // nil while reading the source language, which comes first
      var localeTable = LocaleTable(table: table, locale: language, files: [file], developmentKeys: source?.keyCount ?? 0)
      if language == catalog.sourceLanguage { LocaleTableReader.report(catalog.warnings, into: &localeTable) }
      localeTable.reserveCapacity(catalog.entries.count)
      for entry in catalog.entries {
        guard let parsed = entry.variantEntry(in: language, of: catalog) else { continue }
        for (variation, path) in entry.localization(language)?.pluralVariations(at: entry.path(language)) ?? []
        where variation.form(.other) == nil {
          localeTable.report(.pluralMissingOther, at: variation.formsLocation, "\(path) has no \"other\" form", key: entry.key)
        }
        let state = entry.localization(language).flatMap(unfinishedState)
        localeTable.add(
          LocaleTableReader.variantEntry(
            parsed, source: .xcstrings, file: file.path, state: state, developmentIndex: source?.index(of: entry.key), into: &localeTable))
      }
      tables.append(localeTable)
    }
    return Result(catalog: catalog, tables: tables)
  }

  /// `new` or `needs_review` when a string unit of the localization (its text, a form, a device's
  /// text, a substitution's form) has that state; nil when every one is translated or says nothing.
  private static func unfinishedState(_ localization: StringCatalog.Localization) -> String? {
    var units = [localization.stringUnit].compactMap { $0 }
    units += localization.plural?.forms.map(\.stringUnit) ?? []
    for device in localization.devices {
      units += [device.stringUnit].compactMap { $0 } + (device.plural?.forms.map(\.stringUnit) ?? [])
    }
    for substitution in localization.substitutions { units += substitution.plural.forms.map(\.stringUnit) }
    let states = units.compactMap(\.state)
    if states.contains(.needsReview) { return StringCatalog.StringUnit.State.needsReview.rawValue }
    if states.contains(.new) { return StringCatalog.StringUnit.State.new.rawValue }
    return nil
  }
}
