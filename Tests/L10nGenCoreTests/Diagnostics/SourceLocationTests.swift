import XCTest

@testable import L10nGenCore

final class SourceLocationTests: XCTestCase {
  private struct SampleError: LocatedError {
    var location: SourceLocation?
    var message: String
  }

  func testLocatedErrorPrintsCompilerStyleDiagnostic() {
    let error = SampleError(location: SourceLocation(file: "a/b.strings", line: 3, column: 7), message: "missing ';'")
    XCTAssertEqual(error.description, "a/b.strings:3:7: error: missing ';'")
  }

  func testLocatedErrorWithoutLocationPrintsMessageOnly() {
    XCTAssertEqual(SampleError(location: nil, message: "no input").description, "error: no input")
  }
}
