import XCTest
@testable import L10nGenCore
@testable import L10nGenTables
@testable import L10nGenLint

final class PlaceholderSignatureTests: XCTestCase {
  func testSignatureSkipsTheParserOnlyForPlainSpecifiers() {
    XCTAssertEqual(PlaceholderSignature.of("%1$@ has %2$ld messages, 50%% off, %.2f, %*d, %#@count@"), "%1$@%2$ld%.2f%*d%#@count@")
    XCTAssertEqual(PlaceholderSignature.of("no placeholders"), "")
    for text in ["50% off", "100%", "%0$@", "%(name)@", "%#@bad name@", "%k", "%1ημ"] {
      XCTAssertNil(PlaceholderSignature.of(text), text)
    }
  }
}
