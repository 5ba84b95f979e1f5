import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// A computed value is, to templates and to comparisons, the value it makes.
final class TemplateComputedValueTests: XCTestCase {
  private let strings = TemplateValue.computed(ComputedTemplateValue { ["a", "b"] })

  func testTemplatesReadWhatItMakes() throws {
    let context: [String: TemplateValue] = ["level": ["strings": strings], "top": strings]
    XCTAssertEqual(
      try render(#"{% for s in level.strings %}{{ s }}{% endfor %} {{ level.strings.count }} {{ top|join:"," }} {{ top }}"#, context),
      #"ab 2 a,b ["a", "b"]"#)
    XCTAssertEqual(try render(#"{% if level.strings %}yes{% endif %} {% if "a" in top %}in{% endif %}"#, context), "yesin")  // smart spacing takes the blank before a tag
  }

  func testEqualsWhatItMakes() {
    XCTAssertEqual(strings, ["a", "b"])
    XCTAssertEqual(["x": strings] as TemplateValue, ["x": ["a", "b"]])
    XCTAssertNotEqual(strings, ["a"])
  }

  func testIsMadeAgainOnEachRead() throws {
    let counter = Counter()
    let value = TemplateValue.computed(ComputedTemplateValue { .int(counter.next()) })
    XCTAssertEqual(try render("{{ v }} {{ v }}", ["v": value]), "1 2")
  }
}

private final class Counter: @unchecked Sendable {
  private var count = 0
  func next() -> Int {
    count += 1
    return count
  }
}
