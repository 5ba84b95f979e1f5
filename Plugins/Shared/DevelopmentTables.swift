import Foundation
import PackagePlugin

/// Which of a target's tables code is generated from when no config says: the development language's
/// `.strings`/`.stringsdict` (the package's `defaultLocalization`, else `en`) and every `.xcstrings`.
/// The build plugin and the command plugin choose alike.
struct DevelopmentTables {
  static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  let language: String
  let files: [Path]

  init(tables: [Path], packageDirectory: Path) {
    language = Self.developmentLanguage(packageDirectory: packageDirectory)
    let folder = "\(language).lproj"
    files = tables.filter { $0.extension == "xcstrings" || $0.removingLastComponent().lastComponent == folder }
  }

  /// What l10ngen is given to generate from them with the recommended template.
  func arguments(output: Path) -> [String] {
    ["strings", "--template", "structured-swift6", "--param", "developmentLanguage=\(language)", "--output", output.string]
      + files.map(\.string)
  }

  /// The package's `defaultLocalization`, read from its manifest (plugins are not told it), else `en`.
  static func developmentLanguage(packageDirectory: Path) -> String {
    guard let manifest = try? String(contentsOfFile: packageDirectory.appending("Package.swift").string, encoding: .utf8),
      let range = manifest.range(of: #"defaultLocalization\s*:\s*"([^"]+)""#, options: .regularExpression)
    else { return "en" }
    let match = manifest[range]
    guard let open = match.firstIndex(of: "\""), let close = match.lastIndex(of: "\""), open < close else { return "en" }
    return String(match[match.index(after: open)..<close])
  }
}
