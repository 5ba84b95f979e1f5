import Foundation
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The built-in templates render as the Swift `TemplateCompiler` made of them; the reference for
/// what they print is their source, interpreted by the template engine (which the golden files,
/// SwiftGen's own output and the generated code's compile and run tests pin). Both must print the
/// same bytes, warn the same and fail the same, for every table the tests have and every param.
final class CompiledTemplateTests: XCTestCase {
  /// No params; each param the template declares on its own, with each value it may take (any
  /// other param gets a name, which a flag reads as true); and all of them at once.
  private static func paramSets(for template: LoadedTemplate) -> [[String: TemplateValue]] {
    let declared = (template.declarations.params ?? []).sorted()
    var sets: [[String: TemplateValue]] = [[:]]
    var all: [String: TemplateValue] = [:]
    for param in declared {
      let values = template.declarations.paramValues[param] ?? ["Custom"]
      for value in values { sets.append([param: .string(value)]) }
      all[param] = .string(values.last!)
    }
    sets.append(all)
    return sets
  }

  func testCompiledTemplatesPrintWhatTheirSourcePrints() throws {
    var compared = 0
    for inputs in FixtureTableSets.all {
      // A table the generator refuses is refused before any template runs.
      guard let generator = try? StringsGenerator(inputs: inputs, options: StringsOptions()) else { continue }
      for builtin in BuiltinTemplate.all {
        let compiled = try LoadedTemplate(.builtin(builtin.name))
        let interpreted = try LoadedTemplate(.builtin(builtin.name), spacing: nil, interpreted: true)
        for params in Self.paramSets(for: interpreted) {
          let label = "\(builtin.name) \(params) \(inputs.map { URL(fileURLWithPath: $0).lastPathComponent })"
          let expected = Self.outcome { try generator.render(interpreted, params: params, warn: $0) }
          let actual = Self.outcome { try generator.render(compiled, params: params, warn: $0) }
          XCTAssertEqual(actual.output, expected.output, label)
          XCTAssertEqual(actual.warnings, expected.warnings, label)
          if params.isEmpty { XCTAssertEqual(Self.streamed(generator, compiled, params), expected.output, label) }
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 500)
  }

  func testCompiledTemplatesStopAtTheEnginesLoopLimitWithItsMessage() throws {
    let inputs = FixtureTableSets.all[0]
    let generator = try StringsGenerator(inputs: inputs, options: StringsOptions())
    for builtin in BuiltinTemplate.all {
      let loaded = try LoadedTemplate(.builtin(builtin.name))
      let params: [String: TemplateValue] = builtin.params.contains("runtime") ? ["runtime": "external"] : [:]
      let context = try generator.context(rules: generator.namingRules(loaded, params: params), params: params)
      let interpreted = try builtin.parsed()
      let compiled = try XCTUnwrap(builtin.compiled)
      for budget in [0, 1, 7, 50] {
        let expected = Result { try interpreted.renderUTF8(context, loopBudget: budget) }
        let actual = Result { try compiled.renderUTF8(context, loopBudget: budget) }
        XCTAssertEqual("\(actual)", "\(expected)", "\(builtin.name), \(budget) iterations")
        XCTAssertThrowsError(try actual.get(), "\(builtin.name), \(budget) iterations")
      }
    }
  }

  private static func outcome(_ render: ((LocatedWarning) -> Void) throws -> String) -> (output: String, warnings: [String]) {
    var warnings: [String] = []
    let output: String
    do {
      output = try render { warnings.append("\($0)") }
    } catch {
      output = "error: \(error)"
    }
    return (output, warnings)
  }

  /// What a render streams to its sink (what `l10ngen` writes), as a string.
  private static func streamed(_ generator: StringsGenerator, _ template: LoadedTemplate, _ params: [String: TemplateValue]) -> String {
    final class Chunks: @unchecked Sendable { var bytes: [UInt8] = [] }
    let chunks = Chunks()
    do {
      try generator.render(template, params: params, into: { chunks.bytes.append(contentsOf: $0) })
    } catch {
      return "error: \(error)"
    }
    return String(decoding: chunks.bytes, as: UTF8.self)
  }
}
