import Foundation
import L10nGenKit

/// `l10ngen [--config FILE]`: every job of a JSON config (default `l10ngen.json`).
package enum ConfigCommand: Command {
  package static let declaration = CommandDeclaration(
    name: "run",
    summary: "Run every entry of a config file (the default command).",
    discussion: """
      Runs every entry of a JSON config. Paths in it are relative to the config file; ${VAR} is taken
      from the environment. Nothing is written unless every output rendered without error. Each output
      gets a line on standard error: 'wrote FILE (N strings, T tables)' or 'FILE is up to date'.
      'l10ngen init' writes a config for the tables under the current folder.

      With no config here (nor one named), it writes nothing and checks that the tables generate:
      in a package whose targets apply L10nGenPlugin (which needs no config), what the plugin
      generates for them in the build; else the tables 'l10ngen init' would take. An l10ngen.json
      with no "strings" (rules only) is read the same way. Errors and warnings are said as when
      generating, and errors fail the run.

        {
          "strings": [
            {
              "inputs": ["Resources/en.lproj"],
              "options": { "separator": "." },
              "outputs": [
                { "template": "structured-swift6", "output": "Sources/App/Generated/L10n.swift",
                  "params": { "enumName": "L10n", "publicAccess": true } }
              ]
            }
          ],
          "lint": { "disable": ["unused-plural-form"] }
        }

      THE CONFIG'S KEYS:
      \(ConfigSchemaHelp.text)
      """,
    options: [Option.config, Option.outputDirectory, .strictNames, .check, .dryRun, .quiet, .verbose, .regenerateHint],
    isNamedInUsage: false)

  /// The options of this command alone, read through these declarations.
  enum Option {
    static let config = OptionDeclaration("--config", "FILE", help: "The config to run (default: l10ngen.json in the current folder).")
    static let outputDirectory = OptionDeclaration(
      "--output-directory", "DIR", help: "Write every output into DIR under its file name (what the build plugin does).")
  }

  package static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let mode = try OutputMode.from(scanned, command: declaration.name)
    let verbosity = try ResultReport.Verbosity.from(scanned, command: declaration.name)
    var configuration: Configuration
    if scanned.value(Option.config) == nil, scanned.value(Option.outputDirectory) == nil {
      // l10ngen.json when it names what to generate (read once); else the check, which writes nothing.
      let project = try ProjectConfiguration.load(environment: environment)
      guard let project, project.pluginTargets == nil else {
        return try checkWithoutConfig(
          project, strictNames: scanned.isSet(.strictNames), verbosity: verbosity, environment: environment, diagnostics: diagnostics)
      }
      configuration = project.configuration
    } else {
      configuration = try ConfigLoader.load(path: scanned.value(Option.config), environment: environment)
    }
    if let directory = scanned.value(Option.outputDirectory) {
      configuration = try configuration.redirectingOutputs(to: directory)
    }
    if scanned.isSet(.strictNames) {
      for index in configuration.strings.indices { configuration.strings[index].options["strictNames"] = "true" }
    }
    let regenerate = scanned.value(.regenerateHint) ?? (scanned.value(Option.config).map { "l10ngen --config " + ShellWord.quoted($0) } ?? "l10ngen")
    // The run time is rendered first, so that a param it refuses leaves every file as it was.
    let runtime = try configuration.runtime.map { ($0.output, try ModuleRuntime.source(params: $0.params)) }
    // The command line's process exits when a command returns (main.swift).
    var results = try StringsJobRunner.run(
      configuration.strings, mode: mode, environment: environment, warn: { diagnostics.emit($0.diagnostic) }, endsProcess: true)
    if let (output, content) = runtime { results.append(try ModuleRuntime.write(content, to: output, mode: mode)) }
    return ResultReport.report(results, mode: mode, verbosity: verbosity, regenerate: regenerate, diagnostics: diagnostics)
  }
}

extension ConfigCommand {
  /// With no `l10ngen.json` that names what to generate: renders, writing nothing, what the build
  /// plugin generates for the package's targets (`project`, whose entries are the plugin's), else,
  /// with no project, what `l10ngen init` would configure.
  static func checkWithoutConfig(
    _ project: ProjectConfiguration?, strictNames: Bool, verbosity: ResultReport.Verbosity, environment: [String: String],
    diagnostics: DiagnosticEmitter
  ) throws -> ExitStatus {
    var jobs: [StringsJob]
    let what: String
    let next: String
    if let project, let plugin = project.pluginDescription {
      jobs = project.configuration.strings
      what = "what " + plugin + " in the build"
      next = "the build writes it"
    } else {
      let folder = FileManager.default.currentDirectoryPath
      let language = FileManager.default.fileExists(atPath: "Package.swift") ? DevelopmentLanguage.fromManifest("Package.swift").requested : nil
      let starter: StarterConfig
      do {
        starter = try StarterConfig.find(in: folder, configDirectory: folder, developmentLanguage: language)
      } catch is DiscoveryError {
        throw ConfigError.noDefaultConfig(folder: folder)
      }
      guard !starter.groups.isEmpty else { throw ConfigError.noDefaultConfig(folder: folder) }
      let path = PathText.appending(ConfigLoader.defaultPath, to: folder)
      jobs = try ConfigLoader.parse(data: Data(starter.json.utf8), path: path, environment: environment).strings
      what = "the tables 'l10ngen init' would take"
      next = "'l10ngen init' writes that config, then 'l10ngen' the code"
    }
    if strictNames {
      for index in jobs.indices { jobs[index].options["strictNames"] = "true" }
    }
    // Rendered and compared with nothing: a dry run writes no file and no stamp.
    let results = try StringsJobRunner.run(jobs, mode: .dryRun, environment: environment, warn: { diagnostics.emit($0.diagnostic) })
    if verbosity != .quiet {
      let strings = results.compactMap(\.strings).reduce(0, +)
      let tables = results.compactMap(\.tables).reduce(0, +)
      diagnostics.say(
        "no \(ConfigLoader.defaultPath) names what to generate: checked \(what): \(strings) string\(strings == 1 ? "" : "s"), "
          + "\(tables) table\(tables == 1 ? "" : "s"); nothing written (\(next))")
    }
    return .success
  }
}

/// The config's keys, from the declaration the loader checks against.
package enum ConfigSchemaHelp {
  package static var text: String {
    func rows(_ members: [ConfigSchema.Member], indent: String) -> String {
      let width = (members.map(\.key.count).max() ?? 0) + 2
      return members.map { indent + $0.key.padded(to: width) + $0.help }.joined(separator: "\n")
    }
    return """
        top level:
      \(rows(ConfigSchema.root, indent: "      "))
        a "strings" entry:
      \(rows(ConfigSchema.entry, indent: "      "))
        an output:
      \(rows(ConfigSchema.output, indent: "      "))
      """
  }
}
