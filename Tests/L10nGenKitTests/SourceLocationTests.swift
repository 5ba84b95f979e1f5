import XCTest
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

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
