import Foundation
import PackagePlugin

/// A target's localization tables, and what l10ngen is given to generate from them when no config
/// says: every table, and the package's manifest. The tool decides which `.lproj` is the development
/// language's (the manifest's `defaultLocalization`, else `en`, else `Base`…) and reads only those
/// files and the String Catalogs, so the plugins and the command line never decide it differently.
struct TargetTables {
  static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
  /// The file generated from them with no config.
  static let generatedFileName = "L10n.swift"
  /// The build plugin's file of the run time that file uses (`l10ngen runtime`), beside it, unless
  /// the target takes the run time from the library.
  static let runtimeFileName = "L10nRuntime.swift"

  let files: [URL]
  /// `Package.swift`, when there is one (an Xcode project has none).
  let manifest: URL?
  /// Whether the target depends on the `L10nGenRuntime` library: its generated file then imports
  /// the run time instead of carrying it.
  let usesRuntimeLibrary: Bool

  init(tables: [URL], packageDirectory: URL, usesRuntimeLibrary: Bool = false) {
    files = tables
    self.usesRuntimeLibrary = usesRuntimeLibrary
    let manifest = packageDirectory.appendingPathComponent("Package.swift")
    self.manifest = FileManager.default.fileExists(atPath: manifest.path) ? manifest : nil
  }

  /// What l10ngen is given to generate from them with the recommended template. `runtimeBeside`:
  /// the run time is in a file of its own beside the output (`runtimeFileName`), unless the target
  /// takes it from the library; else the output carries it.
  func arguments(output: URL, runtimeBeside: Bool = false) -> [String] {
    let runtime = usesRuntimeLibrary ? ["--param", "runtime=library"] : runtimeBeside ? ["--param", "runtime=external"] : []
    return ["strings", "--template", "structured-swift6", "--every-locale"] + runtime
      + (manifest.map { ["--package-manifest", $0.path] } ?? [])
      + ["--output", output.path] + files.map(\.path)
  }
}

extension SourceModuleTarget {
  /// Whether the target depends on the `L10nGenRuntime` library product.
  var dependsOnRuntimeLibrary: Bool {
    dependencies.contains { dependency in
      if case .product(let product) = dependency { return product.name == "L10nGenRuntime" }
      return false
    }
  }
}
