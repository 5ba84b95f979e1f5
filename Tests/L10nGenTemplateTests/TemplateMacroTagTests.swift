import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateMacroTagTests: XCTestCase {
  func testMacroCallBindsPositionalArguments() throws {
    let source = "{% macro greet greeting name %}{{ greeting }}, {{ name }}!{% endmacro %}{% call greet \"Hi\" user.name %}"
    XCTAssertEqual(try render(source, ["user": ["name": "Ann"]]), "Hi, Ann!")
  }

  func testMacroBodySeesCallersVariables() throws {
    let source = "{% macro show %}{{ access }} {{ item }}{% endmacro %}{% set access \"public\" %}{% for item in items %}{% call show %};{% endfor %}"
    XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "public a;public b;")
  }

  func testMacroRendersNothingWhereDefined() throws {
    XCTAssertEqual(try render("a{% macro m %}body{% endmacro %}b"), "ab")
  }

  func testRecursiveMacroWalksATree() throws {
    let source = """
      {% macro block level %}
      {% for string in level.strings %}
      let {{ string }}
      {% endfor %}
      {% for child in level.children %}
      enum {{ child.name }} {
        {% filter indent:2," ",true %}{% call block child %}{% endfilter %}
      }
      {% endfor %}
      {% endmacro %}
      {% call block root %}
      """
    let root: TemplateValue = [
      "strings": ["a"],
      "children": [["name": "B", "strings": ["b"], "children": [["name": "C", "strings": ["c"]]]]],
    ]
    XCTAssertEqual(try render(source, ["root": root]), "let a\nenum B {\n  let b\n  enum C {\n    let c\n  }\n}\n")
  }

  func testPlusCallKeepsTextBeforeIt() throws {
    let source = "{% macro args %}p1, p2{% endmacro %}f(x, {%+ call args %})"
    XCTAssertEqual(try render(source), "f(x, p1, p2)")
  }

  func testCallWithoutPlusLosesSpacesBeforeIt() throws {
    XCTAssertEqual(try render("{% macro args %}p1{% endmacro %}f(x, {% call args %})"), "f(x,p1)")
  }

  func testMissingArgumentLeavesParameterReadingCallersVariable() throws {
    // Stencil drops nil arguments, so the parameter name reads through to the caller's scope.
    let source = "{% macro show name %}{{ name }}{% endmacro %}{% call show nothing %}"
    XCTAssertEqual(try render(source, ["name": "outer"]), "outer")
  }

  func testMacroCanBePassedToAnotherMacro() throws {
    let source = "{% macro inner %}in{% endmacro %}{% macro outer m %}[{% call m %}]{% endmacro %}{% call outer inner %}"
    XCTAssertEqual(try render(source), "[in]")
  }

  func testMacroDefinedInsideIfIsGoneAfterEndif() {
    assertTemplateError(
      "{% if true %}{% macro m %}x{% endmacro %}{% endif %}\n{% call m %}",
      message: "call to undefined macro 'm'", line: 2, column: 1)
  }
}
