import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateFilterTagTests: XCTestCase {
  func testFilterTagAppliesChainToRenderedBody() throws {
    XCTAssertEqual(try render("{% filter lowercase|replace:\"a\",\"4\" %}A{{ x }}{% endfilter %}", ["x": "BA"]), "4b4")
  }

  func testFilterIndentWithIndentFirstIndentsEveryNonEmptyLine() throws {
    let source = "{% filter indent:2,\" \",true %}a\n\nb\n{% endfilter %}"
    XCTAssertEqual(try render(source), "  a\n\n  b\n")
  }

  func testNestedFilterIndentsAccumulate() throws {
    let source = "{% filter indent:2,\" \",true %}a\n{% filter indent:2,\" \",true %}b\nc{% endfilter %}{% endfilter %}"
    XCTAssertEqual(try render(source), "  a\n    b\n    c")
  }

  func testSetInsideFilterBodyStaysVisibleAfterwards() throws {
    // The body renders in the current scope (only the filter's input gets a scope).
    XCTAssertEqual(try render("{% filter uppercase %}{% set x \"v\" %}{% endfilter %}{{ x }}"), "v")
  }
}

extension TemplateFilterTagTests {
  func testSpacesAfterColonCommaAndAroundPipeAreAllowed() throws {
    XCTAssertEqual(try render(#"{% filter indent: 2, "-", true | uppercase %}a{% endfilter %}"#), "--A")
  }
}
