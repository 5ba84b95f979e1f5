import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// Inputs built to break a generator that runs inside every build: each ends in correct output or
/// a clear, located error — never a crash, a hang or a partial file. These are the sizes a debug
/// build runs quickly; `Tests/Hostile/run` runs the issue's full sizes (10 MB value, a million keys,
/// a 50 MB catalog…) against the release build, timed, and kills a run while it writes.
final class HostileInputsTests: XCTestCase {
  private func generate(_ table: String, name: String = "Localizable.strings", template: String = "structured-swift5") throws -> String {
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/\(name)", table)
    return try StringsGenerator(inputs: [input], options: StringsOptions()).render(LoadedTemplate(.builtin(template)), params: [:])
  }

  func testKeyOfOneHundredThousandComponentsIsLeftOutWithALocatedProblem() throws {
    let key = (0..<100_000).map { "k\($0)" }.joined(separator: ".")
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/Localizable.strings", "\"ok\" = \"fine\";\n\"\(key)\" = \"deep\";\n")
    var warnings: [LocatedWarning] = []
    let output = try StringsGenerator(inputs: [input], options: StringsOptions())
      .render(LoadedTemplate(.builtin("structured-swift5")), params: [:]) { warnings.append($0) }
    XCTAssertTrue(output.contains("static let ok = "), output)
    XCTAssertEqual(warnings.count, 1)
    let strict = try StringsGenerator(inputs: [input], options: StringsOptions(strictNames: true))
    XCTAssertThrowsError(try strict.render(LoadedTemplate(.builtin("structured-swift5")), params: [:])) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("Localizable.strings:2:1: error: key \"k0.k1.k2."), message)
      XCTAssertTrue(
        message.hasSuffix(
          "splits into 100000 levels on \".\"; at most 100 are supported (shorten the key, or choose another separator with --option separator=…)"),
        message)
    }
  }

  func testOneMegabyteValueOnOneLineIsGeneratedWhole() throws {
    let value = String(repeating: "ab\\\"", count: 250_000)
    let output = try generate("\"big\" = \"\(value)\";\n", template: "flat-swift6")
    XCTAssertTrue(output.contains("fallback: \"" + String(repeating: "ab\\\"", count: 250_000) + "\")"))
  }

  func testTwentyThousandKeysAreAllGenerated() throws {
    let table = (0..<20_000).map { "\"group\($0 % 100).key\($0)\" = \"Value %d \($0)\";" }.joined(separator: "\n")
    let output = try generate(table, template: "structured-swift6")
    XCTAssertEqual(output.components(separatedBy: "nonisolated static func key").count - 1, 20_000)
  }

  func testNulBytesInKeysAndValuesGiveValidEscapes() throws {
    let output = try generate("\"a\" = \"b\u{0}c\";\n\"d\u{0}e\" = \"f\";\n", template: "structured-swift6")
    XCTAssertTrue(output.contains(#"_l10n0("a", fallback: "b\0c")"#), output)
    XCTAssertTrue(output.contains(#"_l10n0("d\0e", fallback: "f")"#), output)
    XCTAssertTrue(output.contains("/// b\\u{0}c"), output)
  }

  func testUnpairedSurrogateInUTF16IsALocatedError() throws {
    let directory = try TemporaryDirectory()
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Array("\"k\" = \"".utf16) + [0xD83D] + Array("\";\n".utf16) {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let path = directory.path("Localizable.strings")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    XCTAssertThrowsError(try StringsGenerator(inputs: [path], options: StringsOptions())) { error in
      XCTAssertTrue("\(error)".hasPrefix("\(path):1:"), "\(error)")
      XCTAssertTrue("\(error)".contains("invalid UTF-16: unpaired surrogate 0xD83D"), "\(error)")
    }
  }

  func testDeeplyNestedCatalogJSONIsALocatedError() throws {
    let json =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"a\":" + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000) + "}}"
    XCTAssertThrowsError(try generate(json, name: "Catalog.xcstrings")) { error in
      XCTAssertTrue("\(error)".contains("Catalog.xcstrings:1:"), "\(error)")
      XCTAssertTrue("\(error)".contains("nested more than 512 deep"), "\(error)")
    }
  }

  func testTemplateThatRecursesForeverIsAnErrorNotAStackOverflow() throws {
    let template = try Template(source: "{% macro f %}{% call f %}{% endmacro %}{% call f %}", path: "loop.stencil", spacing: .smart)
    XCTAssertThrowsError(try template.render([:])) { error in
      XCTAssertTrue("\(error)".hasPrefix("loop.stencil:1:"), "\(error)")
    }
  }

  func testLoopsNestedThirtyDeepAreAnErrorNotAHang() throws {
    // 2^30 iterations of nothing: without a budget this renders for hours. The default budget
    // (25 million) is reached in Tests/Hostile/run, in a release build; here a smaller one.
    let source = String(repeating: "{% for a in pair %}", count: 30) + "x" + String(repeating: "{% endfor %}", count: 30)
    let template = try Template(source: source, path: "nested.stencil", spacing: .smart)
    XCTAssertThrowsError(try template.renderUTF8(["pair": [.int(1), .int(2)]], loopBudget: 10_000)) { error in
      // The innermost loop, which runs most of the iterations, is the one that passes the budget.
      XCTAssertEqual("\(error)", "nested.stencil:1:552: error: loops ran more than 10000 iterations in one render (loops nested too deep?)")
    }
    let items = TemplateValue.array((0..<100).map { .int($0) })
    let within = try template.renderUTF8(["pair": [.int(1)]], loopBudget: 30)  // 30 loops of one item: exactly the budget
    XCTAssertEqual(within, Array("x".utf8))
    XCTAssertThrowsError(try template.renderUTF8(["pair": [.int(1)]], loopBudget: 29))
    let mapped = try Template(source: "{% map items into out %}{{ maploop.item }}{% endmap %}{{ out.count }}", path: "m", spacing: .smart)
    XCTAssertThrowsError(try mapped.renderUTF8(["items": items], loopBudget: 99))
    XCTAssertEqual(try mapped.renderUTF8(["items": items], loopBudget: 100), Array("100".utf8))
  }

  func testLoopOverTwoHundredThousandItemsRenders() throws {
    let items = TemplateValue.array(Array(repeating: .string("x"), count: 200_000))
    let output = try Template(source: "{% for i in items %}{{ i }}{% endfor %}", path: "t", spacing: .smart).render(["items": items])
    XCTAssertEqual(output.utf8.count, 200_000)
  }
}
