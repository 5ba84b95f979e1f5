import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

final class StringsGeneratorTests: XCTestCase {
  private func template(_ source: String) throws -> LoadedTemplate {
    let directory = try TemporaryDirectory()
    return try LoadedTemplate(.file(try directory.write("t.stencil", source)), spacing: .smart)
  }

  func testTablesThatBecomeTheSameEnumAreLeftOutWithAWarning() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("a/InfoPlist.strings", "\"x\" = \"1\";\n")
    let second = try directory.write("b/infoPlist.strings", "\"y\" = \"2\";\n")
    let third = try directory.write("c/Main.strings", "\"z\" = \"3\";\n")
    let generator = try StringsGenerator(inputs: [first, second, third], options: StringsOptions())
    var warnings: [LocatedWarning] = []
    let output = try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: [:]) { warnings.append($0) }
    XCTAssertEqual(
      warnings.map(\.description),
      [
        "\(second):1:1: warning: tables \"infoPlist\" and \"InfoPlist\" both become the Swift enum 'InfoPlist'; rename one of them (the table gets no accessors; its lookups still work at run time; to keep them, name it: \"tableNames\": {\"infoPlist\": \"…\"})"
      ])
    XCTAssertFalse(output.contains("InfoPlist"), output)
    XCTAssertTrue(output.contains("internal enum Main {"), output)
  }

  /// Strict names leave no name to the rules: a key left out, and a key named apart from another
  /// whose name coincides with its own, are errors, all reported together; without strict names each
  /// is a warning and every key keeps an accessor.
  func testStrictNamesMakesEveryNamingProblemAnErrorTogether() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"a-b\" = \"1\";\n\"a_b\" = \"2\";\n\"c d\" = \"3\";\n\"c_d\" = \"4\";\n\"%@\" = \"5\";\n")
    let strict = try StringsGenerator(inputs: [input], options: StringsOptions(strictNames: true))
    XCTAssertThrowsError(try strict.render(LoadedTemplate(.builtin("flat-swift5")), params: [:])) { error in
      XCTAssertEqual(
        (error as? ErrorList)?.errors.map(\.message).map { String($0.prefix(24)) },
        ["key \"%@\" gives no Swift ", "key \"a_b\" is named 'ab_u", "key \"c_d\" is named 'cd_u"])
    }
    var warnings = 0
    let output = try StringsGenerator(inputs: [input], options: StringsOptions())
      .render(LoadedTemplate(.builtin("flat-swift5")), params: [:]) { _ in warnings += 1 }
    XCTAssertEqual(warnings, 3)
    for name in ["static let ab =", "static let ab_underscore =", "static let cd =", "static let cd_underscore ="] {
      XCTAssertTrue(output.contains(name), "\(name) in:\n\(output)")
    }
  }

  func testSeparatorOptionShapesTheTree() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"a__b\" = \"1\";\n")
    let generator = try StringsGenerator(inputs: [input], options: StringsOptions(separator: "__"))
    let output = try generator.render(
      try template("{% for t in tables %}{{ t.levels.children.0.name }}/{{ t.levels.children.0.strings.0.name }}{% endfor %}"), params: [:])
    XCTAssertEqual(output, "a/b")
  }

  /// SwiftGen checks no names: a copy of its `flat-swift5` (which makes names with filters) gets every
  /// key, `alert.ok` beside `Alert.OK` too, as SwiftGen 6.6.3 generates them (`alertOk`, `alertOK`).
  func testATemplateFileThatReadsNoDecidedNamesGetsEveryKeyAsInSwiftGen() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"alert.ok\" = \"OK\";\n\"Alert.OK\" = \"Fine\";\n\"alert.cancel\" = \"Cancel\";\n")
    // flat-swift5's walk of the levels, and its names.
    let flatCopy = try template(
      #"{% macro walk item %}{% for s in item.strings %}{{ s.key|swiftIdentifier:"pretty"|lowerFirstWord }};{% endfor %}"#
        + #"{% for child in item.children %}{% call walk child %}{% endfor %}{% endmacro %}{% call walk tables.0.levels %}"#)
    var warnings: [LocatedWarning] = []
    let output = try StringsGenerator(inputs: [input], options: StringsOptions()).render(flatCopy, params: [:]) { warnings.append($0) }
    XCTAssertEqual(output.split(separator: ";").sorted(), ["alertCancel", "alertOK", "alertOk"], output)
    XCTAssertEqual(warnings, [])
  }

  func testATemplateFileThatReadsDecidedNamesIsCheckedAsItsNamingOptionSaysStructuredByDefault() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"a.b_c\" = \"1\";\n\"a_b.c\" = \"2\";\n")
    let names = try template("{% for s in tables.0.levels.children.0.strings %}{{ s.swiftName }};{% endfor %}")
    var warnings = 0
    let structured = try StringsGenerator(inputs: [input], options: StringsOptions()).render(names, params: [:]) { _ in warnings += 1 }
    XCTAssertEqual(structured, "bc;")
    XCTAssertEqual(warnings, 0)
    let flat = try StringsGenerator(inputs: [input], options: StringsOptions(naming: .flat)).render(names, params: [:]) { _ in warnings += 1 }
    XCTAssertEqual(flat, "abc;", "a.b_c and a_b.c both become abc: a.b_c keeps it, a_b.c is abc_2")
    XCTAssertEqual(warnings, 1)
    XCTAssertEqual(try StringsOptions(["naming": "none"]).naming, KeyNaming.none)
    XCTAssertThrowsError(try StringsOptions(["naming": "deep"])) { error in
      XCTAssertEqual("\(error)", "error: option 'naming=deep': expected flat, structured or none")
    }
    XCTAssertThrowsError(try StringsOptions(["colour": "red"])) { error in
      XCTAssertEqual(error as? GenerationError, .unknownOption(key: "colour"))
    }
  }

  func testStringsAndStringsdictOfOneNameAreOneTable() throws {
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/L.strings", "\"title\" = \"Inbox\";\n\"count\" = \"%d\";\n")
    try directory.write(
      "en.lproj/L.stringsdict",
      """
      <plist version="1.0"><dict><key>count</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>%ld new</string></dict>
      </dict></dict></plist>
      """)
    let generator = try StringsGenerator(inputs: [directory.path("en.lproj")], options: StringsOptions())
    XCTAssertEqual(generator.tables.map(\.files), [[strings, directory.path("en.lproj/L.stringsdict")]])
    let output = try generator.render(
      try template("{% for s in tables.0.levels.strings %}{{ s.key }}={{ s.translation }}|{{ s.types|join:\",\" }};{% endfor %}"),
      params: [:])
    XCTAssertEqual(output, "count=Plural format key: \"%#@n@\"|Int;title=Inbox|;")
  }

  /// The swift6 accessors call a lookup of their call's arity up to four arguments (positions no
  /// specifier uses count: each gets a placeholder), and the one taking an array beyond.
  func testSwift6AccessorsCallTheLookupOfTheirArity() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "en.lproj/L.strings",
      #"""
      "none" = "Inbox";
      "gap" = "%2$@ scored %3$ld";
      "four" = "%d %d %d %d";
      "five" = "%d %d %d %d %@";
      """#)
    let generator = try StringsGenerator(inputs: [directory.path("en.lproj")], options: StringsOptions())
    for name in ["structured-swift6", "flat-swift6"] {
      let swift6 = try generator.render(LoadedTemplate(.builtin(name)), params: [:])
      XCTAssertTrue(swift6.contains(#"_l10n0("none", fallback: "Inbox")"#), swift6)
      XCTAssertTrue(swift6.contains(#"_l10n3("gap", Swift.Int(0), p1, p2, fallback: "%2$@ scored %3$ld")"#), swift6)
      // An Int passed on as it is: %d reads its low 32 bits (GeneratedRuntimeTests prints them).
      let d = (1...4).map { "p\($0)" }.joined(separator: ", ")
      XCTAssertTrue(swift6.contains(#"_l10n4("four", "# + d + #", fallback: "%d %d %d %d")"#), swift6)
      XCTAssertTrue(swift6.contains(#"_l10n("five", ["# + d + #", p5], fallback: "%d %d %d %d %@")"#), swift6)
      // Each lookup reads its table.
      XCTAssertTrue(
        swift6.contains(
          #"fileprivate func _l10n0(_ key: Swift.String, fallback value: Swift.String) -> Swift.String {\#n  L10n._tr("L", key, [], fallback: value)"#
        ), swift6)
    }
  }

  /// structured-swift6 declares the enum of every level inside `L10n`, holding only the enums below
  /// it, and the strings of each level below the top in an `extension` at file level. The shape is
  /// l10ngen's own (SwiftGen has no swift6 template); the accessors' paths are those SwiftGen's
  /// structured template gives the same keys.
  func testStructuredSwift6DeclaresTheStringsOfEachLevelInAnExtension() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "en.lproj/Localizable.strings",
      "\"top\" = \"Top\";\n\"inbox.title\" = \"Inbox\";\n\"inbox.thread.reply\" = \"Reply\";\n\"menu.file.save\" = \"Save\";\n")
    let generator = try StringsGenerator(inputs: [directory.path("en.lproj")], options: StringsOptions())
    let swift6 = try generator.render(LoadedTemplate(.builtin("structured-swift6")), params: ["noComments": true])
    XCTAssertTrue(
      swift6.contains(
        """
        internal enum L10n {
          internal nonisolated static var top: String { _l10n0("top", fallback: "Top") }
          internal enum Inbox {
            internal enum Thread {}
          }
          internal enum Menu {
            internal enum File {}
          }
        }

        extension L10n.Inbox {
          internal nonisolated static var title: String { _l10n0("inbox.title", fallback: "Inbox") }
        }

        extension L10n.Inbox.Thread {
          internal nonisolated static var reply: String { _l10n0("inbox.thread.reply", fallback: "Reply") }
        }

        extension L10n.Menu.File {
          internal nonisolated static var save: String { _l10n0("menu.file.save", fallback: "Save") }
        }

        // MARK: - Language
        """), swift6)
  }

  /// SwiftGen skipped `.stringsdict` entries with only width variants; the swift6 templates give them
  /// an accessor (the widest variant as fallback), SwiftGen's templates skip them with a warning.
  func testAnEntryWithOnlyWidthVariantsHasAnAccessorInTheSwift6TemplatesOnly() throws {
    let directory = try TemporaryDirectory()
    try directory.write("en.lproj/L.strings", "\"title\" = \"Inbox\";\n")
    try directory.write(
      "en.lproj/L.stringsdict",
      """
      <plist version="1.0"><dict><key>tab.title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>20</key><string>Favs</string><key>100</key><string>Favorites</string><key>40</key><string>Favourite items</string>
      </dict></dict></dict></plist>
      """)
    let generator = try StringsGenerator(inputs: [directory.path("en.lproj")], options: StringsOptions())
    var warnings: [String] = []
    let swift6 = try generator.render(LoadedTemplate(.builtin("structured-swift6")), params: [:]) { warnings.append($0.message) }
    XCTAssertTrue(swift6.contains(#"static var title: String { _l10n0("tab.title", fallback: "Favorites") }"#), swift6)
    XCTAssertEqual(warnings, [])
    let swift5 = try generator.render(LoadedTemplate(.builtin("structured-swift5")), params: [:]) { warnings.append($0.message) }
    XCTAssertFalse(swift5.contains("tab.title"), swift5)
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.hasPrefix("key \"tab.title\" has only width variants") == true, "\(warnings)")
  }

  func testConflictingPlaceholderTypesPointAtTheValue() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"k\" = \"%1$@ %1$d\";\n")
    XCTAssertThrowsError(try StringsGenerator(inputs: [input], options: StringsOptions())) { error in
      XCTAssertTrue("\(error)".hasPrefix("\(input):1:7: error: value of key \"k\": "), "\(error)")
    }
  }
}
