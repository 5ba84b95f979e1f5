import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateSetTagTests: XCTestCase {
  func testSetBlockStoresRenderedBody() throws {
    let source = "{% set access %}{% if public %}public{% else %}internal{% endif %}{% endset %}{{ access }} enum"
    XCTAssertEqual(try render(source, ["public": true]), "public enum")
    XCTAssertEqual(try render(source), "internal enum")
  }

  func testSetExpressionStoresValueWithFilters() throws {
    let source = #"{% set translation string|replace:'"','\"' %}"{{ translation }}""#
    XCTAssertEqual(try render(source, ["string": #"say "hi""#]), #""say \"hi\"""#)
  }

  func testSetExpressionKeepsNonStringValues() throws {
    XCTAssertEqual(try render("{% set list items %}{{ list.count }}{{ list.first }}", ["items": ["a", "b"]]), "2a")
  }

  func testSetReplacesAndShadowsContextValue() throws {
    XCTAssertEqual(try render("{{ x }}{% set x \"new\" %}{{ x }}", ["x": "old"]), "oldnew")
  }

  func testSetToMissingValueShadowsOuterValue() throws {
    XCTAssertEqual(try render("{% for i in one %}{% set x nothing %}[{{ x }}]{% endfor %}{{ x }}", ["x": "outer", "one": [1]]), "[]outer")
  }
}
