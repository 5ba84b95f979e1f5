import Foundation
import L10nGenTemplate
import XCTest

@testable import L10nGenGeneration

/// What each built-in template generates for one set of tables — a catalog named Localizable (the
/// swift6 templates keep it at the top level), a `.strings` with its `.stringsdict`, a plain table, and
/// keys that are hard to name and escape, and keys whose names coincide — kept in `Fixtures/Golden/<template>.swift`, so that any
/// change of the generated code shows in a review as a diff of these files. The swift5 files are
/// SwiftGen's declarations (the SwiftGen compatibility check in CI compares them with SwiftGen's own
/// output); the swift6 ones use the module's shared run time (`runtime=external`), which
/// GeneratedRuntimeTests runs. `L10NGEN_UPDATE_GOLDEN=1 swift test --filter BuiltinTemplateGoldenTests`
/// rewrites them.
final class BuiltinTemplateGoldenTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  private static let inputs = [
    "StringCatalogs/Localizable.xcstrings", "StringsDict/Inbox.strings", "StringsDict/Inbox.stringsdict", "Strings/Menu.strings",
    "Generation/EscapingChallenges.strings", "Generation/CoincidingKeys.xcstrings",
  ].map { fixtures.appendingPathComponent($0).path }

  func testEachBuiltinTemplateGeneratesItsGoldenFile() throws {
    let generator = try StringsGenerator(inputs: Self.inputs, options: StringsOptions())
    for template in BuiltinTemplate.all {
      let params: [String: TemplateValue] = template.params.contains("runtime") ? ["runtime": "external"] : [:]
      // Paths in doc comments and warnings are the fixtures' own: shown relative to their folder.
      let code = try generator.render(LoadedTemplate(.builtin(template.name)), params: params)
        .replacingOccurrences(of: Self.fixtures.path + "/", with: "")
      let golden = Self.fixtures.appendingPathComponent("Golden/\(template.name).swift")
      // Compared byte for byte: `String`'s `==` holds composed and decomposed text equal, and a
      // generated name or key in the other form is another name or key.
      if ProcessInfo.processInfo.environment["L10NGEN_UPDATE_GOLDEN"] == "1", (try? Data(contentsOf: golden)) != Data(code.utf8) {
        // A record run that writes fails: only a run that compares can pass.
        try code.write(to: golden, atomically: true, encoding: .utf8)
        XCTFail("wrote \(golden.lastPathComponent): run the tests again to compare")
      }
      let expected = try String(contentsOf: golden, encoding: .utf8)
      XCTAssertEqual(code, expected, "\(template.name) generates something else: review the change, then L10NGEN_UPDATE_GOLDEN=1")
      XCTAssertEqual(Data(code.utf8), try Data(contentsOf: golden), "\(template.name): the same text, in other bytes (Unicode normalization)")
      // Whatever the change, a template's own tags and comments leave no line of white space behind
      // (the test above takes any output once it is rewritten). A doc comment line shows a text as it
      // is, its white space too ("Search: ", as SwiftGen's templates show it).
      for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let text = line.drop { $0 == " " }
        let isTextInAComment = text.hasPrefix("/// ") && text.dropFirst(4).contains { $0 != " " && $0 != "\t" }
        XCTAssertFalse(
          (line.last == " " || line.last == "\t") && !isTextInAComment, "\(template.name), line \(number + 1) ends with white space: \(line)")
      }
    }
  }
}
