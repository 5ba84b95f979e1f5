import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// Stencil's built-in filters.
final class TemplateFilterTests: XCTestCase {
  func testDefaultReplacesOnlyMissingValues() throws {
    XCTAssertEqual(try render(#"{{ nothing|default:"x" }}|{{ ""|default:"x" }}|{{ value|default:"x" }}"#, ["value": "v"]), "x||v")
  }

  func testDefaultTakesFirstPresentArgument() throws {
    XCTAssertEqual(try render(#"{{ nothing|default:alsoNothing,"y" }}"#), "y")
  }

  func testDefaultTreatsTheStringNilAsMissingLikeStencil() throws {
    XCTAssertEqual(try render(#"{{ comment|default:"fallback" }}"#, ["comment": "nil"]), "fallback")
  }

  func testSplitDefaultsToSpaceAndLeavesNonStringsAlone() throws {
    XCTAssertEqual(try render("{{ text|split|join:\",\" }}|{{ number|split:\"1\" }}", ["text": "a b  c", "number": 1213]), "a,b,,c|1213")
  }

  func testSplitOnBackslashNLiteralSplitsEscapedNewlines() throws {
    // Contexts write newlines as the two characters \n; "\n" in a template is those two characters too.
    let source = #"{% for line in comment|split:"\n" %}/// {{ line }}{{ "\n" if not forloop.last }}{% endfor %}"#
    XCTAssertEqual(try render(source, ["comment": #"first\nsecond"#]), #"/// first\n/// second"#)
  }

  func testSplitOnEscapedNewlineInsideTemplateLines() throws {
    let source = """
      {% for line in comment|split:"\\n" %}
      /// {{ line }}
      {% endfor %}
      """
    XCTAssertEqual(try render(source, ["comment": #"first\nsecond"#]), "/// first\n/// second\n")
  }

  func testSplitMatchesWholeCharactersOnly() throws {
    // A combining accent after the separator makes another character, as with Foundation.
    XCTAssertEqual(try render(#"{{ text|split:"-"|join:"|" }}"#, ["text": "a-b-\u{301}c"]), "a|b-\u{301}c")
  }

  func testJoinStringifiesElementsAndDefaultsToNoSeparator() throws {
    XCTAssertEqual(
      try render(#"{{ items|join }}|{{ items|join:", " }}|{{ text|join:"," }}"#, ["items": ["a", 1, true], "text": "t"]), "a1true|a, 1, true|t")
  }

  func testIndentDefaultsToFourSpacesAfterFirstLine() throws {
    XCTAssertEqual(try render("{{ text|indent }}", ["text": "a\nb\n\nc"]), "a\n    b\n\n    c")
  }

  func testIndentWithWidthCharacterAndIndentFirst() throws {
    XCTAssertEqual(try render(#"{{ text|indent:2,"-",true }}"#, ["text": "a\nb"]), "--a\n--b")
    XCTAssertEqual(try render(#"{{ text|indent:2,"-",true }}"#, ["text": ""]), "--")
  }

  func testIndentSplitsOnEveryNewlineCharacter() throws {
    // As Foundation's CharacterSet.newlines: "\r\n" is two line breaks, both become "\n".
    XCTAssertEqual(try render("{{ text|indent:1 }}", ["text": "a\r\nb\u{2028}c"]), "a\n\n b\n c")
  }

  func testIndentRejectsNonIntegerWidth() {
    assertTemplateError(
      #"{{ text|indent:"2" }}"#, ["text": "a"],
      message: "filter 'indent': width argument must be a non-negative integer (2)", line: 1)
  }

  func testIndentRejectsNonBooleanIndentFirst() {
    assertTemplateError(
      #"{{ text|indent:2," ","true" }}"#, ["text": "a"],
      message: "filter 'indent': indentFirst argument must be a boolean (true)", line: 1)
  }

  func testIndentTakesAtMostThreeArguments() {
    assertTemplateError(
      #"{{ text|indent:2," ",true,1 }}"#, ["text": "a"], message: "filter 'indent': takes at most 3 arguments", line: 1)
  }

  func testCaseFilters() throws {
    XCTAssertEqual(
      try render("{{ text|lowercase }}|{{ text|uppercase }}|{{ text|capitalize }}", ["text": "hello WORLD 3rd"]),
      "hello world 3rd|HELLO WORLD 3RD|Hello World 3Rd")
  }

  func testCaseFiltersMapArrays() throws {
    XCTAssertEqual(try render(#"{{ items|uppercase|join:"," }}"#, ["items": ["a", "b"]]), "A,B")
  }

  func testCaseFilterOnMissingValueIsEmpty() throws {
    XCTAssertEqual(try render("[{{ nothing|uppercase }}]"), "[]")
  }

  func testSimpleFilterRejectsArguments() {
    assertTemplateError(#"{{ a|lowercase:"x" }}"#, message: "filter 'lowercase' takes no arguments", line: 1)
  }
}

/// Documentation/Templates.md names every filter the engine has, and no other.
final class TemplateFilterListTests: XCTestCase {
  func testTheTemplatesPageNamesEveryFilter() throws {
    let page = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
    let start = try XCTUnwrap(page.range(of: "`include`; filters `"))
    let end = try XCTUnwrap(page.range(of: "Context (SwiftGen's, unchanged):", range: start.upperBound..<page.endIndex))
    let paragraph = page[start.lowerBound..<end.lowerBound]
    // The Stencil and StencilSwiftKit list in one code span, then l10ngen's own, each in its own.
    let spans = paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    let named = Set(spans.dropFirst().flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }.filter { $0.first?.isLetter ?? false })
    // `contains`, `hasPrefix` and `hasSuffix` are also filters negated, as StencilSwiftKit has them.
    let negated = ["contains", "hasPrefix", "hasSuffix"].map { "!" + $0 }
    XCTAssertEqual(named.union(negated), Set(FilterRegistry.filters.keys))
  }
}
