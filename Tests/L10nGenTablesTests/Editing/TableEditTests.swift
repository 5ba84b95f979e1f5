import Foundation
import L10nGenCore
import XCTest

@testable import L10nGenTables

/// `l10ngen sync`'s changes to one table file (`TableFormat.edited`). Each rule has a pair of files in
/// Tests/Fixtures/Sync, written for these tests: the table before and after. The catalogs' entries
/// are shaped as Xcode wrote them in commits of public apps (Documentation/Sync.md lists them):
/// an extracted key as an empty entry (Dimillian/IceCubesApp 53cc188), with only its comment
/// (milanvarady/Applite f1795c3), with a `new` source string unit numbering two arguments (Applite
/// 3d0a845), a key that left the code marked `stale` and one without translations removed (Applite
/// 5c30050, 42d55cb), a
/// key back in the code unmarked (Applite 3d0a845), a comment changed in code (Applite debc33b), a
/// `manual` key never touched (Whisky-App/Whisky 2b3f910). What must not change is judged by
/// Foundation: `JSONSerialization` and `PropertyListSerialization` read the tables before and after.
final class TableEditTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Sync")

  private func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
  }

  private func foundationReading(_ bytes: [UInt8]) throws -> NSDictionary {
    if bytes.first == UInt8(ascii: "{") { return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary) }
    return try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? NSDictionary)
  }

  /// Edits `before`, compares with `after`, and checks that the result edits to itself.
  @discardableResult
  private func assertEdits(
    _ before: String, into after: String, _ edit: TableEdit, file: StaticString = #filePath, line: UInt = #line
  ) throws -> TableEditResult {
    let format = try XCTUnwrap(TableFormat(path: before))
    let result = try XCTUnwrap(try format.edited(try fixture(before), path: before, edit))
    XCTAssertEqual(String(decoding: result.edited, as: UTF8.self), String(decoding: try fixture(after), as: UTF8.self), file: file, line: line)
    // A second run has nothing left to do.
    var again = edit
    again.additions = []
    let second = try XCTUnwrap(try format.edited(result.edited, path: after, again))
    XCTAssertEqual(second.edited, result.edited, "a second sync changes nothing", file: file, line: line)
    return result
  }

  func testACatalogGetsEachKeyAsXcodeExtractsIt() throws {
    let result = try assertEdits(
      "added.before.xcstrings", into: "added.after.xcstrings",
      TableEdit(additions: [
        .init(key: "Stream home timeline"),
        .init(key: "Hide disabled apps", comment: "Disabled apps search filter"),
        .init(key: "%lld apps installed, %lld failed", comment: "Bulk install partial-failure notification", isFormat: true),
        .init(key: "50% off, 20% extra"),
        .init(key: "NSCameraUsageDescription", value: "Scans the code on the box", comment: "Why the app asks for the camera"),
        .init(key: "Settings"),
      ]))
    XCTAssertEqual(
      result.added,
      ["Stream home timeline", "Hide disabled apps", "%lld apps installed, %lld failed", "50% off, 20% extra", "NSCameraUsageDescription"])
    let before = try foundationReading(try fixture("added.before.xcstrings"))
    let after = try foundationReading(result.edited)
    let settings = { (catalog: NSDictionary) in (catalog["strings"] as? NSDictionary)?["Settings"] as? NSDictionary }
    XCTAssertEqual(settings(after), settings(before), "a key the catalog has is left as it is")
  }

  func testACatalogMarksUnusedKeysStaleAndTakesTheCodesComments() throws {
    let result = try assertEdits(
      "marked.before.xcstrings", into: "marked.after.xcstrings",
      TableEdit(
        unused: ["Retry load", "Installing %lld apps…", "pin.error.duplicate.%@", "Trust Unregistered Developers"],
        comments: ["No internet": "No internet failure message", "Continue": "Onboarding next button"]))
    XCTAssertEqual(result.staled, ["Retry load"])
    XCTAssertEqual(
      result.removed, ["Installing %lld apps…", "Trust Unregistered Developers"], "an entry with no translation goes, as Xcode removes it")
    XCTAssertEqual(result.returned, ["Continue"])
    XCTAssertEqual(result.commented, ["No internet"])
    let translations = { (catalog: NSDictionary, key: String) in
      ((catalog["strings"] as? NSDictionary)?[key] as? NSDictionary)?["localizations"] as? NSDictionary
    }
    let before = try foundationReading(try fixture("marked.before.xcstrings"))
    let after = try foundationReading(result.edited)
    for key in ["Continue", "No internet", "pin.error.duplicate.%@", "Retry load"] {
      XCTAssertEqual(translations(after, key), translations(before, key), "the translations of \(key) are kept")
    }
  }

  func testPruningACatalogRemovesEveryUnusedKeyButManualOnes() throws {
    let edit = TableEdit(
      unused: ["Retry load", "Installing %lld apps…", "pin.error.duplicate.%@", "Trust Unregistered Developers"], prune: true,
      comments: ["No internet": "No internet failure message", "Continue": "Onboarding next button"])
    let format = try XCTUnwrap(TableFormat(path: "x.xcstrings"))
    let result = try XCTUnwrap(try format.edited(try fixture("marked.before.xcstrings"), path: "marked.xcstrings", edit))
    XCTAssertEqual(String(decoding: result.edited, as: UTF8.self), String(decoding: try fixture("pruned.after.xcstrings"), as: UTF8.self))
    XCTAssertEqual(result.removed, ["Installing %lld apps…", "Retry load", "Trust Unregistered Developers"])
  }

  func testAStringsTableGetsKeysAtItsEndWithTheirComments() throws {
    let result = try assertEdits(
      "added.before.strings", into: "added.after.strings",
      TableEdit(additions: [
        .init(key: "inbox.empty", value: "Nothing new", comment: "Shown when the inbox is empty"), .init(key: "Cancel"),
        .init(key: "settings.title", value: "Other"),
      ]))
    XCTAssertEqual(result.added, ["inbox.empty", "Cancel"])
    let after = try foundationReading(result.edited)
    XCTAssertEqual(after["settings.title"] as? String, "Settings", "a key the table has keeps its value")
    XCTAssertEqual(after["inbox.empty"] as? String, "Nothing new", "what users saw without the entry: the lookup's value")
    XCTAssertEqual(after["Cancel"] as? String, "Cancel", "what users saw without the entry: the key")
  }

  func testASortedStringsTableGetsKeysInTheirPlace() throws {
    try assertEdits(
      "sorted.before.strings", into: "sorted.after.strings",
      TableEdit(additions: [.init(key: "beta", comment: "Second letter"), .init(key: "zeta")]))
  }

  /// Entries that share a line: only the one removed goes.
  func testPruningAnEntryThatSharesItsLineRemovesItAlone() throws {
    let format = try XCTUnwrap(TableFormat(path: "x.strings"))
    let result = try XCTUnwrap(
      try format.edited(Array("\"a\" = \"1\"; \"b\" = \"2\";\n\"c\" = \"3\";\n".utf8), path: "x.strings", TableEdit(unused: ["b"], prune: true)))
    let after = try foundationReading(result.edited)
    XCTAssertEqual(after as? [String: String], ["a": "1", "c": "3"])
  }

  func testPruningAStringsTableRemovesEntriesWithTheCommentsRightAboveThem() throws {
    let result = try assertEdits(
      "pruned.before.strings", into: "pruned.after.strings", TableEdit(unused: ["inbox.old", "inbox.count", "settings.old"], prune: true))
    XCTAssertEqual(result.removed, ["inbox.old", "inbox.count", "settings.old"])
    // The table l10ngen format writes stays formatted.
    let formatted = try TableFormatter.format(result.edited, path: "pruned.strings", order: .asWritten)
    XCTAssertFalse(formatted.changed, String(decoding: formatted.formatted, as: UTF8.self))
  }

  func testAStringsTableListsUnusedKeysItCannotMark() throws {
    let format = try XCTUnwrap(TableFormat(path: "x.strings"))
    let result = try XCTUnwrap(
      try format.edited(try fixture("pruned.before.strings"), path: "pruned.strings", TableEdit(unused: ["inbox.old", "settings.old"])))
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.unmarked, ["inbox.old", "settings.old"])
  }

  func testPruningAStringsDictRemovesTheEntrysLines() throws {
    let result = try assertEdits("pruned.before.stringsdict", into: "pruned.after.stringsdict", TableEdit(unused: ["inbox.count"], prune: true))
    let before = try foundationReading(try fixture("pruned.before.stringsdict"))
    let after = try foundationReading(result.edited)
    XCTAssertEqual(after["inbox.unread"] as? NSDictionary, before["inbox.unread"] as? NSDictionary)
    XCTAssertNil(after["inbox.count"])
  }

  func testAStringsDictIsNeverGivenAKey() throws {
    let format = try XCTUnwrap(TableFormat(path: "x.stringsdict"))
    let result = try XCTUnwrap(
      try format.edited(try fixture("pruned.before.stringsdict"), path: "x.stringsdict", TableEdit(additions: [.init(key: "new.key")])))
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.added, [])
  }

  func testATableThatDoesNotReadIsLeftWithItsError() throws {
    let format = try XCTUnwrap(TableFormat(path: "x.strings"))
    XCTAssertThrowsError(try format.edited(Array("\"a\" = \"A\"\n".utf8), path: "x.strings", TableEdit(additions: [.init(key: "b")]))) {
      XCTAssertTrue("\($0)".hasPrefix("x.strings:"), "\($0)")
    }
    let catalog = try XCTUnwrap(TableFormat(path: "x.xcstrings"))
    XCTAssertThrowsError(try catalog.edited(Array("{\"strings\": ".utf8), path: "x.xcstrings", TableEdit(additions: [.init(key: "b")])))
  }
}
