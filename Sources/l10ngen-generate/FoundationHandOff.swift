import L10nGenCommandLine
import L10nGenCore
import L10nGenTables

/// What this executable does with a table only Foundation's property-list reader reads (a binary
/// property list, or XML outside what the stages read): it does not link Foundation, so the run
/// fails there, and the whole run is made again by `l10ngen` beside it, which reads the table. The
/// failed run wrote nothing (outputs are written only when every one rendered), and what it said is
/// held until then and dropped, so nothing is said twice.
enum FoundationHandOff {
  /// Set when a table needed Foundation's reader during this run (one thread: the run's).
  nonisolated(unsafe) private(set) static var needed = false

  /// Makes the tables' fallback reader note the need, and the console hold what it says.
  static func prepare() {
    LocatedPlist.fallback = { _, _ throws(LocatedPlist.ReadFailure) in
      FoundationHandOff.needed = true
      throw .invalid(reason: "binary, or XML the generator reads only through l10ngen")
    }
    Console.holdErrors()
  }

  /// `l10ngen` run with `arguments` and the same environment; its exit status. When it cannot be
  /// run, the held messages are said, then why.
  static func runL10nGen(_ arguments: [String], environment: [String: String]) -> ExitStatus {
    guard let executable = RunningExecutable.path else { return failed("cannot find this executable's folder to run l10ngen from") }
    let path = PathText.appending("l10ngen", to: PathText.deletingLastComponent(executable))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, nil, nil, argv, envp)
    guard spawned == 0 else { return failed("cannot run \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return failed("lost \(path): \(String(cString: strerror(errno)))") }
    }
    // Exited: the low seven bits are zero and the status is the next byte; killed by a signal: a failure.
    guard status & 0x7F == 0 else { return .failure }
    return ExitStatus(rawValue: (status >> 8) & 0xFF) ?? .failure
  }

  private static func failed(_ reason: String) -> ExitStatus {
    Console.releaseErrors()
    Console.error("error: a table needs Foundation's property-list reader, and \(reason)")
    return .failure
  }
}
