import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// A built-in template's params are checked before it renders, with the nearest known name.
final class BuiltinTemplateParamsTests: XCTestCase {
  func testABuiltinTemplatesUnknownParamIsAnErrorWithASuggestion() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let generator = try StringsGenerator(inputs: [input], options: StringsOptions())
    XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin("structured-swift6")), params: ["publicAcess": true])) { error in
      XCTAssertEqual(
        "\(error)",
        "error: template structured-swift6 has no param 'publicAcess' (did you mean 'publicAccess'?) (its params: accessLevel, bundle, cachedProperties, developmentLanguage, enumName, forceFileNameEnum, localizedStringResources, lookupFunction, noComments, publicAccess, runtime, runtimeModule, runtimeName)"
      )
      XCTAssertEqual((error as? GenerationError)?.isUsage, true)
    }
    XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: ["runtime": "module"]), "a swift6 param")
    for name in ["class", "Swift", "Foundation", "2fa", ""] {
      XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: ["enumName": .string(name)]), name) { error in
        XCTAssertTrue("\(error)".hasPrefix("error: param 'enumName=\(name)': expected a Swift type name"), "\(error)")
      }
    }
    XCTAssertNoThrow(try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: ["enumName": "Strings"]))
  }
}
