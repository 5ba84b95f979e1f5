import Foundation
import L10nGenGeneration
import L10nGenTemplate

/// What each built-in template generates for one set of tables (`Tests/Fixtures`): a catalog named
/// Localizable (the swift6 templates keep it at the top level), a `.strings` with its `.stringsdict`,
/// a plain table, keys that are hard to name and escape, and keys whose names coincide, kept in
/// `Tests/Fixtures/Golden/<template>.swift` (`.h`, `.m` for Objective-C), so that any change of the generated code shows in a
/// review as a diff of these files. The swift6 ones use the module's shared run time
/// (`runtime=external`).
package enum GoldenFiles {
  package static let fixtures = Generator.packageRoot.appendingPathComponent("Tests/Fixtures")

  static let inputs = [
    "StringCatalogs/Localizable.xcstrings", "StringsDict/Inbox.strings", "StringsDict/Inbox.stringsdict", "Strings/Menu.strings",
    "Generation/EscapingChallenges.strings", "Generation/CoincidingKeys.xcstrings",
  ].map { fixtures.appendingPathComponent($0).path }

  static func files() throws -> [GeneratedFile] {
    let generator = try StringsGenerator(inputs: inputs, options: StringsOptions())
    return try BuiltinTemplate.all.map { template in
      let params: [String: TemplateValue] = template.params.contains("runtime") ? ["runtime": "external"] : [:]
      // Paths in doc comments and warnings are the fixtures' own: shown relative to their folder.
      let code = try generator.render(LoadedTemplate(.builtin(template.name)), params: params)
        .replacingOccurrences(of: fixtures.path + "/", with: "")
      return GeneratedFile(path: "Tests/Fixtures/Golden/\(template.name).\(template.fileExtension)", content: code)
    }
  }
}
