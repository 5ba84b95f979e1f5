import L10nGenTables

/// The plural categories of a language's cardinal rules (Unicode CLDR, every language CLDR has locale
/// data for). Apple chooses `.stringsdict` and String Catalog forms by these rules, plus `zero` for
/// the number 0 in every language. The table is generated from CLDR's rules (`PluralRules+CLDR.swift`).
struct PluralRules: Equatable {
  /// Every category the rules define, for whole or decimal numbers.
  var categories: Set<PluralCategory>
  /// The categories whole numbers below a million fall in, which a variable formatted as an integer
  /// needs a form for (French `many`, for multiples of a million, is not asked for).
  var wholeNumberCategories: Set<PluralCategory>

  /// The rules of a locale (`pt` for `pt-BR`, `zh` for `zh-Hant-TW`, `pt_PT` for `pt-PT`: the longest
  /// part before a `-` or `_` with rules, as ICU looks them up) and that part; nil when CLDR has none
  /// (or for `Base`, which is no language).
  static func forLocale(_ locale: String) -> (language: String, rules: PluralRules)? {
    var name = Substring(locale.prefix { $0 != "@" }.replacingOccurrences(of: "-", with: "_").lowercased())
    while true {
      if let found = byLowercasedName[String(name)] { return found }
      guard let cut = name.lastIndex(of: "_") else { return nil }
      name = name[..<cut]
    }
  }

  /// The table by lower-cased name (`pt_pt`), with the name as CLDR writes it (`pt_PT`).
  private static let byLowercasedName: [String: (language: String, rules: PluralRules)] = Dictionary(
    uniqueKeysWithValues: table.map { ($0.key.lowercased(), ($0.key, $0.value)) })
}
