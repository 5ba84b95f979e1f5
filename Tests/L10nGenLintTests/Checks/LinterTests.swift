import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class LinterTests: XCTestCase {
  func testSummaryCountsKeysTranslationsAndFindingsPerLocale() throws {
    let rows = try LintFixture.app().locales.map {
      "\($0.locale)\($0.isDevelopment ? "*" : "") \($0.keys) \($0.translated) \($0.errors)/\($0.warnings)/\($0.infos)"
    }
    XCTAssertEqual(
      rows,
      [
        "de 7 5 1/5/1", "en* 7 7 0/1/0", "en-GB 5 5 0/0/0", "fr 7 6 1/4/0", "ja 7 7 1/1/0", "pt 7 5 0/1/1", "pt-BR 5 5 0/0/0",
        "ru 7 7 1/1/0", "uk 7 7 0/1/0",
      ])
  }

  func testEveryRuleHasAFindingInTheFixtures() throws {
    var found = Set(try LintFixture.app().findings.map(\.rule))
    found.formUnion(try LintFixture.report("Broken").findings.map(\.rule))
    found.formUnion(try LintFixture.report("Catalog").findings.map(\.rule))
    // The rules that check code have theirs in CodeCheckTests.
    XCTAssertEqual(Set(LintRule.allCases.filter { !$0.checksCode }).subtracting(found), [])
  }

  func testDisabledRulesLeaveNoFindingsAndCountNowhere() throws {
    let report = try LintFixture.report("App", policy: LintPolicy.command.disabling([.placeholderMismatch, .identicalToSource]))
    XCTAssertFalse(report.findings.contains { $0.rule == .placeholderMismatch || $0.rule == .identicalToSource })
    XCTAssertEqual(report.count(.error), try LintFixture.app().count(.error) - 2)
    XCTAssertEqual(report.locales.first { $0.locale == "de" }?.errors, 0)
  }

  func testFailsOnErrorsOrOnWarningsWhenStrict() throws {
    func report(_ rule: LintRule) -> LintReport {
      LintReport(
        findings: [LintFinding(rule: rule, location: SourceLocation(file: "a", line: 1, column: 1), message: "m", locale: "de", table: "T")],
        locales: [])
    }
    XCTAssertFalse(report(.missingKey).fails(strict: false))
    XCTAssertTrue(report(.missingKey).fails(strict: true))
    XCTAssertTrue(report(.syntax).fails(strict: false))
    XCTAssertFalse(report(.identicalToSource).fails(strict: true))
  }

  func testThePolicysSeverityDecidesWhatFailsAndIsCounted() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Shop.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    try directory.write("de.lproj/Shop.strings", "\"a\" = \"A1\";\n\"a\" = \"A2\";\n")
    let groups = try TableDiscovery.groups(inputs: [directory.url.path])
    // Sorted by place: "b" is missing from the file (1:1), "a" written again at 2:1.
    let command = Linter.lint(groups)
    XCTAssertEqual(command.findings.map { "\($0.rule.rawValue) \($0.severity.rawValue)" }, ["missing-key warning", "duplicate-key error"])
    XCTAssertTrue(command.fails(strict: false))
    // The build's check: a duplicate key builds (Foundation keeps the last value), as in Xcode.
    let build = Linter.lint(groups, policy: .build)
    XCTAssertEqual(build.findings.map { "\($0.rule.rawValue) \($0.severity.rawValue)" }, ["missing-key warning", "duplicate-key warning"])
    XCTAssertFalse(build.fails(strict: false))
    XCTAssertEqual(build.locales.first { $0.locale == "de" }.map { "\($0.errors)/\($0.warnings)" }, "0/2")
    let missingFails = Linter.lint(groups, policy: LintPolicy.build.reporting([.missingKey], as: .error))
    XCTAssertEqual(missingFails.findings.map(\.severity), [.error, .warning])
    XCTAssertTrue(missingFails.fails(strict: false))
  }

  func testBesideGenerationLeavesOutOnlyWhatGenerationSaysOfTheDevelopmentLanguage() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Shop.strings", "\"sale\" = \"50% off\";\n")
    try directory.write("de.lproj/Shop.strings", "\"sale\" = \"50% Rabatt\"\n")
    try directory.write("Catalog.xcstrings", "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : {} }, ")
    let groups = try TableDiscovery.groups(inputs: [directory.url.path])
    func found(_ policy: LintPolicy) -> [String] {
      Linter.lint(groups, policy: policy).findings.map {
        "\(URL(fileURLWithPath: $0.location.file).lastPathComponent) \($0.locale ?? "-") \($0.rule.rawValue)"
      }
    }
    XCTAssertEqual(found(.build).sorted(), ["Catalog.xcstrings - syntax", "Shop.strings de syntax", "Shop.strings en suspicious-percent"])
    // Generation reads the English table and the catalog, and reports these itself; the German table it never reads.
    XCTAssertEqual(found(LintPolicy.build.besideGeneration()), ["Shop.strings de syntax"])
  }

  /// Tables as Foundation reads them: a translation in UTF-16 without a byte-order mark is a table
  /// Foundation cannot read (swift-corelibs' `PropertyListSerialization` fails on it), a syntax error
  /// in the command and in the build's check; keys that differ only by normalization ("café"
  /// composed and decomposed) are two entries, as CoreFoundation compares UTF-16 units
  /// (`CFStringCompare` without `kCFCompareNonliteral`), so neither is a duplicate.
  func testTablesAreReadAsFoundationReadsThem() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Shop.strings", "\"caf\u{E9}\" = \"Caf\u{E9}\";\n\"cafe\u{301}\" = \"Cafe\u{301}\";\n")
    let unmarked = Data("\"caf\u{E9}\" = \"Caf\u{E9}\";\n\"cafe\u{301}\" = \"Cafe\u{301}\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    XCTAssertThrowsError(try PropertyListSerialization.propertyList(from: unmarked, options: [], format: nil))
    try directory.write("de.lproj/Shop.strings", "")
    try unmarked.write(to: directory.url.appendingPathComponent("de.lproj/Shop.strings"))
    let groups = try TableDiscovery.groups(inputs: [directory.url.path])
    for policy in [LintPolicy.command, .build] {
      let report = Linter.lint(groups, policy: policy)
      XCTAssertEqual(report.findings.map { "\($0.locale ?? "-") \($0.rule.rawValue) \($0.location.line):\($0.location.column)" }, ["de syntax 1:1"])
      XCTAssertTrue(report.fails(strict: false))
    }
  }

  func testTableOutsideAnyLprojIsCheckedOnItsOwn() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Source.strings", "\"a\" = \"50% off\";\n\"b\" = \"B\";\n\"b\" = \"B\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(report.findings.map(\.rule), [.suspiciousPercent, .duplicateKey])
    XCTAssertEqual(report.findings.map(\.locale), [nil, nil])
  }

  func testTablesWithoutDevelopmentFolderAreSkippedWithAReason() throws {
    let directory = try TemporaryDirectory()
    try directory.write("hy.lproj/Main.strings", "\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(report.skipped.map(\.reason), ["no development-language .lproj beside it to compare with"])
  }
  func testAnOddConversionInATranslationIsReportedOnceNotAlsoAsAnArgumentMismatch() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Shop.strings", "\"sale\" = \"50%% off for %@\";\n\"votes\" = \"%1$d%% of %2$d\";\n")
    // `% o` takes an argument the source does not pass; `%1$d% af` reads argument 1 as Int and as Float.
    try directory.write("da.lproj/Shop.strings", "\"sale\" = \"50% off for %@\";\n\"votes\" = \"%1$d% af %2$d\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path], language: DevelopmentLanguage(requested: "en")))
    XCTAssertEqual(report.findings.map(\.rule), [.suspiciousPercent, .suspiciousPercent])
    XCTAssertEqual(report.findings.map(\.key), ["sale", "votes"])
  }

  func testAnOddConversionInAPluralFormIsReportedOnce() throws {
    let directory = try TemporaryDirectory()
    func plural(_ one: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>votes</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string>
      <key>COUNT</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>\(one)</string><key>other</key><string>%1$d%% of all votes</string></dict>
      </dict></dict></plist>
      """
    }
    try directory.write("en.lproj/Polls.stringsdict", plural("%1$d%% of all votes"))
    try directory.write("da.lproj/Polls.stringsdict", plural("%1$d% af alle stemmer"))
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path], language: DevelopmentLanguage(requested: "en")))
    XCTAssertEqual(report.findings.map(\.rule), [.suspiciousPercent])
    XCTAssertEqual(report.findings.first?.location.file.hasSuffix("da.lproj/Polls.stringsdict"), true)
  }
}

/// The report's order: the findings' indices are sorted and the findings moved into place, which must
/// give what sorting the findings themselves gives (the standard library's stable sort is the reference).
final class LinterOrderTests: XCTestCase {
  func testFindingsAreSortedAsSortingThemWouldSortThemEqualOnesKeepingTheirOrder() {
    let rules: [LintRule: Int] = [.missingKey: 0, .extraKey: 1, .placeholderMismatch: 2]
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 7, 300] {
      // Few files, lines, columns and messages: many findings tie, and equal ones are told apart by
      // `table`. A rule the order leaves out ranks first; paths as `String`s order them ("é" composed
      // and decomposed are one path).
      let findings = (0..<count).map { index in
        LintFinding(
          rule: [.missingKey, .extraKey, .placeholderMismatch, .suspiciousPercent].randomElement(using: &generator)!,
          location: SourceLocation(
            file: ["b.strings", "a.strings", "c.strings", "B.strings", "\u{E9}.strings", "e\u{301}.strings"].randomElement(using: &generator)!,
            line: Int.random(in: 1...5, using: &generator), column: Int.random(in: 1...2, using: &generator)
          ),
          message: ["one", "two"].randomElement(using: &generator)!, locale: "de", table: "T\(index)")
      }
      var sorted = findings
      Linter.sortInReadingOrder(&sorted, rules: rules)
      XCTAssertEqual(sorted, findings.sorted { Linter.inReadingOrder($0, $1, rules: rules) }, "\(count) findings")
    }
  }
}
