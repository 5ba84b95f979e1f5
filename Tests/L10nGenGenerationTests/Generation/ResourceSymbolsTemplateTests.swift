import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// `resource-symbols`: `LocalizedStringResource` members in the shape of Xcode 26's generated String
/// Catalog symbols (`GeneratedStringSymbols_<Table>.swift`: a `nonisolated extension
/// LocalizedStringResource`, `static var` for a key without arguments, `static func` with `_ arg1`
/// labels or the placeholder's or substitution's name, `%lld` → `Int`, `%llu` → `UInt`, `%@` →
/// `String`, a nested `enum` per table other than `Localizable`), for `Fixtures/ResourceSymbols`: two
/// catalogs and a `.strings` table. The proof that the shape is Xcode's is `Usage.swift` there, call
/// sites written against Xcode's symbols, type-checked against the output as an Apple platform's
/// compiler would (`Tests/AppleSDK`).
final class ResourceSymbolsTemplateTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/ResourceSymbols")

  private func render(
    _ params: [String: TemplateValue] = [:], template: String = "resource-symbols", userNames: UserNames = UserNames()
  ) throws -> (code: String, warnings: [String]) {
    var warnings: [String] = []
    let generator = try StringsGenerator(inputs: [Self.fixtures.path], options: StringsOptions(), userNames: userNames)
    let code = try generator.render(LoadedTemplate(.builtin(template)), params: params) { warnings.append($0.message) }
    return (code, warnings)
  }

  func testXcodeStyleCallSitesCompileUnchanged() throws {
    let directory = try TemporaryDirectory()
    let files = [try directory.write("Symbols.swift", try render().code), Self.fixtures.appendingPathComponent("Usage.swift").path]
    for flags in [["-swift-version", "5"], ["-swift-version", "6"], ["-swift-version", "6", "-default-isolation", "MainActor"]] {
      let result = try SwiftCompiler.typeCheckAsApple(files, flags: flags + ["-warnings-as-errors"])
      XCTAssertEqual(result.status, 0, "\(flags): \(result.output)")
    }
  }

  func testMembersHaveXcodesNamesLabelsAndTypes() throws {
    let code = try render().code
    for line in [
      "extension LocalizedStringResource {",
      "  nonisolated static var theJsonStoreChangedWhileSnipSnapWasCopyingIt: LocalizedStringResource {",
      "    LocalizedStringResource(\"The JSON store changed while Snip Snap was copying it.\", table: \"Localizable\", bundle: LocalizedStringResource._resourceBundleDescription)",
      "  nonisolated static func active(_ arg1: Swift.Int) -> LocalizedStringResource {",
      "    LocalizedStringResource(\"%lld active\", defaultValue: \"\\(arg1, specifier: \"%lld\")\", table: \"Localizable\", bundle: LocalizedStringResource._resourceBundleDescription)",
      "  nonisolated static func fADescription(name arg1: Swift.String) -> LocalizedStringResource {",
      "  nonisolated static func fBDescription(age arg1: Swift.UInt) -> LocalizedStringResource {",
      "    LocalizedStringResource(\"F_B_Description\", defaultValue: \"\\(arg1, specifier: \"%llu\")\", table: \"Localizable\", bundle: LocalizedStringResource._resourceBundleDescription)",
      "  nonisolated static func continuedSessionSubtitle(completed arg1: Swift.Int, total arg2: Swift.Int, galleries arg3: Swift.Int) -> LocalizedStringResource {",
      "  enum Paywall {",
      "    nonisolated static var paywallGeneralTitle: LocalizedStringResource {",
    ] {
      XCTAssertTrue(code.contains(line + "\n"), "missing: \(line)\n\(code)")
    }
    XCTAssertTrue(code.contains("#if canImport(Darwin)\n"), "Apple platforms only")
    XCTAssertFalse(code.contains("Hidden from symbols"), "generatesSymbol: false asks for no symbol")
  }

  /// Beyond Xcode, by default: extracted and stale catalog keys and `.strings` tables get members too;
  /// `xcodeParity` keeps Xcode's set only, the manual keys of catalogs.
  func testXcodeParityKeepsOnlyManualCatalogKeys() throws {
    let full = try render().code
    for member in ["static func welcomeBack(_ arg1: Swift.String)", "static var oldText:", "  enum Settings {", "static var restorePurchases:"] {
      XCTAssertTrue(full.contains(member), member)
    }
    let parity = try render(["xcodeParity": true]).code
    for member in ["welcomeBack", "oldText", "enum Settings", "restorePurchases"] {
      XCTAssertFalse(parity.contains(member), member)
    }
    XCTAssertTrue(parity.contains("static var paywallGeneralTitle:"), parity)
    // Manual keys Xcode rejects as coinciding ("all", "All") get the rule's names.
    XCTAssertTrue(parity.contains("nonisolated static var all: LocalizedStringResource {"), parity)
    XCTAssertTrue(parity.contains("nonisolated static var all_capitalized: LocalizedStringResource {"), parity)
  }

  /// Xcode fails the build on a key with no letter ("Unable to derive a symbol name") and on keys
  /// whose symbols coincide ("would generate the same symbol"): the first is left out, the second
  /// named apart, each with a warning.
  func testKeysXcodeCannotBuildAreLeftOutOrNamedApartWithWarnings() throws {
    let (code, warnings) = try render()
    XCTAssertTrue(warnings.contains { $0.hasPrefix("key \"%@\" gives no Swift identifier") }, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.hasPrefix("key \"All\" is named 'all_capitalized': its own name 'all' coincides") }, "\(warnings)")
    XCTAssertTrue(code.contains("nonisolated static var all: LocalizedStringResource {"), code)
    XCTAssertTrue(code.contains("nonisolated static var all_capitalized: LocalizedStringResource {"), code)
    XCTAssertTrue(
      warnings.contains(
        "key \"C string %s\": its argument %s (UnsafePointer<CChar>) cannot go into a LocalizedStringResource, whose "
          + "String.LocalizationValue interpolates only text and numbers (it gets no member; write the argument as %@ or a number to have one)"),
      "\(warnings)")
    XCTAssertEqual(warnings.count, 3, "\(warnings)")
  }

  /// A placeholder named as the parameter behind its label (IceCubes' catalog names substitutions
  /// `arg1`, `arg2`; `%1$(p1)lld` in a `.strings`) is written once: `arg1 arg1:` is the compiler's
  /// warning "extraneous duplicate parameter name", which fails a build with warnings as errors.
  func testALabelNamedAsItsParameterIsWrittenOnce() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/Localizable.strings", "\"pair\" = \"%1$(arg1)lld of %2$(p1)lld\";\n")
    var files: [String] = []
    for (template, signature) in [
      ("resource-symbols", "static func pair(arg1: Swift.Int, p1 arg2: Swift.Int) -> LocalizedStringResource {"),
      ("flat-swift6", "static func pair(arg1 p1: Int, p1 p2: Int) -> String {"),
      ("structured-swift6", "static func pair(arg1 p1: Int, p1 p2: Int) -> String {"),
    ] {
      let code = try StringsGenerator(inputs: [input], options: StringsOptions())
        .render(LoadedTemplate(.builtin(template)), params: template == "resource-symbols" ? [:] : ["enumName": .string("L\(files.count)")])
      XCTAssertTrue(code.contains(signature), "\(template):\n\(code)")
      files.append(try directory.write("\(template).swift", code))
    }
    let swapped = try directory.write("en.lproj/Swapped.strings", "\"pair\" = \"%1$(p1)lld of %2$(arg2)lld\";\n")
    let code = try StringsGenerator(inputs: [swapped], options: StringsOptions()).render(
      LoadedTemplate(.builtin("flat-swift6")), params: ["enumName": "Swapped"])
    XCTAssertTrue(code.contains("static func pair(p1: Int, arg2 p2: Int) -> String {"), code)
    files.append(try directory.write("Swapped.swift", code))
    let result = try SwiftCompiler.typeCheckAsApple(files, flags: ["-swift-version", "6", "-warnings-as-errors"])
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testTheUsersNamesAndLabelsApply() throws {
    let origin = UserNames.Origin(location: nil, place: "test")
    let names = UserNames(
      names: [
        .init(table: "Localizable", key: "%@", path: "interpolatedValue", origin: origin),
        .init(table: "Localizable", key: "All", path: "allCaps", origin: origin),
        .init(table: "Settings", key: "settings.storage", path: "storage.used", origin: origin),
      ],
      labels: [.init(table: "Settings", key: "settings.storage", labels: ["used", "of"], origin: origin)])
    let (code, warnings) = try render(userNames: names)
    XCTAssertTrue(code.contains("  nonisolated static func interpolatedValue(_ arg1: Swift.String) -> LocalizedStringResource {"), code)
    XCTAssertTrue(code.contains("  nonisolated static var allCaps: LocalizedStringResource {"), code)
    XCTAssertTrue(code.contains("  nonisolated static var all: LocalizedStringResource {"), code)
    XCTAssertTrue(
      code.contains("    nonisolated static func storageUsed(used arg1: Swift.String, of arg2: Swift.String) -> LocalizedStringResource {"), code)
    XCTAssertEqual(warnings.count, 1, "only %s is left: \(warnings)")
  }

  func testAccessAndNamespace() throws {
    let code = try render(["publicAccess": true, "namespace": "Feed"]).code
    XCTAssertTrue(code.contains("  public enum Feed {\n"), code)
    XCTAssertTrue(code.contains("    public nonisolated static func active(_ arg1: Swift.Int) -> LocalizedStringResource {\n"), code)
    XCTAssertTrue(code.contains("    public enum Paywall {\n"), code)
    let package = try render(["accessLevel": "package"]).code
    XCTAssertTrue(package.contains("  package nonisolated static var retroGreenCrt: LocalizedStringResource {\n"), package)
    // A namespace that would hide what the members' bodies name is refused.
    for namespace in ["class", "LocalizedStringResource", "BundleDescription"] {
      XCTAssertThrowsError(try render(["namespace": .string(namespace)]), namespace)
    }
  }

  /// Doc comments: the translator comment, the development text with every plural form, and the key.
  func testDocCommentsShowTheCommentTheFormsAndTheKey() throws {
    let code = try render().code
    XCTAssertTrue(
      code.contains(
        """
          /// How many sessions run
          ///
          /// %lld active
          /// - one: %lld active
          /// - other: %lld active
          ///
          /// Localized string for key “%lld active” in table “Localizable”.
          nonisolated static func active(
        """), code)
    XCTAssertFalse(try render(["noComments": true]).code.contains("///"))
  }

  /// A twin yields: `foo`'s would be `fooResource`, another key's name. The twin is left out with a
  /// warning; both keys keep their accessors. A function's twin, `barResource(_:)`, sits beside a
  /// property `barResource`, as Swift tells them apart.
  func testATwinThatWouldTakeAnotherKeysNameIsLeftOutAlone() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write(
      "en.lproj/Localizable.strings", "\"foo\" = \"F\";\n\"fooResource\" = \"G\";\n\"bar\" = \"%d\";\n\"barResource\" = \"B\";\n")
    var warnings: [String] = []
    let code = try StringsGenerator(inputs: [input], options: StringsOptions())
      .render(LoadedTemplate(.builtin("flat-swift6")), params: ["localizedStringResources": true]) { warnings.append($0.message) }
    XCTAssertTrue(code.contains("static var foo: String {"), code)
    XCTAssertTrue(code.contains("static var fooResource: String {"), code)
    XCTAssertTrue(code.contains("static var fooResourceResource: LocalizedStringResource {"), code)
    XCTAssertFalse(code.contains("static var fooResource: LocalizedStringResource"), code)
    XCTAssertTrue(code.contains("static func bar(_ p1: Int) -> String {"), code)
    XCTAssertTrue(code.contains("static var barResource: String {"), code)
    XCTAssertTrue(code.contains("static func barResource(_ p1: Int) -> LocalizedStringResource {"), code)
    XCTAssertEqual(
      warnings,
      [
        "key \"foo\": its LocalizedStringResource twin 'fooResource' would have the name of key \"fooResource\" in table \"Localizable\" "
          + "(its String accessor stays; it gets no LocalizedStringResource twin; rename one of the keys to have one)"
      ])
  }

  /// The swift6 templates' `localizedStringResources`: a `LocalizedStringResource` twin beside every
  /// accessor, with its arguments; a string whose argument none can hold keeps its `String` accessor.
  func testSwift6TemplatesGiveEveryAccessorATwin() throws {
    let (code, warnings) = try render(["localizedStringResources": true], template: "flat-swift6")
    XCTAssertTrue(code.contains("  internal nonisolated static func lldActiveResource(_ p1: Int) -> LocalizedStringResource {\n"), code)
    XCTAssertTrue(
      code.contains(
        "    LocalizedStringResource(\"%lld active\", defaultValue: \"\\(p1, specifier: \"%lld\")\", table: \"Localizable\", bundle: .atURL(L10n._bundle.bundleURL))\n"
      ),
      code)
    XCTAssertTrue(code.contains("static func cStringS(_ p1: Swift.UnsafePointer<CChar>) -> String"), code)
    XCTAssertFalse(code.contains("cStringSResource"), code)
    XCTAssertTrue(
      warnings.contains {
        $0.hasSuffix("(its String accessor stays; it gets no LocalizedStringResource twin; write the argument as %@ or a number to have one)")
      }, "\(warnings)")
    let directory = try TemporaryDirectory()
    let file = try directory.write("L10n.swift", code)
    for flags in [["-swift-version", "5"], ["-swift-version", "6", "-default-isolation", "MainActor"]] {
      let result = try SwiftCompiler.typeCheckAsApple([file], flags: flags + ["-warnings-as-errors"])
      XCTAssertEqual(result.status, 0, "\(flags): \(result.output)")
    }
  }
}
