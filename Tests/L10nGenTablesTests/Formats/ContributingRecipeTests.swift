import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

// recipe:begin
extension TableFormat {
  /// `.lines`: one language's texts, `key = value` a line, in its `.lproj`.
  static let lines = TableFormat(
    "lines", placement: .languageFolder, entrySource: "lines",
    load: { file, loaded in
      let text = try String(contentsOfFile: file.path, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let equals = line.range(of: " = ") else { continue }
        let location = SourceLocation(file: file.path, line: index + 1, column: 1)
        let valueColumn = line.distance(from: line.startIndex, to: equals.upperBound) + 1
        try loaded.append(
          from: ParsedEntry(
            key: String(line[..<equals.lowerBound]), value: String(line[equals.upperBound...]), comment: nil, location: location,
            valueLocation: SourceLocation(file: file.path, line: index + 1, column: valueColumn)))
      }
    },
    write: { bytes, path, _ in TableFormatter.Result(path: path, original: bytes, formatted: bytes, keys: [], warnings: []) })
}
// recipe:end

/// CONTRIBUTING.md's "Add a table format": its format, compiled here, reads a table as generation
/// reads the others (the entries, their arguments read as Foundation reads them).
final class ContributingRecipeTests: XCTestCase {
  func testTheRecipeIsThisCode() throws {
    XCTAssertEqual(try ContributingRecipe.code("Add a table format"), try ContributingRecipe.marked(in: #filePath))
  }

  func testTheRecipesFormatReadsATable() throws {
    XCTAssertFalse(TableFormat.all.contains(.lines), "the recipe's format is an example, not a format of the product")
    let sandbox = try TemporaryDirectory()
    let path = try sandbox.write("en.lproj/Localizable.lines", "settings.title = Settings\ninbox.unread = %d unread\n")
    var loaded = LoadedEntries()
    try TableFormat.lines.load(TableFile(format: .lines, path: path), &loaded)
    XCTAssertEqual(loaded.entries.map(\.key), ["settings.title", "inbox.unread"])
    XCTAssertEqual(loaded.entries.map(\.translation), ["Settings", "%d unread"])
    // CoreFoundation reads %d as a 32-bit int (no length modifier): the precise type is Int32.
    XCTAssertEqual(loaded.entries[1].arguments.map(\.swiftType), ["Int32"])
    XCTAssertEqual(loaded.entries[1].location, SourceLocation(file: path, line: 2, column: 1))
  }
}
