import Foundation
import PackagePlugin

/// Compiles a target's String Catalogs (`l10ngen catalog compile`) into
/// `<work directory>/Catalogs/<language>.lproj/<Table>.strings` and `.stringsdict`, which SwiftPM
/// bundles as localized resources. Only where Xcode's build system is not building: it compiles
/// catalogs itself, and two tables of one name in one `.lproj` would clash.
///
/// `L10NGEN_COMPILE_CATALOGS=0` turns it off, `=1` on, whatever the detection says.
enum CatalogCompilationPlan {
  static let environmentVariable = "L10NGEN_COMPILE_CATALOGS"

  /// One command per catalog, its outputs declared: both tables of every language the catalog has.
  static func commands(catalogs: [URL], workDirectory: URL, tool: URL) -> [Command] {
    let outputDirectory = workDirectory.appendingPathComponent("Catalogs")
    var tables = Set<String>()
    var commands = [Command]()
    for catalog in catalogs {
      // An unreadable catalog, or a second table of one name, is reported by the generator with its line.
      guard let languages = languages(ofCatalog: catalog), tables.insert(catalog.deletingPathExtension().lastPathComponent).inserted else { continue }
      let outputs = languages.flatMap { language in
        ["strings", "stringsdict"].map {
          outputDirectory.appendingPathComponent("\(language).lproj").appendingPathComponent(
            catalog.deletingPathExtension().lastPathComponent + ".\($0)")
        }
      }
      commands.append(
        .buildCommand(
          displayName: "l10ngen: compiling String Catalog \(catalog.lastPathComponent)", executable: tool,
          arguments: ["catalog", "compile", catalog.path, "--output-directory", outputDirectory.path],
          inputFiles: [catalog], outputFiles: outputs))
    }
    return commands
  }

  /// Whether to compile catalogs in a SwiftPM build: `L10NGEN_COMPILE_CATALOGS` when set, else
  /// unless Xcode is the one building.
  static func isEnabled(environment: [String: String], workDirectory: URL) -> Bool {
    switch environment[environmentVariable]?.lowercased() {
    case "1", "true", "yes": return true
    case "0", "false", "no": return false
    default: return !xcodeIsBuilding(environment: environment, workDirectory: workDirectory)
    }
  }

  /// Xcode (the app, or `xcodebuild`) builds a package with its own build system, which compiles
  /// catalogs. The app's processes inherit `__CFBundleIdentifier=com.apple.dt.Xcode`; `xcodebuild`
  /// gives no such sign, but puts plugin work directories in DerivedData, under
  /// `Build/Intermediates.noindex/BuildToolPluginIntermediates/` (Xcode 16.3+) or
  /// `SourcePackages/plugins/` (before), where SwiftPM uses `.build/plugins/outputs/`.
  static func xcodeIsBuilding(environment: [String: String], workDirectory: URL) -> Bool {
    if environment["__CFBundleIdentifier"] == "com.apple.dt.Xcode" { return true }
    let components = workDirectory.path.split(separator: "/")
    return components.contains("BuildToolPluginIntermediates")
      || zip(components, components.dropFirst()).contains { $0 == "SourcePackages" && $1 == "plugins" }
  }

  /// The languages `l10ngen catalog compile` writes: `sourceLanguage` and every language any key is
  /// localized in, source first. Nil when the file is not a catalog this can read.
  static func languages(ofCatalog catalog: URL) -> [String]? {
    guard let data = FileManager.default.contents(atPath: catalog.path),
      let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let sourceLanguage = root["sourceLanguage"] as? String, isFolderName(sourceLanguage)
    else { return nil }
    var others = Set<String>()
    for case let entry as [String: Any] in (root["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
      for language in (entry["localizations"] as? [String: Any])?.keys.map({ $0 }) ?? [] where language != sourceLanguage {
        others.insert(language)
      }
    }
    // A language that cannot name a folder fails the compile command, which says why.
    return [sourceLanguage] + others.filter(isFolderName).sorted()
  }

  private static func isFolderName(_ language: String) -> Bool {
    !language.isEmpty && language.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }
}
