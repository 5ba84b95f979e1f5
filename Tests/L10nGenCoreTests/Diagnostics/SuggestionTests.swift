import XCTest

@testable import L10nGenCore

final class SuggestionTests: XCTestCase {
  func testTheClosestKnownNameIsSuggestedWhenItIsClose() {
    XCTAssertEqual(Suggestion.closest(to: "publicAcess", among: ["enumName", "publicAccess", "bundle"]), "publicAccess")
    XCTAssertEqual(Suggestion.closest(to: "ENUMNAME", among: ["enumName", "publicAccess"]), "enumName")
    XCTAssertEqual(Suggestion.closest(to: "structured-swift", among: ["structured-swift6", "flat-swift6"]), "structured-swift6")
    XCTAssertNil(Suggestion.closest(to: "colour", among: ["separator", "naming", "strictNames"]))
    XCTAssertEqual(Suggestion.phrase(for: "seperator", among: ["separator", "naming", "strictNames"]), " (did you mean 'separator'?)")
  }
}
