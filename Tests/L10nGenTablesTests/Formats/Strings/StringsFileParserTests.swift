import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class StringsFileParserTests: XCTestCase {
  // The command reads what the located reader leaves with Foundation's reader, as here.
  override class func setUp() {
  }

  private func parse(_ text: String) throws -> [ParsedEntry] {
    try StringsFileParser.parse(text: text, path: "T.strings")
  }

  private func pairs(_ text: String) throws -> [[String]] {
    try parse(text).map { [$0.key, $0.value] }
  }

  /// The error `text` makes, printed the way the command line prints it.
  private func diagnostic(_ text: String) -> String {
    diagnostic { try StringsFileParser.parse(text: text, path: "T.strings") }
  }

  private func diagnostic(of data: Data) -> String {
    diagnostic { try StringsFileParser.parse(data: data, path: "T.strings") }
  }

  private func diagnostic(_ body: () throws -> [ParsedEntry]) -> String {
    thrownDescription(body, else: { "no error, \($0.count) entries" }, as: StringsParseError.self)
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "T.strings", line: line, column: column)
  }

  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Fixtures/Strings")

  // MARK: - Syntax

  func testQuotedEntryHasKeyValueAndLocations() throws {
    let entries = try parse("\n  \"greeting\" = \"Hello\";\n")
    XCTAssertEqual(
      entries,
      [ParsedEntry(key: "greeting", value: "Hello", comment: nil, location: location(2, 3), valueLocation: location(2, 16))])
  }

  /// A table is an old-style property list dictionary, which Foundation also reads in braces.
  func testEntriesMayBeWrittenInBracesAsAnOldStyleDictionary() throws {
    XCTAssertEqual(try pairs("/* a table */\n{\n  \"a\" = \"b\";\n  c = d;\n}\n"), [["a", "b"], ["c", "d"]])
    XCTAssertEqual(try pairs("{}"), [])
    XCTAssertEqual(diagnostic("{ \"a\" = \"b\";\n"), "T.strings:2:1: error: unexpected end of file; expected } closing the { at line 1")
    XCTAssertEqual(
      diagnostic("{ \"a\" = \"b\"; } \"c\" = \"d\";"), "T.strings:1:16: error: unexpected character '\"'; expected nothing after the closing }")
  }

  /// Foundation reads text with a UTF-32 byte-order mark (`FF FE 00 00`, `00 00 FE FF`) as UTF-32.
  func testUTF32WithAByteOrderMarkIsRead() throws {
    let text = "\"caf\u{E9}\" = \"\u{1F600}\";\n"
    let scalars = text.unicodeScalars.map(\.value)
    let little: [UInt8] = [0xFF, 0xFE, 0, 0] + scalars.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF), UInt8(0)] }
    let big: [UInt8] = [0, 0, 0xFE, 0xFF] + scalars.flatMap { [UInt8(0), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
    for bytes in [little, big] {
      let entries = try StringsFileParser.parse(data: Data(bytes), path: "T.strings")
      XCTAssertEqual(entries.map { [$0.key, $0.value] }, [["caf\u{E9}", "\u{1F600}"]])
    }
    XCTAssertEqual(
      diagnostic(of: Data([0xFF, 0xFE, 0, 0, 0x22, 0, 0, 0, 0x00, 0xD8, 0, 0])), "T.strings:1:2: error: invalid UTF-32: 0xD800 is no Unicode scalar")
    XCTAssertEqual(
      diagnostic(of: Data([0xFF, 0xFE, 0, 0, 0x22, 0, 0])), "T.strings:1:1: error: invalid UTF-32: the length is not a multiple of 4 bytes")
  }

  func testEntriesKeepFileOrder() throws {
    XCTAssertEqual(try pairs(#""z" = "1"; "a" = "2"; "m" = "3";"#), [["z", "1"], ["a", "2"], ["m", "3"]])
  }

  func testUnquotedKeysAndValuesUseFoundationsCharacterSet() throws {
    XCTAssertEqual(try pairs("a.b-c_d$e/f:9 = x-1.0;\nplain=word;"), [["a.b-c_d$e/f:9", "x-1.0"], ["plain", "word"]])
  }

  func testUnquotedStringStopsAtCharactersOutsideTheSet() {
    XCTAssertEqual(diagnostic("a+b = c;"), "T.strings:1:2: error: missing '=' after key \"a\"")
  }

  func testSingleQuotedStringsAreStrings() throws {
    XCTAssertEqual(try pairs(#"'k' = 'say "hi" \'now\'';"#), [["k", #"say "hi" 'now'"#]])
  }

  func testKeyAloneMeansTheValueIsTheKey() throws {
    let entries = try parse("\"Cancel\";\nOK;")
    XCTAssertEqual(entries.map { [$0.key, $0.value] }, [["Cancel", "Cancel"], ["OK", "OK"]])
    XCTAssertEqual(entries[0].valueLocation, entries[0].location)
  }

  func testStringsMaySpanLines() throws {
    XCTAssertEqual(try pairs("\"multi\nline\" = \"a\n  b\";"), [["multi\nline", "a\n  b"]])
  }

  func testEmptyFileHasNoEntries() throws {
    XCTAssertEqual(try parse(""), [])
    XCTAssertEqual(try StringsFileParser.parse(data: Data(), path: "T.strings"), [])
  }

  func testWhitespaceAndCommentOnlyFileHasNoEntries() throws {
    XCTAssertEqual(try parse(" \n\t\r\n/* nothing */\n// still nothing\n\u{2028}"), [])
  }

  func testCommentsMayStandBetweenAnyTwoTokens() throws {
    XCTAssertEqual(try pairs("/*a*/\"k\"/*b*/=//c\n\"v\"/*d*/;//e"), [["k", "v"]])
  }

  func testCommentMarkersInsideStringsAreText() throws {
    XCTAssertEqual(try pairs(#""a/*b*/c" = "// not a comment /* either */";"#), [["a/*b*/c", "// not a comment /* either */"]])
  }

  // MARK: - Escapes

  func testCEscapesAreDecoded() throws {
    let value = try parse(#""k" = "\"\\\n\t\r\'\?\a\b\f\v";"#)[0].value
    XCTAssertEqual(value, "\"\\\n\t\r'?\u{07}\u{08}\u{0C}\u{0B}")
  }

  func testBackslashNewlineIsANewline() throws {
    XCTAssertEqual(try parse("\"k\" = \"multi\\\nline\";")[0].value, "multi\nline")
  }

  /// Regression: each escape copied the text decoded so far, so a 10 MB value of escaped quotes
  /// took minutes (found by Tests/Hostile/run). Two million escapes must take well under a second.
  func testValueWithMillionsOfEscapesIsReadInLinearTime() throws {
    let unit = #"a\"\n"#
    let text = "\"k\" = \"" + String(repeating: unit, count: 1_000_000) + "\";"
    let start = Date()
    let value = try parse(text)[0].value
    let seconds = Date().timeIntervalSince(start)
    XCTAssertEqual(value.utf8.count, 3_000_000)
    XCTAssertTrue(value.hasPrefix("a\"\na\"\n"), String(value.prefix(20)))
    XCTAssertLessThan(seconds, 10, "quadratic again? copying a growing buffer per escape takes minutes here")
  }

  func testUppercaseUEscapeTakesUpToFourHexDigits() throws {
    XCTAssertEqual(try parse(#""k" = "\U00e9|\U41|\U20AC1";"#)[0].value, "é|A|€1")
  }

  func testSurrogatePairEscapesMakeOneCharacter() throws {
    XCTAssertEqual(try parse(#""k" = "\UD83D\UDE00";"#)[0].value, "😀")
  }

  func testLowercaseUEscapeIsTheLetterUAsInFoundation() throws {
    XCTAssertEqual(try parse(#""k" = "\u00e9";"#)[0].value, "u00e9")
  }

  func testOctalEscapesReadNeXTSTEPBytes() throws {
    XCTAssertEqual(try parse(#""k" = "\101\0x\341\1012";"#)[0].value, "A\u{0}xÆA2")
  }

  func testOtherEscapedCharactersStandForThemselves() throws {
    XCTAssertEqual(try parse(#""k" = "\q\é\😀";"#)[0].value, "qé😀")
  }

  func testUEscapeWithoutHexDigitsIsInvalid() {
    XCTAssertEqual(
      diagnostic(#""k" = "a\Uxyz";"#), #"T.strings:1:9: error: invalid escape sequence '\U': expected 1 to 4 hex digits after \U"#)
  }

  func testUnpairedHighSurrogateEscapeIsInvalid() {
    XCTAssertEqual(
      diagnostic(#""k" = "\UD83D!";"#),
      #"T.strings:1:8: error: invalid escape sequence '\UD83D': a high surrogate must be followed by a \U low surrogate (\UDC00 to \UDFFF)"#)
  }

  func testLoneLowSurrogateEscapeIsInvalid() {
    XCTAssertEqual(
      diagnostic(#""k" = "\UDE00";"#),
      #"T.strings:1:8: error: invalid escape sequence '\UDE00': a low surrogate must follow a \U high surrogate (\UD800 to \UDBFF)"#)
  }

  func testOctalEscapeWithoutACharacterIsInvalid() {
    XCTAssertEqual(
      diagnostic(#""k" = "\377";"#),
      #"T.strings:1:8: error: invalid escape sequence '\377': no character has this code in the NeXTSTEP encoding Foundation uses for octal escapes"#)
  }

  // MARK: - Translator comments (SwiftGen 6.6's association)

  func testBlockCommentBeforeKeyIsItsTranslatorComment() throws {
    let entries = try parse("/* Title of the screen */\n\"title\" = \"Inbox\";\n\"subtitle\" = \"All mail\";")
    XCTAssertEqual(entries.map(\.comment), ["Title of the screen", nil])
  }

  /// SwiftGen trims a translator comment with Foundation's `.whitespacesAndNewlines`, which is Unicode's
  /// White_Space (no-break, ideographic and em spaces among them), not only ASCII's.
  func testTranslatorCommentsAreTrimmedOfUnicodeWhitespace() throws {
    let entries = try parse(
      "/* \u{3000}Ideographic\u{00A0} */\n\"a\" = \"A\";\n/*\t é \n*/\n\"b\" = \"B\";\n/* x\u{2003} */\n\"c\" = \"C\";\n/*  \u{2003} */\n\"d\" = \"D\";\n/* plain text  */\n\"e\" = \"E\";\n"
    )
    XCTAssertEqual(entries.map(\.comment), ["Ideographic", "é", "x", "", "plain text"])
  }

  func testBlankLinesBetweenCommentAndKeyKeepTheComment() throws {
    XCTAssertEqual(try parse("/* Note */\n\n\n\"k\" = \"v\";")[0].comment, "Note")
  }

  func testLastOfSeveralBlockCommentsWins() throws {
    XCTAssertEqual(try parse("/* Section */\n/* The real note */\n\"k\" = \"v\";")[0].comment, "The real note")
  }

  /// SwiftGen 6.6.3's `StringsFileWithCommentsParser` reads only `/* */` comments: a `//` line is
  /// skipped, and the block comment before it stays the next key's (a file header's the first key's).
  func testLineCommentsAreNeverTranslatorComments() throws {
    let entries = try parse("// Two\n//  lines\n\"a\" = \"1\";\n// MARK: - Section\n\n/// \"b\" below\n\"b\" = \"2\";")
    XCTAssertEqual(entries.map(\.comment), [nil, nil])
  }

  func testABlockCommentKeepsItsKeyAcrossLineCommentsAndBlankLines() throws {
    let entries = try parse("/* File header */\n\n// MARK: - Section\n\n\"a\" = \"1\";\n/* Note */\n// aside\n\"b\" = \"2\";")
    XCTAssertEqual(entries.map(\.comment), ["File header", "Note"])
  }

  func testTrailingLineCommentDescribesNoEntry() throws {
    let entries = try parse("\"a\" = \"1\"; // about a\n\"b\" = \"2\";")
    XCTAssertEqual(entries.map(\.comment), [nil, nil])
  }

  func testCommentInsideAnEntryIsIgnored() throws {
    XCTAssertEqual(try parse("\"k\" /* here */ = /* there */ \"v\";")[0].comment, nil)
  }

  func testCommentBetweenValueAndSemicolonBelongsToTheNextEntry() throws {
    let entries = try parse("\"a\" = \"1\" /* for b */;\n\"b\" = \"2\";")
    XCTAssertEqual(entries.map(\.comment), [nil, "for b"])
  }

  func testMultiLineCommentKeepsItsLinesAndLosesOuterWhitespace() throws {
    XCTAssertEqual(try parse("/*\n   Two\n   lines  \n*/\n\"k\" = \"v\";")[0].comment, "Two\n   lines")
  }

  func testEmptyBlockCommentIsAnEmptyComment() throws {
    XCTAssertEqual(try parse("/**/\"k\" = \"v\";")[0].comment, "")
  }

  // MARK: - Errors

  func testMissingSemicolonPointsAfterTheValue() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\"\n\"b\" = \"2\";"), "T.strings:1:10: error: missing ';' after the value of \"a\"")
  }

  func testMissingSemicolonAtEndOfFile() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\"  "), "T.strings:1:10: error: missing ';' after the value of \"a\"")
  }

  func testMissingEqualsPointsAfterTheKey() {
    XCTAssertEqual(diagnostic("\"a\" \"1\";"), "T.strings:1:4: error: missing '=' after key \"a\"")
  }

  func testKeyAtEndOfFileIsMissingEquals() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\";\n\"b\""), "T.strings:2:4: error: missing '=' after key \"b\"")
  }

  func testMissingValue() {
    XCTAssertEqual(diagnostic("\"a\" = ;"), "T.strings:1:6: error: missing value after '=' for key \"a\"")
  }

  func testNestedPropertyListValueIsUnexpected() {
    XCTAssertEqual(diagnostic("\"a\" = (\"1\");"), "T.strings:1:7: error: unexpected character '('; expected the value of \"a\"")
  }

  func testUnterminatedStringReportsLineAndColumn() {
    XCTAssertEqual(
      diagnostic("\"a\" = \"1\";\n  \"b\" = \"2;\n"), "T.strings:2:9: error: unterminated string: the \" opened here is never closed")
  }

  func testUnterminatedCommentReportsItsStart() {
    XCTAssertEqual(
      diagnostic("\"a\" = \"1\";\n/* forgot\n\"b\" = \"2\";"), "T.strings:2:1: error: unterminated comment: the /* opened here is never closed")
  }

  func testStrayCharacterIsUnexpected() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\";\n}"), "T.strings:2:1: error: unexpected character '}'; expected a key")
  }

  func testStraySemicolonIsUnexpected() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\";;"), "T.strings:1:11: error: unexpected character ';'; expected a key")
  }

  func testInvisibleStrayCharacterIsNamedByCodePoint() {
    XCTAssertEqual(diagnostic("\"a\" = \"1\";\u{A0}"), "T.strings:1:11: error: unexpected character U+00A0; expected a key")
  }

  func testDuplicateKeyNamesBothLines() {
    XCTAssertEqual(
      diagnostic("\"x\" = \"1\";\n\"y\" = \"2\";\n\n\"x\" = \"3\";"), "T.strings:4:1: error: duplicate key \"x\" (first defined at line 1)")
  }

  func testDuplicateKeyFromFileNamesBothLines() {
    let path = Self.fixtures.appendingPathComponent("Duplicate.strings").path
    XCTAssertEqual(
      diagnostic { try StringsFileParser.parse(contentsOf: path) }, "\(path):4:1: error: duplicate key \"first\" (first defined at line 1)")
  }

  func testColumnsCountCharactersNotBytes() {
    XCTAssertEqual(diagnostic("\"👨‍👩‍👧‍👦é\" \"v\";"), "T.strings:1:5: error: missing '=' after key \"👨‍👩‍👧‍👦é\"")
  }

  func testCRLFAndCRLineEndingsCountAsOneLineEach() {
    XCTAssertEqual(
      diagnostic("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"3\";\r\n}"), "T.strings:4:1: error: unexpected character '}'; expected a key")
  }

  // MARK: - Encodings

  private static let sample = "/* Note */\n\"héllo\" = \"wörld 😀\";\n"

  func testUTF8WithByteOrderMarkIsDecoded() throws {
    let entries = try StringsFileParser.parse(data: Data([0xEF, 0xBB, 0xBF]) + Data(Self.sample.utf8), path: "T.strings")
    XCTAssertEqual(entries.map { [$0.key, $0.value] }, [["héllo", "wörld 😀"]])
    XCTAssertEqual(entries[0].location, location(2, 1))
  }

  func testUTF16LittleEndianWithBOMIsDecoded() throws {
    let entries = try StringsFileParser.parse(data: utf16(Self.sample, littleEndian: true, bom: true), path: "T.strings")
    XCTAssertEqual(entries.map { [$0.key, $0.value, $0.comment] }, [["héllo", "wörld 😀", "Note"]])
    XCTAssertEqual(entries[0].valueLocation, location(2, 11))
  }

  func testUTF16BigEndianWithBOMIsDecoded() throws {
    let entries = try StringsFileParser.parse(data: utf16(Self.sample, littleEndian: false, bom: true), path: "T.strings")
    XCTAssertEqual(entries.map { [$0.key, $0.value] }, [["héllo", "wörld 😀"]])
  }

  /// Foundation reads a table without a byte-order mark as UTF-8: UTF-16 without one is no table it
  /// can read (swift-corelibs' `PropertyListSerialization` fails on it, as this test checks), and
  /// the app shows the keys. It is an error, where Foundation's reading starts.
  func testUTF16WithoutAByteOrderMarkIsAnErrorAsFoundationCannotReadIt() throws {
    for littleEndian in [true, false] {
      let data = utf16(Self.sample, littleEndian: littleEndian, bom: false)
      XCTAssertThrowsError(try PropertyListSerialization.propertyList(from: data, options: [], format: nil), "Foundation cannot read it")
      XCTAssertEqual(
        diagnostic(of: data),
        "T.strings:1:1: error: UTF-16 without a byte-order mark, which Foundation reads as UTF-8 and cannot read (the app shows the keys): "
          + "save the table as UTF-8, or as UTF-16 with a byte-order mark")
      XCTAssertEqual(
        try StringsFileParser.parse(data: utf16(Self.sample, littleEndian: littleEndian, bom: true), path: "T.strings").map(\.key), ["héllo"])
    }
  }

  /// A quote left open in the middle of a file is closed by the next line's first quote, and the
  /// entry breaks after it: the error points where the string opens, where the mistake is.
  func testAStringLeftOpenIsReportedWhereItOpens() {
    XCTAssertEqual(
      diagnostic("\"a\" = \"A\";\n\"b\" = \"B is open;\n\"c\" = \"C\";\n\"d\" = \"D\";\n"),
      "T.strings:2:7: error: unterminated string: the \" opened here is not closed on its line; the next \", at 3:1, closes it, "
        + "and what follows is not an entry")
    XCTAssertNoThrow(try StringsFileParser.parse(text: "\"b\" = \"two\nlines\";\n", path: "T.strings"), "a string may hold a line break")
  }

  func testInvalidUTF8ReportsLineAndColumn() {
    var data = Data("\"a\" = \"1\";\n\"b\" = \"x".utf8)
    data.append(contentsOf: [0xFF, 0x22, 0x3B])
    XCTAssertEqual(
      diagnostic(of: data),
      "T.strings:2:9: error: invalid UTF-8 byte 0xFF; save the table as UTF-8 or as UTF-16 with a byte-order mark")
  }

  func testUnpairedSurrogateInUTF16FileIsReported() {
    var data = utf16("\"a\" = \"1\";\n\"b\" = \"", littleEndian: true, bom: true)
    data.append(contentsOf: [0x3D, 0xD8, 0x22, 0x00, 0x3B, 0x00])
    XCTAssertEqual(diagnostic(of: data), "T.strings:2:8: error: invalid UTF-16: unpaired surrogate 0xD83D")
  }

  func testOddLengthUTF16FileIsReported() {
    let data = utf16("\"a\" = \"1\";", littleEndian: true, bom: true) + Data([0x0A])
    XCTAssertEqual(diagnostic(of: data), "T.strings:1:11: error: invalid UTF-16: odd number of bytes")
  }

  private func utf16(_ text: String, littleEndian: Bool, bom: Bool) -> Data {
    var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
    for unit in text.utf16 {
      let low = UInt8(unit & 0xFF)
      let high = UInt8(unit >> 8)
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return Data(bytes)
  }

  // MARK: - Property lists

  private static let xmlTable = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>zebra</key>
      <string>Z</string>
      <!-- <key>not</key> -->
      <key>a &amp; b</key>
      <string>A &lt; B</string>
    </dict>
    </plist>

    """

  func testXMLPropertyListKeepsFileOrderAndLocations() throws {
    let entries = try StringsFileParser.parse(data: Data(Self.xmlTable.utf8), path: "T.strings")
    XCTAssertEqual(
      entries,
      [
        ParsedEntry(key: "zebra", value: "Z", comment: nil, location: location(5, 3), valueLocation: location(6, 3)),
        ParsedEntry(key: "a & b", value: "A < B", comment: nil, location: location(8, 3), valueLocation: location(9, 3)),
      ])
  }

  func testXMLPropertyListGivenAsTextIsParsed() throws {
    XCTAssertEqual(try StringsFileParser.parse(text: Self.xmlTable, path: "T.strings").map(\.key), ["zebra", "a & b"])
  }

  func testXMLPropertyListDuplicateKeyNamesBothLines() {
    let xml = Self.xmlTable.replacingOccurrences(of: "a &amp; b", with: "zebra")
    XCTAssertEqual(diagnostic(of: Data(xml.utf8)), "T.strings:8:3: error: duplicate key \"zebra\" (first defined at line 5)")
  }

  func testXMLPropertyListWithNonStringValueIsReportedAtItsKey() {
    let xml = Self.xmlTable.replacingOccurrences(of: "<string>Z</string>", with: "<integer>3</integer>")
    XCTAssertEqual(diagnostic(of: Data(xml.utf8)), "T.strings:5:3: error: the value of \"zebra\" is a number, expected a string")
  }

  func testBinaryPropertyListEntriesAreSortedAtTheFirstLine() throws {
    let data = try PropertyListSerialization.data(fromPropertyList: ["b": "2", "a": "1"], format: .binary, options: 0)
    XCTAssertEqual(
      try StringsFileParser.parse(data: data, path: "T.strings"),
      [
        ParsedEntry(key: "a", value: "1", comment: nil, location: location(1, 1), valueLocation: location(1, 1)),
        ParsedEntry(key: "b", value: "2", comment: nil, location: location(1, 1), valueLocation: location(1, 1)),
      ])
  }

  func testBinaryPropertyListWithNonStringValueIsReported() throws {
    let data = try PropertyListSerialization.data(fromPropertyList: ["flag": true], format: .binary, options: 0)
    XCTAssertEqual(diagnostic(of: data), "T.strings:1:1: error: the value of \"flag\" is a boolean, expected a string")
  }

  func testPropertyListThatIsNotADictionaryIsReported() throws {
    let data = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0)
    XCTAssertEqual(diagnostic(of: data), "T.strings:1:1: error: the property list is an array, expected a dictionary of strings")
  }

  func testMalformedXMLPropertyListIsReported() {
    let xml = "<?xml version=\"1.0\"?><plist><dict><key>a</key></dict></plist>"
    XCTAssertEqual(
      diagnostic(of: Data(xml.utf8)), "T.strings:1:1: error: invalid property list: Value missing for key inside <dict> at line 1")
  }

  // MARK: - Files

  func testParsesAFileWithCommentsInOrder() throws {
    let path = Self.fixtures.appendingPathComponent("Menu.strings").path
    let entries = try StringsFileParser.parse(contentsOf: path)
    XCTAssertEqual(entries.map(\.key), ["menu.title", "menu.empty", "menu.count"])
    XCTAssertEqual(entries.map(\.comment), ["Title of the main menu", nil, "Shown under the title;\n   %d is the number of dishes"])
    XCTAssertEqual(entries[2].location, SourceLocation(file: path, line: 8, column: 1))
  }

  func testMissingFileIsAReadError() {
    let error = diagnostic { try StringsFileParser.parse(contentsOf: "/nonexistent/L.strings") }
    XCTAssertEqual(error, "error: cannot read \"/nonexistent/L.strings\": no such file")
  }

  func testDirectoryIsAReadError() {
    let path = Self.fixtures.path
    XCTAssertEqual(diagnostic { try StringsFileParser.parse(contentsOf: path) }, "error: cannot read \"\(path)\": it is a directory")
  }

  func testLargeTableParsesCompletely() throws {
    var text = ""
    for index in 0..<50_000 {
      text += "/* Comment \(index) */\n\"key.\(index)\" = \"Value number \(index) with some text, %d and %@\";\n"
    }
    let entries = try parse(text)
    XCTAssertEqual(entries.count, 50_000)
    XCTAssertEqual(entries.last?.location, location(100_000, 1))
    XCTAssertEqual(entries.last?.comment, "Comment 49999")
  }

  func testKeepingDuplicateKeysReturnsEveryEntryInOrder() throws {
    let text = "\"x\" = \"1\";\n\"x\" = \"2\";\n"
    let entries = try StringsFileParser.parse(data: Data(text.utf8), path: "T.strings", keepingDuplicateKeys: true)
    XCTAssertEqual(entries.map(\.value), ["1", "2"])
    XCTAssertEqual(entries.map(\.location.line), [1, 2])
    let xml = propertyList("<key>x</key><string>1</string>\n<key>x</key><string>2</string>")
    let fromXML = try StringsFileParser.parse(data: Data(xml.utf8), path: "T.strings", keepingDuplicateKeys: true)
    XCTAssertEqual(fromXML.map(\.location.line), [5, 6])
  }
}
