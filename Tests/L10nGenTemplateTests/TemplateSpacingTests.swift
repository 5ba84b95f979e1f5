import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateSpacingTests: XCTestCase {
  // MARK: smart

  func testSmartSpacingTrimsLineAfterBlockTag() throws {
    XCTAssertEqual(try render("{% if true %}\nA\n{% endif %}\nB\n"), "A\nB\n")
  }

  func testSmartSpacingTrimsIndentationBeforeBlockTag() throws {
    XCTAssertEqual(try render("x\n    {% if true %}\n  A\n    {% endif %}\ny"), "x\n  A\ny")
  }

  func testSmartSpacingKeepsTextAfterTagOnSameLine() throws {
    XCTAssertEqual(try render("{% if true %} A\n{% endif %}"), " A\n")
  }

  func testSmartSpacingTrimsOnlyOneNewlineAfterTag() throws {
    XCTAssertEqual(try render("{% if true %}\n\nA{% endif %}"), "\nA")
  }

  func testSmartSpacingDoesNotTrimAroundVariablesOrComments() throws {
    XCTAssertEqual(try render("  {{ a }}  \n  {# c #}  \nz", ["a": "A"]), "  A  \n    \nz")
  }

  func testSmartSpacingRemovesSpacesBeforeFinalNewlineOfTextBeforeTag() throws {
    // Stencil's `[ \t]*$` also matches before a newline that ends the text.
    XCTAssertEqual(try render("a   \n{% if true %}b{% endif %}"), "a\nb")
  }

  func testSmartSpacingLeavesCarriageReturnLinesUntrimmedAfterTag() throws {
    // `^[ \t]*\n` does not match "\r\n", as in Stencil.
    XCTAssertEqual(try render("{% if true %}\r\nA{% endif %}"), "\r\nA")
  }

  func testSmartSpacingRemovesLinesMadeOnlyOfTags() throws {
    let source = """
      enum E {
        {% for name in names %}
        {% if name %}
        case {{ name }}
        {% endif %}
        {% endfor %}
      }

      """
    XCTAssertEqual(try render(source, ["names": ["a", "", "b"]]), "enum E {\n  case a\n  case b\n}\n")
  }

  // MARK: whitespace control

  func testMinusTrimsAllWhitespaceAndNewlinesOnItsSide() throws {
    XCTAssertEqual(try render("a \n\n  {%- if true -%} \n\n b {%- endif %}"), "ab")
  }

  func testMinusAppliesEvenInLegacySpacing() throws {
    XCTAssertEqual(try render("a \n {%- if true -%}\n b{% endif %}", spacing: .legacy), "ab")
  }

  func testPlusKeepsWhitespaceBeforeTag() throws {
    XCTAssertEqual(try render("x  {%+ if true %}y{% endif %}"), "x  y")
    XCTAssertEqual(try render("x  {% if true %}y{% endif %}"), "xy")
  }

  func testPlusKeepsLineAfterTag() throws {
    XCTAssertEqual(try render("{% if true +%}\nA{% endif %}"), "\nA")
  }

  // MARK: legacy

  func testLegacySpacingCollapsesLinesLeftByTags() throws {
    let source = "a\n{% if true %}\nb\n{% endif %}\nc\n"
    XCTAssertEqual(try render(source, spacing: .legacy), "a\nb\nc\n")
  }

  func testLegacySpacingKeepsBlankLinesWrittenInTemplate() throws {
    let source = "a\n\nb\n{% if true %}\n\nc\n{% endif %}\n"
    XCTAssertEqual(try render(source, spacing: .legacy), "a\n\nb\n\nc\n")
  }

  func testLegacySpacingKeepsTwoBlankLinesWrittenInTemplate() throws {
    XCTAssertEqual(try render("a\n\n\nb", spacing: .legacy), "a\n\n\nb")
  }

  func testLegacySpacingCollapsesBlankLinesComingFromValues() throws {
    XCTAssertEqual(try render("a\n{{ v }}\nb", ["v": "\n \n"], spacing: .legacy), "a\nb")
  }

  func testLegacySpacingDoesNotTrimSpacesAroundTags() throws {
    XCTAssertEqual(try render("  {% if true %}x{% endif %}  ", spacing: .legacy), "  x  ")
  }
}
