import Foundation
import XCTest

/// `l10ngen-generate`, which the build plugin runs: l10ngen's `run` and `strings`, the same in every
/// byte they write and say, in a process that links only Foundation's essentials.
final class GeneratorTests: XCTestCase {
  private let table = """
    /* Title */
    "settings.title" = "Settings";
    "inbox.unread" = "%ld unread";
    "odd" = "100% sure";

    """

  func testLinksNoFoundationBeyondItsEssentialsWhereThePlatformSplitsIt() throws {
    #if os(Linux)
    let ldd = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["ldd", productsDirectory.appendingPathComponent("l10ngen-generate").path])
    try XCTSkipIf(ldd.status != 0, "ldd cannot read the executable: \(ldd.stderr)")
    XCTAssertTrue(ldd.stdout.contains("libFoundationEssentials.so"), ldd.stdout)
    XCTAssertFalse(ldd.stdout.contains("libFoundation.so"), ldd.stdout)
    XCTAssertFalse(ldd.stdout.contains("libFoundationInternationalization.so"), ldd.stdout)
    // l10ngen itself links the whole of Foundation (lint, the migration, binary property lists).
    let full = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["ldd", productsDirectory.appendingPathComponent("l10ngen").path])
    XCTAssertTrue(full.stdout.contains("libFoundation.so"), full.stdout)
    #else
    throw XCTSkip("Foundation is one library on this platform")
    #endif
  }

  func testStringsSaysAndPrintsWhatL10nGenDoes() throws {
    let sandbox = try Sandbox()
    let input = try sandbox.write("en.lproj/Localizable.strings", table)
    for template in ["structured-swift5", "structured-swift6", "flat-swift6"] {
      let expected = try runL10nGen(["strings", "--template", template, input])
      let result = try runGenerator(["strings", "--template", template, input])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stdout, expected.stdout, template)
      XCTAssertEqual(result.stderr, expected.stderr, template)
      XCTAssertTrue(result.stderr.contains("warning:"), "the table's odd percent is warned about: \(result.stderr)")
    }
  }

  func testAConfigRunWritesWhatL10nGenWritesAndFailsAsItFails() throws {
    let sandbox = try Sandbox()
    try sandbox.write("Resources/en.lproj/Localizable.strings", table)
    let config = try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": "Resources", "outputs": [{"template": "structured-swift6", "output": "Generated/L10n.swift"}]}]}
      """)
    let expected = try runL10nGen(["--config", config, "--output-directory", sandbox.path("ByL10nGen")])
    let result = try runGenerator(["--config", config, "--output-directory", sandbox.path("ByGenerator")])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr.replacingOccurrences(of: "ByGenerator", with: "ByL10nGen"), expected.stderr)
    XCTAssertNotNil(sandbox.read("ByGenerator/L10n.swift"))
    XCTAssertEqual(sandbox.read("ByGenerator/L10n.swift"), sandbox.read("ByL10nGen/L10n.swift"))

    try sandbox.write("Resources/en.lproj/Localizable.strings", "\"broken\" = ;\n")
    let failure = try runGenerator(["--config", config, "--output-directory", sandbox.path("ByGenerator")])
    let expectedFailure = try runL10nGen(["--config", config, "--output-directory", sandbox.path("ByGenerator")])
    XCTAssertEqual(failure.status, 1)
    XCTAssertEqual(failure.stderr, expectedFailure.stderr)
    XCTAssertTrue(failure.stderr.contains("Localizable.strings:1:11: error:"), failure.stderr)
  }

  func testUsageProblemsExitTwoWithL10nGensMessage() throws {
    let result = try runGenerator(["strings", "--template"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, try runL10nGen(["strings", "--template"]).stderr)
  }

  func testHelpIsL10nGensUnderItsOwnNameAndOtherCommandsAreNotItsOwn() throws {
    for command in ["strings", "run"] {
      let help = try runGenerator([command, "--help"])
      XCTAssertEqual(help.status, 0, help.stderr)
      // Past the usage lines (wrapped for the longer name), the same text: the same options, said alike.
      func body(_ text: String) -> String { text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n") }
      XCTAssertEqual(body(help.stdout), body(try runL10nGen([command, "--help"]).stdout), command)
      XCTAssertFalse(body(help.stdout).isEmpty)
      XCTAssertTrue(help.stdout.hasPrefix("USAGE: l10ngen-generate"), help.stdout)
    }
    let lint = try runGenerator(["lint", "."])
    XCTAssertEqual(lint.status, 2)
    XCTAssertTrue(lint.stderr.contains("unexpected argument 'lint'"), lint.stderr)
    XCTAssertTrue(lint.stderr.contains("(commands: run, strings)"), lint.stderr)
  }

  // A binary property list is read by Foundation's reader, which only l10ngen links: the generator
  // hands the whole run to l10ngen beside it, and what it had said itself is dropped, not said twice.
  func testATableOnlyFoundationReadsIsHandedToL10nGenAndWarningsAreSaidOnce() throws {
    let sandbox = try Sandbox()
    let (text, binary) = try writeTextAndBinaryTables(in: sandbox)
    let expected = try runL10nGen(["strings", "--template", "structured-swift5", text, binary])
    let result = try runGenerator(["strings", "--template", "structured-swift5", text, binary])
    XCTAssertEqual(expected.status, 0, expected.stderr)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, expected.stdout)
    XCTAssertTrue(result.stdout.contains(#"L10n.tr("Other", "other.title", fallback: "Other")"#), result.stdout)
    XCTAssertEqual(result.stderr, expected.stderr)
    XCTAssertEqual(result.stderr.components(separatedBy: "warning:").count, 2, "one warning, once: \(result.stderr)")
  }

  // What NSRegularExpression decides (a config's filter, here with a lookbehind, which only ICU's
  // engine reads) goes to l10ngen too, with the same result.
  func testAConfigsFilterIsMatchedByL10nGen() throws {
    let sandbox = try Sandbox()
    try sandbox.write("Resources/en.lproj/Localizable.strings", table)
    try sandbox.write("Resources/en.lproj/Skipped.strings", "\"skipped\" = \"Skipped\";\n")
    let config = try sandbox.write(
      "l10ngen.json",
      #"""
      {"strings": [{"inputs": "Resources", "filter": "(?<!Skipped)\\.strings$",
        "outputs": [{"template": "structured-swift5", "output": "-"}]}]}
      """#)
    let expected = try runL10nGen(["--config", config])
    let result = try runGenerator(["--config", config])
    XCTAssertEqual(expected.status, 0, expected.stderr)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, expected.stdout)
    XCTAssertEqual(result.stderr, expected.stderr)
    XCTAssertTrue(result.stdout.contains("settings.title"), result.stdout)
    XCTAssertFalse(result.stdout.contains("skipped"), result.stdout)
  }

  // SwiftPM builds a plugin's tools as `l10ngen-generate-tool` and `l10ngen-tool`: the generator
  // finds l10ngen under the same naming, or where L10NGEN_FOUNDATION_TOOL says (the build plugin).
  func testTheHandOffFindsL10nGenAsSwiftPMOrThePluginNamesIt() throws {
    let sandbox = try Sandbox()
    let (text, binary) = try writeTextAndBinaryTables(in: sandbox)
    let expected = try runL10nGen(["strings", "--template", "structured-swift5", text, binary])
    let tools = sandbox.url.appendingPathComponent("tools")
    let elsewhere = sandbox.url.appendingPathComponent("elsewhere")
    for folder in [tools, elsewhere] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    try FileManager.default.copyItem(
      at: productsDirectory.appendingPathComponent("l10ngen-generate"), to: tools.appendingPathComponent("l10ngen-generate-tool"))
    try FileManager.default.copyItem(at: productsDirectory.appendingPathComponent("l10ngen"), to: tools.appendingPathComponent("l10ngen-tool"))
    let suffixed = try runProcess(
      tools.appendingPathComponent("l10ngen-generate-tool"), ["strings", "--template", "structured-swift5", text, binary])
    XCTAssertEqual(suffixed.status, 0, suffixed.stderr)
    XCTAssertEqual(suffixed.stdout, expected.stdout)

    try FileManager.default.moveItem(at: tools.appendingPathComponent("l10ngen-tool"), to: elsewhere.appendingPathComponent("l10ngen"))
    let missing = try runProcess(
      tools.appendingPathComponent("l10ngen-generate-tool"), ["strings", "--template", "structured-swift5", text, binary])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.stderr.contains("this run needs Foundation"), missing.stderr)
    XCTAssertTrue(missing.stderr.contains("Other.strings:1:1: error:"), "what it held is said when it cannot hand over: \(missing.stderr)")
    var environment = ProcessInfo.processInfo.environment
    environment["L10NGEN_FOUNDATION_TOOL"] = elsewhere.appendingPathComponent("l10ngen").path
    let told = try runProcess(
      tools.appendingPathComponent("l10ngen-generate-tool"), ["strings", "--template", "structured-swift5", text, binary],
      environment: environment)
    XCTAssertEqual(told.status, 0, told.stderr)
    XCTAssertEqual(told.stdout, expected.stdout)
    XCTAssertEqual(told.stderr, expected.stderr)
  }

  /// The text table, and a binary property-list table that only Foundation's reader reads.
  private func writeTextAndBinaryTables(in sandbox: Sandbox) throws -> (text: String, binary: String) {
    let text = try sandbox.write("en.lproj/Localizable.strings", table)
    let binary = try sandbox.write("en.lproj/Other.strings", "")
    try PropertyListSerialization.data(fromPropertyList: ["other.title": "Other"], format: .binary, options: 0)
      .write(to: URL(fileURLWithPath: binary))
    return (text, binary)
  }
}
