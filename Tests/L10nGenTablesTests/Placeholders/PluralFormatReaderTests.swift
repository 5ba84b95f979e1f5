import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class PluralFormatReaderTests: XCTestCase {
  private func variable(
    _ valueType: String?, _ forms: [String: String], argumentNumber: Int? = nil, substitution: Bool = false, line: Int = 1
  ) -> PluralFormatReader.Variable {
    let ordered = PluralCategory.allCases.compactMap { category in forms[category.rawValue].map { (category.rawValue, $0) } }
    return PluralFormatReader.Variable(
      valueType: valueType, argumentNumber: argumentNumber, usesArgumentToken: substitution,
      forms: ordered.map { category, text in
        (category, text, FormatOrigin("form \"\(category)\"", location: SourceLocation(file: "T", line: line, column: 1)))
      },
      origin: FormatOrigin("variable", location: SourceLocation(file: "T", line: line, column: 1)))
  }

  private func read(_ format: String, _ variables: [String: PluralFormatReader.Variable]) throws -> PluralFormatReader.Result {
    try PluralFormatReader.read([(format, FormatOrigin("", location: nil))], variables: variables)
  }

  /// `swiftType:name` per argument, `-` for no name.
  private func signature(_ format: String, _ variables: [String: PluralFormatReader.Variable]) throws -> [String] {
    try read(format, variables).arguments.map { "\($0.swiftType):\($0.name ?? "-")" }
  }

  // MARK: - Argument slots

  func testVariableTakesItsSlotAsItsValueType() throws {
    XCTAssertEqual(try signature("%#@apples@", ["apples": variable("d", ["one": "an apple", "other": "apples"])]), ["Int32:apples"])
    XCTAssertEqual(try signature("%#@n@", ["n": variable("lu", ["other": "many"])]), ["UInt:n"])
    XCTAssertEqual(try signature("%#@n@", ["n": variable("f", ["other": "%.1f km"])]), ["Double:n"])
  }

  func testSequentialSpecifiersInFormsStartAtTheVariablesSlot() throws {
    // mastodon-ios "%#@names@%#@count_mutual@": the empty first variable shifts the count to argument 2.
    let variables = [
      "names": variable("ld", ["one": "", "other": ""]),
      "count": variable("ld", ["one": "Followed by %1$@, and another mutual", "other": "Followed by %1$@, and %ld mutuals"]),
    ]
    XCTAssertEqual(try signature("%#@names@%#@count@", variables), ["String:-", "Int:count"])
    XCTAssertEqual(try signature("%@ %#@r@", ["r": variable("d", ["one": "has one rating", "other": "has %d ratings"])]), ["String:-", "Int32:r"])
  }

  func testPositionalSpecifiersInFormsNameSlotsOfTheWholeCall() throws {
    let variables = ["first": variable("d", ["one": "one item", "other": "%1$d items"])]
    XCTAssertEqual(try signature("Your %3$@ list contains %1$#@first@ %2$@.", variables), ["Int32:first", "String:-", "String:-"])
  }

  func testArgumentsOnlyInTheFormsAreArguments() throws {
    // element-x-ios: the format key is just %#@COUNT@, the forms carry every argument.
    let variables = ["COUNT": variable("d", ["one": "%1$@, %2$@ and %3$d other", "other": "%1$@, %2$@ and %3$d others"])]
    let result = try read("%#@COUNT@", variables)
    XCTAssertEqual(result.arguments.map(\.swiftType), ["String", "String", "Int32"])
    XCTAssertEqual(result.mismatches.map(\.variable), ["COUNT"], "COUNT is chosen by argument 1, which the forms print as text")
    XCTAssertEqual(result.mismatches.first?.argument.specifier, "%1$@")
  }

  func testMismatchIsNotReportedWhenEveryFormIsTheSame() throws {
    let variables = ["names": variable("ld", ["one": "", "other": ""]), "n": variable("ld", ["other": "%1$@ %ld"])]
    XCTAssertEqual(try read("%#@names@%#@n@", variables).mismatches, [])
  }

  func testSeveralVariablesInOneFormatWithLiteralText() throws {
    let variables = [
      "files": variable("d", ["one": "%d file remaining", "other": "%d files remaining"]),
      "bytes": variable("d", ["one": "%d byte", "other": "%d bytes"]),
      "minutes": variable("ld", ["one": "%ld minute", "other": "%ld minutes"]),
    ]
    XCTAssertEqual(
      try signature("%#@files@ (%#@bytes@, %#@minutes@)", variables), ["Int32:files", "Int32:bytes", "Int:minutes"])
  }

  func testNestedVariablesTakeSlotsFromTheirForms() throws {
    let variables = [
      "days": variable("d", ["one": "one day with %2$#@stops@", "other": "%d days with %2$#@stops@"]),
      "stops": variable("f", ["one": "one stop", "other": "%.1f stops"]),
    ]
    XCTAssertEqual(try signature("%#@days@", variables), ["Int32:days", "Double:stops"])
  }

  func testReferenceWithFlagsAndWidthStillTakesItsSlot() throws {
    XCTAssertEqual(
      try signature("%-5#@p@ / %8$3.2#@q@", ["p": variable("lld", ["other": "%lld"]), "q": variable("f", ["other": "x"])]),
      ["Int:p", "Double:q"])
    XCTAssertEqual(
      try read("%-5#@p@ / %8$3.2#@q@", ["p": variable("lld", ["other": "%lld"]), "q": variable("f", ["other": "x"])])
        .arguments.map(\.position), [1, 8])
  }

  func testNamedPlaceholderKeepsItsNameOverTheVariables() throws {
    XCTAssertEqual(try signature("%#@n@", ["n": variable("lld", ["other": "%1$(count)lld items"])]), ["Int:count"])
  }

  func testWiderIntegerOfFormAndValueTypeWins() throws {
    XCTAssertEqual(try signature("%#@n@", ["n": variable("d", ["other": "%ld items"])]), ["Int:n"])
  }

  // MARK: - String Catalog substitutions

  func testSubstitutionsTakeTheirArgumentNumberAndReadArgAsTheirArgument() throws {
    let variables = [
      "files": variable("lld", ["one": "%arg file", "other": "%arg files"], argumentNumber: 1, substitution: true),
      "folders": variable("lld", ["one": "one folder", "other": "%arg folders"], argumentNumber: 2, substitution: true),
    ]
    XCTAssertEqual(try signature("%#@files@ in %#@folders@", variables), ["Int:files", "Int:folders"])
    XCTAssertEqual(
      try signature("%#@folders@ hold %#@files@", variables), ["Int:files", "Int:folders"], "argNum, not the order, decides")
  }

  func testArgumentTokenIsReplacedOnlyWhereItIsOne() {
    XCTAssertEqual(PluralFormatReader.replacingArgumentToken(in: "%arg apples", slot: 2, valueType: "ld"), "%2$ld apples")
    XCTAssertEqual(PluralFormatReader.replacingArgumentToken(in: "100%% argues %arg", slot: 1, valueType: "d"), "100%% argues %1$d")
    XCTAssertEqual(PluralFormatReader.replacingArgumentToken(in: "%a hex", slot: 1, valueType: "d"), "%a hex")
  }

  // MARK: - Errors

  func testConflictingTypesAcrossFormsNameBothForms() {
    let variables = ["n": variable("d", ["one": "%2$@ likes it", "other": "%2$d people like it"], line: 7)]
    XCTAssertThrowsError(try read("%#@n@", variables)) { error in
      XCTAssertEqual(
        (error as? PlaceholderError)?.message,
        "argument 2 is used as String by \"%2$@\" at offset 0 in form \"one\" and as Int by \"%2$d\" at offset 0 in form \"other\"")
      XCTAssertEqual((error as? PlaceholderError)?.location, SourceLocation(file: "T", line: 7, column: 1))
    }
  }

  func testUndefinedVariableAndCycleAreErrors() {
    XCTAssertThrowsError(try read("%#@missing@", [:])) { error in
      XCTAssertEqual(error as? PlaceholderError, .undefinedVariable(name: "missing", origin: FormatOrigin("", location: nil)))
    }
    let cycle = ["a": variable("d", ["other": "%#@b@"]), "b": variable("d", ["other": "%#@a@"])]
    XCTAssertThrowsError(try read("%#@a@", cycle)) { error in
      XCTAssertEqual((error as? PlaceholderError)?.message, "plural variable \"a\" refers to itself (a → b → a)")
    }
  }

  // MARK: - Fallback

  func testFallbackUsesOtherFormsWithNumberedSpecifiers() {
    let variables = [
      "files": variable("lu", ["one": "one file", "other": "%lu files"]),
      "folders": variable("d", ["one": "a folder", "other": "%d folders"]),
    ]
    XCTAssertEqual(
      PluralFormatReader.fallback(for: "%2$@: %1$#@files@ in %3$#@folders@", variables: variables),
      "%2$@: %1$lu files in %3$d folders")
    XCTAssertEqual(
      PluralFormatReader.fallback(for: "%@ %#@n@ %*d%%", variables: ["n": variable("d", ["other": "%d ratings"])]),
      "%1$@ %2$d ratings %4$*3$d%%")
  }

  func testFallbackOfPlainTextIsTheTextAndNamesAreDropped() {
    XCTAssertEqual(PluralFormatReader.fallback(for: "50% off %@", variables: [:]), "50% off %@")
    XCTAssertEqual(PluralFormatReader.fallback(for: "Hi %1$(name)@, %2$(count)lld new", variables: [:]), "Hi %1$@, %2$lld new")
  }

  func testFallbackOfSubstitutionUsesItsArgumentNumber() {
    let variables = ["n": variable("lld", ["one": "one", "other": "%arg items"], argumentNumber: 2, substitution: true)]
    XCTAssertEqual(PluralFormatReader.fallback(for: "%1$@ has %#@n@", variables: variables), "%1$@ has %2$lld items")
  }
}
