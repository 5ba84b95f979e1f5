import Foundation
import L10nGenKit

/// `l10ngen [--config FILE]`: every job of a JSON config (default `l10ngen.json`).
enum ConfigCommand: Command {
  static let name = "run"
  static let summary = "Run every entry of a config file (the default command)."
  static let help = """
    USAGE: l10ngen [--config FILE] [--output-directory DIR] [--strict-names] [--check] [--dry-run]

    Runs every entry of a JSON config. Paths in it are relative to the config file; ${VAR} is taken
    from the environment. Nothing is written unless every output rendered without error.

      {
        "strings": [
          {
            "inputs": ["Resources/en.lproj/Localizable.strings"],
            "options": { "separator": "." },
            "outputs": [
              { "template": "structured-swift5", "output": "Sources/App/Generated/L10n.swift",
                "params": { "enumName": "L10n", "publicAccess": true } }
            ]
          }
        ]
      }

    An output takes "template" (built-in name) or "templatePath" (a file), "output" (a path or "-"),
    optional "params" and "spacing" ("smart" or "legacy"). An entry's "strictNames": true makes a key
    that cannot be named, or collides, an error instead of a warning that leaves it out.

    OPTIONS:
      --config FILE   The config to run (default: l10ngen.json in the current folder).
      --output-directory DIR
                      Write every output into DIR under its file name (what the build plugin does).
      --strict-names  Every entry as with "strictNames": true.
      --check         Write nothing; exit 1 if any output is missing or out of date (for CI and hooks).
      --dry-run       Write nothing; say what would be written.
      -h, --help      Show this help.
    """

  static func run(_ arguments: [String], environment: [String: String]) throws -> ExitStatus {
    let scanned = try ArgumentScanner(command: name, valueOptions: ["--config", "--output-directory"], flags: ["--check", "--dry-run", "--strict-names"]).scan(arguments)
    guard scanned.positional.isEmpty else {
      throw UsageError("unexpected argument '\(scanned.positional[0])' (commands: strings, catalog, templates, run)")
    }
    let path = scanned.last("--config") ?? "l10ngen.json"
    let mode = try OutputMode.from(scanned, command: name)
    var configuration = try ConfigLoader.load(path: path, environment: environment)
    if let directory = scanned.last("--output-directory") {
      configuration = try configuration.redirectingOutputs(to: directory)
    }
    if scanned.flags.contains("--strict-names") {
      for index in configuration.strings.indices { configuration.strings[index].options["strictNames"] = "true" }
    }
    return ResultReport.report(
      try StringsJobRunner.run(configuration.strings, mode: mode, environment: environment, warn: { Console.error($0.description) }),
      mode: mode)
  }
}
