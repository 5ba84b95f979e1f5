import Foundation
import XCTest

final class LintCommandTests: XCTestCase {
  private func project(german: String = "\"a\" = \"A %@\";\n") throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A %@\";\n")
    try sandbox.write("Res/de.lproj/Localizable.strings", german)
    return sandbox
  }

  func testCleanTablesExitZeroWithTheLocaleTable() throws {
    let sandbox = try project(german: "\"a\" = \"B %@\";\n")
    let result = try runL10nGen(["lint", "Res"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(result.stdout, """
      locale              keys  translated  errors  warnings
      de                     1      100.0%       0         0
      en (development)       1      100.0%       0         0

      0 errors, 0 warnings, 0 infos

      """)
  }

  func testErrorsExitOneInXcodeFormat() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    let result = try runL10nGen(["lint", "--format", "xcode", "Res"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, """
      Res/de.lproj/Localizable.strings:1:7: error: key "a": "B %d" reads argument 1 as Int with "%d", but it is String \
      (%@ in en: "A %@") [placeholder-mismatch]

      """)
  }

  func testWarningsFailOnlyWithStrict() throws {
    let sandbox = try project(german: "\"a\" = \"B %@\";\n\"z\" = \"Z\";\n")
    XCTAssertEqual(try runL10nGen(["lint", "Res"], in: sandbox.url).status, 0)
    let strict = try runL10nGen(["lint", "--strict", "--format=github", "Res"], in: sandbox.url)
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(strict.stdout, """
      ::warning file=Res/de.lproj/Localizable.strings,line=2,col=1,title=extra-key::key "z" is not in the development language (en)

      """)
  }

  func testDisabledRuleOnTheCommandLineAndInTheConfig() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    XCTAssertEqual(try runL10nGen(["lint", "--disable", "placeholder-mismatch", "Res"], in: sandbox.url).status, 0)
    try sandbox.write("l10ngen.json", """
      {"strings": [{"inputs": ["Res/en.lproj"], "outputs": {"template": "flat-swift5", "output": "L10n.swift"}}],
       "lint": {"disable": ["placeholder-mismatch"]}}
      """)
    let result = try runL10nGen(["lint"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(try runL10nGen(["lint", "--config", sandbox.path("l10ngen.json"), "--format", "json"]).status, 0)
  }

  func testConfigLintsTheLocalesBesideItsInputs() throws {
    let sandbox = try project(german: "\"a\" = \"B %d\";\n")
    try sandbox.write("lint.json", """
      {"strings": [{"inputs": "Res/en.lproj/Localizable.strings", "outputs": {"template": "flat-swift5", "output": "-"}}]}
      """)
    let result = try runL10nGen(["lint", "--config", "lint.json", "--format", "xcode"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.hasPrefix(sandbox.path("Res/de.lproj/Localizable.strings") + ":1:7: error: "), result.stdout)
  }

  func testUsageErrorsExitTwo() throws {
    let sandbox = try project()
    let badFormat = try runL10nGen(["lint", "--format", "html", "Res"], in: sandbox.url)
    XCTAssertEqual(badFormat.status, 2)
    XCTAssertEqual(badFormat.stderr, "error: --format must be text, xcode, github or json, not 'html'\nSee 'l10ngen lint --help'.\n")
    let badRule = try runL10nGen(["lint", "--disable", "typo", "Res"], in: sandbox.url)
    XCTAssertEqual(badRule.status, 2)
    XCTAssertTrue(badRule.stderr.hasPrefix("error: --disable 'typo' is not a rule (rules: syntax, duplicate-key, "), badRule.stderr)
    XCTAssertEqual(try runL10nGen(["lint", "--config", "x.json", "Res"], in: sandbox.url).status, 2)
  }

  func testUnknownRuleInTheConfigIsAConfigError() throws {
    let sandbox = try project()
    try sandbox.write("l10ngen.json", #"{"strings": [], "lint": {"disable": ["typo"]}}"#)
    let result = try runL10nGen(["lint"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("l10ngen.json:1:38: error: 'lint.disable[0]' must be a lint rule (syntax, "), result.stderr)
  }

  func testMissingInputIsAnInputError() throws {
    let result = try runL10nGen(["lint", "/no/such/folder"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "error: no such file or directory: /no/such/folder\n")
  }

  func testHelpListsEveryRule() throws {
    let help = try runL10nGen(["lint", "--help"]).stdout
    XCTAssertTrue(help.contains("  suspicious-percent       warning  a '%' that Foundation reads as a conversion"), help)
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("  lint       Check every locale of the tables"))
  }
}
