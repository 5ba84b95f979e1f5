import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// Tells people what a run did: generated code to standard output when asked for `-`; one line per
/// file on standard error (`wrote …`, `… is up to date`) unless `--quiet`, with its inputs and timings
/// under `--verbose`; a stale file under `--check`, with the command that regenerates it.
package enum ResultReport {
  package enum Verbosity {
    case quiet, normal, verbose

    static func from(_ scanned: ArgumentScanner.Scanned, command: String) throws -> Verbosity {
      switch (scanned.isSet(.quiet), scanned.isSet(.verbose)) {
      case (true, true): throw UsageError("give --quiet or --verbose, not both", command: command)
      case (true, false): return .quiet
      case (false, true): return .verbose
      case (false, false): return .normal
      }
    }
  }

  /// `regenerate`: what to type to bring a stale output up to date, for `--check`'s message.
  package static func report(
    _ results: [StringsJobRunner.Result], mode: OutputWriter.Mode, verbosity: Verbosity, regenerate: String, diagnostics: DiagnosticEmitter
  ) -> ExitStatus {
    var stale = false
    for result in results {
      guard let outcome = result.outcome else {
        Console.out(result.content ?? [])
        continue
      }
      switch (mode, outcome) {
      case (.check, .stale(let reason)):
        stale = true
        diagnostics.emit(Diagnostic(.error, file: nil, "\(reason); run '\(regenerate)' to regenerate it"))
      case (.dryRun, .stale(let reason)):
        Console.out("would write \(result.output) (\(reason))")
      case (.dryRun, .unchanged):
        Console.out("\(result.output) is up to date")
      case (_, .written) where verbosity != .quiet:
        diagnostics.say("wrote \(shown(result.output))\(counts(result))")
      case (_, .unchanged) where verbosity != .quiet:
        diagnostics.say("\(shown(result.output)) is up to date\(counts(result))")
      default:
        break
      }
      if verbosity == .verbose {
        for input in result.inputs { diagnostics.say("  read \(shown(input))") }
        var timings: [String] = []
        if let seconds = result.readSeconds { timings.append("tables read in \(milliseconds(seconds))") }
        if let seconds = result.renderSeconds { timings.append("rendered in \(milliseconds(seconds))") }
        if !result.rendered { timings.append("not rendered: its stamp matches its inputs, template and settings") }
        diagnostics.say("  " + timings.joined(separator: ", "))
      }
    }
    return stale ? .failure : .success
  }

  /// A path under the current folder as relative to it (a config's paths are resolved against its own
  /// folder), others as they are.
  private static func shown(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// ` (11 strings, 2 tables)`, when the tables were read.
  private static func counts(_ result: StringsJobRunner.Result) -> String {
    guard let strings = result.strings, let tables = result.tables else { return "" }
    return " (\(strings) \(strings == 1 ? "string" : "strings"), \(tables) \(tables == 1 ? "table" : "tables"))"
  }

  private static func milliseconds(_ seconds: Double) -> String {
    // One decimal place, as `%.1f` prints a duration.
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10) ms"
  }
}
