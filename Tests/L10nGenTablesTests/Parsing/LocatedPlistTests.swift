import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class LocatedPlistTests: XCTestCase {
  // The command reads what the located reader leaves with Foundation's reader, as here.
  override class func setUp() {
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "T.plist", line: line, column: column)
  }

  private func read(_ text: String) throws -> LocatedPlist {
    try XCTUnwrap(LocatedPlistReader.read(Data(text.utf8), path: "T.plist"))
  }

  func testValuesAndKeysKeepTheirLocationsAndMembersTheirOrder() throws {
    let plist = try read(
      "<plist>\n<dict>\n  <key>b</key>\n  <array><integer>1</integer> <true/></array>\n  <key>a</key> <string>x</string>\n</dict>\n</plist>")
    XCTAssertEqual(plist.location, location(2, 1))
    guard case .dictionary(let members) = plist.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(members.map(\.key), ["b", "a"])
    XCTAssertEqual(members.map(\.keyLocation), [location(3, 3), location(5, 3)])
    XCTAssertEqual(
      plist["b"]?.value,
      .array([LocatedPlist(value: .integer, location: location(4, 10)), LocatedPlist(value: .boolean(true), location: location(4, 31))]))
    XCTAssertEqual(plist["a"], LocatedPlist(value: .string("x"), location: location(5, 16)))
  }

  func testColumnsCountCharactersAndCarriageReturnsEndLines() throws {
    let plist = try read("<plist><dict>\r\n<key>é日本</key><string>x</string>\r<key>b</key><string>y</string></dict></plist>")
    XCTAssertEqual(plist["é日本"]?.location, location(2, 15))
    guard case .dictionary(let members) = plist.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(members.last?.keyLocation, location(3, 1))
  }

  func testAKeyWrittenTwiceIsKeptTwiceAndReadWithItsLastValueAsFoundationReadsIt() throws {
    let text = "<plist><dict><key>k</key><string>first</string><key>x</key><string>x</string><key>k</key><string>last</string></dict></plist>"
    let plist = try read(text)
    let foundation = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String])
    guard case .dictionary(let members) = plist.value else { return XCTFail("not a dictionary") }
    XCTAssertEqual(members.map(\.key), ["k", "x", "k"])
    XCTAssertEqual(plist["k"]?.value, foundation["k"].map(LocatedPlist.Value.string))
    XCTAssertEqual(plist.keptMembers.map(\.key), ["k", "x"])
    XCTAssertEqual(plist.keptMembers.first?.value.value, foundation["k"].map(LocatedPlist.Value.string))
    XCTAssertEqual(plist.keptMembers.first?.keyLocation, location(1, 14), "where the key is first written")
  }

  func testWhatFoundationReadsHasNoPlacesAndSortedMembers() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["b": [1, 2.5, true, Date(timeIntervalSince1970: 0), Data([1])], "a": ["z": "x"]], format: .binary, options: 0)
    XCTAssertNil(LocatedPlistReader.read(data, path: "T.plist"))
    let plist = try LocatedPlist.read(data, path: "T.plist")
    let start = location(1, 1)
    XCTAssertEqual(
      plist,
      LocatedPlist(
        value: .dictionary([
          LocatedPlist.Member(
            key: "a", keyLocation: start,
            value: LocatedPlist(
              value: .dictionary([LocatedPlist.Member(key: "z", keyLocation: start, value: LocatedPlist(value: .string("x"), location: start))]),
              location: start)),
          LocatedPlist.Member(
            key: "b", keyLocation: start,
            value: LocatedPlist(
              value: .array([.integer, .real, .boolean(true), .date, .data].map { LocatedPlist(value: $0, location: start) }), location: start)),
        ]),
        location: start))
  }

  func testWhatNeitherReadsIsFoundationsError() {
    XCTAssertThrowsError(try LocatedPlist.read(Data("<plist><dict><key>a</key></dict></plist>".utf8), path: "T.plist")) { error in
      XCTAssertEqual(error as? LocatedPlist.ReadFailure, .invalid(reason: "Value missing for key inside <dict> at line 1"))
    }
  }

  func testKindsAreNamedForMessages() {
    let start = location(1, 1)
    XCTAssertEqual(
      [.dictionary([]), .array([]), .string(""), .integer, .real, .boolean(false), .date, .data].map {
        LocatedPlist(value: $0, location: start).kindDescription
      },
      ["a dictionary", "an array", "a string", "a number", "a number", "a boolean", "a date", "data"])
  }
}
