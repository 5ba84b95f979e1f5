import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class LocatedJSONTests: XCTestCase {
  private func read(_ text: String) throws -> LocatedJSON {
    try LocatedJSONReader.read(Array(text.utf8), path: "T.json")
  }

  private func diagnostic(_ text: String) -> String { thrownDescription { try read(text) } }

  func testValuesKeepTheirLocationsAndMembersTheirOrder() throws {
    let json = try read("{\n  \"b\" : [1, -2.5e3, true, null],\n  \"a\" : \"x\"\n}")
    guard case .object(let members) = json.value else { return XCTFail("not an object") }
    XCTAssertEqual(members.map(\.key), ["b", "a"])
    XCTAssertEqual(members[0].keyLocation, SourceLocation(file: "T.json", line: 2, column: 3))
    XCTAssertEqual(members[1].value, LocatedJSON(value: .string("x"), location: SourceLocation(file: "T.json", line: 3, column: 9)))
    XCTAssertEqual(
      json["b"]?.value,
      .array([
        LocatedJSON(value: .number("1"), location: SourceLocation(file: "T.json", line: 2, column: 10)),
        LocatedJSON(value: .number("-2.5e3"), location: SourceLocation(file: "T.json", line: 2, column: 13)),
        LocatedJSON(value: .bool(true), location: SourceLocation(file: "T.json", line: 2, column: 21)),
        LocatedJSON(value: .null, location: SourceLocation(file: "T.json", line: 2, column: 27)),
      ]))
  }

  func testStringEscapesAndSurrogatePairsAreDecoded() throws {
    XCTAssertEqual(try read(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#).value, .string("a\"b\\c/d\n\té😀"))
    XCTAssertEqual(try read("\"é 日本\"").value, .string("é 日本"))
  }

  func testErrorsPointAtTheOffendingCharacter() {
    XCTAssertEqual(diagnostic("{\n  \"a\" : 1,\n}"), "T.json:3:1: error: invalid JSON: unexpected '}'; expected a member name in quotes")
    XCTAssertEqual(diagnostic("{\"a\" 1}"), "T.json:1:6: error: invalid JSON: unexpected '1'; expected ':' after member name \"a\"")
    XCTAssertEqual(diagnostic("[1 2]"), "T.json:1:4: error: invalid JSON: unexpected '2'; expected ',' or ']'")
    XCTAssertEqual(diagnostic("\n  \"abc"), "T.json:2:3: error: invalid JSON: unterminated string: the \" opened here is never closed")
    XCTAssertEqual(diagnostic(#"["\q"]"#), #"T.json:1:3: error: invalid JSON: invalid escape sequence '\q' in a string"#)
    XCTAssertEqual(diagnostic("[01]"), "T.json:1:3: error: invalid JSON: a number cannot have leading zeros")
    XCTAssertEqual(diagnostic("{} x"), "T.json:1:4: error: invalid JSON: unexpected 'x' after the JSON value")
    XCTAssertEqual(diagnostic(""), "T.json:1:1: error: invalid JSON: unexpected end of file; expected a value")
    XCTAssertEqual(
      diagnostic("[\"a\tb\"]"), "T.json:1:4: error: invalid JSON: control character byte 0x09 in a string; write it as an escape such as \\n")
  }

  func testDeepNestingIsAnErrorNotACrash() {
    XCTAssertTrue(diagnostic(String(repeating: "[", count: 10_000)).contains("nested more than 512 deep"))
  }
}
