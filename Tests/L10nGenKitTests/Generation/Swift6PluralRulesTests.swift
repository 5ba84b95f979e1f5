import Foundation
import XCTest
@testable import L10nGenKit

/// The swift6 templates carry CLDR's cardinal plural rules into the generated code (Linux cannot
/// use Foundation's). This compiles generated code with a small program that prints the category
/// of a range of numbers per language, runs it, and compares with CLDR's answers.
final class Swift6PluralRulesTests: XCTestCase {
  /// CLDR cardinal categories of 0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 111, 1000000, 1.5.
  private static let expected: [String: [String]] = [
    "en": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "de": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "fr": ["one", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many", "one"],
    "es": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many", "other"],
    "it": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many", "other"],
    "pt": ["one", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many", "one"],
    "pt-PT": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many", "other"],
    "nl": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "ru": ["many", "one", "few", "few", "many", "many", "many", "one", "few", "many", "one", "many", "many", "other"],
    "uk": ["many", "one", "few", "few", "many", "many", "many", "one", "few", "many", "one", "many", "many", "other"],
    "pl": ["many", "one", "few", "few", "many", "many", "many", "many", "few", "many", "many", "many", "many", "other"],
    "cs": ["other", "one", "few", "few", "other", "other", "other", "other", "other", "other", "other", "other", "other", "many"],
    "ar": ["zero", "one", "two", "few", "few", "many", "many", "many", "many", "many", "other", "many", "other", "other"],
    "ja": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    // Languages whose rules are one line: CLDR's plurals.xml.
    "ko": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "sv": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "tr": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "hi": ["one", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "pa": ["one", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    "zh-Hans": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
  ]

  func testGeneratedPluralRulesMatchCLDR() throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    var source = try StringsGenerator(inputs: [table], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift6")), params: [:])
    let languages = Self.expected.keys.sorted()
    source += """

      // Test driver: prints "language: categories…" for each language.
      #if !canImport(Darwin)
        for language in \(languages) {
          let numbers: [Double] = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 111, 1_000_000, 1.5]
          print(language + ": " + numbers.map { L10n._Plurals.category($0, language: language) ?? "none" }.joined(separator: " "))
        }
      #endif

      """
    let main = try directory.write("main.swift", source)
    let binary = directory.path("rules")
    let compile = try SwiftCompiler.run(["swiftc", "-swift-version", "6", main, "-o", binary])
    XCTAssertEqual(compile.status, 0, compile.output)
    let run = try SwiftCompiler.run([binary])
    let expected = languages.map { "\($0): " + Self.expected[$0]!.joined(separator: " ") }.joined(separator: "\n") + "\n"
    XCTAssertEqual(run.output, expected)
  }
}
