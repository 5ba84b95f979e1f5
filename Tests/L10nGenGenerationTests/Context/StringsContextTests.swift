import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

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
    XCTAssertEqual(
      string?["arguments"],
      [["position": 1, "type": "Int", "swiftGenType": "Int", "specifier": "%ld", "resourceSpecifier": "%ld", "objcType": "long"]])
  }

  func testArgumentsNameThePositionsBeforeThemThatNoSpecifierUses() {
    let arguments = [
      FormatArgument(position: 2, swiftGenType: "String", swiftType: "String", name: nil, specifier: "%2$@"),
      FormatArgument(position: 3, swiftGenType: "Int", swiftType: "Int32", name: nil, specifier: "%3$d"),
      FormatArgument(position: 6, swiftGenType: "Int", swiftType: "Int32", name: nil, specifier: "%6$d"),
    ]
    let table = LocalizationTable(name: "T", entries: [entry("k", "%2$@ %3$d %6$d", arguments: arguments)], files: [])
    let string = context([table])["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]?.dictionaryValue?["strings"]?.arrayValue?.first
    XCTAssertEqual(string?.dictionaryValue?["arguments"]?.arrayValue?.map { $0.dictionaryValue?["skipped"] }, [[1], nil, [4, 5]])
  }

  func testNamedArgumentsGetUniqueValidLabels() {
    func named(_ name: String?) -> FormatArgument {
      FormatArgument(position: 1, swiftGenType: "Int", swiftType: "Int", name: name, specifier: "%d")
    }
    XCTAssertEqual(
      NamingStage.sourceLabels([named("count"), named(nil), named("count"), named("%"), named("default"), named("user_name")]),
      ["count", nil, nil, nil, "`default`", "userName"])
  }

  func testDevelopmentLanguageIsEachTablesFolderAndTheFirstTablesAtTheTop() {
    let base = LocalizationTable(name: "A", entries: [], files: [], developmentLanguage: "Base")
    let catalog = LocalizationTable(name: "B", entries: [], files: [], developmentLanguage: "en-GB")
    let loose = LocalizationTable(name: "C", entries: [], files: [])
    let result = context([catalog, loose, base])
    XCTAssertEqual(result["developmentLanguage"], "Base")
    XCTAssertEqual(result["tables"]?.arrayValue?.map { $0.dictionaryValue?["developmentLanguage"] }, ["Base", "en-GB", nil])
    XCTAssertNil(context([loose])["developmentLanguage"])
  }

  func testAbsentCommentAndTypesAreNotInTheContext() {
    let table = LocalizationTable(name: "T", entries: [entry("k", "v")], files: [])
    let string = context([table])["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]?.dictionaryValue?["strings"]?.arrayValue?.first?
      .dictionaryValue
    XCTAssertNil(string?["comment"])
    XCTAssertNil(string?["types"])
    XCTAssertNil(string?["arguments"])
    XCTAssertEqual(string?["name"], "k")
  }

  private func onlyString(_ entry: LocalizedEntry) -> [String: TemplateValue]? {
    let table = LocalizationTable(name: "T", entries: [entry], files: [])
    return context([table])["tables"]?.arrayValue?.first?.dictionaryValue?["levels"]?.dictionaryValue?["strings"]?
      .arrayValue?.first?.dictionaryValue
  }

  private let here = SourceLocation(file: "T.stringsdict", line: 1, column: 1)

  func testStringsdictEntryShowsSwiftGensTranslationAndTypesAndItsFormsUnderNewNames() {
    let count = FormatArgument(position: 1, swiftGenType: "String", swiftType: "String", specifier: "%1$@")
    let others = FormatArgument(position: 2, swiftGenType: "Int", swiftType: "Int32", name: nil, specifier: "%2$d")
    let plural = PluralVariable(
      kind: .variable, name: "COUNT", valueType: "d",
      forms: [
        PluralForm(category: .one, text: "%1$@ and %2$d other", location: here),
        PluralForm(category: .other, text: "%1$@ and %2$d others", location: here),
      ],
      location: here)
    let string = onlyString(
      LocalizedEntry(
        key: "k", translation: "%1$@ and %2$d others", comment: nil, arguments: [count, others], location: here,
        source: .stringsdict, format: "%#@COUNT@", plurals: [plural], swiftGenTypes: ["Int"]))
    XCTAssertEqual(string?["translation"], "Plural format key: \"%#@COUNT@\"")
    XCTAssertEqual(string?["rawTranslation"], "Plural format key: \"%#@COUNT@\"")
    XCTAssertEqual(string?["types"], ["Int"], "SwiftGen's reading, for SwiftGen's templates")
    XCTAssertEqual(string?["arguments"]?.arrayValue?.map { $0.dictionaryValue?["type"] }, ["String", "Int32"])
    XCTAssertEqual(string?["fallback"], "%1$@ and %2$d others")
    XCTAssertEqual(string?["format"], "%#@COUNT@")
    XCTAssertEqual(string?["source"], "stringsdict")
    XCTAssertEqual(
      string?["plurals"],
      [
        [
          "kind": "variable", "name": "COUNT", "valueType": "d",
          "forms": [["category": "one", "text": "%1$@ and %2$d other"], ["category": "other", "text": "%1$@ and %2$d others"]],
        ]
      ])
  }

  func testCatalogEntryShowsItsFallbackAsTranslationArgumentNamesAndDevices() {
    let name = FormatArgument(position: 1, swiftGenType: "String", swiftType: "String", name: "name", specifier: "%1$(name)@")
    let plural = PluralVariable(
      kind: .wholeText, name: nil, valueType: nil, forms: [PluralForm(category: .other, text: "%lld photos", location: here)],
      location: here)
    let string = onlyString(
      LocalizedEntry(
        key: "k", translation: "Hi %1$@", comment: "c", arguments: [name], location: here, source: .xcstrings,
        format: "Hi %1$(name)@",
        devices: [
          DeviceVariant(device: "mac", text: "Click", location: here),
          DeviceVariant(device: "iphone", text: nil, plural: plural, location: here),
        ]))
    XCTAssertEqual(string?["translation"], "Hi %1$@", "SwiftGen-style templates use it as the fallback")
    XCTAssertEqual(string?["format"], "Hi %1$(name)@")
    XCTAssertEqual(string?["fallback"], "Hi %1$@")
    XCTAssertEqual(string?["arguments"]?.arrayValue?.first?.dictionaryValue?["name"], "name")
    XCTAssertEqual(string?["types"], ["String"])
    XCTAssertEqual(
      string?["devices"],
      [
        ["device": "mac", "text": "Click"],
        ["device": "iphone", "plural": ["kind": "wholeText", "forms": [["category": "other", "text": "%lld photos"]]]],
      ])
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
