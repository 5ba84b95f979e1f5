import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// What `TemplateCompiler` makes of a template and what it refuses. That the Swift it writes prints
/// what the engine prints is checked on the built-in templates themselves, compiled into the tool
/// (`CompiledTemplateTests`): Swift cannot be compiled and run inside a unit test.
final class TemplateCompilerTests: XCTestCase {
  private func compile(_ source: String) throws -> String {
    try Template(source: source, path: "t.stencil", spacing: .smart).swiftFunction(named: "render").code
  }

  private func assertRefused(_ source: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try compile(source), file: file, line: line) { error in
      XCTAssertEqual("\(error)", message, file: file, line: line)
    }
  }

  func testTextAndVariablesBecomeWritesInOrder() throws {
    let code = try compile("Hello {{ user.name|uppercase }}!\n")
    XCTAssertTrue(code.hasPrefix("func render(_ r: CompiledRender) throws {\n  let root0 = r.root(\"user\")\n"), code)
    XCTAssertTrue(
      code.contains(
        "r.text(\"Hello \")\n  try r.write(r.apply(0, CompiledRender.member(root0, \"name\"), [], at: 0))\n  r.lines(\"!\\n\")"),
      code)
  }

  func testTextWithOtherLineBreaksThanLineFeedsIsWrittenAsAnyTextIs() throws {
    XCTAssertTrue(try compile("a\nb\n").contains("r.lines(\"a\\nb\\n\")"))
    XCTAssertTrue(try compile("a\r\nb").contains("r.breaks(\"a\\r\\nb\")"))
    XCTAssertTrue(try compile("a\nb\u{2028}").contains("r.breaks("))
    XCTAssertTrue(try compile("{{ \"a\\rb\" }}").contains("r.text("), "a literal's backslash is text, as in Stencil")
  }

  func testAVariableSetAndNeverReadIsEvaluatedButNotKept() throws {
    let code = try compile("{% set unused user.name %}{% set used 'x' %}{{ used }}")
    XCTAssertTrue(code.contains("_ = CompiledRender.member(root0, \"name\")"), code)
    XCTAssertTrue(code.contains("let variable1 = TemplateValue.string(\"x\")"), code)
  }

  func testAMacroWhoseOutsideNameIsAnotherVariableAtACallIsRefused() {
    // The engine reads `name` in the caller's scopes: the loop's item here, not the top-level one.
    assertRefused(
      "{% macro show %}{{ name }}{% endmacro %}{% for name in names %}{% call show %}{% endfor %}",
      "t.stencil:1:64: error: cannot compile into Swift: a call of 'show' where 'name', which it reads, is another variable than where it is defined")
  }

  func testAMacroCalledWhereItsNamesMeanWhatTheyMeantIsCompiled() throws {
    let code = try compile(
      "{% set name 'a' %}{% macro show x %}{{ name }}{{ x }}{% endmacro %}{% for item in items %}{% call show item %}{% endfor %}")
    // The render is passed to the macro, not captured by it: a macro writes into the render that
    // calls it, so one render's part can run it with an output of its own.
    XCTAssertTrue(code.contains("func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {"), code)
    XCTAssertTrue(code.contains("try macro0(r, CompiledRender.isNull(argument"), code)
  }

  func testLoopNumbersAndFlagsAreWrittenAndTestedAsSwiftValues() throws {
    let code = try compile(
      "{% for x in xs %}{{ forloop.counter }}{% if not forloop.last %}, {% endif %}{% if forloop.counter0 %}+{% endif %}{% endfor %}")
    XCTAssertTrue(code.contains("r.write(number: (variable0.index + 1))"), code)
    XCTAssertTrue(code.contains("if !((variable0.index == variable0.count - 1)) {"), code)
    XCTAssertTrue(code.contains("if variable0.index > 0 {"), code)
    // Through a filter, the loop's number is the TemplateValue the engine would have.
    XCTAssertTrue(try compile("{% for x in xs %}{{ forloop.counter|default:0 }}{% endfor %}").contains("TemplateValue.int((variable0.index + 1))"))
  }

  func testAComparisonWithALiteralTextTestsForThatText() throws {
    let code = try compile("{% if a.b == \"x\" %}1{% endif %}{% if \"y\" != a %}2{% endif %}{% if a == 1 %}3{% endif %}")
    XCTAssertTrue(code.contains("if CompiledRender.isText(CompiledRender.member(root0, \"b\"), \"x\") {"), code)
    XCTAssertTrue(code.contains("if !CompiledRender.isText(CompiledRender.read(root0), \"y\") {"), code)
    XCTAssertTrue(code.contains("if CompiledRender.holds(.equal, CompiledRender.read(root0), TemplateValue.int(1)) {"), code)
  }

  func testALiteralTextIsWrittenAsTemplateText() throws {
    let code = try compile("{{ \"a, \" }}{{ \"\" }}{% for x in xs %}{{ x|default:\"none\" }}{% endfor %}")
    XCTAssertTrue(code.contains("r.text(\"a, \")"), code)
    XCTAssertFalse(code.contains("r.text(\"\")"), code)
    XCTAssertTrue(code.contains("[TemplateValue.string(\"none\")]"), code)
  }

  /// `isText` is `holds(.equal, value, .string(text))` for every kind of value, and `write(number:)`
  /// writes what `write(.int(number))` writes: the shortcuts the compiler takes print the same.
  func testTheCompilersShortcutsAgreeWithTheEngine() {
    final class Record: TemplateRecord {
      var memberNames: [String] { ["a"] }
      func member(_ key: String) -> TemplateValue? { key == "a" ? .string("x") : nil }
    }
    let values: [TemplateValue] = [
      .string("x"), .string("X"), .string(""), .int(1), .double(1), .bool(true), .null, .array([.string("x")]),
      .dictionary(["a": .string("x")]), .record(Record()), .computed(ComputedTemplateValue { .string("x") }),
      .computed(ComputedTemplateValue { .int(0) }),
    ]
    for value in values {
      for text in ["x", "", "1", "true"] {
        XCTAssertEqual(CompiledRender.isText(value, text), ComparisonOperator.equal.holds(value, .string(text)), "\(value) == \(text)")
      }
    }
    for number in [0, 7, 10, -1, -305, Int.max, Int.min] {
      var output = TemplateOutput()
      output.appendDecimal(number)
      XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), TemplateValue.int(number).renderedText)
    }
  }

  func testConstructsWithoutAnExactTranslationAreRefusedWithTheirPlace() {
    assertRefused("{% map items into names %}{{ maploop.item }}{% endmap %}", "t.stencil:1:1: error: cannot compile into Swift: 'map'")
    assertRefused(
      "{% for key, value in pairs %}{% endfor %}", "t.stencil:1:1: error: cannot compile into Swift: a loop over other than one named variable")
    assertRefused("{% for n in 1...3 %}{% endfor %}", "t.stencil:1:1: error: cannot compile into Swift: a range")
    assertRefused("{{ names[index] }}", "t.stencil:1:1: error: cannot compile into Swift: a subscript ('names[index]')")
    assertRefused(
      "{% set x %}{% macro m %}{% endmacro %}{% endset %}",
      "t.stencil:1:12: error: cannot compile into Swift: the macro 'm' defined inside a 'set' or 'filter' body")
    assertRefused(
      "{% set x %}{% set y 1 %}{% endset %}", "t.stencil:1:12: error: cannot compile into Swift: 'set' of a new name inside a 'set' or 'filter' body")
    assertRefused(
      "{% call missing %}", "t.stencil:1:1: error: cannot compile into Swift: a call to 'missing', which is not a macro defined before it")
  }
}
