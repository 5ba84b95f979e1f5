import XCTest

@testable import L10nGenCallSites

/// The keys a literal with interpolations looks up: its parts, one argument specifier for each
/// value, whatever the specifier (the compiler's to choose from the value's type: `%lld` for an
/// `Int`, `%@` for a `String`, as Xcode extracted `"%lld apps installed, %lld failed"` from
/// `"\(succeeded) apps installed, \(failed) failed"` in milanvarady/Applite 3d0a845).
final class FormatKeyShapeTests: XCTestCase {
  func testAKeyHasTheShapeOfTheLiteralWhosePartsItKeeps() {
    let shape = FormatKeyShape(parts: ["", " apps installed, ", " failed"])
    XCTAssertEqual(FormatKeyShape(key: "%lld apps installed, %lld failed"), shape)
    XCTAssertEqual(FormatKeyShape(key: "%@ apps installed, %1$d failed"), shape)
    XCTAssertNotEqual(FormatKeyShape(key: "%lld apps installed"), shape)
    XCTAssertEqual(FormatKeyShape(key: "100%% of %@"), FormatKeyShape(parts: ["100% of ", ""]), "%% reads as %")
    XCTAssertNil(FormatKeyShape(key: "Settings"))
    XCTAssertNil(FormatKeyShape(key: "%#@files@"), "a plural's variable is no value a literal interpolates")
  }
}
