import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

/// Lint's plural categories and the generated run time's rule function are made from one committed
/// table of CLDR's rules. This test fails when either committed file is not what the table makes; run
/// it with `L10NGEN_UPDATE_PLURAL_RULES=1` to write them.
final class PluralRuleSourcesTests: XCTestCase {
  private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testCommittedSourcesAreWhatTheCLDRTableMakes() throws {
    let table = try CLDRPluralRuleTable.load()
    let files = [
      ("Sources/L10nGenLint/Plurals/PluralRules+CLDR.swift", PluralRuleSources.lintSource(table)),
      ("Templates/_swift6-plurals.stencil", PluralRuleSources.runtimeTemplate(table)),
    ]
    for (path, generated) in files {
      let target = packageRoot.appendingPathComponent(path)
      if ProcessInfo.processInfo.environment["L10NGEN_UPDATE_PLURAL_RULES"] == "1", (try? String(contentsOf: target, encoding: .utf8)) != generated {
        // A record run that writes fails: only a run that compares can pass.
        try generated.write(to: target, atomically: true, encoding: .utf8)
        XCTFail("wrote \(path): run the tests again to compare")
      }
      let current = try? String(contentsOf: target, encoding: .utf8)
      XCTAssertEqual(
        current, generated, "\(path) is not what plurals.json makes: run L10NGEN_UPDATE_PLURAL_RULES=1 swift test --filter PluralRuleSourcesTests")
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
