import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// SwiftGen 6.6's reading of a `.stringsdict` format key, which its templates' `types` must keep.
final class SwiftGenPluralTypesTests: XCTestCase {
  private func types(_ format: String, _ valueTypes: [String: String]) -> [String]? {
    SwiftGenPluralTypes.types(formatKey: format, valueTypes: valueTypes)
  }

  func testReferencesBecomeTheirValueTypes() {
    XCTAssertEqual(types("%@ %#@r@", ["r": "d"]), ["String", "Int"])
    XCTAssertEqual(types("%#@files@ (%#@bytes@, %#@minutes@)", ["files": "d", "bytes": "f", "minutes": "ld"]), ["Int", "Float", "Int"])
    XCTAssertEqual(types("Your %3$@ list contains %1$#@first@ %2$@.", ["first": "d"]), ["Int", "String", "String"])
  }

  func testFormsAreNotRead() {
    XCTAssertEqual(types("%#@COUNT@", ["COUNT": "d"]), ["Int"], "SwiftGen ignores the %1$@ of the forms")
  }

  func testReferenceWithFlagsOrWidthIsNothingButLeadingZerosOfThePositionAreFine() {
    XCTAssertEqual(types("%@ %8$3.2#@f8@ %04$#@f4@", ["f8": "f", "f4": "f"]), ["String", "Float"])
    XCTAssertEqual(types("%-5#@p@", ["p": "lld"]), [])
    XCTAssertEqual(types("%@ %0$#@zero@ %#@n@", ["zero": "d", "n": "d"]), ["String", "Int"], "%0$ is no position")
  }

  func testConflictGivesNoAnswer() {
    XCTAssertNil(types("%1$@ %#@n@", ["n": "d"]))
  }
}
