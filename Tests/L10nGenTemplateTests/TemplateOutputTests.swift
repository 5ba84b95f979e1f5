import XCTest

@testable import L10nGenTemplate

/// `TemplateOutput`'s shortcuts write what its general path writes: the expected output of each case
/// is `append`'s, the path every value takes, which indents as Stencil's `indent` filter does
/// (`TemplateFilterTagTests`).
final class TemplateOutputTests: XCTestCase {
  /// Each way a text can find the output: indented or not, one level or two, the first line
  /// indented or not, after text that left a line open or ended one.
  private let setups: [(String, (inout TemplateOutput) -> Void)] = [
    ("no indentation", { _ in }),
    ("one level", { $0.beginIndent(Array("  ".utf8), first: false) }),
    ("one level, first line too", { $0.beginIndent(Array("  ".utf8), first: true) }),
    (
      "two levels after a line break",
      {
        $0.beginIndent(Array("  ".utf8), first: false)
        $0.append("a\n")
        $0.beginIndent(Array("\t".utf8), first: true)
      }
    ),
    (
      "one level after an open line",
      {
        $0.beginIndent(Array("    ".utf8), first: false)
        $0.append("a\nb")
      }
    ),
  ]

  func testLineFeedLinesAreWrittenAsAnyTextIs() {
    let texts = ["\n", "a\n", "\na", "a\nb", "a\n\nb\n", "\n\n", "\")\n  }\n", " {\n", "é\nü\n"]
    for (name, setup) in setups {
      for text in texts {
        var general = TemplateOutput()
        setup(&general)
        general.append(text)
        general.append("x\n")
        var shortcut = TemplateOutput()
        setup(&shortcut)
        var bytes = text
        bytes.withUTF8 { shortcut.appendLineFeedLines($0) }
        shortcut.append("x\n")
        XCTAssertEqual(
          String(decoding: shortcut.bytes, as: UTF8.self), String(decoding: general.bytes, as: UTF8.self), "\(text.debugDescription), \(name)")
      }
    }
  }
}
