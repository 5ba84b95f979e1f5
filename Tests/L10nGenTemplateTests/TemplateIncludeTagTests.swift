import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

final class TemplateIncludeTagTests: IncludeFolderTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    try folder.write("header.stencil", "// {{ title }}\n")
    try folder.write("item.stencil", "{{ name }}{% if rest %}, {%+ include \"item.stencil\" rest %}{% endif %}")
    try folder.write("broken.stencil", "line one\n{% if %}")
  }

  func testIncludeRendersFileWithCurrentVariables() throws {
    XCTAssertEqual(try render("{% include \"header.stencil\" %}body", ["title": "T"], includeDirectory: directory), "// T\nbody")
  }

  func testIncludeWithContextDictionaryAndRecursion() throws {
    // Each level must set `rest`: a missing one would read the caller's (Stencil's scoping).
    let list: TemplateValue = ["name": "a", "rest": ["name": "b", "rest": ["name": "c", "rest": false]]]
    XCTAssertEqual(try render("{% include \"item.stencil\" list %}", ["list": list], includeDirectory: directory), "a, b, c")
  }

  func testIncludeNameFromVariable() throws {
    XCTAssertEqual(try render("{% include file %}", ["file": "header.stencil", "title": "V"], includeDirectory: directory), "// V\n")
  }

  func testIncludeWithoutDirectoryIsAnError() {
    assertTemplateError(
      "\n{% include \"header.stencil\" %}", message: "cannot include 'header.stencil': this template has no include directory",
      line: 2)
  }

  func testMissingIncludeIsReportedWhenParsing() {
    let error = templateError { _ = try render("{% include \"nope.stencil\" %}", includeDirectory: directory) }
    XCTAssertEqual(error?.message, "included template 'nope.stencil' not found in '\(directory)'")
    XCTAssertEqual(error?.location?.line, 1)
  }

  func testErrorInIncludedTemplateNamesThatFile() {
    let error = templateError { _ = try render("{% include \"broken.stencil\" %}", includeDirectory: directory) }
    XCTAssertEqual(error?.location?.file, directory + "/broken.stencil")
    XCTAssertEqual(error?.location?.line, 2)
  }

  func testIncludeOutsideDirectoryIsRefused() {
    let error = templateError { _ = try render("{% include \"../x.stencil\" %}", includeDirectory: directory) }
    XCTAssertEqual(error?.message, "cannot include '../x.stencil': it is outside '\(directory)'")
  }
}
