import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// Every syntax and rendering error names the template file, line and column, and the offending text.
final class TemplateErrorTests: XCTestCase {
  func testErrorDescriptionIsCompilerStyle() {
    let error = templateError { _ = try render("ok\n  {% frobnicate x %}") }
    XCTAssertEqual(error?.description, "test.stencil:2:3: error: unknown tag 'frobnicate' in '{% frobnicate x %}'")
  }

  func testUnknownFilterSuggestsClosestNames() {
    assertTemplateError("\n\n{{ a|lowercased }}", message: "unknown filter 'lowercased'; did you mean 'lowercase'?", line: 3, column: 1)
  }

  func testUnknownFilterWithoutCloseNames() {
    assertTemplateError("{{ a|qqqqqqqqqqqqqqqqqqqq }}", message: "unknown filter 'qqqqqqqqqqqqqqqqqqqq'", line: 1)
  }

  func testUnclosedVariableTag() {
    assertTemplateError("a\n  {{ name", message: "unclosed '{{': no '}}' after '{{ name'", line: 2, column: 3)
  }

  func testUnclosedBlockTag() {
    assertTemplateError("a {% if x", message: "unclosed '{%': no '%}' after '{% if x'", line: 1, column: 3)
  }

  func testUnclosedCommentTag() {
    assertTemplateError("{# note", message: "unclosed '{#': no '#}' after '{# note'", line: 1, column: 1)
  }

  func testMissingEndifNamesTheOpeningTag() {
    assertTemplateError("a\n{% if a %}\nb\n", message: "missing '{% endif %}' to close '{% if a %}'", line: 2, column: 1)
  }

  func testMissingEndforInsideMacro() {
    assertTemplateError(
      "{% macro m %}\n  {% for x in y %}\n{% endmacro %}",
      message: "unexpected '{% endmacro %}' inside '{% for x in y %}' (line 2)", line: 3)
  }

  func testMissingEndmacro() {
    assertTemplateError("{% macro m %}x", message: "missing '{% endmacro %}' to close '{% macro m %}'", line: 1)
  }

  func testStrayClosingTag() {
    assertTemplateError("x\n{% endif %}", message: "unexpected '{% endif %}': no open tag to close", line: 2)
  }

  func testMismatchedClosingTag() {
    assertTemplateError("{% if a %}\n{% endfor %}", message: "unexpected '{% endfor %}' inside '{% if a %}' (line 1)", line: 2)
  }

  func testElseWithCondition() {
    assertTemplateError(
      "{% if a %}{% else if b %}{% endif %}", message: "'else' takes no condition (use 'elif'): '{% else if b %}'", line: 1)
  }

  func testMalformedFor() {
    assertTemplateError(
      "{% for x of items %}{% endfor %}",
      message: "'for' must read 'for <x> in <y> [where <condition>]': '{% for x of items %}'", line: 1)
  }

  func testMalformedMap() {
    assertTemplateError(
      "{% map items to x %}{% endmap %}",
      message: "'map' must read 'map <array> into <name> [using <element>]': '{% map items to x %}'", line: 1)
  }

  func testSetWithTooManyWords() {
    assertTemplateError(
      "{% set a b c %}",
      message: "'set' takes a variable name and optionally a value: '{% set name %}…{% endset %}' or '{% set name value %}', not '{% set a b c %}'",
      line: 1)
  }

  func testFilterTagWithSpaces() {
    assertTemplateError(
      "{% filter lowercase | uppercase x %}x{% endfilter %}",
      message: "'filter' takes one argument, the filter chain (no spaces outside quotes): '{% filter lowercase | uppercase x %}'",
      line: 1)
  }

  func testConditionErrors() {
    assertTemplateError("{% if a b %}{% endif %}", message: "invalid condition in '{% if a b %}': unexpected 'b'", line: 1)
    assertTemplateError("{% if and a %}{% endif %}", message: "invalid condition in '{% if and a %}': 'and' has no left-hand side", line: 1)
    assertTemplateError("{% if %}{% endif %}", message: "invalid condition in '{% if %}': expected a value", line: 1)
    assertTemplateError("{% if (a %}{% endif %}", message: "invalid condition in '{% if (a %}': missing closing bracket", line: 1)
    assertTemplateError("{% if a) %}{% endif %}", message: "invalid condition in '{% if a) %}': missing opening bracket", line: 1)
    assertTemplateError("{% if a not b %}{% endif %}", message: "invalid condition in '{% if a not b %}': unexpected 'not'", line: 1)
  }

  func testVariableSyntaxErrors() {
    assertTemplateError("{{ a..b }}", message: "unexpected '.' in variable 'a..b'", line: 1)
    assertTemplateError("{{ a[b }}", message: "unbalanced subscript brackets in variable 'a[b'", line: 1)
    assertTemplateError("{{ a]b }}", message: "unbalanced ']' in variable 'a]b'", line: 1)
    assertTemplateError("{{ a[b]c }}", message: "unexpected character 'c' in variable 'a[b]c'", line: 1)
  }

  func testEmptyTags() {
    assertTemplateError("{{ }}", message: "empty variable tag '{{ }}'", line: 1)
    assertTemplateError("\n{% %}", message: "empty tag '{% %}'", line: 2)
  }

  func testLabeledLoopsAreNotSupported() {
    assertTemplateError(
      "{% outer: for x in items %}{% endfor %}", message: "labeled tags are not supported: '{% outer: for x in items %}'", line: 1)
  }

  func testUndefinedMacroIsReportedWhenRendering() {
    assertTemplateError("x\n\n  {% call nowhere 1 %}", message: "call to undefined macro 'nowhere'", line: 3, column: 3)
  }

  func testMacroArgumentCountMismatch() {
    assertTemplateError(
      "{% macro m a %}{% endmacro %}{% call m 1 2 %}", message: "macro 'm' takes 1 argument(s), 2 given", line: 1, column: 30)
  }

  func testErrorInsideMacroBodyPointsIntoTheMacro() {
    assertTemplateError(
      "{% macro m %}\n  {{ items|lowerFirstWord }}\n{% endmacro %}\n{% call m %}", ["items": ["a"]],
      message: "filter 'lowerFirstWord': expects a string, got an array", line: 2, column: 3)
  }

  func testRangeBoundMustBeInteger() {
    assertTemplateError(
      "{% for i in 1...x %}{% endfor %}", ["x": "many"], message: "range 'to' value is not an integer (many)", line: 1)
  }

  func testIncludeNameMustBeAString() {
    let error = templateError { _ = try render("{% include name %}", ["name": 3], includeDirectory: "/tmp") }
    XCTAssertEqual(error?.message, "include: 'name' is not a string")
  }

  func testTagsNestedTooDeeplyInSource() {
    let source = String(repeating: "{% if a %}", count: 201) + String(repeating: "{% endif %}", count: 201)
    let error = templateError { _ = try render(source) }
    XCTAssertEqual(error?.message, "tags nested more than 200 levels deep")
  }
}
