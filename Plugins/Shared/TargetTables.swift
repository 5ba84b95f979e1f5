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

  let files: [Path]
  /// `Package.swift`, when there is one (an Xcode project has none).
  let manifest: Path?

  init(tables: [Path], packageDirectory: Path) {
    files = tables
    let manifest = packageDirectory.appending("Package.swift")
    self.manifest = FileManager.default.fileExists(atPath: manifest.string) ? manifest : nil
  }

  /// What l10ngen is given to generate from them with the recommended template.
  func arguments(output: Path) -> [String] {
    ["strings", "--template", "structured-swift6", "--every-locale"] + (manifest.map { ["--package-manifest", $0.string] } ?? [])
      + ["--output", output.string] + files.map(\.string)
  }
}
