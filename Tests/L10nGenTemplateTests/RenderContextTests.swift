import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// How names resolve while rendering, pinned against Stencil's `Context` (Stencil 0.15, which
/// SwiftGen 6.6.3 renders with): a stack of dictionaries read from the innermost one outwards;
/// `set` and `macro` write into the innermost one; an `if` branch, each `for` iteration, an `empty`
/// branch, an `include` (with its context dictionary, or an empty one) and a macro call (with its
/// parameters) push one, popped when they end. Names are dynamic: a macro or an included template
/// reads whatever its caller's scopes hold when it renders, not where it was written.
final class RenderContextTests: IncludeFolderTestCase {
  func testIncludedTemplateReadsTheIncludersLoopAndSetVariables() throws {
    try folder.write("line.stencil", "{{ prefix }}{{ item }}{{ forloop.counter }};")
    let source = "{% set prefix \"-\" %}{% for item in items %}{% include \"line.stencil\" %}{% endfor %}"
    XCTAssertEqual(try render(source, ["items": ["a", "b"]], includeDirectory: directory), "-a1;-b2;")
  }

  func testSetInsideAnIncludedTemplateIsGoneAfterTheInclude() throws {
    // The include pushes a dictionary; `set` writes into it.
    try folder.write("setter.stencil", "{% set x \"inner\" %}[{{ x }}]")
    XCTAssertEqual(
      try render("{{ x }}{% include \"setter.stencil\" %}{{ x }}", ["x": "outer"], includeDirectory: directory),
      "outer[inner]outer")
  }

  func testIncludeContextEntriesShadowTheIncludersOnlyInside() throws {
    try folder.write("name.stencil", "{{ name }}/{{ other }}")
    let source = "{{ name }}|{% include \"name.stencil\" person %}|{{ name }}"
    XCTAssertEqual(
      // `unread` is named by no template: its binding is a name new to the render.
      try render(source, ["name": "outer", "other": "o", "person": ["name": "inner", "unread": "u"]], includeDirectory: directory),
      "outer|inner/o|outer")
  }

  func testTemplateIncludedByAVariableMayBindNamesNewToTheRender() throws {
    // Parsed while rendering, inside a loop: its names are new, the loop's are the includer's.
    try folder.write("late.stencil", "{% set onlyHere item %}{{ onlyHere }}{{ forloop.counter }}")
    let source = "{% for item in items %}{% include file %}{% endfor %}[{{ onlyHere }}]"
    XCTAssertEqual(try render(source, ["items": ["a", "b"], "file": "late.stencil"], includeDirectory: directory), "a1b2[]")
  }

  func testSetInsideABranchIsGoneAfterEndif() throws {
    let source = "{% if yes %}{% set x \"branch\" %}{{ x }}{% else %}{% set x \"else\" %}{% endif %}/{{ x }}"
    XCTAssertEqual(try render(source, ["yes": true, "x": "root"]), "branch/root")
  }

  func testSetAtTheTopLevelOutlivesEveryBranchAndLoop() throws {
    let source = "{% set x \"top\" %}{% if yes %}{{ x }}{% endif %}{% for i in one %}{{ x }}{% endfor %}{{ x }}"
    XCTAssertEqual(try render(source, ["yes": true, "one": [1], "x": "root"]), "toptoptop")
  }

  func testLoopVariableShadowsTheSameNameOnlyDuringTheLoop() throws {
    XCTAssertEqual(try render("{{ x }}{% for x in xs %}{{ x }}{% endfor %}{{ x }}", ["x": "o", "xs": ["1", "2"]]), "o12o")
  }

  func testNestedLoopsOverTheSameNameRestoreTheOuterItem() throws {
    // The inner loop's dictionary is popped after each of its runs: the outer item reads again.
    let source = "{% for x in outer %}{% for x in inner %}{{ x }}{% endfor %}{{ x }};{% endfor %}"
    XCTAssertEqual(try render(source, ["outer": ["A", "B"], "inner": ["1", "2"]]), "12A;12B;")
  }

  func testSetInsideALoopLastsOneIteration() throws {
    // Each iteration pushes a fresh dictionary: the first iteration's `set` is not seen by the second.
    let source = "{% for i in items %}{{ x }}{% set x i %}{{ x }};{% endfor %}{{ x }}"
    XCTAssertEqual(try render(source, ["items": [1, 2], "x": "r"]), "r1;r2;r")
  }

  func testSetTwiceInOneScopeReplacesTheFirstAndBothGoWithTheScope() throws {
    let source = "{% for i in one %}{% set x \"a\" %}{% set x \"b\" %}{{ x }}{% endfor %}{{ x }}"
    XCTAssertEqual(try render(source, ["one": [1], "x": "r"]), "br")
  }

  func testMacroReadsTheCallersVariablesWhenCalledNotWhereDefined() throws {
    // `suffix` does not exist where the macro is defined; each call reads the caller's value.
    let source = """
      {% macro show %}{{ item }}{{ suffix }}{% endmacro %}{% set suffix "!" %}\
      {% for item in items %}{% call show %}{% endfor %}{% for suffix in marks %}{% call show %}{% endfor %}
      """
    XCTAssertEqual(try render(source, ["items": ["a", "b"], "item": "z", "marks": ["?"]]), "a!b!z?")
  }

  func testMacroParametersShadowTheCallersNamesOnlyDuringTheCall() throws {
    let source = "{% macro show name %}{{ name }}{% set name \"changed\" %}{% endmacro %}{% call show \"arg\" %}/{{ name }}"
    XCTAssertEqual(try render(source, ["name": "caller"]), "arg/caller")
  }

  func testMacroDefinedInALoopIsGoneAfterIt() {
    let source = "{% for i in one %}{% macro m %}x{% endmacro %}{% endfor %}\n{% call m %}"
    assertTemplateError(source, ["one": [1]], message: "call to undefined macro 'm'", line: 2)
  }

  func testALoopVariableOrATopLevelSetShadowsTheCallersValueWhileItExists() throws {
    // The caller's `param` until a loop binds the name, again after the loop, then the `set` one.
    let source = "{{ param.x }}{% for param in others %}{{ param.x }}{% endfor %}{{ param.x }}{% set param other %}{{ param.x }}"
    let context: [String: TemplateValue] = ["param": ["x": "root"], "others": [["x": "loop"]], "other": ["x": "set"]]
    XCTAssertEqual(try render(source, context), "rootlooprootset")
  }

  func testManyNamesInManyScopesEachReadTheirOwnValue() throws {
    // Three hundred names, defined at three depths and read back inside and after.
    let indexes = 0..<300
    func sets(_ value: (Int) -> String, where keep: (Int) -> Bool) -> String {
      indexes.filter(keep).map { "{% set v\($0) \"\(value($0))\" %}" }.joined()
    }
    let reads = indexes.map { "{{ v\($0) }}" }.joined(separator: ",")
    let source =
      sets({ "t\($0)" }, where: { _ in true })
      + "{% for i in one %}" + sets({ _ in "l" }, where: { $0 % 10 == 0 })
      + "{% if yes %}" + sets({ _ in "b" }, where: { $0 % 100 == 0 }) + reads + "{% endif %}{% endfor %}|" + reads
    let inside = (0..<300).map { $0 % 100 == 0 ? "b" : $0 % 10 == 0 ? "l" : "t\($0)" }.joined(separator: ",")
    let after = (0..<300).map { "t\($0)" }.joined(separator: ",")
    XCTAssertEqual(try render(source, ["one": [1], "yes": true]), inside + "|" + after)
  }
}
