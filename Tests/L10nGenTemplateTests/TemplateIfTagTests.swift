import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateIfTagTests: XCTestCase {
  func testIfElifElseChoosesFirstTrueBranch() throws {
    let source = "{% if n == 1 %}one{% elif n == 2 %}two{% elif n == 3 %}three{% else %}many{% endif %}"
    XCTAssertEqual(try render(source, ["n": 1]), "one")
    XCTAssertEqual(try render(source, ["n": 3]), "three")
    XCTAssertEqual(try render(source, ["n": 9]), "many")
  }

  func testIfWithoutElseRendersNothingWhenFalse() throws {
    XCTAssertEqual(try render("a{% if nothing %}b{% endif %}c"), "ac")
  }

  func testSetInsideIfBranchIsScopedToTheBranch() throws {
    XCTAssertEqual(try render("{% if true %}{% set x \"in\" %}{{ x }}{% endif %}[{{ x }}]"), "in[]")
  }

  func testNestedIfs() throws {
    XCTAssertEqual(try render("{% if a %}{% if b %}ab{% else %}a{% endif %}{% endif %}", ["a": true]), "a")
  }
}
