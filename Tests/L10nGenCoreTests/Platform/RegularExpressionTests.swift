import XCTest

@testable import L10nGenCore

/// Regular expressions are `NSRegularExpression`'s, so a config's `filter` and a template's regex
/// `replace` mean what they mean to SwiftGen users. The expected results are ICU's documented rules
/// (ICU User Guide, "Regular Expressions": `$` matches at the end of input and before a line
/// terminator that ends it; `\w` and `\b` follow Unicode; `$1` in a replacement is group 1).
final class RegularExpressionTests: XCTestCase {
  func testDollarMatchesBeforeALineBreakThatEndsTheText() throws {
    let expression = try RegularExpression("strings$")
    XCTAssertTrue(expression.matches(in: "Localizable.strings\n"))
    XCTAssertFalse(expression.matches(in: "Localizable.strings.bak"))
  }

  func testWordCharactersAndBoundariesFollowUnicode() throws {
    XCTAssertTrue(try RegularExpression("^\\w+$").matches(in: "Größe"))
    XCTAssertEqual(try RegularExpression("\\bé").replacingMatches(in: "café été", template: "E"), "café Eté")
  }

  func testReplacementTemplatesNameGroupsAndQuoteWithABackslash() throws {
    let expression = try RegularExpression("(\\w+)\\.(\\w+)")
    XCTAssertEqual(expression.replacingMatches(in: "inbox.title", template: "$2_$1"), "title_inbox")
    XCTAssertEqual(expression.replacingMatches(in: "inbox.title", template: "\\$1"), "$1")
  }

  func testAPatternThatIsNoExpressionIsRefusedWithTheReason() {
    XCTAssertThrowsError(try RegularExpression("(unclosed")) { error in
      XCTAssertFalse((error as? RegularExpressionError)?.reason.isEmpty ?? true)
    }
  }
}
