import XCTest
@testable import L10nGenKit

final class PlaceholderCheckTests: XCTestCase {
  func testTypeArgumentsAndSkippedPositionsAreErrorsButReorderingIsFine() {
    // de's "%2$ld Nachrichten für %1$@" reorders en's "%1$@ has %2$ld messages": not reported. Nor is fr's
    // "50% de réduction", whose "% d" takes an argument: suspicious-percent names that mistake.
    XCTAssertEqual(LintFixture.lines(LintFixture.app, .placeholderMismatch), [
      #"de.lproj/Localizable.strings:1:14: key "greeting": "Hallo, %d!" reads argument 1 as Int with "%d", but it is String "#
        + #"(%@ in en: "Hello, %@!")"#,
      #"ja.lproj/Localizable.strings:5:11: key "title": "ようこそ %@" reads argument 1 with "%@", but the development value has "#
        + #"no arguments (en: "Welcome")"#,
      #"ru.lproj/Localizable.strings:2:17: key "inbox.count": "%2$ld сообщений" gives "%2$ld" argument 1 (%1$@ in en: "#
        + #""%1$@ has %2$ld messages"), not argument 2: Foundation numbers only the positions a text uses, and this one does "#
        + "not use 1",
    ])
  }

  func testTranslationLeavingOutTheLastArgumentIsAWarning() {
    XCTAssertEqual(LintFixture.lines(LintFixture.app, .placeholderMissing), [
      #"fr.lproj/Localizable.strings:1:14: key "greeting": "Bonjour !" does not show argument 1 (%@ in en: "Hello, %@!")"#
    ])
  }

  func testAnotherIntegerLengthIsInformation() {
    XCTAssertEqual(LintFixture.lines(LintFixture.app, .placeholderLength), [
      #"pt.lproj/Localizable.strings:2:17: key "inbox.count": "%1$@ tem %2$d mensagens" reads argument 2 as Int32 with "#
        + #""%2$d", the development value as Int (%2$ld in en: "%1$@ has %2$ld messages")"#
    ])
    XCTAssertEqual(LintRule.placeholderLength.severity, .info)
  }

  func testArgumentUsedWithTwoTypesInOneValueIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"%@ and %d\";\n")
    try directory.write("eu.lproj/Localizable.strings", "\"a\" = \"%@ eta %1$d\";\n")
    let report = Linter.lint(try LocaleDiscovery.groups(inputs: [directory.url.path], developmentLanguage: nil))
    XCTAssertEqual(report.findings.map(\.message), [
      #"value of key "a": argument 1 is used as String by "%@" at offset 0 and as Int by "%1$d" at offset 7"#
    ])
    XCTAssertEqual(report.findings.map(\.rule), [.placeholderMismatch])
  }
}
