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

  /// What a divided loop does: the rest of a render written into an output that begins in the state
  /// the first output is in, then appended to it, gives what one output written throughout gives;
  /// whether the first output is held whole or streamed, and the rest in small chunks or one.
  func testARestWrittenApartAndAppendedWritesWhatOneOutputWrites() {
    let texts = ["a\n", "b", "\n", "c\nd\n", "", "e\r\nf", String(repeating: "long line\n", count: TemplateOutput.flushSize / 8)]
    for (name, setup) in setups {
      for split in 0...texts.count {
        for streamed in [false, true] {
          var whole = TemplateOutput()
          setup(&whole)
          for text in texts { whole.append(text) }
          let streamedFirst = Chunks()
          var first = streamed ? TemplateOutput(sink: { streamedFirst.chunks.append(Array($0)) }) : TemplateOutput()
          setup(&first)
          for text in texts[..<split] { first.append(text) }
          appendWrittenApart(texts[split...], to: &first)
          first.flush()
          let bytes = streamed ? Array(streamedFirst.chunks.joined()) : first.bytes
          XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(decoding: whole.bytes, as: UTF8.self), "\(name), split at \(split)")
          XCTAssertEqual(first.lineState, whole.lineState, "\(name), split at \(split)")
        }
      }
    }
  }

  /// Inside a capture (a `filter` or `set` tag around a divided loop), the rest written apart is
  /// appended to the buffer to be read back, never handed to the sink of a streaming output, even
  /// when it is longer than what a streaming output holds before it writes.
  func testARestAppendedInsideACaptureIsCapturedNotStreamed() {
    let texts = ["a\n", "b", "\n", "c\nd\n", "", String(repeating: "long line\n", count: TemplateOutput.flushSize / 8)]
    for (name, setup) in setups {
      for split in 0...texts.count {
        var whole = TemplateOutput()
        setup(&whole)
        whole.append("before\n")
        let wholeText = whole.capture { output in for text in texts { output.append(text) } }
        whole.append(wholeText)
        whole.append("after\n")

        let streamed = Chunks()
        var first = TemplateOutput(sink: { streamed.chunks.append(Array($0)) })
        setup(&first)
        first.append("before\n")
        let capture = first.beginCapture()
        let streamedBefore = streamed.chunks.count
        for text in texts[..<split] { first.append(text) }
        appendWrittenApart(texts[split...], to: &first)
        XCTAssertEqual(streamed.chunks.count, streamedBefore, "\(name), split at \(split): written to the sink inside the capture")
        let text = first.capturedText(capture)
        first.endCapture(capture)
        XCTAssertEqual(text, wholeText, "\(name), split at \(split)")
        first.append(text)
        first.append("after\n")
        first.flush()
        XCTAssertEqual(
          String(decoding: Array(streamed.chunks.joined()), as: UTF8.self), String(decoding: whole.bytes, as: UTF8.self), "\(name), split at \(split)"
        )
      }
    }
  }

  /// What a sink was given, chunk by chunk.
  private final class Chunks { var chunks: [[UInt8]] = [] }

  /// What a divided loop does with a part: `texts` written into an output of their own that begins
  /// in `output`'s line state, then appended to `output`.
  private func appendWrittenApart(_ texts: ArraySlice<String>, to output: inout TemplateOutput) {
    let written = Chunks()
    var rest = TemplateOutput(continuing: output.lineState, sink: { written.chunks.append(Array($0)) })
    for text in texts { rest.append(text) }
    rest.flush()
    output.append(written: written.chunks, endingIn: rest.lineState)
  }

  func testTheStateAtALinesStartOwesTheWholeIndentation() {
    var output = TemplateOutput()
    output.beginIndent(Array("  ".utf8), first: false)
    output.append("a")
    XCTAssertNotEqual(output.lineState, output.lineState.atLineStart)
    output.append("\n")
    XCTAssertEqual(output.lineState, output.lineState.atLineStart)
  }
}
