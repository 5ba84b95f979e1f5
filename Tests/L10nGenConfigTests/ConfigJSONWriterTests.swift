import Foundation
import XCTest

@testable import L10nGenConfig
@testable import L10nGenCore
@testable import L10nGenTables

final class ConfigJSONWriterTests: XCTestCase {
  private let here = SourceLocation(file: "T.yml", line: 1, column: 1)

  private func node(_ value: LocatedJSON.Value) -> LocatedJSON { LocatedJSON(value: value, location: here) }

  private func member(_ key: String, _ value: LocatedJSON.Value) -> LocatedJSON.Member {
    LocatedJSON.Member(key: key, keyLocation: here, value: node(value))
  }

  func testMembersKeepTheirOrderWithTwoSpacesALevel() {
    let tree = LocatedJSON.Value.object([
      member("z", .array([node(.number("1")), node(.bool(false)), node(.null)])),
      member("a", .object([member("empty list", .array([])), member("empty object", .object([]))])),
    ])
    XCTAssertEqual(
      ConfigJSONWriter.text(of: tree),
      """
      {
        "z": [
          1,
          false,
          null
        ],
        "a": {
          "empty list": [],
          "empty object": {}
        }
      }

      """)
  }

  func testStringsAreEscapedAsJSONAndReadBackTheSame() throws {
    let text = "quote \" backslash \\ tab \t newline \n bell \u{7} é 😀 /"
    let written = ConfigJSONWriter.text(of: .array([node(.string(text))]))
    XCTAssertEqual(written, "[\n  \"quote \\\" backslash \\\\ tab \\t newline \\n bell \\u0007 é 😀 /\"\n]\n")
    XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String], [text])
  }
}
