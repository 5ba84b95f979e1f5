import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The byte-wise paths taken for ASCII text must give exactly the names of the rules they shortcut.
final class SwiftIdentifierByteWiseTests: XCTestCase {
  /// Every text of up to 4 characters over an alphabet with each kind of ASCII character the rules
  /// treat differently (lower, upper, digit, `_`, separators), plus a few non-ASCII ones.
  private static let samples: [String] = {
    let alphabet = ["a", "z", "B", "Q", "0", "7", "_", ".", "-", " ", "$", "é", "É"]
    var texts = [""]
    var previous = [""]
    for _ in 1...4 {
      previous = previous.flatMap { text in alphabet.map { text + $0 } }
      texts += previous
    }
    return texts + ["HEADER_TITLE", "alert__message", "URLChooser", "x.yZ", "IDs", "API_KEY", "settings.user__profile_section.HEADER_TITLE"]
  }()

  func testPrettyIdentifierAgreesWithTheRulesForEveryShortText() {
    for text in Self.samples {
      XCTAssertEqual(
        SwiftIdentifier.identifier(from: text, pretty: true), SwiftIdentifier.identifierByRules(from: text, pretty: true),
        text.debugDescription)
    }
  }

  func testLowerFirstWordAgreesWithTheRulesForEveryShortText() {
    for text in Self.samples {
      let identifier = SwiftIdentifier.identifierByRules(from: text, pretty: true)
      for input in [text, identifier] {
        XCTAssertEqual(SwiftIdentifier.lowerFirstWord(input), SwiftIdentifier.lowerFirstWordByRules(input), input.debugDescription)
      }
    }
  }
}
