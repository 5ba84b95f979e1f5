import Foundation
import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// The targets of a Swift package that apply `L10nGenPlugin`, and what the plugin generates for each
/// in every build: a package that applies it needs no `l10ngen.json`, so the commands read these when
/// none says what to generate (`ProjectConfiguration`).
///
/// The targets are read from the manifests' text (`ManifestPluginUsage`: `Package.swift` and every
/// `Package@swift-….swift`), each in its folder `Sources/<name>`, as SwiftPM places a target with no
/// `path:`. For each, as `L10nGenPlugin` decides: the entries of the target's own `l10ngen.json` when
/// it has `"strings"`, else every table of the target's folder in every locale, rendered with the
/// recommended template, the development language being the manifest's `defaultLocalization`. The
/// plugin writes its files into its work directory; here each output is named as if it were in the
/// target's folder (`Sources/<name>/L10n.swift`), which tells the commands the target compiling it,
/// and is never written there.
public struct BuildPluginTargets: Sendable {
  public struct Target: Equatable, Sendable {
    public var name: String
    /// `<package>/Sources/<name>`.
    public var folder: String
    /// The target's own `l10ngen.json`, when it names what to generate.
    public var config: String?
  }

  /// The targets that apply the plugin and have a folder, by name.
  public let targets: [Target]
  /// Those the manifest names whose folder is not `Sources/<name>`, for a note.
  public let unplaced: [String]
  private let manifest: String

  /// Nil when `packageDirectory` has no `Package.swift`, or no target of it applies the plugin.
  public init?(packageDirectory: String) {
    let manifest = PathText.appending("Package.swift", to: packageDirectory)
    guard FileManager.default.fileExists(atPath: manifest) else { return nil }
    let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: packageDirectory)) ?? [])
      .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
    var names = Set<String>()
    for file in manifests {
      guard let data = FileManager.default.contents(atPath: PathText.appending(file, to: packageDirectory)) else { continue }
      names.formUnion(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: nil, manifest: String(decoding: data, as: UTF8.self)))
    }
    guard !names.isEmpty else { return nil }
    var targets: [Target] = []
    var unplaced: [String] = []
    for name in names.sorted() {
      let folder = PathText.appending(name, to: PathText.appending("Sources", to: packageDirectory))
      guard PathText.isFolder(folder) else {
        unplaced.append(name)
        continue
      }
      // The package's own config is l10ngen.json's, which `ProjectConfiguration` reads first.
      let config = ConfigFile(url: URL(fileURLWithPath: PathText.appending(ConfigFile.name, to: folder)))
      targets.append(Target(name: name, folder: folder, config: config.generates ? config.url.path : nil))
    }
    self.targets = targets
    self.unplaced = unplaced
    self.manifest = manifest
  }

  /// The entries the plugin generates from, one target after another (a target without tables has none).
  public func jobs(environment: [String: String]) throws -> [StringsJob] {
    let language = DevelopmentLanguage.fromManifest(manifest)
    var jobs: [StringsJob] = []
    for target in targets {
      if let config = target.config {
        jobs += try ConfigLoader.load(path: config, environment: environment).strings
        continue
      }
      let tables = try ProjectSearch.tables(under: target.folder)
      guard !tables.isEmpty else { continue }
      let template = TemplateChoice.builtin(BuiltinTemplate.recommendedName)
      let output = PathText.appending(Self.generatedFileName, to: target.folder)
      let params = BuiltinTemplate.params([:], naming: language, for: template)
      jobs.append(
        StringsJob(
          inputs: tables, language: language, everyLocale: true, outputs: [OutputRequest(template: template, output: output, params: params)]))
    }
    return jobs
  }

  /// The target whose folder holds `path` (absolute, or relative to the current folder).
  public func target(owning path: String) -> Target? {
    let path = PathText.standardized(path)
    return targets.first { path.hasPrefix(PathText.standardized($0.folder) + "/") }
  }

  /// What the plugin's generated file is named in its work directory (`TargetTables.generatedFileName`).
  static let generatedFileName = "L10n.swift"
}
