import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenGenerators
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The built-in templates must give code that compiles whatever the keys, texts and comments hold,
/// with every param. Each variant is rendered into its own file with its own enum name, and all of
/// them are type-checked together (one `swiftc` per language mode keeps this test quick).
final class BuiltinTemplatesCompileTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Generation")

  private static let lookupFunction = "nonisolated func customLookup(_ key: String, _ table: String, _ fallback: String) -> String { fallback }\n"

  /// Param sets every template must handle; `enumName` is added per variant.
  private static let paramSets: [[String: TemplateValue]] = [
    [:],
    ["publicAccess": true, "noComments": true],
    ["forceFileNameEnum": true],
    ["bundle": "Foundation.Bundle.main"],
    ["lookupFunction": "customLookup"],
  ]

  /// The swift6 templates' own params.
  private static let swift6ParamSets: [[String: TemplateValue]] = [
    ["accessLevel": "public"],
    ["accessLevel": "package"],
    ["cachedProperties": true],
    ["localizedStringResources": true, "accessLevel": "public"],
  ]

  /// Two files of one module sharing a run time: one declares it, the other uses it.
  private static func sharedRuntimeSets(_ name: String) -> [[String: TemplateValue]] {
    [["runtime": "module", "runtimeName": .string(name)], ["runtime": "external", "runtimeName": .string(name), "publicAccess": true]]
  }

  private func render(_ template: String, _ table: String, params: [String: TemplateValue]) throws -> String {
    let generator = try StringsGenerator(inputs: [Self.fixtures.appendingPathComponent(table).path], options: StringsOptions())
    return try generator.render(LoadedTemplate(.builtin(template)), params: params)
  }

  /// Writes one file per (template, param set); returns the files and the enum names used.
  private func variants(_ templates: [String], table: String, in directory: TemporaryDirectory) throws -> [String] {
    var files: [String] = []
    for template in templates {
      let sets =
        template.hasSuffix("swift6")
        ? Self.paramSets + Self.swift6ParamSets + Self.sharedRuntimeSets("Runtime\(files.count)") : Self.paramSets
      for (index, var params) in sets.enumerated() {
        params["enumName"] = .string("L\(files.count)")
        let source = try render(template, table, params: params)
        files.append(try directory.write("\(template)-\(index).swift", source))
      }
    }
    files.append(try directory.write("Lookup.swift", Self.lookupFunction))
    return files
  }

  private func assertCompiles(_ files: [String], flags: [String], file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try SwiftCompiler.typeCheck(files, flags: flags)
    let errors = result.output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }.prefix(20)
    XCTAssertEqual(result.status, 0, "swiftc \(flags.joined(separator: " ")):\n\(errors.joined(separator: "\n"))", file: file, line: line)
  }

  /// The swift6 signatures write `String`, `Int` and `Double` as SwiftGen's templates do (SwiftGen
  /// 6.6.3's `structured-swift5` output: `-> String`, `_ p1: Int`), and `Swift.String`… all through a
  /// file that declares an enum of one of these names, which would hide the standard library's type
  /// from the accessors beside it (`extension L10n { enum Int {} }` makes `Int` mean `L10n.Int` there).
  /// Each file compiles in both language modes, with default MainActor isolation.
  func testSwift6SignaturesQualifyStandardTypesOnlyWhereAnEnumOfTheirNameWouldHideThem() throws {
    let directory = try TemporaryDirectory()
    let plain = "\"inbox.title\" = \"Inbox\";\n\"inbox.unread\" = \"%d unread\";\n\"trip.distance\" = \"%f km\";\n"
    let cases: [(name: String, tables: [String: String], params: [String: TemplateValue], qualified: [String: Bool])] = [
      ("Plain", ["Localizable.strings": plain], [:], ["structured-swift6": false, "flat-swift6": false]),
      // A level `Int` beside the root's accessors; flat-swift6 declares no level enum.
      ("LevelInt", ["Localizable.strings": plain + "\"int.max\" = \"Most: %d\";\n"], [:], ["structured-swift6": true, "flat-swift6": false]),
      (
        "TableDouble", ["Localizable.strings": plain, "Double.strings": "\"speed\" = \"%f km/h\";\n"], [:],
        ["structured-swift6": true, "flat-swift6": true]
      ),
      ("EnumString", ["Localizable.strings": plain], ["enumName": "String"], ["structured-swift6": true, "flat-swift6": true]),
    ]
    var shared = [String]()
    var alone = [String]()
    for (name, tables, params, qualified) in cases {
      for (table, text) in tables { try directory.write("\(name)/en.lproj/\(table)", text) }
      for template in ["structured-swift6", "flat-swift6"] {
        var params = params
        params["enumName"] = params["enumName"] ?? .string(name + template.replacingOccurrences(of: "-", with: "_"))
        let generator = try StringsGenerator(inputs: [directory.path("\(name)/en.lproj")], options: StringsOptions())
        let source = try generator.render(LoadedTemplate(.builtin(template)), params: params)
        let prefix = qualified[template]! ? "Swift." : ""
        XCTAssertTrue(source.contains("(_ p1: \(prefix)Int) -> \(prefix)String {"), "\(name) \(template):\n\(source)")
        XCTAssertTrue(source.contains("(_ p1: \(prefix)Double) -> \(prefix)String {"), "\(name) \(template):\n\(source)")
        XCTAssertTrue(source.contains(": \(prefix)String { _l10n0"), "\(name) \(template):\n\(source)")
        let file = try directory.write("\(name)-\(template).swift", source)
        // Two files of `enumName: String` would declare one type twice: they compile apart.
        if name == "EnumString" { alone.append(file) } else { shared.append(file) }
      }
    }
    for group in [shared] + alone.map({ [$0] }) {
      try assertCompiles(group, flags: ["-swift-version", "5"])
      try assertCompiles(group, flags: ["-swift-version", "6", "-default-isolation", "MainActor"])
    }
  }

  func testSwift5TemplatesCompileForHostileKeysInSwift5And6() throws {
    let directory = try TemporaryDirectory()
    let files = try variants(["flat-swift5", "structured-swift5"], table: "EscapingChallenges.strings", in: directory)
    try assertCompiles(files, flags: ["-swift-version", "5"])
    try assertCompiles(files, flags: ["-swift-version", "6"])
  }

  func testSwift6TemplatesCompileWithoutWarningsInEveryMode() throws {
    let directory = try TemporaryDirectory()
    let files = try variants(["flat-swift6", "structured-swift6"], table: "EscapingChallenges.strings", in: directory)
    try assertCompiles(files, flags: ["-swift-version", "5", "-warnings-as-errors"])
    try assertCompiles(files, flags: ["-swift-version", "6", "-warnings-as-errors"])
    try assertCompiles(files, flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
  }

  /// The Apple branch (`#if canImport(Darwin)`: Foundation's lookups, `LocalizedStringResource`) is
  /// type-checked as it ships, against Apple's API declared from its documentation
  /// (`Tests/AppleSDK`), with every param that changes it; `resource-symbols` files each in a namespace
  /// of their own, since they all extend `LocalizedStringResource`, and one without.
  func testAppleBranchesCompileWithoutWarningsInEveryMode() throws {
    let directory = try TemporaryDirectory()
    var files: [String] = []
    for template in ["flat-swift6", "structured-swift6"] {
      let sets =
        Self.paramSets + [
          ["localizedStringResources": true, "accessLevel": "public"], ["localizedStringResources": true, "cachedProperties": true],
        ]
        + Self.sharedRuntimeSets("Runtime\(files.count)")
      for (index, var params) in sets.enumerated() {
        params["enumName"] = .string("A\(files.count)")
        files.append(try directory.write("\(template)-\(index).swift", try render(template, "EscapingChallenges.strings", params: params)))
      }
    }
    for (index, params) in Self.resourceSymbolsParamSets.enumerated() {
      files.append(
        try directory.write("resource-symbols-\(index).swift", try render("resource-symbols", "EscapingChallenges.strings", params: params)))
    }
    files.append(try directory.write("Lookup.swift", Self.lookupFunction))
    // The L10nGenRuntime library's source: the run time with its public members.
    files.append(Generator.packageRoot.appendingPathComponent(RuntimeLibrarySource.path).path)
    try assertCompilesAsApple(files, flags: ["-swift-version", "5", "-warnings-as-errors"])
    try assertCompilesAsApple(files, flags: ["-swift-version", "6", "-warnings-as-errors"])
    try assertCompilesAsApple(files, flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
    // The branch a Swift package builds, with `Bundle.module` declared as SwiftPM's resource accessor
    // declares it.
    let module = try directory.write("BundleModule.swift", "import Foundation\nextension Foundation.Bundle { static let module: Bundle = .main }\n")
    try assertCompilesAsApple(files + [module], flags: ["-swift-version", "5", "-D", "SWIFT_PACKAGE", "-warnings-as-errors"])
    try assertCompilesAsApple(files + [module], flags: ["-swift-version", "6", "-D", "SWIFT_PACKAGE", "-warnings-as-errors"])
  }

  /// `resource-symbols` param sets, each file in a namespace of its own but the first.
  private static let resourceSymbolsParamSets: [[String: TemplateValue]] = [
    [:],
    ["namespace": "R1", "publicAccess": true, "noComments": true],
    ["namespace": "R2", "accessLevel": "package"],
    ["namespace": "R3", "bundle": "Foundation.Bundle.main"],
    ["namespace": "R4", "xcodeParity": true],
  ]

  private func assertCompilesAsApple(_ files: [String], flags: [String], file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try SwiftCompiler.typeCheckAsApple(files, flags: flags)
    let errors = result.output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }.prefix(20)
    XCTAssertEqual(
      result.status, 0, "Apple branch, swiftc \(flags.joined(separator: " ")):\n\(errors.joined(separator: "\n"))", file: file, line: line)
  }

  /// A table named as the file's enum (`Settings.strings` with `enumName` `Settings`) has its
  /// accessors at the top of that enum, as SwiftGen's templates have them with one table
  /// (`Settings.title`); beside a `Localizable` table, it would be an enum `Settings` inside
  /// `Settings`, and is left out with a warning.
  func testATableNamedAsTheFilesEnumHasItsAccessorsAtTheTopWithoutLocalizable() throws {
    let directory = try TemporaryDirectory()
    let settings = try directory.write("en.lproj/Settings.strings", "\"title\" = \"Settings\";\n\"items\" = \"%d items\";\n")
    for template in ["structured-swift6", "flat-swift6"] {
      var warnings: [String] = []
      let source = try StringsGenerator(inputs: [settings], options: StringsOptions())
        .render(LoadedTemplate(.builtin(template)), params: ["enumName": "Settings"]) { warnings.append($0.message) }
      XCTAssertEqual(warnings, [], template)
      XCTAssertTrue(source.contains("internal nonisolated static var title: String {"), source)
      XCTAssertFalse(source.contains("enum Settings {\n  internal enum Settings"), source)
      let use = try directory.write("Use-\(template).swift", "let settingsTexts = [Settings.title, Settings.items(3)]\n")
      let file = try directory.write("\(template).swift", source)
      try assertCompiles([file, use], flags: ["-swift-version", "6", "-warnings-as-errors"])
    }
    let localizable = try directory.write("en.lproj/Localizable.strings", "\"ok\" = \"OK\";\n")
    var warnings: [String] = []
    let both = try StringsGenerator(inputs: [localizable, settings], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift6")), params: ["enumName": "Settings"]) { warnings.append($0.message) }
    XCTAssertTrue(both.contains("static var ok: String {"), both)
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(
      warnings.allSatisfy { $0.hasPrefix("table \"Settings\" becomes the Swift enum 'Settings', which the generated file") }, "\(warnings)")
  }

  /// The file chosen to carry a module's run time may have no strings (yet), or no table at all: it
  /// still declares the run time.
  func testAModuleRunTimeFileWithoutStringsStillDeclaresTheRunTime() throws {
    let directory = try TemporaryDirectory()
    let empty = try directory.write("en.lproj/Empty.strings", "/* nothing yet */\n")
    let emptyTable = try StringsGenerator(inputs: [empty], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift6")), params: ["runtime": "module", "runtimeName": "EmptyTableRuntime"])
    let noTable = try StringsGenerator(tables: [], options: StringsOptions())
      .render(LoadedTemplate(.builtin("flat-swift6")), params: ["runtime": "module"])
    XCTAssertTrue(noTable.contains("enum L10nRuntime {}"), noTable)
    let files = [
      try directory.write("EmptyTable.swift", emptyTable),
      try directory.write("NoTable.swift", noTable),
      try directory.write(
        "External.swift",
        try render(
          "structured-swift6", "EscapingChallenges.strings", params: ["runtime": "external", "enumName": "Strings"])),
      try directory.write(
        "Other.swift",
        try render(
          "flat-swift6", "EscapingChallenges.strings", params: ["runtime": "external", "enumName": "Other", "runtimeName": "EmptyTableRuntime"])),
    ]
    try assertCompiles(files, flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
  }

  /// Keys built to become every name a generated file declares or refers to, and to collide: each
  /// template's file compiles in Swift 5 and 6, and every key has an accessor or a warning naming it.
  func testKeysNamedLikeWhatTheFileDeclaresAreLeftOutAndTheFileCompiles() throws {
    let variants: [(template: String, params: [String: TemplateValue])] = [
      ("flat-swift5", [:]), ("structured-swift5", ["forceFileNameEnum": true]),
      ("flat-swift6", ["runtime": "module"]), ("structured-swift6", [:]),
      ("structured-swift6", ["forceFileNameEnum": true, "localizedStringResources": true]),
    ]
    let table = Self.fixtures.appendingPathComponent("ReservedNames.strings").path
    let keys = try StringsFileParser.parse(contentsOf: table).map(\.key)
    for (template, params) in variants {
      let directory = try TemporaryDirectory()
      var warnings: [String] = []
      let source = try StringsGenerator(inputs: [table], options: StringsOptions())
        .render(LoadedTemplate(.builtin(template)), params: params) { warnings.append($0.message) }
      for key in keys {
        let literal = "\"" + key + "\""
        XCTAssertTrue(
          source.contains("\"ReservedNames\", " + literal) || source.contains("(" + literal + ", ")
            || warnings.contains { $0.hasPrefix("key " + literal) },
          "\(template) \(params): key \(literal) has neither an accessor nor a warning:\n\(warnings.joined(separator: "\n"))")
      }
      let file = try directory.write("L10n.swift", source)
      try assertCompiles([file], flags: ["-swift-version", "5", "-warnings-as-errors"])
      try assertCompiles([file], flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
    }
  }

  /// The swift6 templates' accessors call file-level lookups (`_l10n0`, and `_l10n0_2`… for the
  /// second table) unqualified: a member of one of those names, at any depth, would hide them from
  /// every accessor beside it. (Names made from keys never start with `_`, level names are type names,
  /// and flat-swift6 makes a given path one such name.) A name given so is an error that says why; without it, the file compiles, each accessor
  /// calling its own table's lookup.
  func testNamesGivenAsTheFileLevelLookupsAreRefusedAtAnyDepth() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("en.lproj/Alpha.strings", "\"inbox.title\" = \"Inbox\";\n\"inbox.count\" = \"%d new\";\n")
    let second = try directory.write("en.lproj/Beta.strings", "\"menu.open\" = \"Open\";\n\"menu.deep.close\" = \"Close\";\n")
    let origin = UserNames.Origin(location: nil, place: "test")
    for template in ["structured-swift6", "flat-swift6"] {
      // flat-swift6 makes one name of a given path, with no leading `_`.
      let given: [(UserNames.Name, String)] =
        template == "flat-swift6"
        ? []
        : [
          (.init(table: "Alpha", key: "inbox.title", path: "inbox._l10n0", origin: origin), "'_l10n0'"),
          (.init(table: "Beta", key: "menu.deep.close", path: "menu.deep._l10n0_2", origin: origin), "'_l10n0_2'"),
        ]
      for (name, swiftName) in given {
        let generator = try StringsGenerator(inputs: [first, second], options: StringsOptions(), userNames: UserNames(names: [name]))
        XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin(template)), params: [:]), template) { error in
          XCTAssertTrue("\(error)".contains("key \"\(name.key)\" becomes the Swift name \(swiftName)"), "\(error)")
          XCTAssertTrue("\(error)".contains("which the generated file declares or refers to itself"), "\(error)")
        }
      }
      let source = try StringsGenerator(inputs: [first, second], options: StringsOptions()).render(LoadedTemplate(.builtin(template)), params: [:])
      XCTAssertTrue(source.contains(#"_l10n1("inbox.count", p1, fallback: "%d new")"#), source)
      XCTAssertTrue(source.contains(#"_l10n0_2("menu.open", fallback: "Open")"#), source)
      XCTAssertTrue(source.contains(#"L10n._tr("Beta", key, [], fallback: value)"#), source)
      let file = try directory.write("\(template).swift", source)
      try assertCompiles([file], flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
    }
  }

  /// Levels whose enums have one name (`alert.*`, `Alert.*`) are one enum: SwiftGen's structured
  /// template declares `enum Alert` twice, which does not compile; here every key keeps its accessor,
  /// and of the two whose own names coincide (`alert.ok`, `Alert.OK`), the second is named apart
  /// with a warning.
  func testLevelsWhoseEnumsHaveOneNameBecomeOneEnumThatCompiles() throws {
    let directory = try TemporaryDirectory()
    let table = try directory.write(
      "en.lproj/Localizable.strings",
      "\"alert.ok\" = \"OK\";\n\"Alert.OK\" = \"Fine\";\n\"alert.cancel\" = \"Cancel\";\n\"Alert.title\" = \"Title\";\n")
    var files: [String] = []
    for template in ["structured-swift5", "structured-swift6"] {
      var warnings: [String] = []
      let source = try StringsGenerator(inputs: [table], options: StringsOptions())
        .render(LoadedTemplate(.builtin(template)), params: ["enumName": .string("L\(files.count)")]) { warnings.append($0.message) }
      XCTAssertEqual(source.components(separatedBy: "enum Alert {").count, 2, source)
      // The key, after the table in SwiftGen's call, first in the swift6 templates' (whose lookup is the table's).
      for key in ["alert.cancel", "Alert.title"] {
        XCTAssertTrue(source.contains("\"Localizable\", \"\(key)\"") || source.contains("_l10n0(\"\(key)\""), source)
      }
      XCTAssertEqual(warnings.map { String($0.prefix(40)) }, ["key \"Alert.OK\" is named 'ok_caseAlertOK'"])
      XCTAssertTrue(source.contains("\"alert.ok\"") && source.contains("\"Alert.OK\""), source)
      files.append(try directory.write("\(template).swift", source))
    }
    try assertCompiles(files, flags: ["-swift-version", "5", "-warnings-as-errors"])
  }

  func testSwift6AccessorsAreUsableFromNonisolatedCodeUnderMainActorIsolation() throws {
    let directory = try TemporaryDirectory()
    var files: [String] = []
    for template in ["flat-swift6", "structured-swift6"] {
      files.append(
        try directory.write(
          "\(template).swift",
          try render(template, "EscapingChallenges.strings", params: ["enumName": .string(template == "flat-swift6" ? "Flat" : "Structured")])))
    }
    files.append(
      try directory.write(
        "Use.swift",
        """
        nonisolated func useStrings() -> [String] {
          Flat.setLanguage(to: "de")
          Structured.setLanguage(to: nil)
          return [
            Flat.EscapingChallenges.percent, Flat.EscapingChallenges.positional(2, "x"), Flat.EscapingChallenges.typeTitle, Flat.chosenLanguage() ?? "",
            Structured.EscapingChallenges.percent, Structured.EscapingChallenges.positional(2, "x"),
            Structured.EscapingChallenges.Type_.title, Structured.EscapingChallenges.String.value(1),
          ]
        }

        """))
    try assertCompiles(files, flags: ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"])
  }

  func testEveryBuiltinTemplateCompilesForPluralsAndCatalogsInSwift5And6() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    let inputs = ["StringsDict", "StringCatalogs"].map { fixtures.appendingPathComponent($0).path }
    let generator = try StringsGenerator(inputs: inputs, options: StringsOptions())
    let directory = try TemporaryDirectory()
    var files: [String] = []
    // Objective-C's are built by ObjectiveCAccessorsTests.
    for template in BuiltinTemplate.all where template.fileExtension == "swift" {
      let params: [String: TemplateValue] = template.params.contains("enumName") ? ["enumName": .string("L\(files.count)")] : [:]
      let source = try generator.render(LoadedTemplate(.builtin(template.name)), params: params)
      XCTAssertTrue(source.contains("/// - messages one: One unread message"), source)
      XCTAssertTrue(source.contains("/// - iphone one: %lld photo"), source)
      files.append(try directory.write("\(template.name).swift", source))
    }
    try assertCompiles(files, flags: ["-swift-version", "5"])
    try assertCompiles(files, flags: ["-swift-version", "6"])
    try assertCompilesAsApple(files, flags: ["-swift-version", "5"])
    try assertCompilesAsApple(files, flags: ["-swift-version", "6", "-default-isolation", "MainActor"])
  }

  func testHostileTextsAreEscapedNotMangled() throws {
    let source = try render("structured-swift5", "EscapingChallenges.strings", params: [:])
    XCTAssertTrue(source.contains(#""quote\"key", fallback: "Say \"hi\"")"#), source)
    XCTAssertTrue(source.contains(#""back\\slash", fallback: "C:\\path\\n and \\(notInterpolated)")"#), source)
    XCTAssertTrue(source.contains(#""newline.key\nsecond", fallback: "line1\nline2\rline3")"#), source)
    XCTAssertTrue(source.contains("internal enum Type_ {"), source)
    XCTAssertTrue(source.contains("/// A comment with \"quotes\", a \\backslash and a // marker"), source)
  }
}
