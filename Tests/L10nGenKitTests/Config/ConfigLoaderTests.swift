import Foundation
import XCTest
@testable import L10nGenKit

final class ConfigLoaderTests: XCTestCase {
  private func parse(_ json: String, environment: [String: String] = [:]) throws -> Configuration {
    try ConfigLoader.parse(data: Data(json.utf8), path: "/project/l10ngen.json", environment: environment)
  }

  func testPathsResolveAgainstTheConfigFolder() throws {
    let config = try parse("""
      {"strings": [{"inputs": ["Res/en.lproj", "/abs/X.strings"], "outputs": [{"template": "flat-swift5", "output": "Gen/L10n.swift", "params": {"enumName": "Loc", "publicAccess": true, "n": 2}}]}]}
      """)
    XCTAssertEqual(config.strings[0].inputs, ["/project/Res/en.lproj", "/abs/X.strings"])
    XCTAssertEqual(config.strings[0].outputs, [
      OutputRequest(template: .builtin("flat-swift5"), output: "/project/Gen/L10n.swift", params: ["enumName": "Loc", "publicAccess": true, "n": 2])
    ])
  }

  func testSingleInputStringAndSingleOutputObjectAreAccepted() throws {
    let config = try parse(#"{"strings": [{"inputs": "a.strings", "outputs": {"templatePath": "t.stencil", "output": "-", "spacing": "legacy"}}]}"#)
    XCTAssertEqual(config.strings[0].inputs, ["/project/a.strings"])
    XCTAssertEqual(config.strings[0].outputs, [OutputRequest(template: .file("/project/t.stencil"), output: "-", spacing: .legacy)])
  }

  func testStrictNamesIsABooleanOfTheEntry() throws {
    let config = try parse(#"{"strings": [{"inputs": "a.strings", "strictNames": true, "outputs": {"template": "x", "output": "-"}}]}"#)
    XCTAssertEqual(try StringsOptions(config.strings[0].options).strictNames, true)
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": "a.strings", "strictNames": 1, "outputs": {"template": "x", "output": "-"}}]}"#)) { error in
      XCTAssertTrue("\(error)".contains("strings[0].strictNames"), "\(error)")
    }
  }

  func testEnvironmentVariablesExpand() throws {
    let config = try parse(
      #"{"strings": [{"inputs": ["${SRC}/a.strings"], "outputs": [{"template": "x", "output": "${OUT}/L.swift"}]}]}"#,
      environment: ["SRC": "/src", "OUT": "/out"])
    XCTAssertEqual(config.strings[0].inputs, ["/src/a.strings"])
    XCTAssertEqual(config.strings[0].outputs[0].output, "/out/L.swift")
  }

  func testUndefinedVariableIsAnError() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": ["${NOPE}/a"], "outputs": [{"template": "x", "output": "o"}]}]}"#)) { error in
      XCTAssertEqual("\(error)", "/project/l10ngen.json:1:1: error: 'strings[0].inputs[0]' uses ${NOPE}, which is not set in the environment")
    }
  }

  func testUnknownKeyIsAnError() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"input": ["a"], "outputs": []}]}"#)) { error in
      XCTAssertEqual(error as? ConfigError, .unknownKey(path: "/project/l10ngen.json", keyPath: "strings[0].input", known: ["inputs", "options", "outputs", "strictNames", "names", "labels", "tableNames"]))
    }
  }

  func testOutputNeedsExactlyOneTemplateKind() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": ["a"], "outputs": [{"template": "x", "templatePath": "y", "output": "o"}]}]}"#)) { error in
      XCTAssertEqual((error as? ConfigError)?.message, "'strings[0].outputs[0]' must be an object with exactly one of 'template' (a built-in name) or 'templatePath' (a file)")
    }
  }

  func testWrongTypeNamesTheKeyPath() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": [3], "outputs": [{"template": "x", "output": "o"}]}]}"#)) { error in
      XCTAssertEqual((error as? ConfigError)?.message, "'strings[0].inputs[0]' must be a string")
    }
  }

  func testInvalidJSONReportsLineAndColumn() {
    XCTAssertThrowsError(try parse("{\n  \"strings\": [\n    ,\n]}")) { error in
      guard case .invalidJSON(let location, _)? = error as? ConfigError else { return XCTFail("\(error)") }
      XCTAssertEqual(location.line, 3)
    }
  }

  func testMissingFileIsAnError() {
    XCTAssertThrowsError(try ConfigLoader.load(path: "/no/such/l10ngen.json", environment: [:])) { error in
      XCTAssertEqual("\(error)", "/no/such/l10ngen.json:1:1: error: cannot read config: no such file: /no/such/l10ngen.json")
    }
  }

  func testOutputsCanBeRedirectedIntoOneFolder() throws {
    let config = try parse(#"{"strings": [{"inputs": ["a"], "outputs": [{"template": "x", "output": "Gen/A.swift"}, {"template": "y", "output": "-"}]}]}"#)
    let redirected = try config.redirectingOutputs(to: "/work")
    XCTAssertEqual(redirected.strings[0].outputs.map(\.output), ["/work/A.swift", "-"])
  }

  func testRedirectingTwoOutputsOfOneNameIsAnError() throws {
    let config = try parse(#"{"strings": [{"inputs": ["a"], "outputs": [{"template": "x", "output": "A/L.swift"}, {"template": "y", "output": "B/L.swift"}]}]}"#)
    XCTAssertThrowsError(try config.redirectingOutputs(to: "/work")) { error in
      XCTAssertTrue("\(error)".contains("(/project/A/L.swift and /project/B/L.swift are both L.swift)"), "\(error)")
    }
  }
}
