import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenGenerators
@testable import L10nGenLint
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The swift6 templates carry CLDR's cardinal plural rules into the generated code (Foundation on
/// Linux has none). This compiles generated code with a small program that prints the category of
/// each number for every language, runs it, and compares with ICU 77.1's (CLDR 47, which Foundation
/// calls with the number as a `double`), kept in `Fixtures/Plurals/icu-77.1-categories.txt` by the
/// script beside it, and with the rules of `plurals.json` read by the letter of UTS #35.
final class GeneratedPluralRulesTests: XCTestCase {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Plurals/icu-77.1-categories.txt")
  private static let letters: [Character: PluralCategory] = ["z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other]

  /// The numbers (second comment line) and each language's categories, one letter a number.
  private func icu() throws -> (numbers: [Double], categories: [(language: String, letters: String)]) {
    let lines = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n")
    let numbers = lines[1].dropFirst(2).split(separator: " ").map { Double($0)! }
    let categories = lines.dropFirst(2).map { line in
      let parts = line.split(separator: " ")
      return (String(parts[0]), String(parts[1]))
    }
    return (numbers, categories)
  }

  func testGeneratedRulesGiveICUsCategoryForEveryLanguage() throws {
    let (numbers, expected) = try icu()
    XCTAssertEqual(Set(expected.map(\.language)).count, 221 + 103 + 10, "every language of plurals.json")
    let directory = try TemporaryDirectory()
    let table = try directory.write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    var source = try StringsGenerator(inputs: [table], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift6")), params: [:])
    source += """

      // Test driver: prints "language letters" for each language, a letter a number.
      let numbers: [Double] = [\(numbers.map { $0.isNaN ? ".nan" : $0.isInfinite ? ".infinity" : "\($0)" }.joined(separator: ", "))]
      let letters = ["zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"]
      for language in \(expected.map(\.language)) {
        print(language + " " + numbers.map { L10n._Plurals.category($0, language: language).map { letters[$0]! } ?? "-" }.joined())
      }

      """
    let main = try directory.write("main.swift", source)
    let binary = directory.path("rules")
    let compile = try SwiftCompiler.run(["swiftc", "-swift-version", "6", main, "-o", binary])
    XCTAssertEqual(compile.status, 0, compile.output)
    let run = try SwiftCompiler.run([binary])
    let printed = run.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(printed.count, expected.count)
    for (line, (language, letters)) in zip(printed, expected) {
      XCTAssertEqual(line, "\(language) \(letters)", "ICU's categories of \(language)")
    }
  }

  func testTheTableReadByTheLetterGivesICUsCategories() throws {
    let (numbers, expected) = try icu()
    let table = try CLDRPluralRuleTable.load()
    for (language, letters) in expected {
      for (number, letter) in zip(numbers, letters) {
        XCTAssertEqual(table.category(of: number, language: language), Self.letters[letter], "\(language) \(number)")
      }
    }
  }

  func testLanguagesWithoutCLDRDataHaveNoRules() throws {
    let table = try CLDRPluralRuleTable.load()
    XCTAssertNil(table.category(of: 1, language: "tlh"))
    XCTAssertNil(PluralRules.forLocale("tlh"))
    XCTAssertEqual(table.category(of: 1_000_000, language: "pt-AO"), .many)
  }
}
