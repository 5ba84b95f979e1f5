import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class LintReportOutputTests: XCTestCase {
  private let report = LintReport(
    findings: [
      LintFinding(
        rule: .placeholderMismatch, location: SourceLocation(file: "Res/de.lproj/Localizable.strings", line: 3, column: 9),
        message: #"key "a": "%d, 50%" reads argument 1 as Int"#, locale: "de", table: "Localizable", key: "a"),
      LintFinding(
        rule: .missingKey, location: SourceLocation(file: "Res/de.lproj/Localizable.strings", line: 1, column: 1),
        message: "key \"b\" is missing\n(en: \"B\")", locale: "de", table: "Localizable", key: "b"),
      LintFinding(
        rule: .identicalToSource, location: SourceLocation(file: "Res/de.lproj/Localizable.strings", line: 4, column: 7),
        message: #"key "c" is identical"#, locale: "de", table: "Localizable", key: "c"),
      LintFinding(
        rule: .syntax, location: SourceLocation(file: "Res/fr, old.lproj/X:Y.strings", line: 2, column: 1),
        message: "missing ';'", locale: nil, table: "X:Y"),
    ],
    locales: [
      LocaleSummary(locale: "de", isDevelopment: false, keys: 3, translated: 1, errors: 1, warnings: 1, infos: 1),
      LocaleSummary(locale: "en", isDevelopment: true, keys: 3, translated: 3),
    ],
    skipped: [SkippedTable(path: "Res/hy.lproj/Main.strings", reason: "no development-language .lproj beside it to compare with")])

  func testTextGroupsByFileCountsInfosAndEndsWithTheLocaleTable() {
    XCTAssertEqual(
      report.render(.text),
      #"""
      Res/de.lproj/Localizable.strings
        3:9      error   key "a": "%d, 50%" reads argument 1 as Int [placeholder-mismatch]
        1:1      warning key "b" is missing (en: "B") [missing-key]

      Res/fr, old.lproj/X:Y.strings
        2:1      error   missing ';' [syntax]

      Infos, not listed here (--format json lists them): 1 [identical-to-source]

      Not checked:
        Res/hy.lproj/Main.strings: no development-language .lproj beside it to compare with

      locale              keys  translated  errors  warnings
      de                     3       33.3%       1         1
      en (development)       3      100.0%       0         0

      2 errors, 1 warning, 1 info

      """#)
  }

  func testTextShowsTenFindingsOfARulePerFileThenACount() {
    let many = (1...12).map { line in
      LintFinding(
        rule: .missingKey, location: SourceLocation(file: "de.strings", line: line, column: 1), message: "key \(line)", locale: "de",
        table: "T")
    }
    let text = LintReport(findings: many, locales: []).render(.text)
    XCTAssertTrue(text.contains("key 10 [missing-key]\n  … and 2 more [missing-key] in this file (all of them: --format json)\n"), text)
    XCTAssertFalse(text.contains("key 11"))
  }

  func testXcodeListsErrorsAndWarningsOnePerLineThenWhatWasNotChecked() {
    XCTAssertEqual(
      report.render(.xcode),
      #"""
      Res/de.lproj/Localizable.strings:3:9: error: key "a": "%d, 50%" reads argument 1 as Int [placeholder-mismatch]
      Res/de.lproj/Localizable.strings:1:1: warning: key "b" is missing (en: "B") [missing-key]
      Res/fr, old.lproj/X:Y.strings:2:1: error: missing ';' [syntax]
      Res/hy.lproj/Main.strings: note: not checked: no development-language .lproj beside it to compare with

      """#)
  }

  func testGitHubEscapesMessagesAndProperties() {
    XCTAssertEqual(
      report.render(.github),
      #"""
      ::error file=Res/de.lproj/Localizable.strings,line=3,col=9,title=placeholder-mismatch::key "a": "%25d, 50%25" reads argument 1 as Int
      ::warning file=Res/de.lproj/Localizable.strings,line=1,col=1,title=missing-key::key "b" is missing%0A(en: "B")
      ::error file=Res/fr%2C old.lproj/X%3AY.strings,line=2,col=1,title=syntax::missing ';'
      ::notice file=Res/hy.lproj/Main.strings,title=not checked::no development-language .lproj beside it to compare with

      """#)
  }

  func testJSONHasTheDocumentedSchemaInAFixedOrder() throws {
    let json = report.render(.json)
    XCTAssertEqual(
      json,
      #"""
      {
        "version": 1,
        "summary": {
          "errors": 2,
          "warnings": 1,
          "infos": 1,
          "locales": [
            {"locale": "de", "development": false, "keys": 3, "translated": 1, "translatedPercent": 33.3, "errors": 1, "warnings": 1, "infos": 1},
            {"locale": "en", "development": true, "keys": 3, "translated": 3, "translatedPercent": 100.0, "errors": 0, "warnings": 0, "infos": 0}
          ]
        },
        "findings": [
          {"rule": "placeholder-mismatch", "severity": "error", "file": "Res/de.lproj/Localizable.strings", "line": 3, "column": 9, "locale": "de", "table": "Localizable", "key": "a", "message": "key \"a\": \"%d, 50%\" reads argument 1 as Int"},
          {"rule": "missing-key", "severity": "warning", "file": "Res/de.lproj/Localizable.strings", "line": 1, "column": 1, "locale": "de", "table": "Localizable", "key": "b", "message": "key \"b\" is missing\n(en: \"B\")"},
          {"rule": "identical-to-source", "severity": "info", "file": "Res/de.lproj/Localizable.strings", "line": 4, "column": 7, "locale": "de", "table": "Localizable", "key": "c", "message": "key \"c\" is identical"},
          {"rule": "syntax", "severity": "error", "file": "Res/fr, old.lproj/X:Y.strings", "line": 2, "column": 1, "locale": null, "table": "X:Y", "key": null, "message": "missing ';'"}
        ],
        "skipped": [
          {"path": "Res/hy.lproj/Main.strings", "reason": "no development-language .lproj beside it to compare with"}
        ]
      }

      """#)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)))
  }

  func testJSONOfACleanRunHasEmptyLists() throws {
    let json = LintReport(findings: [], locales: []).render(.json)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual((object["findings"] as? [Any])?.count, 0)
    XCTAssertEqual((object["skipped"] as? [Any])?.count, 0)
  }
}
