import XCTest

@testable import L10nGenCore

/// Regular expressions are `NSRegularExpression`'s, set by the executables that link Foundation;
/// without it (the generator), every pattern is refused, so that the run can go to `l10ngen`.
final class RegularExpressionTests: XCTestCase {
  func testWithoutAnEngineEveryPatternIsRefusedWithTheReason() {
    let engine = RegularExpression.engine
    RegularExpression.engine = nil
    defer { RegularExpression.engine = engine }
    XCTAssertThrowsError(try RegularExpression("a+")) { error in
      XCTAssertEqual(error as? RegularExpressionError, RegularExpressionError(reason: "this build has no regular expressions without Foundation"))
    }
  }
}
