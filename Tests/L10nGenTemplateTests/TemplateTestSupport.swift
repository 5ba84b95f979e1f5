import XCTest
@testable import L10nGenCore
@testable import L10nGenTemplate

/// Parses and renders `source` in one go.
func render(
  _ source: String, _ context: [String: TemplateValue] = [:], spacing: TemplateSpacing = .smart,
  includeDirectory: String? = nil
) throws -> String {
  try Template(source: source, path: "test.stencil", spacing: spacing, includeDirectory: includeDirectory).render(context)
}

/// The TemplateError `body` throws (failing the test when it throws none or another kind).
func templateError(
  file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
) -> TemplateError? {
  do {
    try body()
    XCTFail("expected a TemplateError", file: file, line: line)
  } catch let error as TemplateError {
    return error
  } catch {
    XCTFail("expected a TemplateError, got \(error)", file: file, line: line)
  }
  return nil
}

/// Asserts that parsing or rendering `source` fails with exactly `message` at `line`.
func assertTemplateError(
  _ source: String, _ context: [String: TemplateValue] = [:], message: String, line: Int, column: Int? = nil,
  file: StaticString = #filePath, testLine: UInt = #line
) {
  guard let error = templateError(file: file, line: testLine, { _ = try render(source, context) }) else { return }
  XCTAssertEqual(error.message, message, file: file, line: testLine)
  XCTAssertEqual(error.location?.file, "test.stencil", file: file, line: testLine)
  XCTAssertEqual(error.location?.line, line, file: file, line: testLine)
  if let column { XCTAssertEqual(error.location?.column, column, file: file, line: testLine) }
}
