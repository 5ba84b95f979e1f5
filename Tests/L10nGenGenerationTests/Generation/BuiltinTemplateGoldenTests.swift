import Foundation
import L10nGenTemplate
import XCTest

@testable import L10nGenGeneration
@testable import L10nGenGenerators

/// What each built-in template generates for the fixtures, kept in `Fixtures/Golden/<template>.swift`
/// (`GoldenFiles`), so that any change of the generated code shows in a review as a diff of these
/// files. The swift5 files are SwiftGen's declarations (the SwiftGen compatibility check in CI
/// compares them with SwiftGen's own output); the swift6 ones use the module's shared run time
/// (`runtime=external`), which GeneratedRuntimeTests runs. `swift run generate-sources goldens`
/// writes them.
final class BuiltinTemplateGoldenTests: XCTestCase {
  func testEachBuiltinTemplateGeneratesItsGoldenFile() throws {
    let files = try Generator.goldens.files()
    XCTAssertEqual(files.count, BuiltinTemplate.all.count)
    for file in files {
      let expected = try String(contentsOf: file.url, encoding: .utf8)
      XCTAssertEqual(file.content, expected, "\(file.path) is generated otherwise: review the change, then `\(Generator.goldens.command)`")
      // Compared byte for byte too: `String`'s `==` holds composed and decomposed text equal, and a
      // generated name or key in the other form is another name or key.
      XCTAssertEqual(Data(file.content.utf8), try Data(contentsOf: file.url), "\(file.path): the same text, in other bytes (Unicode normalization)")
      // Whatever the change, a template's own tags and comments leave no line of white space behind
      // (the comparison above takes any output once it is written). A doc comment line shows a text
      // as it is, its white space too ("Search: ", as SwiftGen's templates show it).
      for (number, line) in file.content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let text = line.drop { $0 == " " }
        let isTextInAComment = text.hasPrefix("/// ") && text.dropFirst(4).contains { $0 != " " && $0 != "\t" }
        XCTAssertFalse(
          (line.last == " " || line.last == "\t") && !isTextInAComment, "\(file.path), line \(number + 1) ends with white space: \(line)")
      }
    }
  }
}
