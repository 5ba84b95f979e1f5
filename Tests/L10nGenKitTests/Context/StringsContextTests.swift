import XCTest
@testable import L10nGenKit

final class StringsContextTests: XCTestCase {
  private func context(_ tables: [LocalizationTable], params: [String: TemplateValue] = [:]) -> [String: TemplateValue] {
    StringsContext.make(tables: tables.map { ($0, KeyTree(entries: $0.entries, separator: ".")) }, params: params)
  }

  func testTablesSortByLowercasedName() {
    let result = context([
      LocalizationTable(name: "b", entries: [], files: []),
      LocalizationTable(name: "A", entries: [], files: []),
      LocalizationTable(name: "InfoPlist", entries: [], files: []),
    ])
    guard case .array(let tables)? = result["tables"] else { return XCTFail("no tables") }
    XCTAssertEqual(tables.map { $0.dictionaryValue?["name"] }, ["A", "b", "InfoPlist"])
  }

  func testStringHasSwiftGenFieldsWithEscapedNewlines() {
    let argument = FormatArgument(position: 1, swiftGenType: "Int", swiftType: "Int", name: nil, specifier: "%ld")
    let table = LocalizationTable(
      name: "Localizable",
      entries: [entry("a.multi\nline", "one\ntwo\r%ld", comment: "c\nd", arguments: [argument])], files: [])
    let levels = context([table])["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]
    let child = levels?.dictionaryValue?["children"]?.arrayValue?.first?.dictionaryValue
    XCTAssertEqual(child?["name"], "a")
    let string = child?["strings"]?.arrayValue?.first?.dictionaryValue
    XCTAssertEqual(string?["name"], "multi\nline")
    XCTAssertEqual(string?["key"], "a.multi\\nline")
    XCTAssertEqual(string?["translation"], "one\\ntwo\\r%ld")
    XCTAssertEqual(string?["comment"], "c\\nd")
    XCTAssertEqual(string?["types"], ["Int"])
    XCTAssertEqual(string?["rawKey"], "a.multi\nline")
    XCTAssertEqual(string?["rawTranslation"], "one\ntwo\r%ld")
    XCTAssertEqual(string?["rawComment"], "c\nd")
    XCTAssertEqual(string?["arguments"], [["position": 1, "type": "Int", "swiftGenType": "Int", "specifier": "%ld"]])
  }

  func testAbsentCommentAndTypesAreNotInTheContext() {
    let table = LocalizationTable(name: "T", entries: [entry("k", "v")], files: [])
    let string = context([table])["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]?.dictionaryValue?["strings"]?.arrayValue?.first?.dictionaryValue
    XCTAssertNil(string?["comment"])
    XCTAssertNil(string?["types"])
    XCTAssertNil(string?["arguments"])
    XCTAssertEqual(string?["name"], "k")
  }

  func testRootLevelHasNoNameAndParamsAreExposed() {
    let result = context([LocalizationTable(name: "T", entries: [entry("k")], files: [])], params: ["enumName": "X"])
    XCTAssertNil(result["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]?.dictionaryValue?["name"])
    XCTAssertEqual(result["param"], ["enumName": "X"])
  }
}

extension TemplateValue {
  var arrayValue: [TemplateValue]? {
    if case .array(let value) = resolved { return value }
    return nil
  }

  var dictionaryValue: [String: TemplateValue]? {
    if case .dictionary(let value) = resolved { return value }
    return nil
  }
}
