import XCTest

@testable import L10nGenTables

/// What is left of a key to name it by: specifiers as Foundation reads them (`FormatSpecifierScanner`)
/// become spaces; a `%` Foundation would not read as written stays text.
final class SpecifierFreeTextTests: XCTestCase {
  func testSpecifiersBecomeSpaces() {
    XCTAssertEqual(SpecifierFreeText.of("%lld active"), "  active")
    XCTAssertEqual(SpecifierFreeText.of("Score %@, %2$@ %3$lld"), "Score  ,    ")
    XCTAssertEqual(SpecifierFreeText.of("Hi %1$(name)@!"), "Hi  !")
    XCTAssertEqual(SpecifierFreeText.of("%#@files@ in %#@folders@"), "  in  ")
    XCTAssertEqual(SpecifierFreeText.of("100%%"), "100 ")
    XCTAssertEqual(SpecifierFreeText.of("no percent"), "no percent")
  }

  func testAPercentFoundationWouldNotReadAsWrittenStaysText() {
    XCTAssertEqual(SpecifierFreeText.of("50% off"), "50% off", "the space flag: '% o'")
    XCTAssertEqual(SpecifierFreeText.of("100%!"), "100%!", "no conversion")
  }
}
