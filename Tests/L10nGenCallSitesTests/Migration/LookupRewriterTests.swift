import L10nGenCallSites
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTestSupport
import XCTest

/// What `l10ngen migrate` writes for each form of lookup, and what it leaves, with the accessors the
/// structured-swift6 template declares for these tables (`AccessorTests` pins those names).
final class LookupRewriterTests: XCTestCase {
  private static let strings = """
    "settings.title" = "Settings";
    "inbox.unread" = "%d unread of %@";
    "inbox.order" = "%2$@ before %1$@";
    "sale" = "50%% off";
    "Cancel" = "Cancel";
    """

  private func rewriter(functions: LookupFunctions = LookupFunctions()) throws -> LookupRewriter {
    let directory = try TemporaryDirectory()
    let localizable = try directory.write("en.lproj/Localizable.strings", Self.strings)
    let inbox = try directory.write("en.lproj/Mail.strings", #""compose" = "Compose";"#)
    let generator = try StringsGenerator(inputs: [localizable, inbox], options: StringsOptions())
    var index = AccessorIndex()
    let accessors = try XCTUnwrap(try generator.accessors(LoadedTemplate(.builtin("structured-swift6")), params: [:]))
    var keys: [String: [String: SourceLocation]] = [:]
    for table in generator.tables {
      keys[table.name] = Dictionary(table.entries.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
    }
    index.add(accessors, tableKeys: keys)
    return LookupRewriter(index: index, functions: functions)
  }

  private func rewritten(_ source: String, functions: LookupFunctions = LookupFunctions()) throws -> (text: String, skipped: [String]) {
    let result = try rewriter(functions: functions).rewrite(Array(source.utf8), path: "App.swift")
    return (String(decoding: result.rewritten, as: UTF8.self), result.skipped.map(\.description))
  }

  func testEachFormBecomesItsAccessor() throws {
    let result = try rewritten(
      #"""
      a = NSLocalizedString("settings.title", comment: "The title")
      b = String(format: NSLocalizedString("inbox.unread", comment: ""), count, name)
      c = String.localizedStringWithFormat(NSLocalizedString("inbox.unread", tableName: "Localizable", comment: ""), 1, "x")
      d = String(localized: "settings.title")
      e = Bundle.main.localizedString(forKey: "Cancel", value: nil, table: nil)
      f = NSLocalizedString("compose", tableName: "Mail", comment: "")
      g = String(format: NSLocalizedString("inbox.unread", comment: ""), locale: .current, n, user.name)
      h = String(format: NSLocalizedString("inbox.unread", comment: ""), arguments: [n, "y"])
      """#)
    XCTAssertEqual(
      result.text,
      """
      a = L10n.Settings.title
      b = L10n.Inbox.unread(count, name)
      c = L10n.Inbox.unread(1, "x")
      d = L10n.Settings.title
      e = L10n.cancel
      f = L10n.Mail.compose
      g = L10n.Inbox.unread(n, user.name)
      h = L10n.Inbox.unread(n, "y")
      """)
    XCTAssertEqual(result.skipped, [])
  }

  /// `String(format:)` passes a positional format's arguments in position order (`%2$@ before
  /// %1$@` reads the second first), and so do the accessors' parameters: they keep their order.
  func testPositionalFormatsKeepTheArgumentsOrder() throws {
    XCTAssertEqual(
      try rewritten(#"String(format: NSLocalizedString("inbox.order", comment: ""), first, second)"#).text, "L10n.Inbox.order(first, second)")
  }

  func testALookupAmongAFormatsArgumentsIsRewrittenInside() throws {
    let result = try rewritten(#"String(format: NSLocalizedString("inbox.unread", comment: ""), 2, NSLocalizedString("Cancel", comment: ""))"#)
    XCTAssertEqual(result.text, "L10n.Inbox.unread(2, L10n.cancel)")
  }

  func testTheProjectsFunctionsAndProperties() throws {
    let result = try rewritten(
      #"""
      a = tr("inbox.unread", 3, who)
      b = "settings.title".localized
      c = tr("settings.title", value: "Settings", comment: "A title")
      d = tr("inbox.unread", 3)
      """#, functions: LookupFunctions(functions: ["tr"], properties: ["localized"]))
    XCTAssertEqual(result.text, "a = L10n.Inbox.unread(3, who)\nb = L10n.Settings.title\nc = L10n.Settings.title\nd = tr(\"inbox.unread\", 3)")
    XCTAssertEqual(result.skipped, ["App.swift:4:5: note: tr of \"inbox.unread\" left as it is: it gives 1 argument to a format that reads 2"])
  }

  func testAMissingKeysNoteSaysWhatUsersSee() throws {
    XCTAssertEqual(
      try rewritten(#"a = NSLocalizedString("settings.titel", value: "Settings", comment: "")"#).skipped,
      [
        "App.swift:1:5: error: key \"settings.titel\" is not in table Localizable: users see its value \"Settings\", untranslated; add it to the table or fix the key"
      ])
  }

  func testWhatCannotBeRewrittenStaysWithANoteThatSaysWhy() throws {
    let source = #"""
      a = NSLocalizedString(key, comment: "")
      b = String(localized: "Hello \(name)")
      c = NSLocalizedString("settings.titel", comment: "")
      d = NSLocalizedString("x", tableName: "Other", comment: "")
      e = String(format: NSLocalizedString("inbox.unread", comment: ""), 1)
      f = NSLocalizedString("inbox.unread", comment: "")
      g = NSLocalizedString("sale", comment: "")
      h = String(format: NSLocalizedString("inbox.unread", comment: ""), arguments: list)
      i = String(format: NSLocalizedString("inbox.unread", comment: ""), locale: german, 1, "x")
      j = NSLocalizedString("Cancel", tableName: table, comment: "")
      #if false
      k = NSLocalizedString("Cancel", comment: "")
      #endif
      """#
    let result = try rewritten(source)
    XCTAssertEqual(result.text, source, "nothing is rewritten")
    XCTAssertEqual(
      result.skipped,
      [
        "App.swift:1:5: note: NSLocalizedString left as it is: its key is not a string literal, so which string it reads is known only at run time",
        "App.swift:2:5: note: String(localized:) left as it is: its key is made from an interpolation, known only at run time",
        "App.swift:3:5: error: key \"settings.titel\" is not in table Localizable: users see the key itself; add it to the table or fix the key",
        "App.swift:4:5: note: NSLocalizedString of \"x\" left as it is: no output of the config generates table Other",
        "App.swift:5:20: note: String(format:) of \"inbox.unread\" left as it is: it gives 1 argument to a format that reads 2",
        "App.swift:6:5: note: NSLocalizedString of \"inbox.unread\" left as it is: its text is a format of 2 arguments, used here without them",
        "App.swift:7:5: note: NSLocalizedString of \"sale\" left as it is: its text has % and is used unformatted; L10n.sale formats it (%% prints %)",
        "App.swift:8:20: note: String(format:) of \"inbox.unread\" left as it is: its arguments are one list, which L10n.Inbox.unread cannot take",
        "App.swift:9:20: note: String(format:locale:) of \"inbox.unread\" left as it is: it formats with german, L10n.Inbox.unread with the current locale",
        "App.swift:10:5: note: NSLocalizedString of \"Cancel\" left as it is: its table (table) is not a string literal",
        "App.swift:12:5: note: NSLocalizedString left as it is: the code is never compiled (#if false)",
      ])
  }

  func testCommentsStringsAndTheRestOfTheLineStayByteForByte() throws {
    let source =
      "let s = \"NSLocalizedString(\\\"Cancel\\\", comment: \\\"\\\")\" /* NSLocalizedString(\"Cancel\", comment: \"\") */\r\n"
      + "label.text = NSLocalizedString(\"Cancel\",\r\n    comment: \"A button\") // NSLocalizedString(\"Cancel\")\r\n"
    let result = try rewritten(source)
    XCTAssertEqual(result.text, source.replacingOccurrences(of: "NSLocalizedString(\"Cancel\",\r\n    comment: \"A button\")", with: "L10n.cancel"))
    XCTAssertTrue(result.text.contains("\r\n"), "line endings kept")
  }

  func testAFileThatCannotBeReadWholeIsLeftAsItIs() throws {
    let source = "let a = NSLocalizedString(\"Cancel\", comment: \"\")\nlet b = \"open\n"
    let result = try rewriter().rewrite(Array(source.utf8), path: "App.swift")
    XCTAssertFalse(result.isComplete)
    XCTAssertFalse(result.changed)
  }

  func testUTF16FilesAreWrittenBackInUTF16() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "x = NSLocalizedString(\"Cancel\", comment: \"é\")\r\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let text = try XCTUnwrap(SourceText(bytes: bytes))
    XCTAssertEqual(text.encoding, .utf16(bigEndian: false, byteOrderMark: true))
    let result = try rewriter().rewrite(text.utf8, path: "App.swift")
    var expected: [UInt8] = [0xFF, 0xFE]
    for unit in "x = L10n.cancel\r\n".utf16 { expected += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    XCTAssertEqual(text.encoded(result.rewritten), expected)
  }
}
