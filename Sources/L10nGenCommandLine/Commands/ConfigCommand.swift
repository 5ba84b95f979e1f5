import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

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
    isNamedInUsage: false, setsUpShortRunHeap: true)

  /// The options of this command alone, read through these declarations.
  enum Option {
    static let config = OptionDeclaration("--config", "FILE", help: "The config to run (default: l10ngen.json in the current folder).")
    static let outputDirectory = OptionDeclaration(
      "--output-directory", "DIR", help: "Write every output into DIR under its file name (what the build plugin does).")
  }

  package static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String]) throws -> ExitStatus {
    let mode = try OutputMode.from(scanned, command: declaration.name)
    let verbosity = try ResultReport.Verbosity.from(scanned, command: declaration.name)
    var configuration = try ConfigLoader.load(path: scanned.value(Option.config), environment: environment)
    if let directory = scanned.value(Option.outputDirectory) {
      configuration = try configuration.redirectingOutputs(to: directory)
    }
    if scanned.isSet(.strictNames) {
      for index in configuration.strings.indices { configuration.strings[index].options["strictNames"] = "true" }
    }
    let regenerate = scanned.value(.regenerateHint) ?? (scanned.value(Option.config).map { "l10ngen --config " + ShellWord.quoted($0) } ?? "l10ngen")
    return ResultReport.report(
      // The command line's process exits when a command returns (main.swift).
      try StringsJobRunner.run(
        configuration.strings, mode: mode, environment: environment, warn: { Console.error($0.description) }, endsProcess: true),
      mode: mode, verbosity: verbosity, regenerate: regenerate)
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
