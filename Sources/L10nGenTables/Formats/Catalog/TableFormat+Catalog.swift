import L10nGenCore

extension TableFormat {
  /// `.xcstrings`: a String Catalog, every language of a table in one JSON file, beside the code
  /// rather than in an `.lproj` (`StringCatalogParser`, `CatalogFormat`); templates see its entries'
  /// `source` as `stringCatalog`, SwiftGen's name.
  public static let xcstrings = TableFormat(
    "xcstrings", placement: .everyLanguage, entrySource: "stringCatalog",
    load: { file, loaded in
      let catalog = try StringCatalogParser.parseCatalog(contentsOf: file.path)
      let table = try catalog.sourceLanguageTable()
      loaded.developmentLanguage = loaded.developmentLanguage ?? catalog.sourceLanguage
      loaded.warnings += table.warnings
      for parsed in table.entries {
        let entry = try TableLoader.entry(from: parsed, source: file.format, warnings: &loaded.warnings)
        loaded.add(entry)
      }
    },
    write: { bytes, path, _ in
      let result = try CatalogFormat.format(bytes, path: path)
      return TableFormatter.Result(path: path, original: bytes, formatted: result.utf8, keys: result.keys, warnings: result.warnings)
    },
    edit: { bytes, path, edit in try CatalogEdit.edit(bytes, path: path, edit) })
}
