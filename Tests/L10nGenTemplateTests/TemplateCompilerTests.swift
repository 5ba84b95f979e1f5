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
        "r.text(\"Hello \")\n  try r.write(r.apply(0, CompiledRender.member(CompiledRender.read(root0), \"name\"), [], at: 0))\n  r.lines(\"!\\n\")"),
      code)
  }

  func testAVariableSetAndNeverReadIsEvaluatedButNotKept() throws {
    let code = try compile("{% set unused user.name %}{% set used 'x' %}{{ used }}")
    XCTAssertTrue(code.contains("_ = CompiledRender.member(CompiledRender.read(root0), \"name\")"), code)
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
    XCTAssertTrue(code.contains("func macro0(_ argument0: TemplateValue) throws {"), code)
    XCTAssertTrue(code.contains("try macro0(CompiledRender.isNull(argument"), code)
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
