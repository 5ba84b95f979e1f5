import XCTest
@testable import L10nGenKit

final class PluralRulesTests: XCTestCase {
  func testShippedRulesCoverTheCommonLanguages() {
    XCTAssertEqual(PluralRules.forLocale("pt-BR")?.language, "pt")
    XCTAssertEqual(PluralRules.forLocale("ru")?.rules.wholeNumberCategories, [.one, .few, .many])
    XCTAssertEqual(PluralRules.forLocale("fr")?.rules.categories, [.one, .many, .other])
    XCTAssertEqual(PluralRules.forLocale("zh-Hant-TW")?.rules.categories, [.other])
    XCTAssertNil(PluralRules.forLocale("Base"))
    XCTAssertNil(PluralRules.forLocale("tlh"))
  }
}
