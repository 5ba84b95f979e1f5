import L10nGenCallSites
import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups
import L10nGenTables
import L10nGenTestSupport
import XCTest

/// What `l10ngen migrate` writes for each form of lookup, and what it leaves, with the accessors the
/// structured-swift6 template declares for these tables (`AccessorTests` pins those names).
final class LookupRewriterTests: XCTestCase {
  private static let strings = """
    "settings.title" = "Settings";
    "inbox.unread" = "%d unread of %@";
    "inbox.one" = "%d unread, of %@";
    "inbox.order" = "%2$@ before %1$@";
    "sale" = "50%% off";
    "Cancel" = "Cancel";
    """

  /// The accessors of these tables, reading `bundle`; `translations` are other locales' tables
  /// (`fa.lproj/Localizable.strings`: its text).
  private func rewriter(
    functions: LookupFunctions = LookupFunctions(), bundle: LookupBundle = .main, translations: [String: String] = [:]
  ) throws -> LookupRewriter {
    let directory = try TemporaryDirectory()
    let localizable = try directory.write("en.lproj/Localizable.strings", Self.strings)
    let inbox = try directory.write("en.lproj/Mail.strings", #""compose" = "Compose";"#)
    for (path, text) in translations { _ = try directory.write(path, text) }
    let generator = try StringsGenerator(inputs: [localizable, inbox], options: StringsOptions())
    var index = AccessorIndex()
    let accessors = try XCTUnwrap(try generator.accessors(LoadedTemplate(.builtin("structured-swift6")), params: [:]))
    var keys: [String: [String: SourceLocation]] = [:]
    for table in generator.tables {
      keys[table.name] = Dictionary(table.entries.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
    }
    index.add(accessors, tableKeys: keys, bundle: bundle)
    for group in try TableDiscovery.groups(inputs: [localizable, inbox], inputsNameDevelopmentTables: true) {
      index.add(TranslatedTexts(group), table: group.name)
    }
    return LookupRewriter(index: index, functions: functions)
  }

  private func rewritten(
    _ source: String, functions: LookupFunctions = LookupFunctions(), bundle: LookupBundle = .main, translations: [String: String] = [:]
  ) throws -> (text: String, skipped: [String]) {
    let result = try rewriter(functions: functions, bundle: bundle, translations: translations).rewrite(Array(source.utf8), path: "App.swift")
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
        "App.swift:1:5: warning: key \"settings.titel\" is not in table Localizable: users see its value \"Settings\", untranslated; add it to the table or fix the key"
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
        "App.swift:3:5: warning: key \"settings.titel\" is not in table Localizable: users see the key itself; add it to the table or fix the key",
        "App.swift:4:5: note: NSLocalizedString of \"x\" left as it is: no output of the config generates table Other",
        "App.swift:5:20: note: String(format:) of \"inbox.unread\" left as it is: it gives 1 argument to a format that reads 2",
        "App.swift:6:5: note: NSLocalizedString of \"inbox.unread\" left as it is: its text is a format of 2 arguments, used here without them",
        "App.swift:7:5: note: NSLocalizedString of \"sale\" left as it is: its text in en, \"50%% off\", has % and is used unformatted; L10n.sale formats it (%% prints %, % followed by a letter reads an argument)",
        "App.swift:8:20: note: String(format:) of \"inbox.unread\" left as it is: its arguments are one list, which L10n.Inbox.unread cannot take",
        "App.swift:9:20: note: String(format:locale:) of \"inbox.unread\" left as it is: it formats with german, L10n.Inbox.unread with the current locale",
        "App.swift:10:5: note: NSLocalizedString of \"Cancel\" left as it is: its table (table) is not a string literal",
        "App.swift:12:5: note: NSLocalizedString left as it is: the code is never compiled (#if false)",
      ])
  }

  /// A lookup reads its `bundle:` (Foundation's default: the main bundle); the accessors read theirs
  /// (`Bundle.module` in a package, else the app's). Only where they are the same is it rewritten.
  func testALookupOfAnotherBundleStays() throws {
    let source = #"""
      a = NSLocalizedString("Cancel", bundle: .main, comment: "")
      b = NSLocalizedString("Cancel", bundle: Bundle.module, comment: "")
      c = brandBundle.localizedString(forKey: "Cancel", value: nil, table: nil)
      d = NSLocalizedString("Cancel", comment: "")
      """#
    let main = try rewritten(source)
    XCTAssertEqual(
      main.text,
      source.replacingOccurrences(of: #"NSLocalizedString("Cancel", bundle: .main, comment: "")"#, with: "L10n.cancel")
        .replacingOccurrences(of: #"NSLocalizedString("Cancel", comment: "")"#, with: "L10n.cancel"))
    XCTAssertEqual(
      main.skipped,
      [
        "App.swift:2:5: note: NSLocalizedString of \"Cancel\" left as it is: it reads Bundle.module, L10n.cancel reads Bundle.main; an output whose \"bundle\" param is Bundle.module would give it an accessor",
        "App.swift:3:17: note: localizedString(forKey:value:table:) of \"Cancel\" left as it is: it reads brandBundle, L10n.cancel reads Bundle.main; an output whose \"bundle\" param is brandBundle would give it an accessor",
      ])
    let module = try rewritten(source, bundle: .module)
    XCTAssertEqual(module.text.split(separator: "\n")[1], "b = L10n.cancel")
    XCTAssertEqual(module.skipped.count, 3)
    let brand = try rewritten(source, bundle: LookupBundle("brandBundle"))
    XCTAssertEqual(brand.text.split(separator: "\n")[2], "c = L10n.cancel")
  }

  /// A lookup shown as it is, unformatted, shows a `%` as it is; the accessor formats its text. A
  /// translation with `%` (French writes "100 %", which Foundation reads as `% d`) keeps the lookup.
  func testATranslationWithPercentKeepsALookupShownUnformatted() throws {
    let result = try rewritten(
      #"a = NSLocalizedString("settings.title", comment: "")"#,
      translations: ["fr.lproj/Localizable.strings": #""settings.title" = "Réglages à 100 %";"#])
    XCTAssertEqual(result.text, #"a = NSLocalizedString("settings.title", comment: "")"#)
    XCTAssertEqual(
      result.skipped,
      [
        "App.swift:1:5: note: NSLocalizedString of \"settings.title\" left as it is: its text in fr, \"Réglages à 100 %\", has % and is used unformatted; L10n.Settings.title formats it (%% prints %, % followed by a letter reads an argument)"
      ])
  }

  /// `String(format:)` writes numbers "without any localization" (Apple's documentation of
  /// `init(format:_:)`); the accessors with the user's locale, as `String.localizedStringWithFormat`
  /// does. A decimal number (`%f`) reads so differently in many regions; an integer only in
  /// languages with digits of their own (Foundation writes `%d` in `fa` with Persian digits).
  func testStringFormatOfANumberStaysWhereTheUsersLocaleWritesItDifferently() throws {
    let strings = ["en.lproj/Distance.strings": #""km" = "%.1f km";"#]
    let decimal = try rewritten(#"a = String(format: NSLocalizedString("inbox.unread", comment: ""), n, "x")"#, translations: strings)
    XCTAssertEqual(decimal.text, #"a = L10n.Inbox.unread(n, "x")"#, "an integer in English reads the same")
    let persian = try rewritten(
      #"a = String(format: NSLocalizedString("inbox.unread", comment: ""), n, "x")"#,
      translations: ["fa.lproj/Localizable.strings": #""inbox.unread" = "%d خوانده‌نشده از %@";"#])
    XCTAssertEqual(
      persian.skipped,
      [
        "App.swift:1:20: note: String(format:) of \"inbox.unread\" left as it is: it writes %d with no locale (123), L10n.Inbox.unread with the user's, whose digits are fa's, in \"%d خوانده‌نشده از %@\"; String.localizedStringWithFormat or String(format:locale: .current) would be rewritten"
      ])
    let localized = try rewritten(
      #"a = String.localizedStringWithFormat(NSLocalizedString("inbox.unread", comment: ""), n, "x")"#,
      translations: ["fa.lproj/Localizable.strings": #""inbox.unread" = "%d خوانده‌نشده از %@";"#])
    XCTAssertEqual(localized.text, #"a = L10n.Inbox.unread(n, "x")"#, "formatted with the user's locale, as the accessor formats")
  }

  /// The accessors take `Int` for every integer, `Double` for `%f` and `String` for `%@`. An argument
  /// whose type the code shows is converted where the conversion keeps what the format prints.
  func testArgumentsOfAnotherTypeAreConvertedExactlyOrLeft() throws {
    let result = try rewritten(
      #"""
      a = String(format: NSLocalizedString("inbox.unread", comment: ""), Int32(n), name as NSString)
      b = String(format: NSLocalizedString("inbox.unread", comment: ""), UInt8(n), Swift.String(name))
      c = String(format: NSLocalizedString("inbox.unread", comment: ""), UInt(n), name)
      d = String(format: NSLocalizedString("inbox.unread", comment: ""), Double(n), name)
      e = String(format: NSLocalizedString("inbox.unread", comment: ""), values[Int32(n)], name)
      """#)
    XCTAssertEqual(
      result.text,
      #"""
      a = L10n.Inbox.unread(Int(Int32(n)), String(describing: name as NSString))
      b = L10n.Inbox.unread(Int(UInt8(n)), Swift.String(name))
      c = L10n.Inbox.unread(Int(truncatingIfNeeded: UInt(n)), name)
      d = String(format: NSLocalizedString("inbox.unread", comment: ""), Double(n), name)
      e = L10n.Inbox.unread(values[Int32(n)], name)
      """#)
    XCTAssertEqual(
      result.skipped,
      [
        "App.swift:4:20: note: String(format:) left as it is: its argument 1, Double(n), is a Double, and L10n.Inbox.unread takes Int, to which no conversion keeps what the format prints"
      ])
  }

  /// A name the file declares with one type is of that type; one declared with two is the
  /// compiler's to tell, and passed as it is.
  func testANameTheFileDeclaresIsConvertedAsItsType() throws {
    let result = try rewritten(
      #"""
      final class Row {
          var total: Int32 = 0
          let title: NSString = "x"
          func text(count: UInt16, other: Int) -> [String] {
              [
                  String.localizedStringWithFormat(NSLocalizedString("inbox.unread", comment: ""), self.total, title),
                  String.localizedStringWithFormat(NSLocalizedString("inbox.unread", comment: ""), count, "y"),
                  String.localizedStringWithFormat(NSLocalizedString("inbox.unread", comment: ""), other, "y"),
              ]
          }
          func again(other: Double) {}
      }
      """#)
    XCTAssertTrue(result.text.contains("L10n.Inbox.unread(Int(self.total), String(describing: title)),"), result.text)
    XCTAssertTrue(result.text.contains("L10n.Inbox.unread(Int(count), \"y\"),"), result.text)
    XCTAssertTrue(result.text.contains("L10n.Inbox.unread(other, \"y\"),"), "declared as Int and as Double: \(result.text)")
  }

  /// A member's type is the one the project declares it with (another file's `var tracksCount:
  /// UInt32`): converted where a conversion keeps what the format prints, else passed as it is, for
  /// the compiler to tell, as the declaration may be another type's member of the same name.
  func testAMembersTypeIsTheOneTheProjectDeclares() throws {
    var project = DeclaredTypes()
    project.addProject(DeclaredTypes(SwiftScanner(bytes: Array("struct Artist { var tracksCount: UInt32; var rating: Double }".utf8))))
    let source = #"""
      a = String(format: NSLocalizedString("inbox.unread", comment: ""), artist.tracksCount, "x")
      b = String(format: NSLocalizedString("inbox.unread", comment: ""), artist.rating, "x")
      """#
    let result = try rewriter().with(projectTypes: project).rewrite(Array(source.utf8), path: "App.swift")
    XCTAssertEqual(
      String(decoding: result.rewritten, as: UTF8.self),
      "a = L10n.Inbox.unread(Int(artist.tracksCount), \"x\")\nb = L10n.Inbox.unread(artist.rating, \"x\")")
  }

  func testLookupsInInterpolationsAreRewritten() throws {
    let result = try rewritten(
      #"""
      a = "\(NSLocalizedString("settings.title", comment: "")) · \("\(String(format: NSLocalizedString("inbox.unread", comment: ""), n, "\(NSLocalizedString("Cancel", comment: ""))"))")"
      b = """
        \(NSLocalizedString(
          "Cancel", comment: ""))
        """
      """#)
    XCTAssertEqual(
      result.text,
      #"""
      a = "\(L10n.Settings.title) · \("\(L10n.Inbox.unread(n, "\(L10n.cancel)"))")"
      b = """
        \(L10n.cancel)
        """
      """#)
  }

  /// Each branch of a conditional key is a lookup: both become accessors, in parentheses where the
  /// conditional is part of a larger expression.
  func testAConditionalOfTwoKeysBecomesAConditionalOfAccessors() throws {
    let result = try rewritten(
      #"""
      a = NSLocalizedString(flag ? "settings.title" : "Cancel", comment: "")
      b = NSLocalizedString(flag ? "settings.title" : "Cancel", comment: "") + "!"
      f(String(format: NSLocalizedString(n > 1 ? "inbox.unread" : "inbox.order", comment: ""), n, name))
      c = NSLocalizedString(flag ? "settings.title" : "settings.titel", comment: "")
      d = NSLocalizedString(a ? b : c ? "settings.title" : "Cancel", comment: "")
      """#)
    XCTAssertEqual(
      result.text,
      #"""
      a = flag ? L10n.Settings.title : L10n.cancel
      b = (flag ? L10n.Settings.title : L10n.cancel) + "!"
      f(String(format: NSLocalizedString(n > 1 ? "inbox.unread" : "inbox.order", comment: ""), n, name))
      c = NSLocalizedString(flag ? "settings.title" : "settings.titel", comment: "")
      d = NSLocalizedString(a ? b : c ? "settings.title" : "Cancel", comment: "")
      """#)
    XCTAssertEqual(
      result.skipped,
      [
        "App.swift:3:18: note: String(format:) left as it is: L10n.Inbox.unread and L10n.Inbox.order take arguments of different types",
        "App.swift:4:5: warning: key \"settings.titel\" is not in table Localizable: users see the key itself; add it to the table or fix the key",
        "App.swift:5:5: note: NSLocalizedString left as it is: its key is not a string literal, so which string it reads is known only at run time",
      ])
  }

  /// A format chosen by a conditional of two lookups (a singular and a plural text) is one lookup
  /// whose key is conditional; so is one kept in a constant and formatted on the next line, where
  /// the condition is read when it was.
  func testAFormatChosenBetweenTwoLookupsBecomesAConditionalOfAccessors() throws {
    let result = try rewritten(
      #"""
      func f(n: Int) -> String {
          let chosen = n == 1 ? NSLocalizedString("inbox.unread", comment: "") : NSLocalizedString("inbox.one", comment: "")
          return String(format: chosen, n, "x")
      }
      func g(n: Int) -> [String] {
          let later = n == 1 ? NSLocalizedString("inbox.unread", comment: "") : NSLocalizedString("inbox.one", comment: "")
          print(n)
          return [
              String(format: later, n, "x"),
              String(format: n > 1 ? NSLocalizedString("inbox.unread", comment: "") : NSLocalizedString("inbox.unread", tableName: "Mail", comment: ""), n, "x"),
          ]
      }
      """#)
    XCTAssertTrue(
      result.text.hasPrefix("func f(n: Int) -> String {\n    return (n == 1 ? L10n.Inbox.unread(n, \"x\") : L10n.Inbox.one(n, \"x\"))\n}"),
      result.text)
    XCTAssertTrue(result.text.contains("let later = n == 1 ? NSLocalizedString"), "formatted two lines later: the condition may have changed")
    XCTAssertTrue(result.text.contains("String(format: n > 1 ? NSLocalizedString"), "lookups of two tables are two lookups")
  }

  /// `.localizedStringWithFormat(…)` where the type is `String` is `String.localizedStringWithFormat`.
  func testTheImplicitMemberFormOfLocalizedStringWithFormatIsAWrapper() throws {
    let result = try rewritten(#"label.stringValue = .localizedStringWithFormat(NSLocalizedString("inbox.unread", comment: ""), n, name)"#)
    XCTAssertEqual(result.text, "label.stringValue = L10n.Inbox.unread(n, name)")
  }

  func testCommentsInsideARewrittenCallAreKept() throws {
    let result = try rewritten(
      #"""
      let items = [
        NSLocalizedString(
          "Cancel",  // keep in sync with the web app
          comment: "A button"),
        NSLocalizedString("Cancel", /* the short one */ comment: ""),
        f(NSLocalizedString("Cancel", // first
                            // second
                            comment: ""), x),
      ]
      """#)
    XCTAssertEqual(
      result.text,
      #"""
      let items = [
        L10n.cancel,  // keep in sync with the web app
        L10n.cancel /* the short one */,
        f(L10n.cancel // first
        // second
        , x),
      ]
      """#)
  }

  /// A format kept in a constant, and used once in the same body as a format, is one lookup: the
  /// call becomes the accessor's, and the constant goes.
  func testAFormatKeptInAConstantAndFormattedOnceBecomesOneCall() throws {
    let result = try rewritten(
      #"""
      func f(n: Int, name: String) -> String {
          let format = NSLocalizedString("inbox.unread", comment: "")
          let title: String = NSLocalizedString("inbox.order", comment: "")
          log(NSString.localizedStringWithFormat(title as NSString, name, "\(n)") as String)
          return String.localizedStringWithFormat(format, n, name)
      }
      func g(n: Int) -> String {
          let twice = NSLocalizedString("inbox.unread", comment: "")
          return String(format: twice, n, "a") + String(format: twice, n, "b")
      }
      struct S {
          let kept = NSLocalizedString("inbox.unread", comment: "")
          func h() -> String { String(format: kept, 1, "x") }
      }
      """#)
    XCTAssertEqual(
      result.text,
      #"""
      func f(n: Int, name: String) -> String {
          log(L10n.Inbox.order(name, "\(n)"))
          return L10n.Inbox.unread(n, name)
      }
      func g(n: Int) -> String {
          let twice = NSLocalizedString("inbox.unread", comment: "")
          return String(format: twice, n, "a") + String(format: twice, n, "b")
      }
      struct S {
          let kept = NSLocalizedString("inbox.unread", comment: "")
          func h() -> String { String(format: kept, 1, "x") }
      }
      """#)
    XCTAssertEqual(result.skipped.count, 2, "the constant used twice, and the type's, stay: \(result.skipped)")
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
