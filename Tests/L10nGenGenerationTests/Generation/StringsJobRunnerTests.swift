import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// An output stamped with what it was generated from is not generated again while nothing it
/// depends on changed; anything that changes brings a full run.
final class StringsJobRunnerTests: XCTestCase {
  private var directory: TemporaryDirectory!
  private var table: String!
  private var output: String!

  override func setUpWithError() throws {
    directory = try TemporaryDirectory()
    table = try directory.write("en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")
    output = directory.path("L10n.swift")
    let probe = try directory.write("probe", "")
    OutputStamp.record(OutputStamp.Stamp(fingerprint: "probe"), path: probe)
    try XCTSkipUnless(OutputStamp.holds("probe", path: probe) != nil, "this file system keeps no extended attributes")
  }

  private func generate(
    template: TemplateChoice = .builtin("structured-swift5"), params: [String: TemplateValue] = [:],
    environment: [String: String] = [:]
  ) throws -> StringsJobRunner.Result {
    let job = StringsJob(inputs: [table], outputs: [OutputRequest(template: template, output: output, params: params)])
    return try XCTUnwrap(StringsJobRunner.run([job], mode: .write, environment: environment).first)
  }

  private func generated() throws -> String {
    try String(contentsOfFile: output, encoding: .utf8)
  }

  /// A run that ends its process keeps its last job's data instead of freeing it: what it writes is
  /// the same, job for job and output for output.
  func testARunThatEndsItsProcessWritesWhatAnyRunWrites() throws {
    let other = try directory.write("fr.lproj/Other.strings", "\"bye\" = \"Au revoir\";\n")
    func jobs(_ suffix: String) -> [StringsJob] {
      [
        StringsJob(inputs: [table], outputs: [OutputRequest(template: .builtin("structured-swift5"), output: directory.path("A\(suffix).swift"))]),
        StringsJob(
          inputs: [other],
          outputs: [
            OutputRequest(template: .builtin("flat-swift5"), output: directory.path("B\(suffix).swift")),
            OutputRequest(template: .builtin("structured-swift6"), output: directory.path("C\(suffix).swift")),
          ]),
      ]
    }
    let usual = try StringsJobRunner.run(jobs("1"), mode: .write, environment: [:])
    let ending = try StringsJobRunner.run(jobs("2"), mode: .write, environment: [:], endsProcess: true)
    XCTAssertEqual(ending.map(\.outcome), usual.map(\.outcome))
    XCTAssertEqual(ending.map(\.strings), [1, 1, 1])
    for name in ["A", "B", "C"] {
      XCTAssertEqual(
        try String(contentsOfFile: directory.path(name + "2.swift"), encoding: .utf8),
        try String(contentsOfFile: directory.path(name + "1.swift"), encoding: .utf8), name)
    }
  }

  func testRunWithNothingChangedRendersNothing() throws {
    XCTAssertEqual(try generate().outcome, .written)
    let again = try generate()
    XCTAssertEqual(again.outcome, .unchanged)
    XCTAssertFalse(again.rendered)
  }

  func testIdenticalFileWithoutStampIsStampedAndKeepsItsDate() throws {
    _ = try generate()
    try Data(try generated().utf8).write(to: URL(fileURLWithPath: output))  // as a fresh checkout would
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output)
    let compared = try generate()
    XCTAssertEqual(compared.outcome, .unchanged)
    XCTAssertTrue(compared.rendered)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date, old)
    XCTAssertFalse(try generate().rendered)
  }

  func testARunStoppedByTheStampSaysTheWarningsOfTheRunThatWroteTheFile() throws {
    try "\"greeting\" = \"Hello\";\n\"%@\" = \"x\";\n".write(toFile: table, atomically: true, encoding: .utf8)
    let job = StringsJob(inputs: [table], outputs: [OutputRequest(template: .builtin("structured-swift5"), output: output)])
    var first: [String] = []
    XCTAssertEqual(try StringsJobRunner.run([job], mode: .write, environment: [:]) { first.append($0.description) }.first?.outcome, .written)
    XCTAssertEqual(
      first,
      [
        "\(table!):2:1: warning: key \"%@\" gives no Swift identifier (it has no letter, digit or underscore) (it gets no accessor; its lookup still works at run time; to keep it, name it: \"names\": {\"Localizable\": {\"%@\": \"…\"}})"
      ])
    var second: [String] = []
    let again = try StringsJobRunner.run([job], mode: .write, environment: [:]) { second.append($0.description) }
    XCTAssertEqual(again.first?.rendered, false, "stopped at the stamp")
    XCTAssertEqual(second, first)
  }

  func testChangedTableIsGeneratedAgain() throws {
    _ = try generate()
    try directory.write("en.lproj/Localizable.strings", "\"greeting\" = \"Hi\";\n")
    XCTAssertEqual(try generate().outcome, .written)
    XCTAssertTrue(try generated().contains("\"Hi\""))
  }

  func testChangedParamsAreGeneratedAgain() throws {
    _ = try generate()
    XCTAssertEqual(try generate(params: ["enumName": "Strings"]).outcome, .written)
    XCTAssertTrue(try generated().contains("enum Strings"))
  }

  func testEditedOutputIsGeneratedAgain() throws {
    _ = try generate()
    let original = try generated()
    try Data("// edited".utf8).write(to: URL(fileURLWithPath: output))
    XCTAssertEqual(try generate().outcome, .written)
    XCTAssertEqual(try generated(), original)
  }

  func testTemplateReadingTheEnvironmentIsGeneratedAgainWhenItChanges() throws {
    let template = TemplateChoice.file(try directory.write("env.stencil", "{{ env.GREETING }}"))
    _ = try generate(template: template, environment: ["GREETING": "a"])
    XCTAssertFalse(try generate(template: template, environment: ["GREETING": "a"]).rendered)
    XCTAssertEqual(try generate(template: template, environment: ["GREETING": "b"]).outcome, .written)
    XCTAssertEqual(try generated(), "b")
  }

  func testBuiltinTemplatesWithPartialsAreStampedToo() throws {
    _ = try generate(template: .builtin("structured-swift6"))
    XCTAssertFalse(try generate(template: .builtin("structured-swift6")).rendered, "the swift6 templates include partials, part of the tool")
  }

  func testAStampRecordsTheWarningsOfItsRunOnlyAndBuiltinsIgnoreTheEnvironment() throws {
    try "\"greeting\" = \"Hello\";\n\"%@\" = \"x\";\n".write(toFile: table, atomically: true, encoding: .utf8)
    let job = StringsJob(inputs: [table], outputs: [OutputRequest(template: .builtin("structured-swift6"), output: output)])
    var warnings: [String] = []
    _ = try StringsJobRunner.run([job], mode: .write, environment: ["A": "1"]) { warnings.append($0.message) }
    XCTAssertEqual(warnings.count, 1)
    // The left-out key is removed: the output is the same, its stamp now has no warnings to say.
    try "\"greeting\" = \"Hello\";\n".write(toFile: table, atomically: true, encoding: .utf8)
    warnings = []
    _ = try StringsJobRunner.run([job], mode: .write, environment: ["A": "1"]) { warnings.append($0.message) }
    warnings = []
    let again = try StringsJobRunner.run([job], mode: .write, environment: ["A": "2"]) { warnings.append($0.message) }
    XCTAssertEqual(again.first?.rendered, false, "up to date by the stamp, whatever the environment: the built-ins do not read it")
    XCTAssertEqual(warnings, [])
  }

  func testStrictNamesIsPartOfTheStamp() throws {
    try "\"greeting\" = \"Hello\";\n\"%@\" = \"x\";\n".write(toFile: table, atomically: true, encoding: .utf8)
    _ = try generate()
    let strict = StringsJob(
      inputs: [table], options: ["strictNames": "true"], outputs: [OutputRequest(template: .builtin("structured-swift5"), output: output)])
    XCTAssertThrowsError(try StringsJobRunner.run([strict], mode: .write, environment: [:]), "not stopped by the stamp of a lenient run")
  }

  func testTemplateFileWithIncludesIsStampedAndRenderedAgainWhenAPartChanges() throws {
    let part = try directory.write("part.stencil", "part")
    let template = TemplateChoice.file(try directory.write("main.stencil", #"{% include "part.stencil" %}"#))
    _ = try generate(template: template)
    XCTAssertFalse(try generate(template: template).rendered, "the included file is part of the stamp")
    try "changed".write(toFile: part, atomically: true, encoding: .utf8)
    XCTAssertEqual(try generate(template: template).outcome, .written)
    XCTAssertEqual(try generated(), "changed")
  }

  func testTemplateFileIncludingByAVariableIsAlwaysRendered() throws {
    try directory.write("part.stencil", "part")
    let template = TemplateChoice.file(try directory.write("main.stencil", #"{% set name %}part.stencil{% endset %}{% include name %}"#))
    _ = try generate(template: template)
    let again = try generate(template: template)
    XCTAssertEqual(again.outcome, .unchanged)
    XCTAssertTrue(again.rendered, "what a render includes by a variable is known only by rendering")
  }

  func testCheckModeTrustsTheStampButNeverWritesOne() throws {
    let job = StringsJob(inputs: [table], outputs: [OutputRequest(template: .builtin("flat-swift5"), output: output)])
    try Data("stale".utf8).write(to: URL(fileURLWithPath: output))
    XCTAssertEqual(try StringsJobRunner.run([job], mode: .check, environment: [:]).first?.outcome, .stale(reason: "\(output!) is out of date"))
    _ = try StringsJobRunner.run([job], mode: .write, environment: [:])
    let checked = try XCTUnwrap(StringsJobRunner.run([job], mode: .check, environment: [:]).first)
    XCTAssertEqual(checked.outcome, .unchanged)
    XCTAssertFalse(checked.rendered)
  }

  /// Outputs are written as they render, into temporary files: one that fails to render leaves every
  /// output of the run as it was, those rendered before it too, and no temporary file behind.
  func testAnOutputThatFailsToRenderLeavesEveryOutputAsItWas() throws {
    let second = directory.path("Other.swift")
    try Data("old".utf8).write(to: URL(fileURLWithPath: output))
    try Data("old too".utf8).write(to: URL(fileURLWithPath: second))
    let failing = try directory.write("failing.stencil", "{% for table in tables %}{{ table.name }}{% endfor %}{% include param.name %}")
    let jobs = [
      StringsJob(inputs: [table], outputs: [OutputRequest(template: .builtin("structured-swift6"), output: output)]),
      StringsJob(inputs: [table], outputs: [OutputRequest(template: .file(failing), output: second, params: ["name": .string("missing.stencil")])]),
    ]
    XCTAssertThrowsError(try StringsJobRunner.run(jobs, mode: .write, environment: [:])) { error in
      XCTAssertTrue("\(error)".contains("missing.stencil"), "\(error)")
    }
    XCTAssertEqual(try generated(), "old")
    XCTAssertEqual(try String(contentsOfFile: second, encoding: .utf8), "old too")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }
    XCTAssertEqual(left, [])
  }
}
