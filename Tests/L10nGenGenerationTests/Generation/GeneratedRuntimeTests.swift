import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCatalogCompilation
@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenGenerators
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The swift6 templates' run time, run for real: code generated from `Fixtures/Runtime` is compiled
/// with a driver that calls its accessors in every language of the tables and prints each text; the
/// String Catalog is compiled into the app's folders as the build plugin compiles it. Every expected
/// line is what the generated code's Apple branch prints on Apple platforms, worked out from:
/// - Foundation's formatting (CoreFoundation's `__CFStringAppendFormatCore`): with a locale, `%d %u
///   %f %e %g` go through ICU's decimal format, which groups digits with the locale's separator and
///   rounds half-even on the shortest decimal form of a `Double` (`%.2f` of 2.345 is `2.34`); `%x %o
///   %@` do not change;
/// - Foundation's `.stringsdict` handling (CoreFoundation as shipped, `_CFCopyResolvedFormatString
///   WithConfiguration`): a `%#@name@` reference reads its variable's argument; `zero` is used for
///   the integer 0 in every language, else the form of the CLDR category ICU's plural rules give for
///   the call's locale (a `Double` keeps its fraction digits: 1.0 is `one` in English, 1.5 `other`),
///   else `one` for the integer 1, else `other`; the chosen form is formatted on its own, its
///   sequential specifiers starting at its variable's argument, and goes in as text;
/// - CLDR 46 (the data of ICU 76, which this toolchain ships): grouping separators (fr U+202F, ru and
///   pl U+00A0; pl groups from five digits), `ar` writing Latin digits, and the plural rules.
/// Where l10ngen prints something else on purpose, the comment says so.
final class GeneratedRuntimeTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Runtime")

  // MARK: - The app: every language, every case

  private static let appDriver = """
    func show(_ label: String, _ text: String) { print(label + ": " + text) }
    typealias S = L10n  // the default table: its keys at the top, as Xcode places them
    typealias C = L10n.Catalog

    L10n.setLanguage(to: "en")
    show("en title", S.Settings.title)
    show("en greeting", S.greeting("Ada"))
    show("en copied 1", S.copied(count: 1, "Box"))
    show("en copied 3000", S.copied(count: 3000, "Box"))
    show("en folders 1 4", S.Files.folders(files: 1, folders: 4))
    show("en copied 2^32 + 1", S.copied(count: 4_294_967_297, "Box"))  // a `d` value reads the Int's low 32 bits: 1
    show("en folders 2^32 + 2, 2^32 + 4", S.Files.folders(files: 4_294_967_298, folders: 4_294_967_300))
    show("en summary 0", S.Inbox.summary(messages: 0))
    show("en summary 1", S.Inbox.summary(messages: 1))
    show("en downloads 1234", S.downloads(n: 1234))
    show("en distance 1.0", S.distance(km: 1.0))
    show("en distance 1.5", S.distance(km: 1.5))
    show("en stats downloads", S.Stats.downloads(1_234_567))
    show("en stats size", S.Stats.size(-1))  // %lu reads the Int's bits, as Foundation does: UInt.max
    show("en stats small", S.Stats.small(-1, -1))  // %hu and %u read the Int's low bits: UInt16.max, UInt32.max
    show("en stats progress", S.Stats.progress(42.5))
    show("en stats eta", S.Stats.eta(2.345))
    show("en stats weight", S.Stats.weight(2.5))
    show("en stats hole", S.Stats.hole("Ada", 3))
    show("en stats totals", S.Stats.totals(1, 2, 3, 4, "Box"))
    show("en message", S.Message.from("Ada", "Bob"))
    show("en only english", S.Only.english)
    show("en typing", S.typing("Ada", 1))
    show("en legacy points", S.Points.legacy(points: 3))
    show("en tap", S.Tap.hint)
    show("en swipe", S.Swipe.hint)
    show("en items 1", S.Items.here(n: 1))
    show("en items 5", S.Items.here(n: 5))
    show("en tab", S.Tab.title)
    show("en cart owner 1", C.Cart.owner("Ada", items: 1))
    show("en cart owner 2", C.Cart.owner("Ada", items: 2))
    show("en album 1", C.Album.photos("Rome", 1))
    show("en album 3", C.Album.photos("Rome", 3))
    show("en cart", C.Cart.title)

    L10n.setLanguage(to: "de")
    show("de title", S.Settings.title)
    show("de greeting", S.greeting("Ada"))
    show("de copied 1", S.copied(count: 1, "Box"))
    show("de copied 3000", S.copied(count: 3000, "Box"))
    show("de folders 1 4", S.Files.folders(files: 1, folders: 4))
    show("de folders 2 1", S.Files.folders(files: 2, folders: 1))
    show("de summary 0", S.Inbox.summary(messages: 0))
    show("de summary 3", S.Inbox.summary(messages: 3))
    show("de downloads 1", S.downloads(n: 1))
    show("de downloads 1234", S.downloads(n: 1234))
    show("de distance 1.5", S.distance(km: 1.5))
    show("de stats downloads", S.Stats.downloads(1_234_567))
    show("de stats size", S.Stats.size(-1))
    show("de stats small", S.Stats.small(-1, -1))
    show("de stats progress", S.Stats.progress(42.5))
    show("de stats eta", S.Stats.eta(2.345))
    show("de stats weight", S.Stats.weight(2.5))
    show("de stats hole", S.Stats.hole("Ada", 3))
    show("de stats totals", S.Stats.totals(1, 2, 3, 4, "Box"))
    show("de message", S.Message.from("Ada", "Bob"))
    show("de only english", S.Only.english)
    show("de tap", S.Tap.hint)
    show("de swipe", S.Swipe.hint)
    show("de cart owner 1", C.Cart.owner("Ada", items: 1))
    show("de cart owner 2", C.Cart.owner("Ada", items: 2))
    show("de album 1", C.Album.photos("Rom", 1))
    show("de album 3", C.Album.photos("Rom", 3))
    show("de cart", C.Cart.title)

    L10n.setLanguage(to: "fr")
    show("fr title", S.Settings.title)
    show("fr greeting", S.greeting("Ada"))
    show("fr copied 0", S.copied(count: 0, "Boîte"))
    show("fr copied 2", S.copied(count: 2, "Boîte"))
    show("fr downloads 1", S.downloads(n: 1))
    show("fr downloads 1000000", S.downloads(n: 1_000_000))
    show("fr distance 1.5", S.distance(km: 1.5))
    show("fr distance 2.5", S.distance(km: 2.5))
    show("fr stats downloads", S.Stats.downloads(1234))
    show("fr stats progress", S.Stats.progress(42.5))

    L10n.setLanguage(to: "ru")
    show("ru title", S.Settings.title)
    for count in [1, 2, 5, 21, 112, 1234] { show("ru files \\(count)", S.Files.count(count)) }
    show("ru distance 1.5", S.distance(km: 1.5))
    show("ru distance 21.0", S.distance(km: 21.0))
    show("ru cart owner 1", C.Cart.owner("Аня", items: 1))
    show("ru cart owner 22", C.Cart.owner("Аня", items: 22))
    show("ru cart owner 5", C.Cart.owner("Аня", items: 5))

    L10n.setLanguage(to: "pl")
    show("pl title", S.Settings.title)
    for count in [1, 2, 5, 22, 1234, 12345] { show("pl downloads \\(count)", S.downloads(n: count)) }

    L10n.setLanguage(to: "ar")
    show("ar title", S.Settings.title)
    for count in [0, 1, 2, 3, 11, 100] { show("ar downloads \\(count)", S.downloads(n: count)) }

    L10n.setLanguage(to: "ja")
    show("ja title", S.Settings.title)
    show("ja downloads 1234", S.downloads(n: 1234))
    show("ja stats downloads", S.Stats.downloads(1_234_567))

    L10n.setLanguage(to: "sv")
    for count in [1, 2, 1000] { show("sv downloads \\(count)", S.downloads(n: count)) }

    L10n.setLanguage(to: "de_DE")
    show("de_DE title", S.Settings.title)
    show("de_DE stats downloads", S.Stats.downloads(1_234_567))
    L10n.setLanguage(to: "it")
    show("it title", S.Settings.title)
    show("it stats downloads", S.Stats.downloads(1_234_567))
    L10n.setLanguage(to: nil)
    show("none title", S.Settings.title)
    show("none chosen", L10n.chosenLanguage() ?? "nil")
    show("none stats downloads", S.Stats.downloads(1_234_567))
    """

  private static let appExpected: [String] = [
    // English, the development language: forms formatted on their own from their variable's argument.
    "en title: Settings",
    "en greeting: Hello, Ada!",
    "en copied 1: one file in Box",  // the form prints no number; %@ still reads argument 2
    "en copied 3000: 3,000 files in Box",
    "en folders 1 4: one file in 4 folders",  // "%d folders" starts at its variable's argument, 2
    // Each accessor passes an integer on as the Int it takes, and an `int` conversion (`d`, here the
    // variable's value type and its form's `%d`) reads it as CoreFoundation does, `va_arg(args, int)`
    // on a 64-bit slot: its low 32 bits, for the plural form as for the number printed.
    "en copied 2^32 + 1: one file in Box",
    "en folders 2^32 + 2, 2^32 + 4: 2 files in 4 folders",
    "en summary 0: No messages",  // `zero` for the integer 0, in every language
    "en summary 1: 1 message",
    "en downloads 1234: 1,234 downloads",
    "en distance 1.0: 1.0 kilometer",  // ICU's rule on the Double 1.0: one
    "en distance 1.5: 1.5 kilometers",
    "en stats downloads: 1,234,567 downloads",
    // l10ngen on purpose: CoreFoundation formats an unsigned value with a locale as a signed one ("-1").
    "en stats size: 18,446,744,073,709,551,615 bytes",
    "en stats small: 65,535 of 4,294,967,295",  // on purpose too: Foundation prints "-1 of -1"
    "en stats progress: 42.5% done",
    "en stats eta: 2.34 s left",  // ICU rounds the shortest decimal, 2.345, half-even
    "en stats weight: 2.500000 kg",  // %Lf reads the Double the accessor passes
    // "%2$@ scored %3$ld": position 1 is used by no specifier; the call passes it a placeholder, since
    // Foundation (for apps built with current SDKs) still takes an argument for it.
    "en stats hole: Ada scored 3",
    "en stats totals: 1 files, 2 folders, 3 photos, 4 videos in Box",  // five arguments, each read by its position
    "en message: Ada wrote to Bob",
    "en only english: Only in English",
    // l10ngen on purpose: the variable's argument is a text, whose address Foundation would read as the
    // number; the form is chosen by the first number the forms print.
    "en typing: Ada and 1 other are typing",
    // A value type written "%ld": CoreFoundation's parser reads no specifier, takes no argument and
    // prints "(null)" for the variable.
    "en legacy points: Score: (null)",
    "en tap: Open",  // Linux is no device Foundation knows: the `other` device
    "en swipe: Swipe with two fingers",  // no `other`: the first device the table lists
    "en items 1: one item here",  // a device text around a plural variable
    "en items 5: 5 items here",
    "en tab: Favorites",  // width variants: the widest
    // The String Catalog, compiled: a substitution whose `one` form leaves out its number, and a
    // plural of the whole text that reads argument 2.
    "en cart owner 1: Ada’s cart holds one item",
    "en cart owner 2: Ada’s cart holds 2 items",
    "en album 1: One photo in Rome",
    "en album 3: 3 photos in Rome",
    "en cart: Shopping cart",

    // German: grouping ".", decimal ",", variables swapped by the translation.
    "de title: Einstellungen",
    "de greeting: Hallo, Ada!",
    "de copied 1: eine Datei in Box",
    "de copied 3000: 3.000 Dateien in Box",
    "de folders 1 4: 4 Ordner mit einer Datei",  // "%2$#@folders@ mit %1$#@files@"
    "de folders 2 1: Ein Ordner mit 2 Dateien",
    // A plural key of the development .stringsdict that German gives in its .strings: German's text,
    // since Foundation reads one localization's .strings and .stringsdict before the next.
    "de summary 0: Übersicht: 0 Nachrichten",
    "de summary 3: Übersicht: 3 Nachrichten",
    "de downloads 1: 1 Download",
    "de downloads 1234: 1.234 Downloads",
    "de distance 1.5: 1,5 Kilometer",
    "de stats downloads: 1.234.567 Downloads",
    "de stats size: 18.446.744.073.709.551.615 Bytes",
    "de stats small: 65.535 von 4.294.967.295",
    "de stats progress: 42,5 % erledigt",
    "de stats eta: noch 2,34 s",
    "de stats weight: 2,500000 kg",
    "de stats hole: 3 Punkte für Ada",
    "de stats totals: Box: 4 Videos, 3 Fotos, 2 Ordner, 1 Dateien",  // the translation reads them in its own order
    "de message: An Bob schrieb Ada",
    "de only english: Only in English",  // missing in German: the development language's
    "de tap: Öffnen",
    "de swipe: Swipe with two fingers",
    "de cart owner 1: Im Warenkorb von Ada liegt ein Artikel",
    "de cart owner 2: Im Warenkorb von Ada liegen 2 Artikel",
    "de album 1: Ein Foto",  // German's forms print only argument 2, the number
    "de album 3: 3 Fotos",
    "de cart: Warenkorb",

    // French: 0 and 1.5 are `one`; 1,000,000 is `many`, which the variable lacks: `other`.
    "fr title: Réglages",
    "fr greeting: Hello, Ada!",
    "fr copied 0: 0 fichier dans Boîte",
    "fr copied 2: 2 fichiers dans Boîte",
    "fr downloads 1: 1 téléchargement",
    "fr downloads 1000000: 1\u{202F}000\u{202F}000 téléchargements",
    "fr distance 1.5: 1,5 kilomètre",
    "fr distance 2.5: 2,5 kilomètres",
    "fr stats downloads: 1\u{202F}234 téléchargements",
    "fr stats progress: 42,5 % terminé",

    // Russian: a key plain in English is a plural here; one, few, many by the last digits.
    "ru title: Настройки",
    "ru files 1: 1 файл",
    "ru files 2: 2 файла",
    "ru files 5: 5 файлов",
    "ru files 21: 21 файл",
    "ru files 112: 112 файлов",
    "ru files 1234: 1\u{A0}234 файла",
    "ru distance 1.5: 1,5 километра",  // a fraction is `other`
    "ru distance 21.0: 21,0 километр",  // the Double 21.0 has no fraction digits: `one`
    "ru cart owner 1: В корзине Аня 1 товар",
    "ru cart owner 22: В корзине Аня 22 товара",
    "ru cart owner 5: В корзине Аня 5 товаров",

    // Polish: one, few, many; digits grouped from five on.
    "pl title: Ustawienia",
    "pl downloads 1: 1 pobranie",
    "pl downloads 2: 2 pobrania",
    "pl downloads 5: 5 pobrań",
    "pl downloads 22: 22 pobrania",
    "pl downloads 1234: 1234 pobrania",
    "pl downloads 12345: 12\u{A0}345 pobrań",

    // Arabic: all six categories.
    "ar title: الإعدادات",
    "ar downloads 0: لا تنزيلات",
    "ar downloads 1: تنزيل واحد",
    "ar downloads 2: تنزيلان",
    "ar downloads 3: 3 تنزيلات",
    "ar downloads 11: 11 تنزيلًا",
    "ar downloads 100: 100 تنزيل",

    // Japanese: `other` only.
    "ja title: 設定",
    "ja downloads 1234: 1,234 件のダウンロード",
    "ja stats downloads: 1,234,567 件のダウンロード",

    // Swedish, whose rules the runtime does not ship: `one` for the integer 1, as ICU's rule gives
    // (one: i = 1 and v = 0), else `other`; grouping U+00A0.
    "sv downloads 1: 1 nedladdning",
    "sv downloads 2: 2 nedladdningar",
    "sv downloads 1000: 1\u{A0}000 nedladdningar",

    // The language switch: a region's folder is its language's (`de_DE` reads `de.lproj`); a
    // language the app lacks reads the development language's texts with that language's numbers.
    "de_DE title: Einstellungen",
    "de_DE stats downloads: 1.234.567 Downloads",
    "it title: Settings",
    "it stats downloads: 1.234.567 downloads",
    // No language chosen: on Linux the development language, its texts and its numbers.
    "none title: Settings",
    "none chosen: nil",
    "none stats downloads: 1,234,567 downloads",
  ]

  func testGeneratedCodePrintsWhatFoundationPrintsInEveryLanguage() throws {
    let directory = try TemporaryDirectory()
    let resources = try app(in: directory)
    let source = try generate(
      inputs: [Self.fixtures.appendingPathComponent("App/en.lproj").path, Self.fixtures.appendingPathComponent("App/Catalog.xcstrings").path],
      resources: resources)
    let output = try run(source + "\n" + Self.appDriver, in: directory)
    assertLines(output, Self.appExpected)
  }

  // MARK: - The user's language on Linux

  private static let environmentDriver = """
    func show(_ label: String, _ text: String) { print(label + ": " + text) }
    typealias S = L10n  // the default table: its keys at the top, as Xcode places them
    if CommandLine.arguments.dropFirst().first == "names" {
      for name in ["de_AT.UTF-8", "sr_RS@latin", "sr_RS", "zh_TW.UTF-8", "zh_CN", "zh_HK", "pt_BR", "no_NO", "iw_IL", "C", "C.UTF-8", "POSIX", "en_US.ISO-8859-1@euro"] {
        show(name, L10n._Localization.folderName(name) ?? "nil")
      }
    } else {
      show("chosen", L10n.chosenLanguage() ?? "nil")
      show("title", S.Settings.title)
      show("downloads", S.Stats.downloads(1_234_567))
      if let language = CommandLine.arguments.dropFirst().first {
        L10n.setLanguage(to: language)
        show("set title", S.Settings.title)
      }
    }
    """

  /// Linux follows the user's language as gettext reads it (`LANGUAGE`, unless the locale is `C` or
  /// `POSIX`; the locale from `LC_ALL`, `LC_MESSAGES`, `LANG`, in that order: the GNU gettext manual,
  /// "Locale Environment Variables" and "The LANGUAGE variable"), in the folder Apple would name it,
  /// with that language's numbers (CLDR 46); a language the app lacks is skipped, none found is the
  /// development language; `setLanguage(to:)` still wins.
  func testLinuxFollowsTheUsersLanguageAsGettextReadsIt() throws {
    let directory = try TemporaryDirectory()
    let resources = try app(in: directory)
    let source = try generate(
      inputs: [Self.fixtures.appendingPathComponent("App/en.lproj").path, Self.fixtures.appendingPathComponent("App/Catalog.xcstrings").path],
      resources: resources)
    let binary = try build(source + "\n" + Self.environmentDriver, in: directory)
    func lines(_ environment: [String: String], _ arguments: [String] = []) throws -> [String] {
      let run = try SwiftCompiler.run([binary] + arguments, environment: environment)
      XCTAssertEqual(run.status, 0, run.output)
      return run.output.split(separator: "\n").map(String.init)
    }
    let english = ["chosen: nil", "title: Settings", "downloads: 1,234,567 downloads"]
    XCTAssertEqual(try lines([:]), english)  // no locale is the C locale
    XCTAssertEqual(try lines(["LANG": "de_DE.UTF-8"]), ["chosen: nil", "title: Einstellungen", "downloads: 1.234.567 Downloads"])
    // de_CH reads de.lproj and groups digits as Switzerland does, with U+2019.
    XCTAssertEqual(try lines(["LANG": "de_CH.UTF-8"]), ["chosen: nil", "title: Einstellungen", "downloads: 1\u{2019}234\u{2019}567 Downloads"])
    XCTAssertEqual(
      try lines(["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]),
      ["chosen: nil", "title: Réglages", "downloads: 1\u{202F}234\u{202F}567 téléchargements"])
    // Russian has no "stats.downloads": the English text with Russian numbers.
    XCTAssertEqual(
      try lines(["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]),
      ["chosen: nil", "title: Настройки", "downloads: 1\u{A0}234\u{A0}567 downloads"])
    XCTAssertEqual(
      try lines(["LANGUAGE": "sv:de", "LANG": "en_US.UTF-8"]), ["chosen: nil", "title: Inställningar", "downloads: 1\u{A0}234\u{A0}567 downloads"])
    XCTAssertEqual(
      try lines(["LANGUAGE": "xx:pl", "LANG": "en_US.UTF-8"]), ["chosen: nil", "title: Ustawienia", "downloads: 1\u{A0}234\u{A0}567 downloads"])
    XCTAssertEqual(try lines(["LANGUAGE": "de", "LANG": "C"]), english)  // LANGUAGE is ignored in the C locale
    XCTAssertEqual(try lines(["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"]), english)
    XCTAssertEqual(try lines(["LANGUAGE": "de"]), english)
    // C.UTF-8 is not "C": LANGUAGE counts; the locale itself names no language.
    XCTAssertEqual(try lines(["LANGUAGE": "de", "LANG": "C.UTF-8"]), ["chosen: nil", "title: Einstellungen", "downloads: 1.234.567 Downloads"])
    XCTAssertEqual(try lines(["LANG": "C.UTF-8"]), english)
    // With LANGUAGE, only its list counts, up to a C entry; the locale is not tried after it.
    XCTAssertEqual(try lines(["LANGUAGE": "xx", "LANG": "de_DE.UTF-8"]), english)
    XCTAssertEqual(try lines(["LANGUAGE": "C:sv", "LANG": "de_DE.UTF-8"]), english)
    XCTAssertEqual(try lines(["LANG": "it_IT.UTF-8"]), english)  // no it.lproj: the development language and its numbers
    XCTAssertEqual(try lines(["LANG": "ja_JP.UTF-8"]), ["chosen: nil", "title: 設定", "downloads: 1,234,567 件のダウンロード"])
    XCTAssertEqual(
      try lines(["LANG": "de_DE.UTF-8"], ["fr"]),
      ["chosen: nil", "title: Einstellungen", "downloads: 1.234.567 Downloads", "set title: Réglages"])
    XCTAssertEqual(
      try lines([:], ["names"]),
      [
        "de_AT.UTF-8: de-AT", "sr_RS@latin: sr-Latn-RS", "sr_RS: sr-RS", "zh_TW.UTF-8: zh-Hant-TW", "zh_CN: zh-Hans-CN",
        "zh_HK: zh-Hant-HK", "pt_BR: pt-BR", "no_NO: nb-NO", "iw_IL: he-IL", "C: nil", "C.UTF-8: nil", "POSIX: nil",
        "en_US.ISO-8859-1@euro: en-US",
      ])
  }

  // MARK: - Base.lproj

  /// A French app whose development tables are in `Base.lproj` (`defaultLocalization: "fr"`, which
  /// the build plugin passes as the `developmentLanguage` param): French plural rules and numbers.
  private static let baseDriver = """
    func show(_ label: String, _ text: String) { print(label + ": " + text) }
    show("title", L10n.title)
    show("files 0", L10n.files(n: 0))
    show("files 2", L10n.files(n: 2))
    show("total", L10n.total(1234))
    L10n.setLanguage(to: "de")
    show("de title", L10n.title)
    show("de files 0", L10n.files(n: 0))
    show("de total", L10n.total(1234))
    """

  func testBaseLprojTablesUseTheDefaultLocalizationsRulesAndNumbers() throws {
    let directory = try TemporaryDirectory()
    let resources = directory.url.appendingPathComponent("Resources")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("BaseApp"), to: resources)
    let source = try generate(
      inputs: [Self.fixtures.appendingPathComponent("BaseApp/Base.lproj").path], resources: resources,
      params: ["developmentLanguage": "fr"])
    XCTAssertTrue(source.contains(#"_developmentFolder = "Base""#), source)
    let output = try run(source + "\n" + Self.baseDriver, in: directory)
    assertLines(
      output,
      [
        "title: Fichiers",
        "files 0: 0 fichier",  // French rules: 0 is `one`
        "files 2: 2 fichiers",
        "total: 1\u{202F}234 au total",
        "de title: Dateien",
        // German has no .stringsdict: Base's entry, with the call's locale, German: 0 is `other`.
        "de files 0: 0 fichiers",
        "de total: 1.234 au total",
      ])
  }

  /// A table whose texts are in `Base.lproj` and whose plurals are in the development region's
  /// `en.lproj`: after the user's languages (here none the app has), CFBundle reads the development
  /// region's folder, then Base.lproj, so Apple platforms print en's plural form, "1 file", not
  /// Base's text read as a format, "1 files".
  func testTheDevelopmentRegionsFolderIsReadBeforeBase() throws {
    let directory = try TemporaryDirectory()
    let resources = directory.url.appendingPathComponent("Resources")
    try directory.write("Resources/Base.lproj/Localizable.strings", "\"title\" = \"Files\";\n\"files\" = \"%d files\";\n")
    try directory.write(
      "Resources/en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
      </dict></dict></plist>
      """)
    let source = try generate(inputs: [resources.appendingPathComponent("Base.lproj").path], resources: resources)
    XCTAssertTrue(source.contains(#"_developmentFolder = "Base""#), source)
    let output = try run(
      source + "\n" + """
        func show(_ label: String, _ text: String) { print(label + ": " + text) }
        show("title", L10n.title)
        show("files 1", L10n.files(1))
        show("files 2", L10n.files(2))
        L10n.setLanguage(to: "fr")
        show("fr files 1", L10n.files(1))
        """, in: directory)
    assertLines(output, ["title: Files", "files 1: 1 file", "files 2: 2 files", "fr files 1: 1 file"])
  }

  // MARK: - The folder each language reads

  /// The folders Apple's Bundle reads for a user's languages: ICU's `ualoc_localizationsToUse`,
  /// which CFBundle calls (`CFBundle_Locale.c`). Each case, its languages, the folders and the
  /// expected folders are those of Apple's own test of it, named as there: `TestAppleLocalizationsToUse`
  /// in `icu4c/source/test/cintltst/cloctst.c` of apple-oss-distributions/ICU, tag ICU-76142.2
  /// (`B4`/`B5` are its lists `appleLocs4`/`appleLocs5`, `A5` `appleLocsA5`, the rest its
  /// `multiTestSets`). These are a choice; the runtime was also run on all 1,035 cases of that test
  /// (on 2026-11-26), and chose as Apple's test expects in each.
  private static let applesCases: [(name: String, languages: [String], folders: [String], expected: [String])] = [
    // Scripts are added: `zh-TW` is `zh-Hant-TW`, `zh-HK` `zh-Hant-HK`, `zh-CN` `zh-Hans-CN`.
    ("B4/zh-TW", ["zh-TW"], B4, ["zh_Hant"]),
    ("B4/zh-Hant", ["zh-Hant"], B4, ["zh_Hant"]),
    ("B4/zh-HK", ["zh-HK"], B4, ["zh_Hant_HK", "zh_Hant"]),
    ("B4/zh-CN", ["zh-CN"], B4, ["zh_Hans"]),
    ("B5/zh-Hant-TW", ["zh-Hant-TW"], B5, ["zh_TW", "zh_Hant"]),
    ("MX", ["zh_HK"], ["en", "fr", "de", "zh_CN", "zh_TW", "zh-Hant"], ["zh-Hant"]),
    ("MAHb", ["zh-Hant-HK"], ["en", "zh-CN", "zh-TW", "zh-HK"], ["zh-HK", "zh-TW"]),
    ("MVa", ["zh-Hans-US"], ["zh", "zh-Hans", "zh-Hant"], ["zh-Hans", "zh"]),
    // Regions meet at their common parent; a folder of the language's own region comes first.
    ("M2", ["fr-CH"], ["fr-FR", "en-US", "en-GB"], ["fr-FR"]),
    ("M6", ["de-DE", "en-US"], ["de-CH", "en-US"], ["de-CH"]),
    ("M8", ["de-IT", "en-AU"], ["de-DE", "en-AU", "es-ES", "fr-FR", "hi-IN", "pt-BR", "zh-HK", "zh-TW"], ["de-DE"]),
    ("B4/it", ["it"], B4, ["it"]),
    ("B4/it_CH", ["it_CH"], B4, ["it_CH", "it"]),
    ("MN1", ["en-KR"], ["en-US", "en-GB"], ["en-US"]),
    // CLDR's parentLocales, and Apple's: `es-MX` reads `es-419`, `en-AU` and `en-IN` `en-GB`.
    ("B4/es-MX", ["es-MX"], B4, ["es_MX", "es_419", "es"]),
    ("B5/es-MX", ["es-MX"], B5, ["es_MX", "es"]),
    ("B4/es-AR", ["es-AR"], B4, ["es_419", "es"]),
    ("B4/en-AU", ["en-AU"], B4, ["en_AU", "en_GB", "en"]),
    ("B4/en-IN", ["en-IN"], B4, ["en_IN", "en_GB", "en"]),
    ("B5/en-IN", ["en-IN"], B5, ["en_GB", "en_001", "en"]),
    ("MSax", ["en_NZ"], ["en", "en_GB"], ["en_GB", "en"]),
    ("MAG", ["en_BN"], ["en_US", "en_GB"], ["en_GB"]),
    ("MW", ["es-ES"], ["fr-CA", "pt-BR", "es-MX", "en-US", "en"], ["es-MX"]),
    // `pt-PT` reads `pt-BR` only when no other language matches.
    ("MM21", ["pt-PT"], ["pt-BR"], ["pt-BR"]),
    ("MM54", ["pt-PT", "en"], ["en", "pt-BR"], ["en"]),
    ("MC", ["pt-PT", "ar"], ["de-DE", "en-AU", "es-ES", "fr-FR", "hi-IN", "pt-BR", "zh-HK", "zh-TW"], ["pt-BR"]),
    ("A5/pt_PT", ["pt_PT"], ["en", "fr", "de", "pt", "pt_PT"], ["pt_PT", "pt"]),
    ("MM42", ["pt-BR"], ["en", "pt-PT"], ["pt-PT"]),
    // A regional folder found through parents gives way to one a later language names exactly.
    ("MAA", ["fr-FR", "ja-JP", "fr-CA"], ["fr-CH", "ja-JP", "fr-CA"], ["fr-CA"]),
    ("M3", ["fr-US", "fr", "en-US"], ["es-es", "fr-fr"], ["fr-fr"]),
    ("M4", ["fr-US", "fr", "en-US"], ["es-es", "fr-fr", "fr"], ["fr"]),
    // Aliases: old codes, Apple's English names, languages of one group.
    ("MAK", ["sh_RS"], ["en_US", "sr_Latn_RS"], ["sr_Latn_RS"]),
    ("MAL", ["prs_AF"], ["en_US", "fa_AF"], ["fa_AF"]),
    ("MAJbc", ["fil"], ["en", "tl_PH"], ["tl_PH"]),
    ("MAMb", ["nb"], ["en", "no"], ["no"]),
    ("B4/en", ["en"], ["English", "en_GB"], ["English"]),
    ("MRb", ["hi_Latn_IN", "en_IN", "hi_IN"], ["en", "hi", "hi_Latn"], ["hi_Latn", "en"]),
    // Nothing matches: no folder, or `zxx` when the bundle has it.
    ("MAE", ["zh-Hans"], ["unk", "zh-Hant", "yue"], []),
    ("MAF", ["th_TH"], ["zxx", "en_HK", "en_MO"], ["zxx"]),
    ("MK", ["yue", "yue_AC"], ["yue-CN", "en-US"], []),
  ]
  private static let B4 = [
    "en", "en_AU", "en_CA", "en_GB", "en_IN", "en_US", "es", "es_419", "es_MX", "fr", "fr_CA", "fr_CH", "fr_FR", "it", "it_CH",
    "it_IT", "nl", "nl_BE", "nl_NL", "pt", "pt_BR", "ro", "ro_MD", "ro_RO", "zh_Hans", "zh_Hant", "zh_Hant_HK",
  ]
  private static let B5 = [
    "en", "en_001", "en_AU", "en_GB", "es", "es_ES", "es_MX", "zh_CN", "zh_Hans", "zh_Hant", "zh_TW", "yi", "fil", "haw", "tlh",
    "sr", "sr-Latn",
  ]

  func testFoldersAreChosenAsApplesICUChoosesThem() throws {
    let directory = try TemporaryDirectory()
    let resources = try app(in: directory)
    let source = try generate(inputs: [Self.fixtures.appendingPathComponent("App/en.lproj").path], resources: resources)
    func literal(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    let driver = Self.applesCases.map { item in
      "print(\"\(item.name): \" + L10n._Localization.localizationsToUse(\(literal(item.languages)), available: \(literal(item.folders))).joined(separator: \" \"))"
    }
    let output = try run(source + "\n" + driver.joined(separator: "\n") + "\n", in: directory)
    assertLines(output, Self.applesCases.map { "\($0.name): " + $0.expected.joined(separator: " ") })
  }

  /// A real app's folders (those element-x-ios ships: `zh-Hans`, `zh-Hant-TW` and a lower-case
  /// `zh-hant`, `pt` and `pt-BR`, `nb`, `en` and `en-US`; not its `zh-hans`, which is `zh-Hans` on
  /// Apple's case-insensitive disks), each language chosen through
  /// `setLanguage(to:)`, read as the cases above read them: Traditional Chinese of Hong Kong finds
  /// `zh-hant` (`MX`), of Taiwan `zh-Hant-TW` first (`B5/zh-Hant-TW`); Simplified Chinese of
  /// Singapore `zh-Hans` (`B4/zh-CN`); European Portuguese `pt` before `pt-BR` (`A5/pt_PT`), Brazilian
  /// `pt-BR` then `pt`; Norwegian Nynorsk `nb` (`MAMb`, the same group); Austrian German, which the app
  /// lacks, the development language.
  func testARealAppsFoldersAreFoundAsAppleFindsThem() throws {
    let directory = try TemporaryDirectory()
    let resources = directory.url.appendingPathComponent("Resources")
    let folders = ["en", "en-US", "nb", "pt", "pt-BR", "zh-Hans", "zh-Hant-TW", "zh-hant"]
    for folder in folders {
      try directory.write("Resources/\(folder).lproj/Localizable.strings", "\"greeting\" = \"\(folder)\";\n")
    }
    let source = try generate(inputs: [resources.appendingPathComponent("en.lproj").path], resources: resources)
    let languages = ["zh-HK", "zh-Hant-TW", "zh-TW", "zh-SG", "pt-PT", "pt-BR", "nn", "de-AT", "en-GB"]
    let driver = languages.map { "L10n.setLanguage(to: \"\($0)\"); print(\"\($0): \" + L10n.greeting)" }
    let output = try run(source + "\n" + driver.joined(separator: "\n") + "\n", in: directory)
    assertLines(
      output,
      [
        "zh-HK: zh-hant", "zh-Hant-TW: zh-Hant-TW", "zh-TW: zh-Hant-TW", "zh-SG: zh-Hans", "pt-PT: pt", "pt-BR: pt-BR", "nn: nb",
        "de-AT: en", "en-GB: en",
      ])
  }

  // MARK: - One run time for a module

  /// Two tables of one module, from two bundles: the file of the first carries the module's run time
  /// (`runtime: "module"`), the other's uses it (`runtime: "external"`). Each reads its own bundle
  /// with its own development language; the language chosen through either applies to both. The
  /// expected lines are those the tests above derive for each table alone.
  func testFilesOfAModuleShareOneRunTime() throws {
    let directory = try TemporaryDirectory()
    let (module, external) = try twoTables(in: directory, firstRuntime: "module", secondRuntime: "external")
    XCTAssertTrue(module.contains("enum L10nRuntime {}"), module)
    XCTAssertFalse(external.contains("_Localization: @unchecked"), "the external file declares no run time")
    XCTAssertFalse(external.contains("enum _Format"), "the external file declares no run time")
    try assertTwoTablesPrint(module, external, in: directory, flags: [])
  }

  /// The same two tables, both files using the run time (`runtime: "external"`) of a third file that
  /// holds it alone (`ModuleRuntime`, what `l10ngen runtime` and the build plugin write): they print
  /// what the files sharing a module's run time print above.
  func testFilesUseTheRunTimeOfAFileOfItsOwn() throws {
    let directory = try TemporaryDirectory()
    let (first, second) = try twoTables(in: directory, firstRuntime: "external", secondRuntime: "external")
    let runtime = try ModuleRuntime.source(params: [:])
    XCTAssertTrue(runtime.hasPrefix("// swiftlint:disable all\n" + ModuleRuntime.header), runtime)
    XCTAssertTrue(runtime.contains("\nenum L10nRuntime {}\n") && runtime.contains("_Localization: @unchecked"), runtime)
    XCTAssertFalse(runtime.contains("enum L10n ") || runtime.contains("No string found"), "the run time's file declares no accessor")
    try assertTwoTablesPrint(first, second, in: directory, flags: [], runtime: runtime)
  }

  /// The same two tables, their files importing the run time from the `L10nGenRuntime` library
  /// (`runtime: "library"`), compiled as a module of its own from its committed source: they carry
  /// no run time, and print what the files sharing a module's run time print above.
  func testFilesUseTheRunTimeOfTheLibrary() throws {
    let directory = try TemporaryDirectory()
    let (first, second) = try twoTables(in: directory, firstRuntime: "library", secondRuntime: "library")
    for file in [first, second] {
      XCTAssertTrue(file.contains("\nimport L10nGenRuntime\n"), file)
      XCTAssertFalse(file.contains("_Localization: @unchecked") || file.contains("enum _Format"), "a file using the library declares no run time")
    }
    let library = directory.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let built = try SwiftCompiler.run(
      [
        "swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "L10nGenRuntime", "-emit-library", "-static",
        "-emit-module", "-emit-module-path", library + "/L10nGenRuntime.swiftmodule", "-o", library + "/libL10nGenRuntime.a",
        Generator.packageRoot.appendingPathComponent(RuntimeLibrarySource.path).path,
      ])
    XCTAssertEqual(built.status, 0, built.output)
    try assertTwoTablesPrint(first, second, in: directory, flags: ["-I", library, "-L", library, "-lL10nGenRuntime"])
  }

  /// An accessor whose key the bundle's table lacks prints its development text, formatted, as
  /// `Bundle.localizedString(forKey:value:table:)` returns `value` for a key it cannot find (Apple's
  /// documentation of that method; SwiftGen's templates pass the development text as `value`), with
  /// any number of arguments; a key or a text holding a control character is looked up and printed
  /// whole.
  func testAnAccessorWhoseKeyTheBundleLacksPrintsItsDevelopmentText() throws {
    let directory = try TemporaryDirectory()
    let developmentTable = try directory.write(
      "Generated/en.lproj/Localizable.strings",
      #"""
      "present" = "Present";
      "missing.plain" = "Missing";
      "missing.args" = "%@ has %ld";
      "missing.five" = "%@ %@ %@ %@ %@";
      "missing.separated" = "A\U001FB";
      "key\U001Fseparated" = "Key";
      """#)
    _ = try directory.write(
      "Resources/en.lproj/Localizable.strings",
      #"""
      "present" = "Present, bundled";
      "key\U001Fseparated" = "Key, bundled";
      """#)
    let source = try generate(
      inputs: [URL(fileURLWithPath: developmentTable).deletingLastPathComponent().path], resources: directory.url.appendingPathComponent("Resources"))
    XCTAssertTrue(source.contains(#"_l10n0("key\u{1F}separated", fallback: "Key")"#), source)
    let output = try run(
      source + """

        func show(_ label: String, _ text: String) { print(label + ": " + text) }
        show("present", L10n.present)
        show("plain", L10n.Missing.plain)
        show("args", L10n.Missing.args("Ada", 3))
        show("five", L10n.Missing.five("a", "b", "c", "d", "e"))
        show("separated", L10n.Missing.separated)
        show("key", L10n.keySeparated)

        """, in: directory)
    assertLines(
      output,
      ["present: Present, bundled", "plain: Missing", "args: Ada has 3", "five: a b c d e", "separated: A\u{1F}B", "key: Key, bundled"])
  }

  /// The files of the app's table (`L10n`) and of the Base-and-French table (`L10nBase`), generated
  /// with the given `runtime` params.
  private func twoTables(in directory: TemporaryDirectory, firstRuntime: String, secondRuntime: String) throws -> (String, String) {
    let resources = try app(in: directory)
    let baseResources = directory.url.appendingPathComponent("BaseResources")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("BaseApp"), to: baseResources)
    let first = try generate(
      inputs: [resources.appendingPathComponent("en.lproj").path], resources: resources, params: ["runtime": .string(firstRuntime)])
    let second = try generate(
      inputs: [Self.fixtures.appendingPathComponent("BaseApp/Base.lproj").path], resources: baseResources,
      params: ["runtime": .string(secondRuntime), "enumName": "L10nBase", "developmentLanguage": "fr"])
    return (first, second)
  }

  /// The two files compiled into one program (with `flags`, and a third file `runtime` when given),
  /// which prints each table's texts before and after German is chosen through one of them.
  private func assertTwoTablesPrint(
    _ first: String, _ second: String, in directory: TemporaryDirectory, flags: [String], runtime: String? = nil
  ) throws {
    let files =
      try [runtime.map { try directory.write("L10nRuntime.swift", $0) }].compactMap { $0 } + [
        try directory.write("First.swift", first),
        try directory.write("Second.swift", second),
        try directory.write(
          "main.swift",
          """
          func show(_ label: String, _ text: String) { print(label + ": " + text) }
          show("title", L10n.Settings.title)
          show("base title", L10nBase.title)
          show("base files 0", L10nBase.files(n: 0))
          L10nBase.setLanguage(to: "de")
          show("chosen", L10n.chosenLanguage() ?? "nil")
          show("de title", L10n.Settings.title)
          show("de base title", L10nBase.title)
          show("de base total", L10nBase.total(1234))

          """),
      ]
    let binary = directory.path("two-tables")
    let compile = try SwiftCompiler.run(["swiftc", "-swift-version", "6", "-module-name", "App"] + flags + files + ["-o", binary])
    XCTAssertEqual(compile.status, 0, compile.output)
    let run = try SwiftCompiler.run([binary], environment: [:])
    XCTAssertEqual(run.status, 0, run.output)
    assertLines(
      run.output,
      [
        "title: Settings",
        "base title: Fichiers",
        "base files 0: 0 fichier",
        "chosen: de",
        "de title: Einstellungen",
        "de base title: Dateien",
        "de base total: 1.234 au total",
      ])
  }

  // MARK: - The Apple branch

  /// The Apple branch cannot run here with `.stringsdict` entries (Foundation on Linux cannot read
  /// them), but its lookup can: the same file, compiled with the Apple branch selected, reads
  /// `.strings` keys through `Bundle.localizedString` and falls back folder by folder.
  private static let appleDriver = """
    func show(_ label: String, _ text: String) { print(label + ": " + text) }
    typealias S = L10n
    show("folders zh", L10n._Localization.lookupFolders(chosen: "zh-Hant-TW", available: ["en", "zh-Hant", "zh"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders pt", L10n._Localization.lookupFolders(chosen: "pt_BR", available: ["pt", "pt-BR", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders case", L10n._Localization.lookupFolders(chosen: "EN-gb", available: ["en-GB", "en"], development: "Base", developmentLanguage: "en").joined(separator: " "))
    show("folders missing", L10n._Localization.lookupFolders(chosen: "it", available: ["de", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders script", L10n._Localization.lookupFolders(chosen: "zh-Hant-TW", available: ["zh", "zh-TW", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders alias", L10n._Localization.lookupFolders(chosen: "nb-NO", available: ["no", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders none", L10n._Localization.lookupFolders(chosen: nil, available: ["de", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders base", L10n._Localization.lookupFolders(chosen: "fr", available: ["Base", "de", "en"], development: "Base", developmentLanguage: "en").joined(separator: " "))
    show("folders region", L10n._Localization.lookupFolders(chosen: "de-AT", available: ["de-DE", "en"], development: "en", developmentLanguage: "en").joined(separator: " "))
    show("folders parent", L10n._Localization.lookupFolders(chosen: "es-MX", available: ["en", "es-419"], development: "en", developmentLanguage: "en").joined(separator: " "))
    L10n.setLanguage(to: "de")
    show("de title", S.Settings.title)
    show("de only english", S.Only.english)
    show("de stats downloads", S.Stats.downloads(1_234_567))
    show("de stats size", S.Stats.size(-1))
    L10n.setLanguage(to: "de_DE")
    show("de_DE title", S.Settings.title)
    """

  func testAppleBranchLooksUpFolderByFolder() throws {
    let directory = try TemporaryDirectory()
    let resources = try app(in: directory)
    var source = try generate(inputs: [Self.fixtures.appendingPathComponent("App/en.lproj").path], resources: resources)
    XCTAssertTrue(source.contains("#if canImport(Darwin)"), source)
    source = source.replacingOccurrences(of: "#if !canImport(Darwin)", with: "#if false")
      .replacingOccurrences(of: "#if canImport(Darwin)", with: "#if true")
    let output = try run(source + "\n" + Self.appleDriver, in: directory)
    assertLines(
      output,
      [
        "folders zh: zh-Hant en",
        "folders pt: pt-BR pt en",
        "folders case: en-GB en Base",
        "folders missing: en",
        "folders script: zh-TW en",
        "folders alias: no en",
        "folders none: en",
        // CFBundle reads the development region's folder, then Base.lproj, after the user's languages.
        "folders base: en Base",
        // A region through its language (`M8` of Apple's test above), a parent locale (`B4/es-MX`).
        "folders region: de-DE en",
        "folders parent: es-419 en",
        "de title: Einstellungen",
        "de only english: Only in English",
        "de stats downloads: 1.234.567 Downloads",
        "de stats size: 18.446.744.073.709.551.615 Bytes",
        "de_DE title: Einstellungen",
      ])
  }

  // MARK: - Foundation's own formatting, compared

  /// Random formats whose arguments match their conversions, formatted by the runtime and by
  /// `String(format:locale:arguments:)` itself: the texts must be equal. Left out are the cases the
  /// runtime handles differently on purpose (unsigned values beyond their sign bit, `L`) and positions
  /// that skip an argument (Linux's Foundation still gives the next argument to the next position,
  /// as apps built with old SDKs did on Apple platforms). Then any text with any arguments and
  /// variables, which must not crash: translations are not checked at build time.
  private static let comparisonDriver = #"""
    struct Random {
      var state: UInt64
      mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
      }
      mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }
    func compare(seed: UInt64, formats count: Int, texts: Int) {
      var random = Random(state: seed)
      let locales = ["en", "de", "fr", "ru", "ar", "ja", "pl", "hi", "de_CH", "en_US_POSIX"].map { Locale(identifier: $0) }
      let doubles: [Double] = [0, -0.0, 1, -1, 0.5, 1.5, 2.5, 2.345, 1.015, 0.05, 1234.5, -1234.5678, 1e6, 999999.5, 1e-5, 123456789.125, 1e21, .infinity, -.infinity]
      let strings = ["", "a", "x y", "Ünïcødé", "%d", "100%"]
      func argument(_ conversion: String, _ length: String) -> CVarArg {
        let small = random.pick([0, 1, -1, 7, 42, -42, 1234, -1234, 99999, 1234567])
        switch (conversion, length) {
        case ("u", ""): return UInt32(random.pick([0, 1, 7, 1234, 65536, 2_147_483_647]))
        case ("u", "h"): return UInt16(random.pick([0, 1, 1234, 32767]))
        case ("u", "hh"): return UInt8(random.pick([0, 1, 127]))
        case ("u", _): return UInt(random.pick([0, 1, 1234, 4_294_967_295, 9_223_372_036_854_775_807]))
        case (_, "hh"): return Int8(truncatingIfNeeded: small)
        case (_, "h"): return Int16(truncatingIfNeeded: small)
        case (_, ""): return Int32(truncatingIfNeeded: random.pick([small, Int(Int32.min), Int(Int32.max)]))
        default: return random.pick([small, Int.min, Int.max, 5_000_000_000])
        }
      }
      func specifier(position: Int?) -> (text: String, arguments: [CVarArg]) {
        let kind = position == nil ? random.next(6) : 1 + random.next(5)  // "%%" takes no position
        if kind == 0 { return ("%%", []) }
        if kind == 1 { return ("%" + (position.map { "\($0)$" } ?? "") + "@", [random.pick(strings) as NSString]) }
        let floating = kind == 2
        let conversion = floating ? random.pick(["f", "e", "g", "F", "E", "G", "a"]) : random.pick(["d", "i", "u", "x", "X", "o", "c"])
        let length = floating || conversion == "c" ? "" : random.pick(["", "hh", "h", "l", "ll", "q", "z"])
        var flags = ""
        for flag in ["-", "+", " ", "0", "#"] where random.next(5) == 0 { flags += flag }
        var arguments = [CVarArg]()
        var width = ""
        switch random.next(4) {
        case 0 where position == nil:
          width = "*"
          arguments.append(Int32(random.next(14)))
        case 1, 2: width = String(1 + random.next(15))
        default: break
        }
        var precision = ""
        switch random.next(5) {
        case 0: precision = "."
        case 1 where position == nil:
          precision = ".*"
          arguments.append(Int32(random.next(12)))
        case 2, 3: precision = "." + String(random.next(12))
        default: break
        }
        arguments.append(floating ? random.pick(doubles) : conversion == "c" ? Int32(random.pick([65, 97, 48, 122])) : argument(conversion, length))
        return ("%" + (position.map { "\($0)$" } ?? "") + flags + width + precision + length + conversion, arguments)
      }
      var mismatches = 0
      // The usual specifiers first, each with every value in every locale.
      let integers: [CVarArg] = [0, 1, -1, 999, 1000, -1234, 12345, 1_234_567, Int.max, Int.min]
      var plain: [(String, CVarArg)] = []
      for value in integers { for specifier in ["%ld", "%lld", "%zd", "%li", "%lu"] where !(specifier == "%lu" && (value as! Int) < 0) { plain.append((specifier, value)) } }
      for value in [0, 7, -32768, 32767, Int(Int32.min), Int(Int32.max)] { plain += [("%d", Int32(truncatingIfNeeded: value)), ("%hd", Int16(truncatingIfNeeded: value)), ("%u", UInt32(truncatingIfNeeded: max(value, 0)))] }
      for value in doubles { for specifier in ["%f", "%F", "%.0f", "%.1f", "%.2f", "%.3f", "%.10f", "%.f"] { plain.append((specifier, value)) } }
      for locale in locales {
        for (specifier, value) in plain {
          let format = "<" + specifier + ">"
          let foundation = String(format: format, locale: locale, arguments: [value])
          let runtime = L10n._Format.string(format, [value], locale: locale)
          if foundation != runtime {
            mismatches += 1
            if mismatches <= 20 { print("MISMATCH \(locale.identifier) \(format) \(value): Foundation \(foundation.debugDescription), runtime \(runtime.debugDescription)") }
          }
        }
      }
      for _ in 0..<count {
        let locale = random.pick(locales)
        let pieces = 1 + random.next(4)
        let positional = random.next(3) == 0
        var order = Array(1...pieces)
        if positional { for index in order.indices.reversed() { order.swapAt(index, random.next(index + 1)) } }
        var format = random.pick(["", "Text ", "ü "])
        var byPosition = [Int: [CVarArg]]()
        for position in order {
          let (text, arguments) = specifier(position: positional ? position : nil)
          format += text + random.pick(["", " ", " | ", "x"])
          byPosition[position] = arguments
        }
        let arguments = (1...pieces).flatMap { byPosition[$0] ?? [] }
        let foundation = String(format: format, locale: locale, arguments: arguments)
        let runtime = L10n._Format.string(format, arguments, locale: locale)
        if foundation != runtime {
          mismatches += 1
          if mismatches <= 20 { print("MISMATCH \(locale.identifier) \(format.debugDescription) \(arguments): Foundation \(foundation.debugDescription), runtime \(runtime.debugDescription)") }
        }
      }
      print("\(mismatches) of \(count) formats differ")

      let characters = Array("%%%$#@*.0-+ 123456789lhqLztjdiuoxXcCfFeEgGaAspSPn@xy_")
      let variables: [String: Any] = [
        "x": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d %#@y@", "other": "%2$@ %#@x@"],
        "y": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": random.pick(["f", "%d", "@", "s", ""]), "other": "%3$*d"],
        "z": ["NSStringFormatSpecTypeKey": "NSStringDeviceSpecificRuleType", "other": "z"],
      ]
      let values: [CVarArg] = [1, -7, 2.5, "text", UInt.max, Int8(-1), NSString(string: "object"), Int32(3), Int32.min, Int.max]
      var length = 0
      for format in ["[%*d]", "[%*x]", "[%.*f]", "[%*@]", "[%*s]", "[%2147483647d]", "[%.99999999999f]", "[%-*lu]"] {
        length += L10n._Format.string(format, [Int32.min, Int.max, 1.5], locale: locales[0]).count
      }
      for _ in 0..<texts {
        let format = String((0..<random.next(24)).map { _ in random.pick(characters) })
        let arguments = (0..<random.next(5)).map { _ in random.pick(values) }
        length += L10n._Format.string(format, arguments, locale: random.pick(locales), variables: random.next(2) == 0 ? variables : nil).count
      }
      print("\(texts) texts formatted")
    }
    let seed = CommandLine.arguments.count > 1 ? UInt64(CommandLine.arguments[1]) ?? 1 : 12345
    compare(seed: seed, formats: CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 0 : 4000, texts: CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 0 : 20000)
    """#

  func testRuntimeFormatsAsFoundationDoes() throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    let source = try StringsGenerator(inputs: [table], options: StringsOptions()).render(LoadedTemplate(.builtin("structured-swift6")), params: [:])
    let output = try run(source + "\n" + Self.comparisonDriver, in: directory)
    XCTAssertTrue(output.hasSuffix("0 of 4000 formats differ\n20000 texts formatted\n"), output)
  }

  // MARK: - Support

  /// The app's folders in `directory/Resources`, with its String Catalog compiled into them.
  private func app(in directory: TemporaryDirectory) throws -> URL {
    let resources = directory.url.appendingPathComponent("Resources")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("App"), to: resources)
    _ = try CatalogCompilationRunner.run(catalogs: [resources.appendingPathComponent("Catalog.xcstrings").path], outputDirectory: resources.path)
    return resources
  }

  private func generate(inputs: [String], resources: URL, params: [String: TemplateValue] = [:]) throws -> String {
    var params = params
    params["bundle"] = .string("Foundation.Bundle(path: \"\(resources.path)\")!")
    return try StringsGenerator(inputs: inputs, options: StringsOptions()).render(LoadedTemplate(.builtin("structured-swift6")), params: params)
  }

  /// Compiles `source` as a program (Swift 6); returns its path.
  private func build(_ source: String, in directory: TemporaryDirectory, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let main = try directory.write("main.swift", source)
    let binary = directory.path("runtime")
    let compile = try SwiftCompiler.run(["swiftc", "-swift-version", "6", main, "-o", binary])
    XCTAssertEqual(compile.status, 0, compile.output, file: file, line: line)
    return binary
  }

  /// Compiles `source` as a program (Swift 6) and returns what it prints, run with no language in
  /// its environment.
  private func run(_ source: String, in directory: TemporaryDirectory, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let binary = try build(source, in: directory, file: file, line: line)
    let run = try SwiftCompiler.run([binary], environment: [:])
    XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
    return run.output
  }

  private func assertLines(_ output: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    for (index, expectedLine) in expected.enumerated() {
      XCTAssertEqual(index < lines.count ? lines[index] : "(missing)", expectedLine, file: file, line: line)
    }
    XCTAssertEqual(lines.count, expected.count, "lines printed:\n" + output, file: file, line: line)
  }
}
