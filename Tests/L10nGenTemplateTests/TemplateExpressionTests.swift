import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateExpressionTests: XCTestCase {
  private let context: [String: TemplateValue] = [
    "user": ["name": "Ann", "tags": ["a", "b", "c"], "count": 7],
    "items": ["x", "y"],
    "empty": [],
    "word": "héllo",
    "key": "name",
    "index": 1,
  ]

  // MARK: Lookups

  func testDottedLookupReadsDictionaryKeys() throws {
    XCTAssertEqual(try render("{{ user.name }}", context), "Ann")
  }

  func testArrayIndexFirstLastAndCount() throws {
    XCTAssertEqual(try render("{{ items.0 }}{{ items.1 }}|{{ items.first }}{{ items.last }}|{{ items.count }}", context), "xy|xy|2")
  }

  func testOutOfRangeIndexAndMissingKeysRenderNothing() throws {
    XCTAssertEqual(try render("[{{ items.5 }}{{ items.-1 }}{{ user.missing.deeper }}{{ nothing }}{{ empty.first }}]", context), "[]")
  }

  func testCountOnDictionaryCountsEntriesEvenWithCountKey() throws {
    // As in Stencil, `count` on a dictionary is its size, not the "count" entry.
    XCTAssertEqual(try render("{{ user.count }}", context), "3")
  }

  func testStringCountFirstLastAndIndexUseCharacters() throws {
    XCTAssertEqual(try render("{{ word.count }} {{ word.first }} {{ word.last }} {{ word.1 }}", context), "5 h o é")
  }

  func testSubscriptUsesAnotherVariablesValueAsKey() throws {
    XCTAssertEqual(try render("{{ user[key] }} {{ items[index] }}", context), "Ann y")
  }

  func testLookupOnScalarRendersNothing() throws {
    XCTAssertEqual(try render("[{{ index.count }}{{ user.name.foo }}]", context), "[]")
  }

  // MARK: Literals

  func testStringLiteralsAreNotUnescaped() throws {
    XCTAssertEqual(try render(#"{{ '\"' }}|{{ "a\nb" }}"#), #"\"|a\nb"#)
  }

  func testNumberAndBooleanLiterals() throws {
    XCTAssertEqual(try render("{{ 42 }} {{ -3 }} {{ 1.5 }} {{ true }} {{ false }}"), "42 -3 1.5 true false")
  }

  // MARK: Printing values

  func testValuesPrintAsStencilPrintsThem() throws {
    let values: [String: TemplateValue] = [
      "int": 12, "double": .double(2.0), "bool": true, "strings": ["a", "b\"c"], "mixed": [1, .double(2.5), true, nil, ["x"]],
      "dict": ["b": 1, "a": "z"], "emptyDict": [:], "null": nil,
    ]
    XCTAssertEqual(
      try render("{{ int }}|{{ double }}|{{ bool }}|{{ strings }}|{{ mixed }}|{{ dict }}|{{ emptyDict }}|{{ null }}", values),
      #"12|2.0|true|["a", "b\"c"]|[1, 2.5, true, nil, ["x"]]|["a": "z", "b": 1]|[:]|"#)
  }

  // MARK: Filter chains

  func testFilterChainAppliesLeftToRight() throws {
    XCTAssertEqual(try render(#"{{ user.name|uppercase|replace:"N","-" }}"#, context), "A--")
  }

  func testFilterArgumentsMayBeVariablesAndSpacedAfterCommas() throws {
    XCTAssertEqual(try render(#"{{ user.name|replace: key, "x" }}"#, ["user": ["name": "a name"], "key": "name"]), "a x")
  }

  func testSpacesAroundPipeAreAllowed() throws {
    XCTAssertEqual(try render("{{ user.name | lowercase }}", context), "ann")
  }

  func testFilterWithArgumentsOnLiteral() throws {
    XCTAssertEqual(try render(#"{{ "a-b-c"|split:"-"|join:"+" }}"#), "a+b+c")
  }

  // MARK: Inline if

  func testInlineIfWithElse() throws {
    XCTAssertEqual(try render(#"{{ "yes" if user.name else "no" }}/{{ "yes" if nothing else "no" }}"#, context), "yes/no")
  }

  func testInlineIfWithoutElseRendersNothingWhenFalse() throws {
    let source = #"{% for item in items %}{{ item }}{{ ", " if not forloop.last }}{% endfor %}"#
    XCTAssertEqual(try render(source, ["items": ["a", "b", "c"]]), "a, b, c")
  }

  func testInlineIfElseValueCanHaveFilters() throws {
    XCTAssertEqual(try render(#"{{ a if nothing else user.name|uppercase }}"#, context), "ANN")
  }

  // MARK: Conditions

  func testTruthinessFollowsStencil() throws {
    let values: [String: TemplateValue] = [
      "zero": 0, "negative": -1, "positive": 2, "emptyString": "", "string": "s", "emptyArray": [], "array": [1],
      "emptyDict": [:], "dict": ["a": 1], "no": false, "yes": true, "null": nil, "half": .double(0.5),
    ]
    let names = [
      "zero", "negative", "positive", "emptyString", "string", "emptyArray", "array", "emptyDict", "dict", "no", "yes", "null", "half", "undefined",
    ]
    let source = names.map { "{% if \($0) %}1{% else %}0{% endif %}" }.joined()
    XCTAssertEqual(try render(source, values), "00101010101010")
  }

  func testComparisonOperators() throws {
    let source = """
      {% if 2 > 1 %}a{% endif %}{% if 1 >= 1 %}b{% endif %}{% if 1 < 2 %}c{% endif %}{% if 2 <= 1 %}X{% endif %}\
      {% if "x" == "x" %}d{% endif %}{% if 1 == 1.0 %}e{% endif %}{% if "1" == 1 %}X{% endif %}{% if 1 != 2 %}f{% endif %}\
      {% if nothing == undefined %}g{% endif %}{% if true == true %}h{% endif %}{% if "a" < "b" %}X{% endif %}
      """
    XCTAssertEqual(try render(source), "abcdefgh")
  }

  func testInOperatorOnArraysAndStrings() throws {
    let source = """
      {% if "b" in items %}1{% endif %}{% if "z" in items %}X{% endif %}{% if "ell" in "hello" %}2{% endif %}\
      {% if 2 in numbers %}3{% endif %}{% if "a" in dict %}X{% endif %}
      """
    XCTAssertEqual(try render(source, ["items": ["a", "b"], "numbers": [1, 2], "dict": ["a": 1]]), "123")
  }

  func testNotAndOrPrecedence() throws {
    // and binds tighter than or; not tighter than and; comparisons tightest.
    XCTAssertEqual(try render("{% if true or false and false %}1{% endif %}"), "1")
    XCTAssertEqual(try render("{% if not false and false %}X{% else %}2{% endif %}"), "2")
    XCTAssertEqual(try render("{% if not 1 == 2 %}3{% endif %}"), "3")
    XCTAssertEqual(try render("{% if not a or b %}4{% endif %}", ["a": true, "b": true]), "4")
  }

  func testParenthesesGroup() throws {
    XCTAssertEqual(try render("{% if (true or false) and false %}X{% else %}1{% endif %}"), "1")
    XCTAssertEqual(try render("{% if not (false or false) %}2{% endif %}"), "2")
  }

  func testComparingAnOperatorGroupIsFalseAsInStencil() throws {
    XCTAssertEqual(try render("{% if (a or a) == a %}X{% else %}1{% endif %}", ["a": 1]), "1")
    XCTAssertEqual(try render("{% if (a) == (a) %}2{% endif %}", ["a": 1]), "2")
  }

  func testRangeExpressionIteratesIntegers() throws {
    XCTAssertEqual(try render("{% for i in 1...3 %}{{ i }}{% endfor %}|{% for i in 3...1 %}{{ i }}{% endfor %}"), "123|321")
    XCTAssertEqual(try render("{% for i in 1...n %}{{ i }}{% endfor %}", ["n": 2]), "12")
  }

  func testMultiLineTagIsReadAsOneLine() throws {
    XCTAssertEqual(try render("{% if a\n   and b %}yes{% endif %}", ["a": true, "b": true]), "yes")
  }
}
