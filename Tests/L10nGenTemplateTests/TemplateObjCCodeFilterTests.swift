import XCTest

@testable import L10nGenTemplate

/// l10ngen's filters for Objective-C: `objcString` (C's escapes, ISO C 6.4.4.4), `objcComment`,
/// `objcMethodName` and `objcOwnedByFamily` (the Clang ARC specification's method families).
final class TemplateObjCCodeFilterTests: XCTestCase {
  func testObjCStringEscapesAsCReadsALiteral() throws {
    XCTAssertEqual(
      try render("{{ s|objcString }}", ["s": .string("a\\b\"c\nd\re\tf\u{1}7g??=h?i\u{7F}é😀")]),
      #"a\\b\"c\nd\re\tf\0017g?\?=h?i\177é😀"#, "an octal escape is three digits, so the 7 after it stays a 7; no trigraph")
    XCTAssertEqual(try render("{{ s|objcString }}", ["s": "plain %@ text"]), "plain %@ text")
  }

  func testObjCCommentKeepsAFinalBackslashFromJoiningTheNextLine() throws {
    XCTAssertEqual(try render("{{ s|objcComment }}", ["s": #"C:\"#]), #"C:\ "#)
    XCTAssertEqual(try render("{{ s|objcComment }}", ["s": "a\u{1}b"]), #"a\u{1}b"#)
    XCTAssertEqual(try render("{{ s|objcComment }}", ["s": "What??/"]), "What? ?/", "no trigraph")
  }

  func testAMethodNameIsTheSwiftNameWithoutBackticks() throws {
    XCTAssertEqual(try render("{{ s|objcMethodName }}", ["s": "`defaultValue`"]), "defaultValue")
    XCTAssertEqual(try render("{{ s|objcMethodName }}", ["s": "inboxTitle"]), "inboxTitle")
  }

  func testAMethodFamilyIsItsPrefixFollowedByNoLowercaseLetter() {
    XCTAssertTrue(ObjCCodeFilters.isInOwningFamily("newMessage"))
    XCTAssertTrue(ObjCCodeFilters.isInOwningFamily("copy"))
    XCTAssertTrue(ObjCCodeFilters.isInOwningFamily("_init2"))
    XCTAssertTrue(ObjCCodeFilters.isInOwningFamily("mutableCopyLabel"))
    XCTAssertFalse(ObjCCodeFilters.isInOwningFamily("newsTitle"))
    XCTAssertFalse(ObjCCodeFilters.isInOwningFamily("initials"))
    XCTAssertFalse(ObjCCodeFilters.isInOwningFamily("copyright"))
  }
}
