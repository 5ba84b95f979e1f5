/// The plural categories of a language's cardinal rules (Unicode CLDR), for the languages most apps
/// ship. Apple chooses `.stringsdict` and String Catalog forms by these rules, plus `zero` for the
/// number 0 in every language.
struct PluralRules: Equatable {
  /// Every category the rules define, for whole or decimal numbers. `many` for 1,000,000 in French,
  /// Spanish, Italian, Portuguese and Catalan (CLDR 38+) and `many` in Hebrew (before CLDR 42) count,
  /// since some Apple releases choose them.
  var categories: Set<PluralCategory>
  /// The categories whole numbers fall into, which a variable formatted as an integer needs a form for.
  var wholeNumberCategories: Set<PluralCategory>

  /// The language of a locale (`pt` for `pt-BR`, `zh` for `zh-Hant-TW`) and its rules; nil when the
  /// language is not one of those shipped (or `Base`, which is no language).
  static func forLocale(_ locale: String) -> (language: String, rules: PluralRules)? {
    let language = String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    guard let rules = table[language] else { return nil }
    return (language, rules)
  }

  /// The languages shipped, grouped by rules, for documentation.
  static var shippedLanguages: [String] { table.keys.sorted() }

  private static let onlyOther = PluralRules(categories: [.other], wholeNumberCategories: [.other])
  private static let oneOther = PluralRules(categories: [.one, .other], wholeNumberCategories: [.one, .other])
  private static let oneManyOther = PluralRules(categories: [.one, .many, .other], wholeNumberCategories: [.one, .other])
  private static let eastSlavic = PluralRules(categories: [.one, .few, .many, .other], wholeNumberCategories: [.one, .few, .many])
  private static let oneFewManyDecimal = PluralRules(categories: [.one, .few, .many, .other], wholeNumberCategories: [.one, .few, .other])
  private static let oneFewOther = PluralRules(categories: [.one, .few, .other], wholeNumberCategories: [.one, .few, .other])
  private static let oneTwoFewOther = PluralRules(categories: [.one, .two, .few, .other], wholeNumberCategories: [.one, .two, .few, .other])
  private static let all = PluralRules(categories: Set(PluralCategory.allCases), wholeNumberCategories: Set(PluralCategory.allCases))
  private static let oneTwoFewManyOther = PluralRules(
    categories: [.one, .two, .few, .many, .other], wholeNumberCategories: [.one, .two, .few, .many, .other])

  private static let table: [String: PluralRules] = {
    var table = [String: PluralRules]()
    func add(_ languages: String, _ rules: PluralRules) {
      for language in languages.split(separator: " ") { table[String(language)] = rules }
    }
    add("ja zh ko vi th id ms my lo km yo bo dz ig jv kea ses sg su to wo yue ii sah", onlyOther)
    add(
      "en de nl sv da nb nn no fi et el eu gl hu tr bg ka ur uz az kk ky mn ne sq sw ta te ml kn mr gu bn hi fa am zu af "
        + "ast fy is lb fo ps so ti tk ug xh rm sc an ku ckb kmr si hy kab fil tl mk ia ha om or pa as ee lg ln ak", oneOther)
    add("fr es it pt ca", oneManyOther)
    add("ru uk be pl", eastSlavic)
    add("cs sk lt", oneFewManyDecimal)
    add("ro mo hr sr bs", oneFewOther)
    add("sl dsb hsb gd", oneTwoFewOther)
    add("ar cy", all)
    add("ga br mt", oneTwoFewManyOther)
    table["lv"] = PluralRules(categories: [.zero, .one, .other], wholeNumberCategories: [.zero, .one, .other])
    table["he"] = PluralRules(categories: [.one, .two, .many, .other], wholeNumberCategories: [.one, .two, .other])
    table["gv"] = PluralRules(categories: [.one, .two, .few, .many, .other], wholeNumberCategories: [.one, .two, .few, .other])
    return table
  }()
}
