import Foundation

/// The sets of tables the built-in templates' render tests go through: every table in
/// Tests/Fixtures on its own, and the golden files' set together, first.
enum FixtureTableSets {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static var all: [[String]] {
    let files = FileManager.default.enumerator(atPath: fixtures.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }.sorted()
    let golden = [
      "StringCatalogs/Localizable.xcstrings", "StringsDict/Inbox.strings", "StringsDict/Inbox.stringsdict", "Strings/Menu.strings",
      "Generation/EscapingChallenges.strings",
    ]
    return ([golden] + files.map { [$0] }).map { $0.map { fixtures.appendingPathComponent($0).path } }
  }
}
