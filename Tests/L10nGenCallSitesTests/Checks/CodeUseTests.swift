import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate
import L10nGenTestSupport
import XCTest

@testable import L10nGenCallSites

/// What code uses of the tables (`CodeUse`), as `sync` reads it: the lookups' default values and
/// comments, literals that may be keys where only the compiler knows it, and run-time keys whose
/// parts tell what they read.
final class CodeUseTests: XCTestCase {
  private func use(_ files: [String: String], table: String) throws -> CodeUse {
    let directory = try TemporaryDirectory()
    let path = try directory.write("en.lproj/Localizable.strings", table)
    let generator = try StringsGenerator(inputs: [path], options: StringsOptions())
    var index = AccessorIndex()
    var keys: [String: [String: SourceLocation]] = [:]
    for table in generator.tables {
      keys[table.name] = Dictionary(table.entries.map { ($0.key, $0.location) }, uniquingKeysWith: { a, _ in a })
    }
    let accessors = try XCTUnwrap(try generator.accessors(LoadedTemplate(.builtin("structured-swift6")), params: [:]))
    index.add(accessors, tableKeys: keys)
    index.addMembers(accessors)
    return CodeCheck(index: index).use(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
  }

  func testAMissingKeyKeepsItsLookupsValueAndComment() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        let a = NSLocalizedString("promo.title", value: "Big sale", comment: "Banner title")
        let b = String(localized: "settings.reset", defaultValue: "Reset everything", comment: "Destructive button")
        let c = Text("Sign out", comment: "Button that signs the user out")
        """#,
        "B.m": #"NSString *d = NSLocalizedStringWithDefaultValue(@"legacy", nil, [NSBundle mainBundle], @"Legacy", @"From Objective-C");"#,
      ], table: "\"home\" = \"Home\";\n")
    XCTAssertEqual(found.missing.map(\.key), ["promo.title", "settings.reset", "Sign out", "legacy"])
    XCTAssertEqual(found.missing.map(\.value), ["Big sale", "Reset everything", nil, "Legacy"])
    XCTAssertEqual(found.missing.map(\.comment), ["Banner title", "Destructive button", "Button that signs the user out", "From Objective-C"])
  }

  /// Xcode joins the comments of a key's lookups, A to Z, one a line (milanvarady/Applite 5c30050:
  /// "Brew info value when loading fails\nCask action failed (e.g. installation failed)").
  func testTheCommentsOfAKeysLookupsAreJoinedAsXcodeJoinsThem() throws {
    let found = try use(
      [
        "A.swift": #"import SwiftUI\nlet a = Text("Error", comment: "Cask action failed (e.g. installation failed)")"#,
        "B.swift": #"let b = String(localized: "Error", comment: "Brew info value when loading fails")"#,
        "C.swift": #"let c = String(localized: "Failed to install \(name)", comment: "Install failure notification title")"#,
      ], table: "\"Error\" = \"Error\";\n\"Failed to install %@\" = \"Failed to install %@\";\n")
    let comments = found.comments[0]["Localizable"] ?? [:]
    XCTAssertEqual(
      comments["Error"].flatMap(CodeUse.comment(joining:)), "Brew info value when loading fails\nCask action failed (e.g. installation failed)")
    XCTAssertEqual(comments["Failed to install %@"].flatMap(CodeUse.comment(joining:)), "Install failure notification title")
    XCTAssertEqual(found.unused.map(\.key), [])
  }

  /// A literal the code holds anywhere but as a lookup's key may be a key where only the compiler
  /// knows it (`var title: LocalizedStringKey { "Settings" }`); one with interpolations names the
  /// keys of its shape (`"\(count) items"`: `%lld items`).
  func testKeysTheCodeMayLookUpWithoutAKnownLookupAreUsed() throws {
    let found = try use(
      [
        "A.swift": #"""
        import SwiftUI
        enum Tab { case home
          var title: LocalizedStringKey { switch self { case .home: "Home tab" } }
        }
        let b = Text("\(count) items")
        let c = NSLocalizedString("other.table.key", tableName: "Other", comment: "")
        """#
      ], table: "\"Home tab\" = \"Home\";\n\"%lld items\" = \"%lld items\";\n\"other.table.key\" = \"x\";\n\"never\" = \"Never\";\n")
    XCTAssertEqual(found.unused.map(\.key), ["other.table.key", "never"], "a literal read as another table's key is that table's")
  }

  func testARunTimeKeyWhosePartsTellWhatItReadsUsesTheKeysOfItsShape() throws {
    let found = try use(
      [
        "A.swift": #"""
        func step(_ n: Int) -> String { NSLocalizedString("onboarding.step.\(n)", comment: "") }
        func any(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        func all(_ key: String) -> String { NSLocalizedString("\(key)", comment: "") }
        """#
      ], table: "\"onboarding.step.1\" = \"One\";\n\"onboarding.done\" = \"Done\";\n")
    XCTAssertEqual(found.unused.map(\.key), ["onboarding.done"])
    XCTAssertEqual(found.dynamic.map(\.tellsItsKeys), [true, false, false])
    XCTAssertEqual(found.dynamic.map(\.fragments), [["onboarding.step.", ""], nil, ["", ""]])
  }
}
