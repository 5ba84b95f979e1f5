import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// A compiled template may render one loop in two parts at once (`DividedLoop`). The reference for
/// what it prints, and how it fails, is the same template rendered by one thread with no loop
/// divided: each built-in template, over every table of Tests/Fixtures, with each of its loops
/// divided in turn, must print the same bytes and fail with the same error.
final class DividedLoopTests: XCTestCase {
  /// Each built-in template's context over `inputs`, with no params and with all it declares.
  private static func contexts(_ generator: StringsGenerator, _ builtin: BuiltinTemplate) throws -> [[String: TemplateValue]] {
    let loaded = try LoadedTemplate(.builtin(builtin.name))
    var all: [String: TemplateValue] = [:]
    for param in loaded.declarations.params ?? [] {
      all[param] = .string(loaded.declarations.paramValues[param]?.last ?? "Custom")
    }
    return try [[:], all].map { params in
      try generator.context(rules: generator.namingRules(loaded, params: params), params: params)
    }
  }

  func testEachLoopDividedPrintsWhatOneThreadPrints() throws {
    var outcomes: [LoopDivision.Outcome: Int] = [:]
    for inputs in FixtureTableSets.all {
      guard let generator = try? StringsGenerator(inputs: inputs, options: StringsOptions()) else { continue }
      for builtin in BuiltinTemplate.all {
        let template = try XCTUnwrap(builtin.compiled)
        for context in try Self.contexts(generator, builtin) {
          let whole = try template.renderUTF8(context, loopBudget: RenderLimits.loopIterations, division: .none, streamed: false)
          XCTAssertEqual(whole.division.outcome, .whole)
          // Each loop of two items or more in turn, until a render divides none.
          for passing in 0... {
            let label = "\(builtin.name), \(inputs.map { URL(fileURLWithPath: $0).lastPathComponent }), loop \(passing)"
            // In two parts, or three, or as many as eight: a part rendered apart appended after another.
            let divided = try template.renderUTF8(
              context, loopBudget: RenderLimits.loopIterations, division: .loop(after: passing, parts: [2, 3, 8][passing % 3]),
              streamed: passing % 2 == 1)
            XCTAssertEqual(String(decoding: divided.bytes, as: UTF8.self), String(decoding: whole.bytes, as: UTF8.self), label)
            outcomes[divided.division.outcome, default: 0] += 1
            if divided.division.outcome == .whole { break }
          }
        }
      }
    }
    // Both ways a divided loop ends are exercised: the parts kept (they began where the part before
    // ended, as in a loop whose iterations end lines) and rendered again (they did not, as in a loop
    // writing the parameters of one line under indentation). The floors are well below the counts of
    // the fixtures of 2026-11-30 (2,561 and 885), so that a change of the fixtures keeps them.
    XCTAssertGreaterThan(outcomes[.joined, default: 0], 1_000)
    XCTAssertGreaterThan(outcomes[.renderedAgain, default: 0], 200)
  }

  func testADividedLoopRunsOutOfItsBudgetWhereOneThreadDoes() throws {
    let generator = try StringsGenerator(inputs: FixtureTableSets.all[0], options: StringsOptions())
    for builtin in BuiltinTemplate.all {
      let template = try XCTUnwrap(builtin.compiled)
      let context = try Self.contexts(generator, builtin)[0]
      // Budgets that run out before, in and after each part of the loops divided.
      for budget in stride(from: 0, through: 400, by: 19) {
        let expected = Result { try template.renderUTF8(context, loopBudget: budget, division: .none, streamed: false).bytes }
        for passing in 0..<4 {
          let division = LoopDivision.loop(after: passing, parts: passing % 2 == 0 ? 2 : 8)
          let actual = Result { try template.renderUTF8(context, loopBudget: budget, division: division, streamed: false).bytes }
          XCTAssertEqual("\(actual)", "\(expected)", "\(builtin.name), budget \(budget), loop \(passing)")
        }
      }
    }
  }

  /// The standard division, over a table as large as those it is for, with each built-in template:
  /// a loop is divided on two threads, the parts the other thread rendered are kept, and the output
  /// is one thread's.
  func testTheStandardDivisionDividesALargeTablesGroupsAndPrintsWhatOneThreadPrints() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DividedLoopTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("Localizable.strings")
    let lines = (0..<3_000).map { index in
      "/* Shown on screen \(index % 7). */\n\"group\(index % 40).screen\(index % 7).title\(index)\" = \"Title %d of %@ \(index)\";"
    }
    try lines.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
    let generator = try StringsGenerator(inputs: [table.path], options: StringsOptions())
    for builtin in BuiltinTemplate.all {
      let name = builtin.name
      let template = try XCTUnwrap(builtin.compiled)
      let context = try Self.contexts(generator, builtin)[0]
      let whole = try template.renderUTF8(context, loopBudget: RenderLimits.loopIterations, division: .none, streamed: false)
      for streamed in [false, true] {
        let divided = try template.renderUTF8(context, loopBudget: RenderLimits.loopIterations, division: .standard, streamed: streamed)
        XCTAssertEqual(divided.division.outcome, .joined, name)
        XCTAssertGreaterThan(divided.division.partsKept, 0, name)
        XCTAssertEqual(String(decoding: divided.bytes, as: UTF8.self), String(decoding: whole.bytes, as: UTF8.self), name)
      }
    }
  }
}
