import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class StringsDictParserTests: XCTestCase {
  // The command reads what the located reader leaves with Foundation's reader, as here.
  override class func setUp() {
  }

  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Fixtures/StringsDict")

  /// One entry `k` with format `%#@n@` and variable `n` made of `members` (starting at line 10).
  private func entry(_ members: String) -> String {
    propertyList(
      """
      <key>k</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@n@</string>
        <key>n</key>
        <dict>
      \(members)
        </dict>
      </dict>
      """)
  }

  private let pluralRule = """
        <key>NSStringFormatSpecTypeKey</key>
        <string>NSStringPluralRuleType</string>
    """

  private func parse(_ text: String) throws -> ParsedVariantTable {
    try StringsDictParser.parse(data: Data(text.utf8), path: "T.stringsdict")
  }

  private func diagnostic(_ text: String) -> String {
    thrownDescription({ try parse(text) }, else: { "no error, \($0.entries.count) entries" }, as: StringsDictParseError.self)
  }

  private func location(_ line: Int, _ column: Int, _ file: String = "T.stringsdict") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  // MARK: - Reading

  func testEntriesKeepFileOrderWithTheirVariablesFormsAndLocations() throws {
    let path = Self.fixtures.appendingPathComponent("Inbox.stringsdict").path
    let table = try StringsDictParser.parse(contentsOf: path)
    XCTAssertEqual(
      table.entries.map(\.key), ["inbox.unread", "inbox.typing", "folder.summary", "trip.summary", "score.padded", "tab.title", "tap.hint"])
    let unread = table.entries[0]
    XCTAssertEqual(unread.format, "%#@messages@")
    XCTAssertEqual(unread.location, location(5, 2, path))
    XCTAssertEqual(unread.formatLocation, location(8, 3, path))
    XCTAssertEqual(
      unread.plurals,
      [
        PluralVariable(
          kind: .variable, name: "messages", valueType: "ld",
          forms: [
            PluralForm(category: .zero, text: "No unread messages", location: location(16, 4, path)),
            PluralForm(category: .one, text: "One unread message", location: location(18, 4, path)),
            PluralForm(category: .other, text: "%ld unread messages", location: location(20, 4, path)),
          ],
          location: location(9, 3, path))
      ])
    XCTAssertEqual(table.entries[2].plurals.map(\.name), ["files", "folders"], "variables in file order")
  }

  func testValueTypeWithALeadingPercentIsReadWithAWarning() throws {
    let path = Self.fixtures.appendingPathComponent("Inbox.stringsdict").path
    let table = try StringsDictParser.parse(contentsOf: path)
    XCTAssertEqual(table.entries[2].plurals.last?.valueType, "d")
    XCTAssertEqual(
      table.warnings.map(\.description),
      [
        "\(path):59:4: warning: plural variable \"folders\" of key \"folder.summary\" has NSStringFormatValueTypeKey \"%d\" "
          + "with a leading '%', which Foundation cannot read (it prints \"(null)\" for the variable); write \"d\""
      ])
  }

  func testAWidthVariantEntryIsItsWidestVariantAndDeviceVariantsAreKept() throws {
    let table = try StringsDictParser.parse(contentsOf: Self.fixtures.appendingPathComponent("Inbox.stringsdict").path)
    let tab = try XCTUnwrap(table.entries.first { $0.key == "tab.title" })
    XCTAssertTrue(tab.isWidthOnly)
    XCTAssertEqual(tab.format, "Favorites", "the widest of 20 (Favs) and 40")
    let hint = try XCTUnwrap(table.entries.last)
    XCTAssertNil(hint.format)
    XCTAssertEqual(hint.devices.map(\.device), ["iphone", "mac"])
    XCTAssertEqual(hint.devices.map(\.text), ["Tap to open", "Click to open"])
  }

  func testFormsAreSortedByCategoryAndUnknownMembersWarned() throws {
    let table = try parse(
      entry(
        """
        \(pluralRule)
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>other</key>
            <string>%d things</string>
            <key>onee</key>
            <string>one thing</string>
            <key>zero</key>
            <string>nothing</string>
        """))
    XCTAssertEqual(table.entries.first?.plurals.first?.forms.map(\.category), [.zero, .other])
    XCTAssertEqual(
      table.warnings.map(\.description),
      [
        "T.stringsdict:17:5: warning: plural variable \"n\" of key \"k\" has an unknown member \"onee\" "
          + "(plural categories: zero, one, two, few, many, other); it is ignored"
      ])
  }

  func testBinaryPropertyListIsReadSortedAtLineOne() throws {
    let root: [String: Any] = [
      "z": [
        "NSStringLocalizedFormatKey": "%#@n@",
        "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "%d"],
      ],
      "a": ["NSStringLocalizedFormatKey": "plain"],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    let table = try StringsDictParser.parse(data: data, path: "B.stringsdict")
    XCTAssertEqual(table.entries.map(\.key), ["a", "z"])
    XCTAssertEqual(table.entries.last?.plurals.first?.forms.first?.location, location(1, 1, "B.stringsdict"))
  }

  // MARK: - Errors

  func testMissingOtherFormIsAnErrorAtTheVariable() {
    XCTAssertEqual(
      diagnostic(
        entry(
          """
          \(pluralRule)
              <key>NSStringFormatValueTypeKey</key>
              <string>d</string>
              <key>one</key>
              <string>one thing</string>
          """)),
      "T.stringsdict:9:3: error: plural variable \"n\" of key \"k\" has no \"other\" form")
  }

  func testUnknownSpecTypeIsAnErrorAtItsValue() {
    XCTAssertEqual(
      diagnostic(
        entry(
          """
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringGenderRuleType</string>
              <key>other</key>
              <string>x</string>
          """)),
      "T.stringsdict:12:5: error: plural variable \"n\" of key \"k\" has unknown NSStringFormatSpecTypeKey "
        + "\"NSStringGenderRuleType\" (expected NSStringPluralRuleType)")
    XCTAssertEqual(
      diagnostic(entry("    <key>other</key>\n    <string>x</string>")),
      "T.stringsdict:9:3: error: plural variable \"n\" of key \"k\" has no NSStringFormatSpecTypeKey")
  }

  func testValueTypeMustBeANumberConversion() {
    XCTAssertEqual(
      diagnostic(entry("\(pluralRule)\n    <key>other</key>\n    <string>x</string>")),
      "T.stringsdict:9:3: error: plural variable \"n\" of key \"k\" has no NSStringFormatValueTypeKey")
    XCTAssertEqual(
      diagnostic(
        entry(
          """
          \(pluralRule)
              <key>NSStringFormatValueTypeKey</key>
              <string>@</string>
              <key>other</key>
              <string>x</string>
          """)),
      "T.stringsdict:14:5: error: plural variable \"n\" of key \"k\" has NSStringFormatValueTypeKey \"@\", "
        + "expected a number conversion such as d, ld or f")
  }

  func testEntryWithoutFormatKeyIsAnError() {
    XCTAssertEqual(
      diagnostic(propertyList("  <key>k</key>\n  <dict>\n    <key>n</key>\n    <dict/>\n  </dict>")),
      "T.stringsdict:5:3: error: key \"k\" has no NSStringLocalizedFormatKey")
    XCTAssertEqual(
      diagnostic(propertyList("  <key>k</key>\n  <string>flat</string>")),
      "T.stringsdict:6:3: error: the value of key \"k\" is a string, expected a dictionary with NSStringLocalizedFormatKey")
  }

  func testFormThatIsNotAStringIsAnError() {
    XCTAssertEqual(
      diagnostic(
        entry(
          """
          \(pluralRule)
              <key>NSStringFormatValueTypeKey</key>
              <string>d</string>
              <key>other</key>
              <integer>3</integer>
          """)),
      "T.stringsdict:16:5: error: form \"other\" of plural variable \"n\" of key \"k\" is a number, expected a string")
  }

  func testFormatKeyAndDeviceRulesMustHaveTheirTypes() {
    XCTAssertEqual(
      diagnostic(propertyList("<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key>\n<integer>1</integer></dict>")),
      "T.stringsdict:7:1: error: the NSStringLocalizedFormatKey of key \"k\" is a number, expected a string")
    XCTAssertEqual(
      diagnostic(propertyList("<key>k</key>\n<dict><key>NSStringDeviceSpecificRuleType</key>\n<string>x</string></dict>")),
      "T.stringsdict:7:1: error: the NSStringDeviceSpecificRuleType of key \"k\" is a string, expected a dictionary")
    XCTAssertEqual(
      diagnostic(propertyList("<key>k</key>\n<dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key>\n<true/></dict></dict>")),
      "T.stringsdict:7:1: error: device \"mac\" of key \"k\" is a boolean, expected a string")
  }

  func testMemberThatIsNotAVariableIsIgnoredWithAWarning() throws {
    let table = try parse(
      propertyList(
        "<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>plain</string>\n<key>note</key><string>x</string></dict>"))
    XCTAssertEqual(table.entries.map(\.plurals), [[]])
    XCTAssertEqual(
      table.warnings.map(\.description),
      ["T.stringsdict:7:1: warning: key \"k\" has a member \"note\" that is not a plural variable; it is ignored"])
  }

  func testDuplicateKeyIsAnError() {
    let body = "  <key>k</key>\n  <dict><key>NSStringLocalizedFormatKey</key><string>a</string></dict>\n"
    XCTAssertEqual(
      diagnostic(propertyList(body + body)), "T.stringsdict:7:3: error: duplicate key \"k\" (first defined at line 5)")
  }

  func testMalformedPropertyListsAreErrorsAtLineOne() {
    XCTAssertTrue(diagnostic("<plist><dict><key>a</key></plist>").hasPrefix("T.stringsdict:1:1: error: invalid property list: "))
    XCTAssertEqual(
      diagnostic(#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#),
      "T.stringsdict:1:1: error: the property list is an array, expected a dictionary of entries")
  }

  func testMissingFileIsAnError() {
    XCTAssertThrowsError(try StringsDictParser.parse(contentsOf: "/nonexistent/X.stringsdict")) { error in
      XCTAssertEqual("\(error)", "error: cannot read \"/nonexistent/X.stringsdict\": no such file")
    }
  }

  func testRecoveringReadsPastBrokenEntriesAndKeepsAVariableWithoutOther() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "T.stringsdict",
      propertyList(
        """
        <key>a</key>
        <dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict>
        <key>b</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>%d</string>
            <key>one</key><string>%d file</string>
          </dict>
        </dict>
        <key>c</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>C</string></dict>
        <key>c</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>C</string></dict>
        """))
    let (table, errors) = try StringsDictParser.parseRecovering(contentsOf: path)
    XCTAssertEqual(
      errors.map(\.description),
      [
        "\(path):6:44: error: the NSStringLocalizedFormatKey of key \"a\" is a number, expected a string",
        "\(path):10:3: error: plural variable \"n\" of key \"b\" has no \"other\" form",
        "\(path):19:1: error: duplicate key \"c\" (first defined at line 17)",
      ])
    XCTAssertEqual(table.entries.map(\.key), ["b", "c"])
    XCTAssertEqual(table.entries.first?.plurals.first?.forms.map(\.category), [.one])
    XCTAssertEqual(table.warnings.map(\.kind), [.valueTypeWithPercent])
    XCTAssertThrowsError(try StringsDictParser.parse(contentsOf: path))
  }
}
