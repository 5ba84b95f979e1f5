import XCTest

@testable import L10nGenCore

/// Texts quoted in messages are written as Swift's `debugDescription` writes them (the standard library
/// is the reference), whether or not they take the way around it for plain ASCII.
final class QuotedTextTests: XCTestCase {
  func testSwiftQuotedIsTheStandardLibrarysDebugDescription() {
    var texts = (0...0x7F).map { String(UnicodeScalar(UInt8($0))) }
    texts += [
      "", "plain key", "it's", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "\u{0}", "é", "日本語", "👩‍👩‍👧", "e\u{301}",
      "\u{200B}zero width", "\u{2028}", "mixed é and 'quotes'", String(repeating: "long key ", count: 40),
    ]
    for text in texts {
      XCTAssertEqual(swiftQuoted(text), text.debugDescription, text.debugDescription)
    }
  }

  func testQuotedShortensPastSixtyCharactersNotBytes() {
    let sixty = String(repeating: "é", count: 60)  // 120 bytes, 60 characters: kept whole
    XCTAssertEqual(quoted(sixty), sixty.debugDescription)
    let sixtyOne = String(repeating: "a", count: 61)
    XCTAssertEqual(quoted(sixtyOne), (String(repeating: "a", count: 57) + "…").debugDescription)
    XCTAssertEqual(quoted("short 'one'"), "\"short \\'one\\'\"")
  }
}
