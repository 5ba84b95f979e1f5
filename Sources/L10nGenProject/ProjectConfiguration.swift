import Foundation
import L10nGenConfig
import L10nGenCore
import L10nGenGeneration

/// What a command reads when it is named no config: `l10ngen.json` in the current folder and, when
/// that names nothing to generate or there is none, what `L10nGenPlugin` generates in the build for
/// the package's targets that apply it (`BuildPluginTargets`). A package that applies the build
/// plugin needs no config: `migrate`, `lint`'s code checks and `l10ngen`'s generation check then
/// work with the accessors its build makes.
public struct ProjectConfiguration: Sendable {
  /// `l10ngen.json` as written, when there is one.
  public var file: Configuration?
  /// The targets the plugin generates for, when the file names nothing to generate.
  public var pluginTargets: BuildPluginTargets?
  /// What the commands read: the file's entries, else the plugin's; the file's code sources, else,
  /// with the plugin's entries, the folders of its targets.
  public var configuration: Configuration

  /// Nil when the current folder has neither `l10ngen.json` nor a package whose targets apply the plugin.
  public static func load(environment: [String: String]) throws -> ProjectConfiguration? {
    let path = ConfigLoader.defaultPath
    let file = FileManager.default.fileExists(atPath: path) ? try ConfigLoader.load(path: path, environment: environment) : nil
    if let file, !file.strings.isEmpty { return ProjectConfiguration(file: file, pluginTargets: nil, configuration: file) }
    guard let targets = BuildPluginTargets(packageDirectory: FileManager.default.currentDirectoryPath) else {
      return file.map { ProjectConfiguration(file: $0, pluginTargets: nil, configuration: $0) }
    }
    var configuration = file ?? Configuration(strings: [])
    configuration.strings = try targets.jobs(environment: environment)
    if configuration.code.sources.isEmpty { configuration.code.sources = targets.targets.map(\.folder) }
    return ProjectConfiguration(file: file, pluginTargets: targets, configuration: configuration)
  }

  /// `L10nGenPlugin generates for MyFeature`, when the entries are the plugin's; the targets whose
  /// folder is not `Sources/<name>` are said to be passed over.
  public var pluginDescription: String? {
    guard let targets = pluginTargets else { return nil }
    var text =
      "L10nGenPlugin generates for " + (targets.targets.isEmpty ? "no target in Sources/<name>" : targets.targets.map(\.name).joined(separator: ", "))
    if !targets.unplaced.isEmpty {
      text += " (passed over: \(targets.unplaced.joined(separator: ", ")), whose folder is not Sources/<name>)"
    }
    return text
  }
}
