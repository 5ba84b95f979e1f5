import Foundation
import L10nGenTestSupport
import XCTest

/// Documentation/Architecture.md's table of targets is `Package.swift`'s: every library and
/// executable target, each with exactly the dependencies the manifest gives it.
final class ArchitecturePageTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `L10nGenTables` → `Tables`, as the table writes a dependency.
  private func short(_ name: String) -> String { name.hasPrefix("L10nGen") ? String(name.dropFirst("L10nGen".count)) : name }

  func testTheTargetsTableIsThePackagesTargetsAndDependencies() throws {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = try NSRegularExpression(
      pattern: #"\.(?:target|executableTarget)\(\s*name: "([^"]+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
    var declared: [String: Set<String>] = [:]
    for match in declaration.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
      let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
      guard name != "L10nGenTestSupport" else { continue }
      let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
      declared[name] = Set(
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""]) }.filter { !$0.isEmpty }
          .map(short))
    }
    XCTAssertTrue(declared.count > 10, "the manifest's targets were not read: \(declared.keys.sorted())")

    let page = try String(contentsOf: root.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
    let start = try XCTUnwrap(page.range(of: "| target | depends on | holds |"))
    var documented: [String: Set<String>] = [:]
    var above: [String] = []
    for row in page[start.upperBound...].split(separator: "\n").dropFirst().prefix(while: { $0.hasPrefix("| `") }) {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      let name = cells[1].trimmingCharacters(in: ["`"])
      let dependencies =
        cells[2] == "every target above"
        ? Set(above.map(short)) : Set(cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
      for dependency in dependencies {
        XCTAssertTrue(above.map(short).contains(dependency), "\(name) depends on \(dependency), which is not above it")
      }
      documented[name] = dependencies
      above.append(name)
    }
    XCTAssertEqual(documented, declared)
  }
}
