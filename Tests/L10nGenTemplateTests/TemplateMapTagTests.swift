import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateMapTagTests: XCTestCase {
  func testMapRendersBodyPerElementIntoArray() throws {
    let source = #"{% map items into names using item %}{{ item|uppercase }}{% endmap %}{{ names|join:", " }}"#
    XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "A, B")
  }

  func testMaploopCountsFromZeroAndExposesItem() throws {
    let source =
      "{% map items into out %}{{ maploop.counter }}{{ maploop.item }}{{ maploop.first }}{{ maploop.last }}{% endmap %}{{ out|join:\"|\" }}"
    XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "0atruefalse|1bfalsetrue")
  }

  func testMapOfEmptyArraySetsNothing() throws {
    XCTAssertEqual(try render("{% map items into out %}x{% endmap %}[{{ out }}]", ["items": [], "out": "kept"]), "[kept]")
  }
}
