import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The chain SwiftGen's strings templates apply to a key: `swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords`.
private func memberName(_ key: String) -> String {
  SwiftIdentifier.escapeReservedKeywords(SwiftIdentifier.lowerFirstWord(SwiftIdentifier.identifier(from: key, pretty: true)))
}

final class SwiftIdentifierNamingTests: XCTestCase {
  // MARK: The DESIGN.md table, one test per row

  func testDoubleUnderscoreKeyBecomesCamelCase() {
    XCTAssertEqual(memberName("alert__message"), "alertMessage")
  }

  func testScreamingSnakeKeyBecomesCamelCase() {
    XCTAssertEqual(memberName("HEADER_TITLE"), "headerTitle")
  }

  func testFlatDottedKeyKeepsUpperCasePartsWhenKeyHasLowercase() {
    XCTAssertEqual(memberName("settings.user__profile_section.HEADER_TITLE"), "settingsUserProfileSectionHEADERTITLE")
  }

  func testLeadingDigitGetsUnderscorePrefix() {
    XCTAssertEqual(memberName("1abc"), "_1abc")
  }

  func testFlatKeyStartingWithNumberKeepsUnderscorePrefix() {
    XCTAssertEqual(memberName("42.answer"), "_42Answer")
  }

  func testReservedKeywordIsEscaped() {
    XCTAssertEqual(memberName("self"), "`self`")
  }

  func testLeadingUnderscoreIsStrippedThenKeywordEscaped() {
    XCTAssertEqual(memberName("_private"), "`private`")
  }

  func testAllCapsAcronymIsLowercased() {
    XCTAssertEqual(memberName("ID"), "id")
  }

  func testAcronymFollowedByLowercaseKeepsLastCapital() {
    XCTAssertEqual(memberName("IDs"), "iDs")
  }

  func testScreamingSnakeWithTwoWords() {
    XCTAssertEqual(memberName("API_KEY"), "apiKey")
  }

  func testAccentedLettersAreKeptAndCapitalized() {
    XCTAssertEqual(memberName("émoji.été"), "émojiÉté")
  }

  func testEmptyComponentsDisappear() {
    XCTAssertEqual(memberName("a..b"), "ab")
  }

  func testOnlyInvalidCharactersGiveEmptyName() {
    XCTAssertEqual(memberName("$"), "")
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier(memberName("$")))
  }

  func testVariationSelectorKeepsUnderscoreLikeSwiftGen() {
    XCTAssertEqual(memberName("self♦️"), "self_\u{FE0F}")
  }

  // MARK: swiftIdentifier "normal"

  func testNormalModeReplacesInvalidCharactersWithUnderscores() {
    XCTAssertEqual(SwiftIdentifier.identifier(from: "some$URL", pretty: false), "Some_URL")
    XCTAssertEqual(SwiftIdentifier.identifier(from: "hello", pretty: false), "Hello")
    XCTAssertEqual(SwiftIdentifier.identifier(from: "42hello", pretty: false), "_42hello")
    XCTAssertEqual(SwiftIdentifier.identifier(from: "settings.navigation-bar", pretty: false), "Settings_Navigation_Bar")
  }

  func testNormalModeUppercasesEachPartsFirstScalarOnly() {
    XCTAssertEqual(SwiftIdentifier.identifier(from: "straße.ß", pretty: false), "Straße_SS")
  }

  func testPrettyModeOfEmptyStringIsEmpty() {
    XCTAssertEqual(SwiftIdentifier.identifier(from: "", pretty: true), "")
    XCTAssertEqual(SwiftIdentifier.identifier(from: "", pretty: false), "")
  }

  func testEmojiAreValidIdentifierCharacters() {
    XCTAssertEqual(SwiftIdentifier.identifier(from: "hi😀there", pretty: false), "Hi😀there")
  }

  // MARK: Letter case

  func testLowerFirstWordExamples() {
    XCTAssertEqual(SwiftIdentifier.lowerFirstWord("PeoplePicker"), "peoplePicker")
    XCTAssertEqual(SwiftIdentifier.lowerFirstWord("URLChooser"), "urlChooser")
    XCTAssertEqual(SwiftIdentifier.lowerFirstWord("URL"), "url")
    XCTAssertEqual(SwiftIdentifier.lowerFirstWord("_Private"), "_Private")
    XCTAssertEqual(SwiftIdentifier.lowerFirstWord(""), "")
  }

  func testLowerFirstLetterLowersOnlyFirstCharacter() {
    XCTAssertEqual(SwiftIdentifier.lowerFirstLetter("People Picker"), "people Picker")
    XCTAssertEqual(SwiftIdentifier.lowerFirstLetter("URL"), "uRL")
    XCTAssertEqual(SwiftIdentifier.lowerFirstLetter(""), "")
  }

  func testUpperFirstLetterUppersOnlyFirstScalar() {
    XCTAssertEqual(SwiftIdentifier.upperFirstLetter("people picker"), "People picker")
    XCTAssertEqual(SwiftIdentifier.upperFirstLetter("peopleChooser"), "PeopleChooser")
    XCTAssertEqual(SwiftIdentifier.upperFirstLetter(""), "")
  }

  func testSnakeToCamelCaseExamples() {
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("snake_case", stripLeadingUnderscores: false), "SnakeCase")
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("snAke_case", stripLeadingUnderscores: false), "SnAkeCase")
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("SNAKE_CASE", stripLeadingUnderscores: false), "SnakeCase")
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("__snake_case", stripLeadingUnderscores: false), "__SnakeCase")
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("__snake_case", stripLeadingUnderscores: true), "SnakeCase")
  }

  func testSnakeToCamelCaseOfAllCapsSplitsAcronymsBeforeCapitalizing() {
    // No ASCII lower-case letter: snake-cased first (`URL2X` has no hump), each part capitalized.
    XCTAssertEqual(SwiftIdentifier.snakeToCamelCase("URL_2X_SIZE", stripLeadingUnderscores: false), "Url2XSize")
  }

  func testCamelToSnakeCaseExamples() {
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("SomeCapString", toLower: true), "some_cap_string")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("SomeCapString", toLower: false), "Some_Cap_String")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("someCapString", toLower: false), "some_Cap_String")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("String_With_WoRds", toLower: false), "String_With_Wo_Rds")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("string_wiTH_WOrds", toLower: false), "string_wi_TH_W_Ords")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("URLChooser", toLower: true), "url_chooser")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("PLEASE_STOP_SCREAMING", toLower: false), "PLEASE_STOP_SCREAMING")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("kebab-case", toLower: true), "kebab_case")
  }

  func testCamelToSnakeCaseIgnoresTextBeyondScalarCountLikeStencilSwiftKit() {
    // "😀" is two UTF-16 units, so the search stops one unit early and misses the last hump.
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("😀aB", toLower: false), "😀aB")
    XCTAssertEqual(SwiftIdentifier.camelToSnakeCase("aB😀", toLower: false), "a_B😀")
  }

  // MARK: Keywords and validity

  func testEscapeReservedKeywordsUsesStencilSwiftKitList() {
    XCTAssertEqual(SwiftIdentifier.escapeReservedKeywords("hello"), "hello")
    XCTAssertEqual(SwiftIdentifier.escapeReservedKeywords("Any"), "`Any`")
    XCTAssertEqual(SwiftIdentifier.escapeReservedKeywords("Type"), "`Type`")
    XCTAssertEqual(SwiftIdentifier.escapeReservedKeywords("get"), "`get`")
  }

  func testIsValidIdentifierAcceptsPlainAndEscapedNames() {
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("alertMessage"))
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("_1abc"))
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("`self`"))
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("self_\u{FE0F}"))
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("get"))
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("with$Content"), "Swift takes a $ after the first character")
    XCTAssertTrue(SwiftIdentifier.isValidIdentifier("_$Content"))
  }

  func testIsValidIdentifierRejectsEmptyKeywordsAndBadCharacters() {
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier(""))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("self"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("1abc"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("a-b"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("``"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("`_`"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("`a b`"))
    XCTAssertFalse(SwiftIdentifier.isValidIdentifier("$content"), "$ names are the compiler's")
  }

  /// Names of ASCII are judged byte by byte: the answer is the scalar rules' (`IdentifierCharacters`,
  /// Swift's grammar of identifiers, `$` allowed after the first character) for every ASCII
  /// character first, second and last.
  func testASCIINamesAreJudgedAsTheScalarRulesJudgeThem() {
    for value in UInt8(1)...UInt8(127) {
      let character = String(UnicodeScalar(value))
      for name in [character, "a" + character, character + "a", "_" + character + "9"] {
        let scalars = Array(name.unicodeScalars)
        let expected =
          IdentifierCharacters.isHead(scalars[0]) && scalars.dropFirst().allSatisfy { IdentifierCharacters.isTail($0) || $0 == "$" }
          && !ReservedKeywords.rejectedBySwift.contains(name)
        XCTAssertEqual(SwiftIdentifier.isValidIdentifier(name), expected, name.debugDescription)
      }
    }
  }
}
