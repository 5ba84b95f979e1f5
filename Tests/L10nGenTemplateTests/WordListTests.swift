import XCTest

@testable import L10nGenTemplate

final class WordListTests: XCTestCase {
  /// The words hold themselves and nothing else: not a word's prefix or extension, not another word
  /// of its length, not another letter case, not the empty name.
  func testHoldsItsWordsAndNothingElse() {
    let words = ["in", "if", "is", "class", "catch", "Self", "self", "_", "#if", "associatedtype"]
    let list = WordList(words)
    for word in words { XCTAssertTrue(list.contains(word), word) }
    for other in ["", "i", "on", "it", "clas", "classes", "clasz", "Class", "CLASS", "self_", "__", "#iff", "associatedtypes", "é", "ïn"] {
      XCTAssertFalse(list.contains(other), other)
    }
  }

  func testAnEmptyListHoldsNothing() {
    XCTAssertFalse(WordList([]).contains(""))
    XCTAssertFalse(WordList([]).contains("if"))
  }
}
