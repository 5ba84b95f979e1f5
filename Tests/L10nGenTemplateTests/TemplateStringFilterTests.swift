import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// StencilSwiftKit's string filters, as templates call them.
final class TemplateStringFilterTests: XCTestCase {
  // Regular expressions are NSRegularExpression's, which l10ngen installs at start, as here.
  override class func setUp() {
  }

  func testSwiftIdentifierNormalIsTheDefaultMode() throws {
    XCTAssertEqual(try render(#"{{ s|swiftIdentifier }}|{{ s|swiftIdentifier:"normal" }}"#, ["s": "some$URL"]), "Some_URL|Some_URL")
  }

  func testSwiftIdentifierPrettyChainAsSwiftGenUsesIt() throws {
    let source = #"{{ key|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }}"#
    XCTAssertEqual(try render(source, ["key": "settings.user__profile_section.HEADER_TITLE"]), "settingsUserProfileSectionHEADERTITLE")
    XCTAssertEqual(try render(source, ["key": "private"]), "`private`")
  }

  func testSwiftIdentifierRejectsUnknownMode() {
    assertTemplateError(
      #"{{ s|swiftIdentifier:"fancy" }}"#, ["s": "a"],
      message: "filter 'swiftIdentifier': unknown option 'fancy' (expected 'normal' or 'pretty')", line: 1)
  }

  func testStringFiltersAcceptNumbersAndBooleans() throws {
    XCTAssertEqual(try render("{{ 5|lowerFirstWord }}{{ flag|upperFirstLetter }}", ["flag": true]), "5True")
  }

  func testStringFiltersRejectArraysAndMissingValues() {
    assertTemplateError(
      "{{ items|lowerFirstWord }}", ["items": ["a"]], message: "filter 'lowerFirstWord': expects a string, got an array",
      line: 1)
    assertTemplateError(
      "\n{{ nothing|swiftIdentifier }}",
      message: "filter 'swiftIdentifier': expects a string, got nothing (an undefined variable?)", line: 2)
  }

  func testLetterCaseFilters() throws {
    let source = "{{ s|lowerFirstLetter }} {{ s|lowerFirstWord }} {{ t|upperFirstLetter }} {{ t|titlecase }}"
    XCTAssertEqual(try render(source, ["s": "URLChooser", "t": "people picker"]), "uRLChooser urlChooser People picker People picker")
  }

  func testSnakeToCamelCaseWithStringFlag() throws {
    let source = #"{{ s|snakeToCamelCase }} {{ s|snakeToCamelCase:"true" }} {{ s|snakeToCamelCase:"no" }}"#
    XCTAssertEqual(try render(source, ["s": "__snake_case"]), "__SnakeCase SnakeCase __SnakeCase")
  }

  func testBooleanLiteralFlagIsIgnoredLikeStencilSwiftKit() throws {
    // StencilSwiftKit reads these flags only from strings; `true` (a boolean) means the default.
    XCTAssertEqual(try render("{{ s|snakeToCamelCase:true }}", ["s": "__snake_case"]), "__SnakeCase")
  }

  func testInvalidFlagIsAnError() {
    assertTemplateError(
      #"{{ s|camelToSnakeCase:"maybe" }}"#, ["s": "a"],
      message: #"filter 'camelToSnakeCase': argument 1 must be "true" or "false", got 'maybe'"#, line: 1)
  }

  func testCamelToSnakeCaseLowercasesUnlessFalse() throws {
    XCTAssertEqual(try render(#"{{ s|camelToSnakeCase }} {{ s|camelToSnakeCase:"false" }}"#, ["s": "URLChooser"]), "url_chooser URL_Chooser")
  }

  func testReplaceIsLiteralByDefault() throws {
    XCTAssertEqual(try render(#"{{ s|replace:".","!" }}"#, ["s": "a.b.c"]), "a!b!c")
  }

  func testReplaceWithRegexMode() throws {
    XCTAssertEqual(try render(#"{{ s|replace:"(\w+) (\w+)","$2 $1","regex" }}"#, ["s": "hello world"]), "world hello")
  }

  func testReplaceEscapesQuotesAndTabsAsSwiftGenTemplates() throws {
    let source = "{% set t s|replace:'\"','\\\"'|replace:'\t','\\t' %}\"{{ t }}\""
    XCTAssertEqual(try render(source, ["s": "a \"b\"\tc"]), #""a \"b\"\tc""#)
  }

  func testReplaceWithInvalidRegexIsAnError() {
    assertTemplateError(
      #"{{ s|replace:"(","x","regex" }}"#, ["s": "a"], message: "filter 'replace': invalid regular expression '('", line: 1)
  }

  func testReplaceNeedsTwoArguments() {
    assertTemplateError(#"{{ s|replace:"a" }}"#, ["s": "a"], message: "filter 'replace': missing argument 2", line: 1)
  }

  // StencilSwiftKit removes `CharacterSet.whitespacesAndNewlines`: every scalar of the Basic
  // Multilingual Plane goes through the filter at once, and what stays is what Foundation keeps.
  func testRemoveNewlinesRemovesFoundationsWhitespaceAndNewlines() throws {
    let scalars = (0x20...0xFFFF).compactMap(Unicode.Scalar.init).map(String.init) + ["\t", "\n", "\r", "\u{0B}", "\u{0C}"]
    let text = scalars.joined(separator: "x")
    let expected = String(String.UnicodeScalarView(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }))
    XCTAssertEqual(try render("{{ s|removeNewlines }}", ["s": .string(text)]), expected)
  }

  func testRemoveNewlinesAllAndLeading() throws {
    let context: [String: TemplateValue] = ["s": "  a\n   b c \n"]
    XCTAssertEqual(try render(#"{{ s|removeNewlines }}|{{ s|removeNewlines:"leading" }}"#, context), "abc|ab c")
  }

  func testBasenameAndDirname() throws {
    let source = "{% for p in paths %}{{ p|basename }}:{{ p|dirname }};{% endfor %}"
    let paths: TemplateValue = ["some/folder/test.jpg", "test.jpg", "/a", "a/b/", "/"]
    XCTAssertEqual(try render(source, ["paths": paths]), "test.jpg:some/folder;test.jpg:.;a:/;b:a;/:/;")
  }

  /// StencilSwiftKit's `dirname` is `Path(path).parent().normalize()` on macOS. `parent()` expected:
  /// what PathKit 1.0.1's `parent()` returned for each path, compiled and run on Linux.
  func testPathKitsParent() {
    let expected: [(String, String)] = [
      ("file", "."), ("./y", "."), ("/..", "/../.."), ("/", "/"), ("a/b", "a"), ("a/b/", "a"), ("..", "../.."), ("../x", ".."),
      ("a/..", "a/../.."), ("/a", "/"), ("", ".."), (".", ".."), ("a/./b", "a"), ("//x", "/"), ("x/../..", "x/../../.."),
      ("./", ".."), ("~/a", "~"),
    ]
    for (path, parent) in expected {
      XCTAssertEqual(PathFilters.pathKitParent(path), parent, path)
    }
  }

  /// `normalize()` is `NSString.standardizingPath`: per Apple's documentation, `//` and `/./` become
  /// `/`, a trailing `/` goes, and in an absolute path `..` takes the component before it away (never
  /// past the root); a relative path keeps its `..`.
  func testDirnameIsTheParentStandardized() {
    let expected: [(String, String)] = [
      ("/..", "/"), ("/a/b/../c", "/a"), ("/a", "/"), ("/", "/"), ("//x", "/"), ("/a/./b/c", "/a/b"), ("/a/../../b/c", "/b"),
      ("some/folder/test.jpg", "some/folder"), ("..", "../.."), ("a/..", "a/../.."),
    ]
    for (path, parent) in expected {
      XCTAssertEqual(PathFilters.dirname(path), parent, path)
    }
  }

  func testContainsHasPrefixHasSuffixAndNegations() throws {
    let source = #"{{ s|contains:"ell" }} {{ s|hasPrefix:"he" }} {{ s|hasSuffix:"x" }} {{ s|!contains:"ell" }} {{ s|!hasSuffix:"x" }}"#
    XCTAssertEqual(try render(source, ["s": "hello"]), "true true false false true")
  }

  func testBooleanFiltersWorkInConditions() throws {
    XCTAssertEqual(try render(#"{% if s|hasPrefix:"he" %}yes{% endif %}"#, ["s": "hello"]), "yes")
  }
}
