import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

final class FormatParserTests: XCTestCase {
  private func swiftGenTypes(_ format: String) throws -> [String] {
    try FormatParser.arguments(in: format).map(\.swiftGenType)
  }

  private func swiftTypes(_ format: String) throws -> [String] {
    try FormatParser.arguments(in: format).map(\.swiftType)
  }

  private func kinds(_ format: String) -> [FormatSpecifier.Kind] {
    FormatParser.specifiers(in: format).map(\.kind)
  }

  // MARK: - Specifiers

  func testTextWithoutPercentHasNoSpecifiers() throws {
    XCTAssertEqual(FormatParser.specifiers(in: "Hello, world"), [])
    XCTAssertEqual(try FormatParser.arguments(in: "Hello, world"), [])
  }

  func testSpecifierPartsAreRead() {
    XCTAssertEqual(
      FormatParser.specifiers(in: "x %1$-5.2lf y"),
      [
        FormatSpecifier(
          text: "%1$-5.2lf", offset: 2, position: 1, flags: "-", width: .literal(5), precision: .literal(2), length: .l,
          kind: .argument(.float))
      ])
  }

  func testOffsetsCountCharacters() {
    XCTAssertEqual(FormatParser.specifiers(in: "👨‍👩‍👧‍👦é %d").map(\.offset), [3])
  }

  func testRangesCountUTF8BytesAndNeverSplitACharacter() {
    // "é" is two bytes in UTF-8 and "\r\n" one Character (Unicode's grapheme rule GB3); "η" is no
    // conversion, so CF's `__CFParseFormatSpec` ends that sequence as a literal right after it.
    let scanned = FormatParser.scannedSpecifiers(in: "é\r\n%d %1ημ")
    XCTAssertEqual(scanned.map(\.utf8), [4..<6, 7..<11])
    XCTAssertEqual(scanned.map(\.specifier.offset), [2, 5])
    XCTAssertEqual(scanned.map(\.specifier.text), ["%d", "%1η"])
  }

  func testNamedPlaceholderNameMayGoBeyondASCII() {
    // Names are String Catalog syntax, not Foundation's: letters of any script, digits and `_`.
    XCTAssertEqual(FormatParser.specifiers(in: "%(größe)@").map(\.name), ["größe"])
  }

  func testAllConversionsAreRecognised() {
    for conversion in FormatSpecifier.Conversion.allCases {
      XCTAssertEqual(kinds("%\(conversion.rawValue)"), [.argument(conversion)], "%\(conversion.rawValue)")
    }
  }

  func testAllLengthModifiersAreRecognised() {
    for length in LengthModifier.allCases {
      XCTAssertEqual(FormatParser.specifiers(in: "%\(length.rawValue)d").map(\.length), [length], length.rawValue)
    }
  }

  func testPercentPercentIsALiteralPercent() throws {
    XCTAssertEqual(kinds("100%%"), [.percent])
    XCTAssertEqual(try FormatParser.arguments(in: "%%"), [])
  }

  func testFlagsMayComeInAnyOrderAsInFoundation() {
    let specifier = FormatParser.specifiers(in: "%5-d")[0]
    XCTAssertEqual([specifier.flags, specifier.text], ["-", "%5-d"])
    XCTAssertEqual(specifier.width, .literal(5))
  }

  func testDotWithoutDigitsIsZeroPrecision() {
    XCTAssertEqual(FormatParser.specifiers(in: "%.f %.05f").map(\.precision), [.literal(0), .literal(5)])
  }

  func testStarWidthAndPrecisionAreRead() {
    let specifiers = FormatParser.specifiers(in: "%*.*f %2$*1$d %.*3$f")
    XCTAssertEqual(specifiers.map(\.width), [.next, .positional(1), nil])
    XCTAssertEqual(specifiers.map(\.precision), [.next, nil, .positional(3)])
    XCTAssertEqual(specifiers.map(\.position), [nil, 2, nil])
  }

  func testVariableReferenceIsAVariable() {
    let specifiers = FormatParser.specifiers(in: "%#@apples@ and %2$#@pears@")
    XCTAssertEqual(specifiers.map(\.kind), [.variable(name: "apples"), .variable(name: "pears")])
    XCTAssertEqual(specifiers.map(\.position), [nil, 2])
    XCTAssertEqual(specifiers.map(\.flags), ["", ""])
    XCTAssertEqual(specifiers.map(\.text), ["%#@apples@", "%2$#@pears@"])
  }

  func testBrokenVariableNameContinuesTheSpecifierAsFoundationDoes() throws {
    XCTAssertEqual(FormatParser.specifiers(in: "%#@a%d").map(\.text), ["%#@a%d"])
    XCTAssertEqual(try swiftTypes("%#@a%d"), ["Int32"])
  }

  func testBrokenNameIsInvalidRightAfterTheParenthesis() {
    XCTAssertEqual(FormatParser.specifiers(in: "%(a b) %d").map(\.text), ["%(", "%d"])
  }

  func testHashFlagWithoutVariableIsAFlag() {
    XCTAssertEqual(FormatParser.specifiers(in: "%#x").map(\.flags), ["#"])
  }

  func testNamedPlaceholderHasANameAndItsConversion() {
    let specifier = FormatParser.specifiers(in: "%1$(count)lld items")[0]
    XCTAssertEqual(specifier.name, "count")
    XCTAssertEqual(specifier.position, 1)
    XCTAssertEqual(specifier.length, .ll)
    XCTAssertEqual(specifier.kind, .argument(.decimal))
    XCTAssertEqual(specifier.text, "%1$(count)lld")
  }

  func testZeroPositionIsNotAPlaceholder() throws {
    XCTAssertEqual(FormatParser.specifiers(in: "%0$@").map { [$0.text] }, [["%0$"]])
    XCTAssertEqual(kinds("%0$@"), [.invalid])
    XCTAssertEqual(try FormatParser.arguments(in: "%0$@"), [])
  }

  func testUnknownConversionIsInvalid() {
    XCTAssertEqual(FormatParser.specifiers(in: "%k!").map(\.text), ["%k"])
    XCTAssertEqual(kinds("%k"), [.invalid])
  }

  func testApostropheIsNotAFlagInFoundation() {
    XCTAssertEqual(FormatParser.specifiers(in: "%'d").map(\.text), ["%'"])
    XCTAssertEqual(kinds("%'d"), [.invalid])
  }

  func testPercentAtTheEndIsInvalid() {
    XCTAssertEqual(FormatParser.specifiers(in: "100%").map(\.text), ["%"])
    XCTAssertEqual(FormatParser.specifiers(in: "100% ").map(\.text), ["% "])
    XCTAssertEqual(kinds("100% "), [.invalid])
  }

  func testSpaceFlagBeforeALetterIsAnArgumentMarkedSuspicious() throws {
    let specifier = FormatParser.specifiers(in: "50% off")[0]
    XCTAssertEqual(specifier.text, "% o")
    XCTAssertEqual(specifier.kind, .argument(.octal))
    XCTAssertTrue(specifier.isSuspicious)
    XCTAssertEqual(try swiftTypes("50% off"), ["UInt32"])
  }

  func testOrdinaryArgumentIsNotSuspicious() {
    XCTAssertEqual(FormatParser.specifiers(in: "%d %+d").map(\.isSuspicious), [false, false])
  }

  // MARK: - Arguments

  func testSwiftGenFixtureWithManyPlaceholders() throws {
    XCTAssertEqual(
      try swiftGenTypes("%@ %d %f %5$d %04$f %6$d %007$@ %8$3.2f %11$1.2f %9$@ %10$d"),
      ["String", "Int", "Float", "Float", "Int", "Int", "String", "Float", "String", "Int", "Float"])
  }

  func testZeroPositionTakesNoSlot() throws {
    XCTAssertEqual(
      try swiftGenTypes("%@ %d %0$@ %f %5$d %04$f %6$d %007$@ %8$3.2f %11$1.2f %9$@ %10$d"),
      ["String", "Int", "Float", "Float", "Int", "Int", "String", "Float", "String", "Int", "Float"])
  }

  func testPositionalSpecifiersAreSortedBySlot() throws {
    let arguments = try FormatParser.arguments(in: "These are %3$@'s %1$d %2$@.")
    XCTAssertEqual(arguments.map(\.swiftGenType), ["Int", "String", "String"])
    XCTAssertEqual(arguments.map(\.specifier), ["%1$d", "%2$@", "%3$@"])
  }

  func testHolesAreCompacted() throws {
    let arguments = try FormatParser.arguments(in: "%2$@ %3$d")
    XCTAssertEqual(arguments.map(\.position), [2, 3])
    XCTAssertEqual(arguments.map(\.swiftType), ["String", "Int32"])
  }

  func testSequentialSpecifiersCountTheirOwnSlots() throws {
    let arguments = try FormatParser.arguments(in: "%2$@ %@ %@")
    XCTAssertEqual(arguments.map(\.position), [1, 2])
    XCTAssertEqual(arguments.map(\.specifier), ["%@", "%2$@"])
  }

  func testStarAmountsTakeInt32Slots() throws {
    let arguments = try FormatParser.arguments(in: "%*.*f|%-*d")
    XCTAssertEqual(arguments.map(\.swiftType), ["Int32", "Int32", "Double", "Int32", "Int32"])
    XCTAssertEqual(arguments.map(\.swiftGenType), ["Int", "Int", "Float", "Int", "Int"])
  }

  func testPositionalStarFillsItsSlot() throws {
    XCTAssertEqual(try swiftTypes("%2$*1$ld"), ["Int32", "Int"])
  }

  func testConflictingTypesNameTheSlotAndBothSpecifiers() {
    XCTAssertThrowsError(try FormatParser.arguments(in: "%1$@ has %1$d")) { error in
      XCTAssertEqual(
        error as? PlaceholderError,
        .conflictingTypes(
          position: 1, first: .init(specifier: "%1$@", offset: 0, type: "String"),
          second: .init(specifier: "%1$d", offset: 9, type: "Int")))
      XCTAssertEqual(
        (error as? PlaceholderError)?.description,
        "error: argument 1 is used as String by \"%1$@\" at offset 0 and as Int by \"%1$d\" at offset 9")
    }
  }

  /// Many slots, written out of order and used twice: past a handful, slots are found through an
  /// index; the arguments still come in slot order, and a disagreement is still found.
  func testManySlotsOutOfOrderComeInOrderAndAgree() throws {
    let positions = Array((1...24).reversed())
    let format = positions.map { "%\($0)$d" }.joined(separator: " ") + " %20$ld %3$d"
    let arguments = try FormatParser.arguments(in: format)
    XCTAssertEqual(arguments.map(\.position), Array(1...24))
    XCTAssertEqual(arguments[19].swiftType, "Int", "%20$ld widens slot 20")
    XCTAssertEqual(arguments[2].swiftType, "Int32")
    XCTAssertThrowsError(try FormatParser.arguments(in: format + " %18$@")) { error in
      XCTAssertEqual((error as? PlaceholderError)?.message.hasPrefix("argument 18 is used as Int by \"%18$d\""), true, "\(error)")
    }
  }

  func testSequentialAndPositionalUsesOfOneSlotMustAgree() {
    XCTAssertThrowsError(try FormatParser.arguments(in: "%@ %1$f")) { error in
      XCTAssertEqual(
        (error as? PlaceholderError)?.message, "argument 1 is used as String by \"%@\" at offset 0 and as Float by \"%1$f\" at offset 3")
    }
  }

  func testSameSwiftGenTypeKeepsTheWiderSwiftType() throws {
    XCTAssertEqual(try swiftTypes("%1$d %1$ld"), ["Int"])
    XCTAssertEqual(try swiftTypes("%1$ld %1$hd"), ["Int"])
    XCTAssertEqual(try FormatParser.arguments(in: "%1$d %1$ld").map(\.specifier), ["%1$d"])
  }

  func testSameWidthDifferentSignednessKeepsTheFirst() throws {
    XCTAssertEqual(try swiftTypes("%1$u %1$d"), ["UInt32"])
  }

  func testIntegerSwiftTypesFollowTheLength() throws {
    XCTAssertEqual(
      try swiftTypes("%d %i %D %hhd %hd %ld %lld %qd %jd %zd %td"),
      ["Int32", "Int32", "Int32", "Int8", "Int16", "Int", "Int", "Int", "Int", "Int", "Int"])
    XCTAssertEqual(
      try swiftTypes("%u %x %X %o %O %U %hhu %hx %lu %llx %zu"),
      ["UInt32", "UInt32", "UInt32", "UInt32", "UInt32", "UInt32", "UInt8", "UInt16", "UInt", "UInt", "UInt"])
  }

  func testOtherSwiftTypes() throws {
    XCTAssertEqual(
      try swiftTypes("%@ %f %e %g %a %Lf %c %lc %C %s %S %p"),
      [
        "String", "Double", "Double", "Double", "Double", "Double", "CChar", "CChar", "UInt16", "UnsafePointer<CChar>",
        "UnsafePointer<UInt16>", "UnsafeRawPointer",
      ])
  }

  func testSwiftGenTypesIgnoreCaseAndLength() throws {
    XCTAssertEqual(
      try swiftGenTypes("%@ %D %lld %X %F %E %G %A %c %C %s %S %p %P"),
      [
        "String", "Int", "Int", "Int", "Float", "Float", "Float", "Float", "CChar", "CChar", "UnsafePointer<CChar>",
        "UnsafePointer<CChar>", "UnsafeRawPointer", "UnsafeRawPointer",
      ])
  }

  func testNamesComeFromNamedPlaceholdersAndVariables() throws {
    let arguments = try FormatParser.arguments(in: "%1$(count)lld in %2$#@folders@")
    XCTAssertEqual(arguments.map(\.name), ["count", "folders"])
    XCTAssertEqual(arguments.map(\.swiftType), ["Int", "String"])
  }

  func testUnresolvedVariableTakesASlotLikeAnObject() throws {
    XCTAssertEqual(try swiftGenTypes("%#@count@ by %@"), ["String", "String"])
  }

  func testPercentAndInvalidSequencesTakeNoSlot() throws {
    XCTAssertEqual(try swiftTypes("%% %k %d %0$@ %'d 100%"), ["Int32"])
  }
}
