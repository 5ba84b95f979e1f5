import L10nGenTables

/// Every text each locale gives the keys of a table, read as lint reads them (`LocaleTableReader`,
/// `CatalogReader`): a value, or a plural's format and forms and its device variants. What a lookup
/// of the key may show in some language, for code that must behave the same in all of them.
public struct TranslatedTexts: Sendable {
  /// One locale's text of a key.
  public struct Text: Equatable, Sendable {
    /// The `.lproj` folder or catalog language; nil for a table outside any.
    public var locale: String?
    public var text: String

    public init(locale: String?, text: String) {
      self.locale = locale
      self.text = text
    }
  }

  /// By key, every locale's texts, the development locale's first.
  public private(set) var texts: [String: [Text]] = [:]

  /// The locales the table is in.
  public private(set) var locales: [String] = []

  public init() {}

  /// The texts of every locale of `group`.
  public init(_ group: TableGroup) {
    var tables: [LocaleTable] = []
    if group.kind == .catalog, let file = group.locales.first?.files.first {
      tables = CatalogReader.read(file, table: group.name).tables
    } else {
      for files in group.locales where !files.files.isEmpty {
        tables.append(LocaleTableReader.read(files.files, table: group.name, locale: files.locale))
      }
    }
    for table in tables {
      if let locale = table.locale { locales.append(locale) }
      for entry in table.entries {
        entry.forEachText { text, _, _ in texts[entry.key, default: []].append(Text(locale: table.locale, text: text)) }
      }
    }
  }

  /// The texts of `key` in every locale.
  public subscript(key: String) -> [Text] { texts[key] ?? [] }
}
