import Foundation
import L10nGenCore
import L10nGenTables
import L10nGenTestSupport
import XCTest

/// `l10ngen format`'s forms. Each rule has a pair of files in Tests/Fixtures/Format, written for
/// these tests: the table as people leave it, and the form the formatter writes. What the form must
/// keep is judged by Foundation: `PropertyListSerialization` reads the table before and after.
final class TableFormatterTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Format")

  private func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  /// What Foundation reads of a table: text `.strings` and property lists alike, and JSON for a
  /// String Catalog.
  private func foundationReading(_ bytes: [UInt8]) throws -> NSDictionary {
    if bytes.first == UInt8(ascii: "{") { return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary) }
    return try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? NSDictionary)
  }

  /// Formats `name`, compares with its `.formatted` twin, checks that Foundation reads both alike,
  /// and that the form formats to itself.
  private func assertFormats(
    _ name: String, order: KeyOrder = .asWritten, warnings: [String] = [], file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let input = try fixture(name)
    let expected = try fixture((name as NSString).deletingPathExtension + ".formatted." + (name as NSString).pathExtension)
    let result = try TableFormatter.format(input, path: name, order: order)
    XCTAssertEqual(String(decoding: result.formatted, as: UTF8.self), String(decoding: expected, as: UTF8.self), file: file, line: line)
    XCTAssertEqual(result.warnings.map(\.description), warnings, file: file, line: line)
    XCTAssertEqual(try foundationReading(result.formatted), try foundationReading(input), "Foundation reads the same", file: file, line: line)
    let again = try TableFormatter.format(expected, path: name, order: order)
    XCTAssertFalse(again.changed, "the form formats to itself", file: file, line: line)
  }

  func testAStringsTableHasOneEntryALineAndKeepsEveryComment() throws {
    try assertFormats("layout.strings")
  }

  /// A comment inside an entry, the first one too, goes above it.
  func testACommentInsideTheFirstEntryGoesAboveIt() throws {
    try assertFormats("comment-in-first-entry.strings")
  }

  /// Keys that differ only by normalization are two entries to CoreFoundation, which compares UTF-16
  /// units: both stay, neither is a duplicate.
  func testKeysThatDifferOnlyByNormalizationAreTwoEntries() throws {
    try assertFormats("normalization.strings")
  }

  func testValuesAreWrittenWithTheFewestEscapesThatReadBackTheSame() throws {
    try assertFormats("escapes.strings")
  }

  /// CFPropertyList reads a table into a dictionary, each entry replacing the one before.
  func testAKeyWrittenTwiceKeepsTheValueFoundationKeeps() throws {
    try assertFormats(
      "duplicate.strings",
      warnings: [
        "duplicate.strings:5:1: warning: key \"greeting\" is written again (first at line 2) with \"Hi\", which wins over \"Hello\"; "
          + "format keeps that entry and removes the one before"
      ])
  }

  func testAStringsDictIsWrittenInTheLayoutOfFoundationsXMLWriter() throws {
    try assertFormats("layout.stringsdict")
  }

  /// A String Catalog in Xcode's layout (`CatalogFormat` says where each rule comes from): keys in
  /// the root locale's collation, `ab` before `Ab`, `item9` before `item10`, `_` before `.`; empty
  /// objects over three lines; `/` and non-ASCII text as they are, control characters escaped.
  func testAStringCatalogIsWrittenInXcodesLayout() throws {
    try assertFormats("layout.xcstrings")
  }

  /// A catalog Xcode saved is already formatted (L10NGEN_XCODE_CATALOGS: a folder of catalogs
  /// taken from public repositories, as written by Xcode).
  func testCatalogsXcodeSavedAreAlreadyFormatted() throws {
    guard let folder = ProcessInfo.processInfo.environment["L10NGEN_XCODE_CATALOGS"] else {
      throw XCTSkip("set L10NGEN_XCODE_CATALOGS to a folder of catalogs Xcode wrote")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcstrings") }.sorted()
    for file in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)))
      let result = try TableFormatter.format(bytes, path: file, order: .asWritten)
      XCTAssertFalse(result.changed, "\(file) is not in the form Xcode wrote it in")
    }
    print("\(files.count) catalogs Xcode saved: each already formatted")
    XCTAssertGreaterThan(files.count, 0)
  }

  func testSortedKeysGoByUnicodeScalarValues() throws {
    let table = Array("\"b\" = \"1\";\n\"a.z\" = \"2\";\n\"B\" = \"3\";\n\"a\" = \"4\";\n\"é\" = \"5\";\n\"_\" = \"6\";\n".utf8)
    let result = try TableFormatter.format(table, path: "T.strings", order: .sorted)
    XCTAssertEqual(result.keys, ["B", "_", "a", "a.z", "b", "é"])
  }

  func testATranslationFollowsItsDevelopmentTableAndKeysItLacksGoLast() throws {
    let translation = Array("\"extra\" = \"Extra\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n".utf8)
    let result = try TableFormatter.format(
      translation, path: "de.lproj/T.strings", order: .following(["a", "b", "c"]))
    XCTAssertEqual(String(decoding: result.formatted, as: UTF8.self), "\"a\" = \"A\";\n\n\"b\" = \"B\";\n\n\"extra\" = \"Extra\";\n")
    XCTAssertEqual(
      result.warnings.map(\.description), ["de.lproj/T.strings:1:1: warning: key \"extra\" is not in the development table: written after its keys"])
  }

  func testLineEndingsEncodingAndByteOrderMarkAreKept() throws {
    let text = "/* Note */\r\n\"b\"=\"B\";\r\n\"a\" = \"A\";"
    let expected = "/* Note */\r\n\"b\" = \"B\";\r\n\r\n\"a\" = \"A\";\r\n"
    let crlf = try TableFormatter.format(Array(text.utf8), path: "T.strings", order: .asWritten)
    XCTAssertEqual(String(decoding: crlf.formatted, as: UTF8.self), expected)
    for encoding in [
      TextEncoding.utf16(bigEndian: false, byteOrderMark: true), .utf16(bigEndian: true, byteOrderMark: true), .utf8(byteOrderMark: true),
    ] {
      let result = try TableFormatter.format(
        encoding.encode(Array(text.utf8)), path: "T.strings", order: .asWritten)
      XCTAssertEqual(result.formatted, encoding.encode(Array(expected.utf8)), "\(encoding)")
      XCTAssertEqual(try foundationReading(result.formatted), try foundationReading(result.original))
    }
  }

  func testAFileThatDoesNotParseIsAnErrorAtItsPlace() {
    XCTAssertThrowsError(
      try TableFormatter.format(
        Array("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8), path: "T.strings", order: .asWritten)
    ) {
      XCTAssertEqual("\($0)", "T.strings:1:10: error: missing ';' after the value of \"a\"")
    }
    XCTAssertThrowsError(
      try TableFormatter.format(
        Array("<plist><dict><key>a</key>".utf8), path: "T.stringsdict", order: .asWritten))
  }

  func testFormsThatCannotBeKeptAreLeftWithTheirReason() throws {
    let binary = try PropertyListSerialization.data(fromPropertyList: ["a": "A"], format: .binary, options: 0)
    XCTAssertThrowsError(try TableFormatter.format(Array(binary), path: "T.strings", order: .asWritten)) {
      XCTAssertEqual("\($0)", "T.strings:1:1: error: left as it is: a binary property list; format the text table it is made from")
    }
    let commented = propertyListWithComment()
    XCTAssertThrowsError(
      try TableFormatter.format(Array(commented.utf8), path: "T.stringsdict", order: .asWritten)
    ) {
      XCTAssertEqual("\($0)", "T.stringsdict:1:1: error: left as it is: it has XML comments, which a property list cannot keep")
    }
  }

  private func propertyListWithComment() -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <!-- a note -->
      <key>a</key>
      <dict/>
    </dict>
    </plist>
    """
  }

  /// Every table of a folder of real apps' tables (L10NGEN_FORMAT_CORPUS, e.g. ../shared/corpus):
  /// each one Foundation reads is formatted, Foundation reads it the same, and it formats once.
  func testARealAppsTablesFormatLosslesslyAndOnce() throws {
    guard let folder = ProcessInfo.processInfo.environment["L10NGEN_FORMAT_CORPUS"] else {
      throw XCTSkip("set L10NGEN_FORMAT_CORPUS to a folder of real tables")
    }
    let files = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }
      .filter { ["strings", "stringsdict", "xcstrings"].contains(($0 as NSString).pathExtension) }.sorted()
    var formatted = 0
    var changed = 0
    for file in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)))
      let isCatalog = file.hasSuffix(".xcstrings")
      func read(_ bytes: [UInt8]) throws -> NSDictionary? {
        isCatalog
          ? try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
          : try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? NSDictionary
      }
      guard let before = try? read(bytes) else { continue }
      let result = try TableFormatter.format(bytes, path: file, order: .asWritten)
      XCTAssertEqual(try read(result.formatted), before, file)
      XCTAssertFalse(
        try TableFormatter.format(result.formatted, path: file, order: .asWritten).changed, file)
      formatted += 1
      if result.changed { changed += 1 }
    }
    print("formatted \(formatted) of \(files.count) tables; \(changed) changed")
    XCTAssertGreaterThan(formatted, 0)
  }

  /// Every table the project's own fixtures hold: Foundation reads each the same after formatting,
  /// and formatting twice is formatting once.
  func testEveryFixtureTableFormatsLosslesslyAndOnce() throws {
    let root = Self.fixtures.deletingLastPathComponent()
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
      .filter { ["strings", "stringsdict"].contains(($0 as NSString).pathExtension) }.sorted()
    var formatted = 0
    for file in files {
      let bytes = Array(try Data(contentsOf: root.appendingPathComponent(file)))
      // Tables the fixtures hold to be rejected (bad syntax, bad encodings) are left as they are.
      guard let before = (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? NSDictionary,
        let result = try? TableFormatter.format(bytes, path: file, order: .asWritten)
      else { continue }
      XCTAssertEqual(try foundationReading(result.formatted), before, file)
      XCTAssertFalse(
        try TableFormatter.format(result.formatted, path: file, order: .asWritten).changed, file)
      formatted += 1
    }
    XCTAssertGreaterThan(formatted, 40)
  }
}
