import XCTest

@testable import L10nGenGeneration
@testable import L10nGenTables

/// How each argument goes into a `String.LocalizationValue`: Xcode's generated symbols write
/// `\(arg1)` for `%@` and `\(arg1, specifier: "%lld")` / `"%llu"` for numbers (the catalog's specifier
/// without its position or name); pointers have no interpolation.
final class LocalizationValueInterpolationTests: XCTestCase {
  private func specifier(_ format: String) throws -> String? {
    let argument = try XCTUnwrap(try FormatParser.arguments(in: format).first)
    return LocalizationValueInterpolation.specifier(for: argument)
  }

  func testTextIsInterpolatedBareAndNumbersWithTheirSpecifier() throws {
    XCTAssertEqual(try specifier("%@"), "")
    XCTAssertEqual(try specifier("%1$@"), "")
    XCTAssertEqual(try specifier("%lld"), "%lld")
    XCTAssertEqual(try specifier("%1$(age)llu"), "%llu")
    XCTAssertEqual(try specifier("%2$.2f"), "%.2f")
    XCTAssertEqual(try specifier("%d"), "%d")
    XCTAssertEqual(try specifier("%C"), "%C")
  }

  /// A `*` width is an argument of its own: the number's own specifier would read it again.
  func testAStarFieldTakesTheTypesSpecifier() throws {
    let arguments = try FormatParser.arguments(in: "%*ld")
    XCTAssertEqual(arguments.map { LocalizationValueInterpolation.specifier(for: $0) }, ["%d", "%lld"])
  }

  /// A position read as `%d` and as `%ld` is an `Int`: `%d` would not read it.
  func testASpecifierOfAnotherLengthTakesTheTypesSpecifier() throws {
    let arguments = try FormatParser.arguments(in: "%1$d %1$ld")
    XCTAssertEqual(arguments.map(\.swiftType), ["Int"])
    XCTAssertEqual(arguments.map { LocalizationValueInterpolation.specifier(for: $0) }, ["%lld"])
    XCTAssertEqual(try specifier("%Lf"), "%lf")
    XCTAssertEqual(try specifier("%zd"), "%zd")
    XCTAssertEqual(try specifier("%hhd"), "%hhd")
  }

  func testPointersHaveNoInterpolation() throws {
    XCTAssertNil(try specifier("%s"))
    XCTAssertNil(try specifier("%p"))
    XCTAssertNil(try specifier("%S"))
    let arguments = try FormatParser.arguments(in: "%@ %s")
    XCTAssertEqual(LocalizationValueInterpolation.firstUnsupported(in: arguments)?.specifier, "%s")
  }
}
