import L10nGenGeneration
import L10nGenTemplate

/// The `L10nGenRuntime` library is the run time the swift6 templates embed, rendered once as a
/// module's public run time (`runtime: "module"`, `publicAccess`, no table): the same source, so the
/// run time is written once (`Templates/_swift6-runtime.stencil`) and compiled with this package.
package enum RuntimeLibrarySource {
  package static let path = "Sources/L10nGenRuntime/L10nRuntime.swift"

  static func file() throws -> GeneratedFile {
    let own =
      "// Generated from Templates/_swift6-runtime.stencil (the structured-swift6 template's run time) by\n"
      + "// `\(Generator.runtimeLibrary.command)` (Scripts/regenerate). Do not edit.\n"
    // Kept as rendered: the project's formatter (Scripts/format-swift) passes over the file.
    return GeneratedFile(
      path: path, content: "// swift-format-ignore-file\n" + (try ModuleRuntime.source(params: ["publicAccess": .bool(true)], header: own)))
  }
}

/// A generator's sources are not what it expects.
struct GeneratorError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = "error: " + description }
}
