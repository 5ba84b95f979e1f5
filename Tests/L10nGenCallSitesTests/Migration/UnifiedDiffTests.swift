import Foundation
import L10nGenCallSites
import L10nGenTestSupport
import XCTest

/// The hunks `migrate --dry-run` prints are those GNU `diff -u` prints for the same two files: the
/// expected text is diff's own, run here (its two header lines, which carry file dates, left out).
final class UnifiedDiffTests: XCTestCase {
  private func gnuDiff(_ old: String, _ new: String) throws -> String {
    let directory = try TemporaryDirectory()
    let a = try directory.write("a", old)
    let b = try directory.write("b", new)
    let diff = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["diff", "-u", a, b])
    return diff.stdout.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).joined()
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

  /// `migrate` diffs each group of lines its replacements touch on its own: the same hunks as GNU
  /// diff of the whole files.
  func testADiffOfReplacementsIsThatOfGNUDiff() throws {
    let lines = (1...40).map { "let line\($0) = NSLocalizedString(\"key\($0)\", comment: \"\")\n" }.joined()
    let old = Array(lines.utf8)
    func replacing(lines numbers: [Int], with text: (Int) -> String) -> [UnifiedDiff.Replacement] {
      // Each line's `NSLocalizedString(…)`, up to its newline.
      let calls = old.indices.filter { old[$0...].starts(with: Array("NSLocalizedString".utf8)) }
      return numbers.map { number in
        let start = calls[number - 1]
        return UnifiedDiff.Replacement(range: start..<old[start...].firstIndex(of: 0x0A)!, bytes: Array(text(number).utf8))
      }
    }
    let cases: [(String, [UnifiedDiff.Replacement])] = [
      ("one line", replacing(lines: [9]) { "L10n.key\($0)" }),
      ("the first and the last", replacing(lines: [1, 40]) { "L10n.key\($0)" }),
      ("lines near each other", replacing(lines: [5, 6, 11, 30]) { "L10n.key\($0)" }),
      ("a replacement of two lines", replacing(lines: [20]) { "L10n.key\($0)(\n  1)" }),
      (
        "two lines become one",
        [UnifiedDiff.Replacement(range: old.firstIndex(of: UInt8(ascii: "N"))!..<(old.firstIndex(of: 0x0A)! + 20), bytes: Array("L10n.key1".utf8))]
      ),
      (
        "two on one line",
        [UnifiedDiff.Replacement(range: 0..<3, bytes: Array("var".utf8)), UnifiedDiff.Replacement(range: 4..<9, bytes: Array("first".utf8))]
      ),
    ]
    for (name, replacements) in cases {
      let new = UnifiedDiff.Replacement.apply(replacements, to: old[...])
      let diff = UnifiedDiff.diff(old, replacing: replacements, oldName: "a", newName: "b")
      XCTAssertEqual(
        diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).joined(),
        try gnuDiff(lines, String(decoding: new, as: UTF8.self)), name)
      XCTAssertEqual(diff, UnifiedDiff.diff(old, new, oldName: "a", newName: "b"), name)
    }
  }

  /// git ends a header whose name has a space with a tab, so that patch(1) reads the name whole.
  func testANameWithASpaceEndsWithATab() {
    XCTAssertTrue(
      UnifiedDiff.diff(Array("a\n".utf8), Array("b\n".utf8), oldName: "a/App Intents/X.swift", newName: "b/App Intents/X.swift")
        .hasPrefix("--- a/App Intents/X.swift\t\n+++ b/App Intents/X.swift\t\n"))
  }

  func testEqualFilesHaveNoDiff() {
    XCTAssertEqual(UnifiedDiff.diff(Array("a\n".utf8), Array("a\n".utf8), oldName: "a", newName: "b"), "")
  }
}
