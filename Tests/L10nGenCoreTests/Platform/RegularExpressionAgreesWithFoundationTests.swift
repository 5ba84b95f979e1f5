import Foundation
import XCTest

@testable import L10nGenCore

/// The stages match configs' and templates' regular expressions without Foundation; what they
/// match and replace must be what `NSRegularExpression` (the reference SwiftGen used) gives.
final class RegularExpressionAgreesWithFoundationTests: XCTestCase {
  private let texts = [
    "", "abc", "Localizable.strings", "/a/b/en.lproj/Localizable.strings", "a.b.c", "aaa", "x1y22z333",
    "café", "cafe\u{301}", "line\nline", "tab\there", "emoji 👍🏽 here", "ümlaut Ärger", "$1 and \\1",
  ]

  private let patterns = [
    #"\.strings$"#, "^/a", "a+", "a*", "(a)(b)?", #"(\w+)\.(\w+)"#, "[0-9]+", #"\d{2,}"#, ".", "é", "e\u{301}", "(?i)ÄR",
    "line$", "^line", #"\s+"#, "(?<word>[a-z]+)", "x|y", "(a|b)c", #"\p{L}+"#,
  ]

  func testMatchesWhereFoundationFindsAMatch() throws {
    for pattern in patterns {
      let ours = try RegularExpression(pattern)
      let foundation = try NSRegularExpression(pattern: pattern)
      for text in texts {
        let expected = foundation.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        XCTAssertEqual(ours.matches(in: text), expected, "\(pattern) in \(text.debugDescription)")
      }
    }
  }

  func testReplacesAsFoundationsTemplates() throws {
    let templates = ["", "-", "[$0]", "$1", "<$2>", "$1$1", "$12", "\\$1", "\\\\", "$", "$x", "é"]
    for pattern in patterns {
      let ours = try RegularExpression(pattern)
      let foundation = try NSRegularExpression(pattern: pattern)
      for text in texts {
        for template in templates where !(template.contains("$2") && foundation.numberOfCaptureGroups < 2) {
          let expected = foundation.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
          XCTAssertEqual(
            ours.replacingMatches(in: text, template: template), expected,
            "\(pattern) → \(template) in \(text.debugDescription)")
        }
      }
    }
  }

  func testWhatIsNoExpressionIsRefused() {
    for pattern in ["(", "[a", "a{2,1}", "*"] {
      XCTAssertThrowsError(try NSRegularExpression(pattern: pattern), pattern)
      XCTAssertThrowsError(try RegularExpression(pattern), pattern)
    }
  }
}
