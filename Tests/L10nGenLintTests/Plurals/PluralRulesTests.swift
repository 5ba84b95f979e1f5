import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

/// Expected sets are CLDR 47's plurals.xml: the categories a language's rules name, and those the
/// integers below a million fall in.
final class PluralRulesTests: XCTestCase {
  func testALocaleReadsTheRulesOfItsLongestPartWithRules() {
    XCTAssertEqual(PluralRules.forLocale("pt-BR")?.language, "pt")
    XCTAssertEqual(PluralRules.forLocale("pt-PT")?.language, "pt_PT")
    XCTAssertEqual(PluralRules.forLocale("PT-pt")?.language, "pt_PT")
    XCTAssertEqual(PluralRules.forLocale("zh-Hant-TW")?.language, "zh")
    XCTAssertEqual(PluralRules.forLocale("sr_Latn@calendar=gregorian")?.language, "sr")
    XCTAssertNil(PluralRules.forLocale("Base"))
    XCTAssertNil(PluralRules.forLocale("tlh"))
  }

  func testCategoriesAreCLDRsWithThoseOfWholeNumbersApart() {
    XCTAssertEqual(PluralRules.forLocale("ru")?.rules.wholeNumberCategories, [.one, .few, .many])
    XCTAssertEqual(PluralRules.forLocale("ru")?.rules.categories, [.one, .few, .many, .other])
    XCTAssertEqual(PluralRules.forLocale("fr")?.rules.categories, [.one, .many, .other])
    XCTAssertEqual(PluralRules.forLocale("fr")?.rules.wholeNumberCategories, [.one, .other])
    XCTAssertEqual(PluralRules.forLocale("he")?.rules.categories, [.one, .two, .other])
    XCTAssertEqual(PluralRules.forLocale("cy")?.rules.wholeNumberCategories, Set(PluralCategory.allCases))
    XCTAssertEqual(PluralRules.forLocale("zh-Hant-TW")?.rules.categories, [.other])
    // A language with CLDR locale data but no rules of its own takes root's.
    XCTAssertEqual(PluralRules.forLocale("agq")?.rules.categories, [.other])
  }
}
