import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen runtime`: the run time a module's swift6 files share, in a file of its own.
final class RuntimeCommandTests: XCTestCase {
  func testWritesTheRunTimeThatAFileGeneratedWithRuntimeExternalUses() throws {
    let sandbox = try TemporaryDirectory()
    _ = try sandbox.write("Resources/en.lproj/Localizable.strings", "\"inbox.unread\" = \"%ld unread\";\n\"title\" = \"Inbox\";\n")
    let runtime = try runL10nGen(["runtime", "--output", sandbox.path("L10nRuntime.swift")])
    XCTAssertEqual(runtime.status, 0, runtime.stderr)
    XCTAssertEqual(runtime.stderr, "wrote \(sandbox.path("L10nRuntime.swift"))\n")
    let accessors = try runL10nGen([
      "strings", "--param", "runtime=external", "--output", sandbox.path("L10n.swift"), sandbox.path("Resources/en.lproj"),
    ])
    XCTAssertEqual(accessors.status, 0, accessors.stderr)
    let code = try XCTUnwrap(sandbox.read("L10nRuntime.swift"))
    XCTAssertTrue(code.contains("\nenum L10nRuntime {}\n"), code)
    let main = try sandbox.write("main.swift", "let _: String = L10n.Inbox.unread(3) + L10n.title\n")
    // The accessors compile with the run time's file beside them, in Swift 6 mode as the build plugin's files do.
    let checked = try typeCheck([sandbox.path("L10nRuntime.swift"), sandbox.path("L10n.swift"), main], flags: ["-swift-version", "6"])
    XCTAssertEqual(checked.status, 0, checked.stderr)
  }

  /// Written only when its content changes, as `l10ngen strings` writes: an unchanged file keeps its
  /// date, so a build compiles it once.
  func testAnUnchangedRunTimeIsNotRewrittenAndCheckSaysSo() throws {
    let sandbox = try TemporaryDirectory()
    let path = sandbox.path("L10nRuntime.swift")
    XCTAssertEqual(try runL10nGen(["runtime", "--output", path]).status, 0)
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    let again = try runL10nGen(["runtime", "--output", path])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(again.stderr, "\(path) is up to date\n")
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, old)
    XCTAssertEqual(try runL10nGen(["runtime", "--output", path, "--check"]).status, 0)

    let checked = try runL10nGen(["runtime", "--output", path, "--check", "--param", "accessLevel=public"])
    XCTAssertEqual(checked.status, 1, checked.stderr)
    XCTAssertTrue(checked.stderr.contains("run 'l10ngen runtime --output \(path) --param accessLevel=public' to regenerate it"), checked.stderr)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, old, "--check writes nothing")
  }

  func testAccessLevelAndNameShapeTheRunTimeAndStandardOutputIsTheDefault() throws {
    let result = try runL10nGen(["runtime", "--param", "accessLevel=public", "--param", "runtimeName=AppRuntime"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("\npublic enum AppRuntime {}\n"), result.stdout)
    XCTAssertFalse(result.stdout.contains("L10nRuntime"), result.stdout)
    XCTAssertEqual(result.stderr, "")
  }

  func testATableOrAParamOfTheAccessorsIsAUsageError() throws {
    let table = try runL10nGen(["runtime", "Resources/en.lproj"])
    XCTAssertEqual(table.status, 2)
    XCTAssertTrue(table.stderr.hasPrefix("error: 'runtime' reads no tables"), table.stderr)
    let param = try runL10nGen(["runtime", "--param", "enumName=Strings"])
    XCTAssertEqual(param.status, 2)
    XCTAssertTrue(param.stderr.contains("no param 'enumName' (its params: accessLevel, publicAccess, runtimeName)"), param.stderr)
    let value = try runL10nGen(["runtime", "--param", "accessLevel=open"])
    XCTAssertEqual(value.status, 2)
    XCTAssertTrue(value.stderr.contains("expected internal, public or package"), value.stderr)
  }
}
