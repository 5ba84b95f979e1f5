import XCTest

@testable import L10nGenCore

/// Every format of every command, from one writer. Expected forms: the compilers' diagnostics
/// (`path:line:column: warning: message`, as clang and swiftc print them and Xcode parses them from a
/// build phase's output), GitHub's workflow commands (docs.github.com, "Workflow commands for GitHub
/// Actions": `::warning file=…,line=…,col=…,title=…::message`, with `%`, CR and LF escaped in the
/// message, and `:` and `,` too in a property), and lint's JSON schema (Documentation/Lint.md).
final class DiagnosticEmitterTests: XCTestCase {
  private let diagnostics = [
    Diagnostic(.warning, at: SourceLocation(file: "Res/en.lproj/A,B.strings", line: 3, column: 1), "key \"x\" is 50% off", rule: "duplicate-key"),
    Diagnostic(.error, file: nil, "no INPUT given", notes: ["See 'l10ngen strings --help'."]),
    Diagnostic(.note, file: "Sources/App/View.swift", "left as it is:\nnot UTF-8"),
    Diagnostic(.info, at: SourceLocation(file: "a.strings", line: 1, column: 1), "identical", rule: "identical-to-source"),
  ]

  private func render(_ format: DiagnosticFormat) -> String {
    var bytes: [UInt8] = []
    let emitter = DiagnosticEmitter(format: format, writer: ChunkedWriter { bytes += $0 })
    emitter.emit(diagnostics)
    emitter.say("wrote L10n.swift")
    emitter.finish()
    return String(decoding: bytes, as: UTF8.self)
  }

  func testTextIsTheCompilersFormWithNotesOnLinesOfTheirOwnAndInfosLeftOut() {
    XCTAssertEqual(
      render(.text),
      """
      Res/en.lproj/A,B.strings:3:1: warning: key "x" is 50% off
      error: no INPUT given
      See 'l10ngen strings --help'.
      Sources/App/View.swift: note: left as it is:
      not UTF-8
      wrote L10n.swift

      """)
  }

  func testXcodeIsOneLineEachWithItsRule() {
    XCTAssertEqual(
      render(.xcode),
      """
      Res/en.lproj/A,B.strings:3:1: warning: key "x" is 50% off [duplicate-key]
      error: no INPUT given
      note: See 'l10ngen strings --help'.
      Sources/App/View.swift: note: left as it is: not UTF-8
      wrote L10n.swift

      """)
  }

  func testGitHubWritesWorkflowCommandsWithTheirEscapes() {
    XCTAssertEqual(
      render(.github),
      """
      ::warning file=Res/en.lproj/A%2CB.strings,line=3,col=1,title=duplicate-key::key "x" is 50%25 off
      ::error::no INPUT given%0ASee 'l10ngen strings --help'.
      ::notice file=Sources/App/View.swift::left as it is:%0Anot UTF-8
      wrote L10n.swift

      """)
  }

  func testJSONIsOneDocumentOfEveryDiagnosticAndNothingElse() throws {
    let json = render(.json)
    XCTAssertEqual(
      json,
      #"""
      {
        "version": 1,
        "findings": [
          {"rule": "duplicate-key", "severity": "warning", "file": "Res/en.lproj/A,B.strings", "line": 3, "column": 1, "message": "key \"x\" is 50% off"},
          {"rule": null, "severity": "error", "file": null, "line": null, "column": null, "message": "no INPUT given", "notes": ["See 'l10ngen strings --help'."]},
          {"rule": null, "severity": "note", "file": "Sources/App/View.swift", "line": null, "column": null, "message": "left as it is:\nnot UTF-8"},
          {"rule": "identical-to-source", "severity": "info", "file": "a.strings", "line": 1, "column": 1, "message": "identical"}
        ]
      }

      """#)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)))
  }

  func testAJSONRunThatReportsNothingStillWritesADocument() {
    var bytes: [UInt8] = []
    let emitter = DiagnosticEmitter(format: .json, writer: ChunkedWriter { bytes += $0 })
    emitter.finish()
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
  }

  func testAnEmptyDocumentIsLeftOutWhenTheCommandSaysSo() {
    var bytes: [UInt8] = []
    let emitter = DiagnosticEmitter(format: .json, writer: ChunkedWriter { bytes += $0 })
    emitter.writesEmptyDocument = false
    emitter.say("wrote L10n.swift")
    emitter.finish()
    XCTAssertEqual(bytes, [])
  }

  func testFactsAreMembersBetweenThePlaceAndTheMessage() {
    var bytes: [UInt8] = []
    let emitter = DiagnosticEmitter(format: .json, writer: ChunkedWriter { bytes += $0 })
    emitter.emit(
      Diagnostic(.note, at: SourceLocation(file: "V.swift", line: 2, column: 5), "left", facts: [Diagnostic.Fact("reason", "another bundle")]))
    emitter.finish()
    XCTAssertTrue(
      String(decoding: bytes, as: UTF8.self).contains(
        #"{"rule": null, "severity": "note", "file": "V.swift", "line": 2, "column": 5, "reason": "another bundle", "message": "left"}"#))
  }

  /// A long list is formatted in parts on several cores (when the machine has them): the bytes and
  /// the counts must be those of emitting each diagnostic after the other, in every format, first in
  /// the document or after another.
  func testAListFormattedInPartsIsWrittenAsEachDiagnosticOneAfterTheOther() {
    let list = (0..<9000).map { index -> Diagnostic in
      var diagnostic = diagnostics[index % diagnostics.count]
      diagnostic.message += " \(index)"
      return diagnostic
    }
    for format in DiagnosticFormat.allCases {
      for count in [0, 5, 2047, 2048, 5000, 9000] {
        for afterAnother in [false, true] {
          var oneByOne: [UInt8] = []
          var inParts: [UInt8] = []
          let single = DiagnosticEmitter(format: format, writer: ChunkedWriter { oneByOne += $0 })
          let parts = DiagnosticEmitter(format: format, writer: ChunkedWriter { inParts += $0 })
          if afterAnother {
            single.emit(diagnostics[0])
            parts.emit(diagnostics[0])
          }
          single.emit(list.prefix(count))
          parts.emit(count: count) { list[$0] }
          single.finish()
          parts.finish()
          XCTAssertEqual(String(decoding: inParts, as: UTF8.self), String(decoding: oneByOne, as: UTF8.self), "\(format), \(count)")
          XCTAssertEqual(parts.counts, single.counts, "\(format), \(count)")
        }
      }
    }
  }

  func testCountsEverySeverityListedOrNot() {
    let emitter = DiagnosticEmitter(format: .xcode, writer: ChunkedWriter { _ in })
    emitter.emit(diagnostics)
    XCTAssertEqual(emitter.counts, [.warning: 1, .error: 1, .note: 1, .info: 1])
  }
}
