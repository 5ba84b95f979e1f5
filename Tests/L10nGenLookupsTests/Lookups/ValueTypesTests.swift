import XCTest

@testable import L10nGenLookups

/// The specifier an interpolated value takes in its key, where the code tells its type: `%lld` for an
/// `Int`, `%@` for a `String`, as Xcode extracted them in milanvarady/Applite 3d0a845
/// (`"\(succeeded) apps installed, \(failedNames.count) failed"` → `%lld apps installed, %lld failed`)
/// and d239783 (`"**Reason:** \(reason)"`, a `String`, → `**Reason:** %@`).
final class ValueTypesTests: XCTestCase {
  private func types(_ source: String) -> ValueTypes {
    var types = ValueTypes()
    types.add(declaredIn: SwiftScanner(bytes: Array(source.utf8)))
    return types
  }

  func testTheSpecifierOfAValueWhoseTypeTheCodeTells() {
    let declared = types(
      """
      struct Batch { let total: Int; let completed: Int; let name: String }
      func f(succeeded: Int, reason: String) {}
      let greeting = "Hello"
      var retries = 0
      let ratio: Double = 0.5
      let maybe: Int? = nil
      """)
    XCTAssertEqual(declared.specifier(of: "succeeded"), "%lld")
    XCTAssertEqual(declared.specifier(of: "failedNames.count"), "%lld")
    XCTAssertEqual(declared.specifier(of: "batch.total - batch.completed"), "%lld")
    XCTAssertEqual(declared.specifier(of: "cask.name"), "%@")
    XCTAssertEqual(declared.specifier(of: "reason"), "%@")
    XCTAssertEqual(declared.specifier(of: "greeting"), "%@")
    XCTAssertEqual(declared.specifier(of: "retries"), "%lld")
    XCTAssertEqual(declared.specifier(of: "String(format: \"%.1f\", x)"), "%@")
    XCTAssertEqual(declared.specifier(of: "date.formatted(.dateTime)"), "%@")
    XCTAssertEqual(declared.specifier(of: "3"), "%lld")
    XCTAssertNil(declared.specifier(of: "ratio"), "a Double's specifier is not read")
    XCTAssertNil(declared.specifier(of: "maybe"), "an optional is another type")
    XCTAssertNil(declared.specifier(of: "unknown"))
    XCTAssertNil(declared.specifier(of: "greeting - retries"))
    XCTAssertNil(declared.specifier(of: "items.first"))
  }

  func testANameDeclaredWithTwoTypesIsTheCompilersToTell() {
    let declared = types("let value: Int = 1\nfunc f(value: String) {}\n")
    XCTAssertNil(declared.specifier(of: "value"))
  }

  func testTheKeyTheCompilerMakesOfAnInterpolatedLiteral() {
    let literal = InterpolatedLiteral(parts: ["Installing ", " of ", "…"], values: ["done", "total"])
    XCTAssertEqual(literal.key { _ in "%lld" }, "Installing %lld of %lld…")
    XCTAssertNil(literal.key { $0 == "done" ? "%lld" : nil })
    XCTAssertEqual(InterpolatedLiteral(parts: ["100% of ", ""], values: ["name"]).key { _ in "%@" }, "100%% of %@")
  }

  func testACastEndingALetsValueAndAFunctionsDeclaredResultTellTheType() {
    let declared = types(
      """
      if let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String {
        print(appVersion)
      }
      guard let build = info["build"] as! Int, ready else { return }
      let partial = info["x"] as? String ?? "?"
      func formatAsNumber(_ value: Int) -> String { "\\(value)" }
      func total(of items: [Int]) -> Int where Element: Equatable { 0 }
      func shape() -> Double { 0 }
      """)
    XCTAssertEqual(declared.specifier(of: "appVersion"), "%@")
    XCTAssertEqual(declared.specifier(of: "build"), "%lld")
    XCTAssertNil(declared.specifier(of: "partial"), "the cast is not what ends the value")
    XCTAssertEqual(declared.specifier(of: "formatAsNumber(instance.users)"), "%@")
    XCTAssertEqual(declared.specifier(of: "total(of: counts)"), "%lld")
    XCTAssertNil(declared.specifier(of: "shape()"))
    XCTAssertNil(declared.specifier(of: "model.formatAsNumber(x)"), "a method of another type may be another function")
  }
}
