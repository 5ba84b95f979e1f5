import XCTest

@testable import L10nGenLookups

/// The parts of a string literal with interpolations, as Swift reads them: what a key of its shape
/// keeps (`FormatKeyShape`) and what a run-time key made of it starts, goes through and ends with.
final class StringLiteralTests: XCTestCase {
  func testTheLiteralPartsOfAnInterpolatedLiteral() {
    func parts(_ source: String) -> [String]? {
      let scanner = SwiftScanner(bytes: Array(source.utf8))
      for token in scanner.tokens {
        if case .string(let literal) = token.kind { return literal.literalParts(in: scanner.bytes) }
      }
      return nil
    }
    XCTAssertEqual(parts(#"let a = "status.\(code)""#), ["status.", ""])
    XCTAssertEqual(parts(#"let a = "\(n) of \(total)…""#), ["", " of ", "…"])
    XCTAssertEqual(parts(#"let a = "spacing-\(String(format: "%.1f", x))""#), ["spacing-", ""])
    XCTAssertEqual(parts(#"let a = "tab\t\(name)\n""#), ["tab\t", "\n"])
    XCTAssertEqual(parts(##"let a = #"raw \(x) \#(y)"#"##), [#"raw \(x) "#, ""])
    XCTAssertNil(parts(#"let a = "plain""#))
  }
}
