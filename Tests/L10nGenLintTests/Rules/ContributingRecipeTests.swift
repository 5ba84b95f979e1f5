import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

// recipe:begin
extension LintRule {
  /// A translation that ends with a space its development value does not end with.
  ///
  /// Its check is here: each translated entry against its development entry.
  static let trailingSpace = LintRule(
    "trailing-space", .warning, build: .warning,
    summary: "a translation that ends with a space its development value does not end with",
    examples: [
      .triggering(LintExample.strings(#""save" = "Save";"#, german: #""save" = "Sichern ";"#)),
      .passing(LintExample.strings(#""save" = "Save";"#, german: #""save" = "Sichern";"#)),
    ],
    check: TrailingSpaceCheck())
}

/// The check of `trailingSpace`.
struct TrailingSpaceCheck: TranslationCheck {
  func check(_ entry: LintEntry, against development: LintEntry, _ facts: TranslatedEntry) -> TranslatedEntry.Found? {
    guard entry.displayText.hasSuffix(" "), !development.displayText.hasSuffix(" ") else { return nil }
    return .init(at: entry.displayLocation, "key \(entry.key.debugDescription) ends with a space")
  }
}
// recipe:end

/// CONTRIBUTING.md's "Add a lint rule": its rule, compiled here, runs beside the others and its
/// examples do what they say.
final class ContributingRecipeTests: XCTestCase {
  func testTheRecipeIsThisCode() throws {
    XCTAssertEqual(try ContributingRecipe.code("Add a lint rule"), try ContributingRecipe.marked(in: #filePath))
  }

  func testTheRecipesRuleRunsBesideTheOthersAndItsExamplesDoWhatTheySay() throws {
    XCTAssertFalse(LintRule.allCases.contains(.trailingSpace), "the recipe's rule is an example, not a rule of the product")
    for example in LintRule.trailingSpace.examples {
      let sandbox = try TemporaryDirectory()
      for (path, text) in example.files { try sandbox.write(path, text) }
      let groups = try TableDiscovery.groups(inputs: [sandbox.url.path], language: DevelopmentLanguage(requested: "en"))
      let report = Linter.lint(groups, rules: LintRule.allCases + [.trailingSpace])
      XCTAssertEqual(report.findings.contains { $0.rule == .trailingSpace }, example.triggers, "\(report.findings)")
    }
  }
}
