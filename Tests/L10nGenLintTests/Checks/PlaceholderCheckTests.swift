import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenLint
@testable import L10nGenTables

final class PlaceholderCheckTests: XCTestCase {
  func testArgumentsOfAnotherTypeOrNotPassedAreErrorsButReorderingIsFine() throws {
    // de's "%2$ld Nachrichten für %1$@" reorders en's "%1$@ has %2$ld messages": not reported. Nor is fr's
    // "50% de réduction", whose "% d" takes an argument: suspicious-percent names that mistake.
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .placeholderMismatch),
      [
        #"de.lproj/Localizable.strings:1:14: key "greeting": "Hallo, %d!" reads argument 1 as Int with "%d", but it is String "#
          + #"(%@ in en: "Hello, %@!")"#,
        #"ja.lproj/Localizable.strings:5:11: key "title": "ようこそ %@" reads argument 1 with "%@", but the development value has "#
          + #"no arguments (en: "Welcome")"#,
      ])
  }

  func testTranslationLeavingOutAnArgumentIsAWarning() throws {
    // ru's "%2$ld сообщений" leaves out argument 1 but still reads the number at position 2: Foundation
    // (apps built with current SDKs) gives position 1 an argument of its own.
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .placeholderMissing),
      [
        #"fr.lproj/Localizable.strings:1:14: key "greeting": "Bonjour !" does not show argument 1 (%@ in en: "Hello, %@!")"#,
        #"ru.lproj/Localizable.strings:2:17: key "inbox.count": "%2$ld сообщений" does not show argument 1 (%1$@ in en: "#
          + #""%1$@ has %2$ld messages")"#,
      ])
  }

  func testReadingAnArgumentTheDevelopmentValueDoesNotPassIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"%1$@ and %2$d\";\n")
    try directory.write("de.lproj/Localizable.strings", "\"a\" = \"%3$d und %1$@\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.filter { $0.rule == .placeholderMismatch }.map(\.message),
      [
        #"key "a": "%3$d und %1$@" reads argument 3 with "%3$d", but the development value passes only %1$@, %2$d (en: "%1$@ and %2$d")"#
      ])
  }

  func testAnotherIntegerLengthIsInformation() throws {
    XCTAssertEqual(
      LintFixture.lines(try LintFixture.app(), .placeholderLength),
      [
        #"pt.lproj/Localizable.strings:2:17: key "inbox.count": "%1$@ tem %2$d mensagens" reads argument 2 as Int32 with "#
          + #""%2$d", the development value as Int (%2$ld in en: "%1$@ has %2$ld messages")"#
      ])
    XCTAssertEqual(LintRule.placeholderLength.severity, .info)
  }

  func testArgumentUsedWithTwoTypesInOneValueIsAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/Localizable.strings", "\"a\" = \"%@ and %d\";\n")
    try directory.write("eu.lproj/Localizable.strings", "\"a\" = \"%@ eta %1$d\";\n")
    let report = Linter.lint(try TableDiscovery.groups(inputs: [directory.url.path]))
    XCTAssertEqual(
      report.findings.map(\.message),
      [
        #"value of key "a": argument 1 is used as String by "%@" at offset 0 and as Int by "%1$d" at offset 7"#
      ])
    XCTAssertEqual(report.findings.map(\.rule), [.placeholderMismatch])
  }
}
