import Foundation
import L10nGenCallSites
import XCTest

/// The hunks `migrate --dry-run` prints are those GNU `diff -u` prints for the same two files: the
/// expected text is diff's own, run here (its two header lines, which carry file dates, left out).
final class UnifiedDiffTests: XCTestCase {
  private func gnuDiff(_ old: String, _ new: String) throws -> String {
    let directory = try TemporaryDirectory()
    let a = try directory.write("a", old), b = try directory.write("b", new)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["diff", "-u", a, b]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).joined()
  }

  private func ours(_ old: String, _ new: String) -> String {
    let diff = UnifiedDiff.diff(Array(old.utf8), Array(new.utf8), oldName: "a", newName: "b")
    return diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).joined()
  }

  func testHunksAreThoseOfGNUDiff() throws {
    let lines = (1...40).map { "line \($0)\n" }
    var cases: [(String, String)] = []
    func changed(_ numbers: [Int]) -> String {
      lines.enumerated().map { numbers.contains($0.offset + 1) ? "changed \($0.offset + 1)\n" : $0.element }.joined()
    }
    for numbers in [[1], [40], [20], [5, 9], [5, 20, 35], [2, 3, 4], [12, 19]] {
      cases.append((lines.joined(), changed(numbers)))
    }
    cases.append((lines.joined(), lines.dropFirst(10).joined()))  // lines removed
    cases.append(("a\nb\nc", "a\nB\nc"))  // no newline at the end
    cases.append(("x = NSLocalizedString(\"k\",\n  comment: \"\")\ny\n", "x = L10n.k\ny\n"))  // two lines become one
    for (old, new) in cases {
      XCTAssertEqual(ours(old, new), try gnuDiff(old, new), "for \(new.prefix(40).debugDescription)")
    }
  }

  /// git ends a header whose name has a space with a tab, so that patch(1) reads the name whole.
  func testANameWithASpaceEndsWithATab() {
    XCTAssertTrue(UnifiedDiff.diff(Array("a\n".utf8), Array("b\n".utf8), oldName: "a/App Intents/X.swift", newName: "b/App Intents/X.swift")
      .hasPrefix("--- a/App Intents/X.swift\t\n+++ b/App Intents/X.swift\t\n"))
  }

  func testEqualFilesHaveNoDiff() {
    XCTAssertEqual(UnifiedDiff.diff(Array("a\n".utf8), Array("a\n".utf8), oldName: "a", newName: "b"), "")
  }
}
