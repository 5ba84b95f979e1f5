import Foundation
import XCTest

final class ConfigCommandTests: XCTestCase {
  private func project() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a.b\" = \"B\";\n")
    try sandbox.write("l10ngen.json", """
      {"strings": [{"inputs": ["Res/en.lproj"], "outputs": [
        {"template": "structured-swift5", "output": "Gen/Structured.swift"},
        {"template": "flat-swift5", "output": "Gen/Flat.swift", "params": {"publicAccess": true}}
      ]}]}
      """)
    return sandbox
  }

  func testDefaultConfigInCurrentFolderGeneratesEveryOutput() throws {
    let sandbox = try project()
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(sandbox.read("Gen/Structured.swift")?.contains("internal enum A {") == true)
    XCTAssertTrue(sandbox.read("Gen/Flat.swift")?.contains("public static let ab = ") == true)
  }

  func testCheckPassesOnlyWhenEveryOutputIsCurrent() throws {
    let sandbox = try project()
    XCTAssertEqual(try runL10nGen(["--check"], in: sandbox.url).status, 1)
    XCTAssertEqual(try runL10nGen(["--config", sandbox.path("l10ngen.json")]).status, 0)
    XCTAssertEqual(try runL10nGen(["--check", "--config", sandbox.path("l10ngen.json")]).status, 0)
  }

  func testErrorInOneTableWritesNoOutputAtAll() throws {
    let sandbox = try project()
    try sandbox.write("Res/en.lproj/Broken.strings", "\"x\" = ;\n")
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("Broken.strings:1:"), result.stderr)
    XCTAssertNil(sandbox.read("Gen/Structured.swift"))
    XCTAssertNil(sandbox.read("Gen/Flat.swift"))
  }

  func testOutputDirectoryCollectsEveryOutputByFileName() throws {
    let sandbox = try project()
    let result = try runL10nGen(["--output-directory", sandbox.path("Work")], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertNotNil(sandbox.read("Work/Structured.swift"))
    XCTAssertNotNil(sandbox.read("Work/Flat.swift"))
    XCTAssertNil(sandbox.read("Gen/Flat.swift"))
  }

  func testMissingDefaultConfigIsAnError() throws {
    let sandbox = try Sandbox()
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "l10ngen.json:1:1: error: cannot read config: no such file: l10ngen.json\n")
  }

  func testVersionAndHelp() throws {
    XCTAssertEqual(try runL10nGen(["--version"]).stdout, "0.1.0\n")
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("COMMANDS:"))
  }

  func testTemplatesListAndCat() throws {
    let list = try runL10nGen(["templates", "list"])
    XCTAssertTrue(list.stdout.contains("structured-swift5"), list.stdout)
    let cat = try runL10nGen(["templates", "cat", "flat-swift5"])
    XCTAssertEqual(cat.status, 0)
    XCTAssertTrue(cat.stdout.hasPrefix("// swiftlint:disable all\n"), cat.stdout)
    XCTAssertEqual(try runL10nGen(["templates", "cat", "nope"]).status, 2)
  }
}
