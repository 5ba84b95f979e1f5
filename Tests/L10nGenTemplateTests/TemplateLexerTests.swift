import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// How template text is cut into text, `{{ }}`, `{% %}` and `{# #}`.
final class TemplateLexerTests: XCTestCase {
  func testCommentsRenderNothingEvenOverSeveralLines() throws {
    XCTAssertEqual(try render("a{# one #}b{# two\nlines {{ x }} #}c"), "abc")
  }

  func testBracesThatDoNotOpenATagAreText() throws {
    XCTAssertEqual(try render("func f() { return [\"a\": 1] }\n}} %} #}"), "func f() { return [\"a\": 1] }\n}} %} #}")
  }

  func testSwiftCodeNextToVariablesKeepsItsBraces() throws {
    XCTAssertEqual(try render("enum {{ name }} {}", ["name": "E"]), "enum E {}")
  }

  func testVariableTagEndsAtFirstClosingBracesEvenInsideQuotes() throws {
    // As in Stencil: the tag is `{{ "}}`, the rest is text.
    XCTAssertEqual(try render(#"{{ "}" }}|{{ "}}" }}"#), #"}|" }}"#)
  }

  func testTagsSpanningLinesKeepLineNumbersOfFollowingTags() {
    assertTemplateError("{% if a\n  and b %}\n{% endif %}\n{% nope %}", message: "unknown tag 'nope' in '{% nope %}'", line: 4)
  }

  func testColumnsCountCharactersNotBytes() {
    assertTemplateError("é😀 {% nope %}", message: "unknown tag 'nope' in '{% nope %}'", line: 1, column: 4)
  }

  func testUnicodeTextPassesThroughUnchanged() throws {
    XCTAssertEqual(try render("👨‍👩‍👧‍👦 {{ x }} e\u{301}", ["x": "ü"]), "👨‍👩‍👧‍👦 ü e\u{301}")
  }
}
