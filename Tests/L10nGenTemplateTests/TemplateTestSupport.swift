import L10nGenTestSupport
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

/// A folder of template files for `{% include %}`, made for one test and removed with it.
final class IncludeFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "l10ngen-includes-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func write(_ name: String, _ contents: String) throws {
    try contents.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
  }
}

/// A test case with a new `IncludeFolder` for each of its tests.
class IncludeFolderTestCase: XCTestCase {
  private(set) var folder: IncludeFolder!
  var directory: String { folder.path }

  override func setUpWithError() throws {
    try super.setUpWithError()
    folder = try IncludeFolder()
  }

  override func tearDown() {
    folder = nil
    super.tearDown()
  }
}
