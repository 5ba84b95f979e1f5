import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateForTagTests: XCTestCase {
  func testForLoopExposesForloopVariables() throws {
    let source =
      "{% for x in items %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }}{{ x }};{% endfor %}"
    XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "10truefalse2a;21falsetrue2b;")
  }

  func testForloopPrintedWholeIsADictionary() throws {
    XCTAssertEqual(
      try render("{% for x in items %}{{ forloop }}{% endfor %}", ["items": ["a"]]),
      #"["counter": 1, "counter0": 0, "first": true, "last": true, "length": 1]"#)
  }

  func testEmptyBranchRendersForEmptyOrMissingSequence() throws {
    let source = "{% for x in items %}{{ x }}{% empty %}none{% endfor %}"
    XCTAssertEqual(try render(source, ["items": []]), "none")
    XCTAssertEqual(try render(source), "none")
    XCTAssertEqual(try render(source, ["items": ["a"]]), "a")
  }

  func testNestedLoopsEachHaveTheirOwnForloop() throws {
    let source = "{% for a in outer %}{% for b in a %}{{ forloop.counter }}{% endfor %}{{ forloop.counter }};{% endfor %}"
    XCTAssertEqual(try render(source, ["outer": [["x", "y"], ["z"]]]), "121;12;")
  }

  func testWhereFiltersItemsBeforeCounting() throws {
    let source = "{% for n in numbers where n > 1 %}{{ n }}{{ \",\" if not forloop.last }}{% endfor %}"
    XCTAssertEqual(try render(source, ["numbers": [1, 2, 3]]), "2,3")
  }

  func testIteratingDictionaryGivesSortedKeysAndValues() throws {
    let context: [String: TemplateValue] = ["dict": ["b": 2, "a": 1]]
    XCTAssertEqual(try render("{% for key, value in dict %}{{ key }}={{ value }};{% endfor %}", context), "a=1;b=2;")
    XCTAssertEqual(try render("{% for key in dict %}{{ key }}{% endfor %}", context), "ab")
  }

  func testIteratingAScalarRendersEmptyBranch() throws {
    XCTAssertEqual(try render("{% for c in word %}{{ c }}{% empty %}-{% endfor %}", ["word": "abc"]), "-")
  }

  func testLoopVariableShadowsOuterVariableOnlyInsideLoop() throws {
    XCTAssertEqual(try render("{% for x in items %}{{ x }}{% endfor %}{{ x }}", ["x": "outer", "items": ["in"]]), "inouter")
  }

  func testSetInsideLoopDoesNotLeakToNextIterationOrOutside() throws {
    let source = "{% for x in items %}[{{ seen }}]{% set seen x %}{% endfor %}({{ seen }})"
    XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "[][]()")
  }
}

extension TemplateForTagTests {
  func testSpaceBeforeEndforIsTrimmedInSmartSpacing() throws {
    XCTAssertEqual(try render("{% for x in items %}{{ x }} {% endfor %}", ["items": ["a", "b"]]), "ab")
    XCTAssertEqual(try render("{% for x in items %}{{ x }}{{ \" \" }}{% endfor %}", ["items": ["a", "b"]]), "a b ")
  }
}
