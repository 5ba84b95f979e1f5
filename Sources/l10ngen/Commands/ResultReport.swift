import L10nGenKit

/// Tells people what a run did: generated code to standard output when asked for `-`, one line per
/// file for --check and --dry-run, nothing when all went well (builds stay quiet).
enum ResultReport {
  static func report(_ results: [StringsJobRunner.Result], mode: OutputWriter.Mode) -> ExitStatus {
    var stale = false
    for result in results {
      guard let outcome = result.outcome else {
        Console.out(result.content ?? [])
        continue
      }
      switch (mode, outcome) {
      case (.check, .stale(let reason)):
        stale = true
        Console.error("error: \(reason); run l10ngen to regenerate it")
      case (.dryRun, .stale(let reason)):
        Console.out("would write \(result.output) (\(reason))")
      case (.dryRun, .unchanged):
        Console.out("\(result.output) is up to date")
      default:
        break
      }
    }
    return stale ? .failure : .success
  }
}
