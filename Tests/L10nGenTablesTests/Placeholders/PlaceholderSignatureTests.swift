import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// Expected values follow CoreFoundation's `__CFParseFormatSpec` (CFString.c in swift-corelibs-foundation),
/// which `String(format:)` uses: `%%` prints a percent sign; a space is a flag; `$` ends a position only
/// right after its digits; inside a `%#@` name a character other than a letter, a digit or `_` is dropped
/// and reading goes on; any character that is no flag, digit, length or conversion makes the sequence a literal.
final class PlaceholderSignatureTests: XCTestCase {
  func testSignatureSkipsTheParserOnlyForPlainSpecifiers() {
    XCTAssertEqual(PlaceholderSignature.of("%1$@ has %2$ld messages, 50%% off, %.2f, %*d, %#@count@"), "%1$@%2$ld%.2f%*d%#@count@")
    XCTAssertEqual(PlaceholderSignature.of("no placeholders"), "")
    // `% o` (space flag), a `%` at the end, `%0$` (`0` is a flag, then `$` a literal), a String Catalog name
    // (Foundation stops at `(`), a `%#@` name broken by a space, `%k`, a non-ASCII character after a width.
    for text in ["50% off", "100%", "%0$@", "%(name)@", "%#@bad name@", "%k", "%1ημ"] {
      XCTAssertNil(PlaceholderSignature.of(text), text)
    }
  }

  func testDollarAwayFromItsDigitsIsNoPosition() {
    // `1` is a width once `#` follows it; the `$` after `#` is CF's default case: a literal.
    XCTAssertNil(PlaceholderSignature.of("%1#$d"))
    XCTAssertEqual(FormatParser.specifiers(in: "%1#$d").map(\.kind), [.invalid])
  }

  func testVariableNameBrokenByAPunctuationMarkIsNoVariable() {
    // CF drops the `.` and reads `b`, which is no conversion: `%#@a.b` is printed as it is.
    XCTAssertNil(PlaceholderSignature.of("%#@a.b@"))
    XCTAssertEqual(FormatParser.specifiers(in: "%#@a.b@").map(\.kind), [.invalid])
  }

  func testSignatureHasTheArgumentsOfItsText() throws {
    for text in ["%2$ld of %1$@", "%-5.2f%%, %*.*f %3$d", "%#@count@ and %2$#@pears@", "é %lld à %C"] {
      let signature = try XCTUnwrap(PlaceholderSignature.of(text), text)
      XCTAssertEqual(try FormatParser.arguments(in: signature), try FormatParser.arguments(in: text), text)
    }
  }

  func testHasPercentFindsAnyPercentSign() {
    XCTAssertTrue(PlaceholderSignature.hasPercent("100%"))
    XCTAssertFalse(PlaceholderSignature.hasPercent("no placeholders"))
  }
}
