import L10nGenLookups
import XCTest

final class SwiftLookupFinderTests: XCTestCase {
  private func sites(_ source: String, functions: LookupFunctions = LookupFunctions()) -> [(site: LookupSite, text: String)] {
    let scanner = SwiftScanner(bytes: Array(source.utf8))
    return SwiftLookupFinder(scanner, functions: functions).sites().map { ($0, String(decoding: scanner.bytes[$0.range], as: UTF8.self)) }
  }

  func testNSLocalizedStringWithItsTableAndBundle() {
    let found = sites(#"let t = NSLocalizedString("inbox.title", tableName: "Inbox", bundle: .module, value: "Inbox", comment: "A title")"#)
    XCTAssertEqual(found.map(\.text), [#"NSLocalizedString("inbox.title", tableName: "Inbox", bundle: .module, value: "Inbox", comment: "A title")"#])
    XCTAssertEqual(found.first?.site.key, .literal("inbox.title"))
    XCTAssertEqual(found.first?.site.table, "Inbox")
    XCTAssertEqual(found.first?.site.bundle, ".module")
    XCTAssertEqual(found.first?.site.formatWrapper, nil)
  }

  func testAFormatWrapperIsOneSiteWithTheFormatsArguments() {
    let found = sites(
      #"""
      a = String(format: NSLocalizedString("inbox.unread", comment: ""), count, name)
      b = String(format: Foundation.NSLocalizedString("x %@", comment: ""), locale: .current, f(1, 2))
      c = String.localizedStringWithFormat(NSLocalizedString("files", comment: ""), n)
      d = String(format: NSLocalizedString("y", comment: ""), arguments: [p, q])
      e = String(format: NSLocalizedString("z", comment: ""), arguments: list)
      """#)
    XCTAssertEqual(
      found.map(\.site.formatWrapper),
      ["String(format:)", "String(format:locale:)", "String.localizedStringWithFormat", "String(format:)", "String(format:)"])
    XCTAssertEqual(found.map(\.site.arguments), [["count", "name"], ["f(1, 2)"], ["n"], ["p", "q"], []])
    XCTAssertEqual(found.map(\.site.argumentsAreOpaque), [false, false, false, false, true])
    XCTAssertEqual(found[1].site.locale, ".current")
    XCTAssertEqual(found[0].text, #"String(format: NSLocalizedString("inbox.unread", comment: ""), count, name)"#)
  }

  func testALookupInAFormatsArgumentsIsASiteOfItsOwn() {
    let found = sites(#"String(format: NSLocalizedString("a %@", comment: ""), NSLocalizedString("b", comment: ""))"#)
    XCTAssertEqual(found.map(\.site.key), [.literal("a %@"), .literal("b")])
  }

  func testStringLocalizedAndItsInterpolation() {
    let found = sites(
      #"""
      Text(String(localized: "settings.title", table: "Settings", comment: "c"))
      let g = String(localized: "Hello \(name)")
      """#)
    XCTAssertEqual(found.map(\.site.form), [.stringLocalized, .stringLocalized])
    XCTAssertEqual(found.map(\.site.key), [.literal("settings.title"), .interpolated(InterpolatedLiteral(parts: ["Hello ", ""], values: ["name"]))])
    XCTAssertEqual(found.first?.site.table, "Settings")
  }

  func testBundleLookupsKeepTheirReceiver() {
    let found = sites(
      #"""
      a = Bundle.main.localizedString(forKey: "k1", value: nil, table: nil)
      b = Bundle(for: Self.self).localizedString(forKey: "k2", value: "", table: "T")
      c = self.bundle?.localizedString(forKey: key, value: nil, table: nil)
      """#)
    XCTAssertEqual(found.map(\.site.bundle), ["Bundle.main", "Bundle(for: Self.self)", "self.bundle?"])
    XCTAssertEqual(found.map(\.site.key), [.literal("k1"), .literal("k2"), .expression])
    XCTAssertEqual(found.map(\.site.table), [nil, "T", nil])
  }

  func testTheProjectsFunctionsAndProperties() {
    let functions = LookupFunctions(functions: ["tr", "OALocalizedString"], properties: ["localized"])
    let found = sites(
      #"""
      a = tr("inbox.unread", count)
      b = OALocalizedString("osmand.title")
      c = "home.title".localized
      d = "home.title".localized(with: x)
      func tr(_ key: String, _ args: CVarArg...) -> String { key }
      e = other.tr("x")
      """#, functions: functions)
    XCTAssertEqual(found.map(\.text), [#"tr("inbox.unread", count)"#, #"OALocalizedString("osmand.title")"#, #""home.title".localized"#])
    XCTAssertEqual(found.first?.site.arguments, ["count"])
  }

  func testTextInCommentsAndStringsIsNeverALookup() {
    XCTAssertTrue(
      sites(
        #"""
        // NSLocalizedString("a", comment: "")
        /* String(format: NSLocalizedString("b", comment: ""), 1) */
        let s = "NSLocalizedString(\"c\", comment: \"\")"
        let m = """
          NSLocalizedString("d", comment: "")
          """
        func NSLocalizedString(_ key: String, comment: String) -> String { key }
        """#
      ).isEmpty)
  }

  func testCodeThatIsNeverCompiledIsMarked() {
    let found = sites(
      #"""
      #if false
      a = NSLocalizedString("dead", comment: "")
      #elseif DEBUG
      b = NSLocalizedString("debug", comment: "")
      #else
      c = NSLocalizedString("release", comment: "")
      #endif
      #if true
      d = NSLocalizedString("live", comment: "")
      #else
      e = NSLocalizedString("never", comment: "")
      #endif
      """#)
    XCTAssertEqual(found.map(\.site.key), ["dead", "debug", "release", "live", "never"].map(LookupSite.Key.literal))
    XCTAssertEqual(found.map(\.site.isInactive), [true, false, false, false, true])
  }
}
