import Foundation
import L10nGenTestSupport
import XCTest

/// Every command writes its errors, warnings and notes in the `--format` asked for, through one
/// writer: a CI job gets generation's, format's and migrate's the way it gets lint's. The forms are
/// the compilers' (`path:line:column: warning: message`), GitHub's workflow commands (docs.github.com,
/// "Workflow commands for GitHub Actions") and lint's JSON schema (Documentation/Lint.md).
final class DiagnosticFormatTests: XCTestCase {
  /// Foundation keeps the later of two values of a key (duplicate-key); "Share" and "share" would be
  /// one Swift name, so "Share" is named apart (renamed-key).
  private let table = """
    "a.b" = "x";
    "a.b" = "y";
    "share" = "share";
    "Share" = "Share";

    """

  private func findings(_ json: String) throws -> [[String: Any]] {
    let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
    XCTAssertEqual(document["version"] as? Int, 1)
    return try XCTUnwrap(document["findings"] as? [[String: Any]], json)
  }

  func testGenerationsWarningsAreGitHubAnnotations() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "en.lproj", "--output", "L10n.swift", "--format", "github"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = result.stderr.split(separator: "\n")
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("::warning file=en.lproj/Localizable.strings,line=2,col=1,title=duplicate-key::key \"a.b\" is written again") },
      result.stderr)
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("::warning file=en.lproj/Localizable.strings,line=4,col=1,title=renamed-key::key \"Share\" is named") },
      result.stderr)
  }

  func testGenerationInJSONWritesOneDocumentOnStandardErrorAndTheCodeOnStandardOutput() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["strings", "en.lproj", "--format", "json"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("enum L10n"), result.stdout)
    let found = try findings(result.stderr)
    XCTAssertEqual(found.map { $0["rule"] as? String }, ["duplicate-key", "renamed-key"])
    XCTAssertEqual(found.map { $0["line"] as? Int }, [2, 4])
    XCTAssertEqual(found.map { $0["severity"] as? String }, ["warning", "warning"])
  }

  func testAConfigRunInJSONLeavesOutTheLinesItSaysAboutItself() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", table)
    try sandbox.write(
      "l10ngen.json", #"{"strings": [{"inputs": ["en.lproj"], "outputs": [{"template": "structured-swift6", "output": "L10n.swift"}]}]}"#)
    let result = try runL10nGen(["--format", "json"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stderr.contains("wrote"), result.stderr)
    XCTAssertEqual(try findings(result.stderr).count, 2)
  }

  func testFormatsWarningsCarryTheirRuleInXcodeForm() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", table)
    let result = try runL10nGen(["format", "--check", "--format", "xcode", "en.lproj"], in: sandbox.url)
    XCTAssertEqual(result.status, 1, "the file is not in its canonical form")
    XCTAssertTrue(
      result.stderr.contains(#"en.lproj/Localizable.strings:2:1: warning: key "a.b" is written again"#)
        && result.stderr.contains("[duplicate-key]\n"), result.stderr)
  }

  func testMigratesNotesAreJSONWithTheirReason() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", #""settings.title" = "Settings";"# + "\n")
    try sandbox.write(
      "l10ngen.json", #"{"strings": [{"inputs": ["App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/L10n.swift"}]}]}"#)
    try sandbox.write(
      "App/View.swift", "import Foundation\nlet key = \"settings.title\"\nlet a = NSLocalizedString(key, comment: \"\")\n")
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    let result = try runL10nGen(["migrate", "--dry-run", "--format", "json"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    let found = try findings(result.stderr)
    XCTAssertEqual(found.count, 1, result.stderr)
    XCTAssertEqual(found.first?["severity"] as? String, "note")
    XCTAssertEqual(found.first?["reason"] as? String, "key not a literal")
    XCTAssertEqual(found.first?["file"] as? String, "App/View.swift")
    XCTAssertEqual(found.first?["line"] as? Int, 3)
  }

  func testAUsageErrorIsReportedInTheFormatAskedFor() throws {
    let result = try runL10nGen(["strings", "--format", "json"])
    XCTAssertEqual(result.status, 2)
    let found = try findings(result.stderr)
    XCTAssertEqual(found.first?["message"] as? String, "no INPUT given: name the tables (files or folders) to read")
    XCTAssertEqual(found.first?["notes"] as? [String], ["See 'l10ngen strings --help'."])
  }

  func testAnArgumentTheCommandRefusesIsReportedInTheFormatAskedFor() throws {
    for arguments in [["strings", "--format", "json", "--bogus"], ["lint", "--bogus", "--format=json"]] {
      let result = try runL10nGen(arguments)
      XCTAssertEqual(result.status, 2)
      let found = try findings(result.stderr)
      XCTAssertEqual(found.first?["message"] as? String, "unknown option '--bogus'", "\(arguments)")
    }
    let unknown = try runL10nGen(["strings", "--format", "yaml", "en.lproj"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.stderr.hasPrefix("error: --format must be text, xcode, github or json, not 'yaml'"), unknown.stderr)
  }

  /// Lint's JSON report is its result, on standard output: standard error has a document of its own
  /// only when lint has something to say there.
  func testLintInJSONLeavesStandardErrorEmptyWhenItHasNothingToSayThere() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("en.lproj/Localizable.strings", #""a" = "A";"# + "\n")
    let result = try runL10nGen(["lint", "--format", "json", "en.lproj"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(try findings(result.stdout).count, 0)
  }

  func testEveryCommandTakesTheFormat() throws {
    for command in ["strings", "lint", "init", "migrate", "format", "catalog", "templates"] {
      let help = try runL10nGen([command, "--help"]).stdout
      XCTAssertTrue(help.contains("--format text|xcode|github|json"), "\(command) --help:\n\(help)")
    }
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("--format"), "l10ngen --help")
  }
}
