import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// A string of the context is, to templates, the dictionary of its members.
final class StringRecordTests: XCTestCase {
  func testAStringOfTheContextIsTheDictionaryOfItsMembers() {
    let argument = FormatArgument(position: 2, swiftGenType: "Int", swiftType: "Int32", name: "count", specifier: "%2$d")
    let entry = LocalizedEntry(
      key: "a.b", translation: "%2$d x", comment: "c", arguments: [argument], location: SourceLocation(file: "f", line: 1, column: 1))
    let string = StringRecord([entry], 0, name: "b")
    XCTAssertEqual(
      TemplateValue.dictionary(string.dictionary),
      [
        "name": "b", "key": "a.b", "translation": "%2$d x", "rawKey": "a.b", "rawTranslation": "%2$d x", "fallback": "%2$d x",
        "source": "strings", "comment": "c", "rawComment": "c", "types": ["Int"],
        "arguments": [
          [
            "position": 2, "type": "Int32", "swiftGenType": "Int", "specifier": "%2$d", "name": "count", "label": "count", "skipped": [1],
            "resourceSpecifier": "%d", "objcType": "int",
          ]
        ],
      ])
    XCTAssertNil(string.member("format"))
    XCTAssertNil(string.member("plurals"))
  }

  func testAMemberNameWrittenWithACanonicallyEquivalentCharacterIsThatMember() {
    // U+212A KELVIN SIGN decomposes canonically to U+004B "K" (UnicodeData.txt), so Swift's `==`
    // (and the dictionary Stencil reads a context through) takes "raw\u{212A}ey" for "rawKey",
    // though its UTF-8 is two bytes longer.
    let entry = LocalizedEntry(key: "a.b", translation: "t", comment: nil, arguments: [], location: SourceLocation(file: "f", line: 1, column: 1))
    let string = StringRecord([entry], 0, name: "b")
    XCTAssertEqual(string.member("raw\u{212A}ey"), "a.b")
    XCTAssertNil(string.member("raw\u{212A}ez"))
  }
}
