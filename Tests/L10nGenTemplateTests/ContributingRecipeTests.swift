import L10nGenTestSupport
import XCTest

@testable import L10nGenTemplate

/// CONTRIBUTING.md's "Add a template filter": its line, compiled here as a family's `all` holds it, filters.
final class ContributingRecipeTests: XCTestCase {
  private let family: [String: TemplateFilter] = [
    // recipe:begin
    "reversed": .simple { .string(String(try FilterArguments.text($0).reversed())) },
    // recipe:end
    "unchanged": .simple { $0 },
  ]

  func testTheRecipeIsThisCode() throws {
    XCTAssertEqual(try ContributingRecipe.code("Add a template filter"), try ContributingRecipe.marked(in: #filePath))
  }

  func testTheRecipesFilterFilters() throws {
    let filter = try XCTUnwrap(family["reversed"])
    XCTAssertFalse(filter.takesArguments)
    guard case .string(let text) = try filter.apply(.string("abc"), []) else { return XCTFail("not a string") }
    XCTAssertEqual(text, "cba")
    XCTAssertNil(FilterRegistry.filter(named: "reversed"), "the recipe's filter is an example, not a filter of the product")
  }
}
