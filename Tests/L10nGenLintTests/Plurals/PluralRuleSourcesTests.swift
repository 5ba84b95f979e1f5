import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGenerators
@testable import L10nGenLint
@testable import L10nGenTables

/// Lint's plural categories and the generated run time's rule function are made from one committed
/// table of CLDR's rules (`L10nGenGenerators`); `swift run generate-sources plural-rules` writes them.
final class PluralRuleSourcesTests: XCTestCase {
  func testCommittedSourcesAreWhatTheCLDRTableMakes() throws {
    for file in try Generator.pluralRules.files() {
      XCTAssertEqual(
        try? String(contentsOf: file.url, encoding: .utf8), file.content,
        "\(file.path) is not what plurals.json makes: run `\(Generator.pluralRules.command)` (Scripts/regenerate)")
    }
  }

  func testTheTableIsCLDR47WithEveryCategoryItsLanguagesUse() throws {
    let table = try CLDRPluralRuleTable.load()
    XCTAssertEqual(table.cldrVersion, "47")
    XCTAssertEqual(PluralRules.cldrVersion, table.cldrVersion)
    // CLDR 47's plurals.xml: he has no `many` since CLDR 42; fr's `many` is for multiples of a million.
    XCTAssertEqual(table.languages["he"]?.map(\.category), [.one, .two])
    XCTAssertEqual(table.languages["fr"]?.map(\.category), [.one, .many])
    XCTAssertEqual(table.languages.count, 221)
    XCTAssertTrue(table.rootLanguages.contains("aa"))
  }

  func testRulesAreReadAsUTS35WritesThem() throws {
    let condition = try CLDRPluralRuleTable.parse("v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f = 1,5 @integer 2~4, 22~24")
    XCTAssertEqual(
      condition,
      [
        [
          .init(operand: "v", modulus: nil, negated: false, ranges: [0...0]),
          .init(operand: "i", modulus: 10, negated: false, ranges: [2...4]),
          .init(operand: "i", modulus: 100, negated: true, ranges: [12...14]),
        ],
        [.init(operand: "f", modulus: nil, negated: false, ranges: [1...1, 5...5])],
      ])
    XCTAssertEqual(try CLDRPluralRuleTable.parse(" @integer 0~15"), [])
    XCTAssertThrowsError(try CLDRPluralRuleTable.parse("x = 1"))
    XCTAssertThrowsError(try CLDRPluralRuleTable.parse("i = 2..1"))
  }
}
