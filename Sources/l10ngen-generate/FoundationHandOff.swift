import L10nGenCommandLine
import L10nGenCore
import L10nGenTables

/// What this executable does with what only Foundation does: a table only its property-list reader
/// reads (a binary property list, or XML outside what the stages read), a regular expression (a
/// config's `filter`, the `replace` filter's regex mode: `NSRegularExpression` decides what they
/// match). It does not link Foundation, so the run fails there, and the whole run is made again by
/// `l10ngen`, which does. The failed run wrote nothing (outputs are written only when every one
/// rendered), and what it said is held until then and dropped, so nothing is said twice.
enum FoundationHandOff {
  /// Where the build plugin says `l10ngen` is (SwiftPM and Xcode name a plugin's tools their own way).
  static let toolVariable = "L10NGEN_FOUNDATION_TOOL"

  /// Set when the run needed Foundation (one thread: the run's).
  nonisolated(unsafe) private(set) static var needed = false

  /// Makes the tables' fallback reader and the regular expressions note the need, and the console
  /// hold what it says.
  static func prepare() {
    LocatedPlist.fallback = { _, _ throws(LocatedPlist.ReadFailure) in
      FoundationHandOff.needed = true
      throw .invalid(reason: "binary, or XML the generator reads only through l10ngen")
    }
    RegularExpression.engine = { _ throws(RegularExpressionError) in
      FoundationHandOff.needed = true
      throw RegularExpressionError(reason: "the generator matches regular expressions only through l10ngen")
    }
    Console.holdErrors()
  }

  /// `l10ngen`: where the build plugin says, else beside this executable under the same naming
  /// (SwiftPM builds a plugin's tools as `l10ngen-generate-tool` and `l10ngen-tool`).
  static func l10ngenPath(environment: [String: String]) -> String? {
    if let path = environment[toolVariable], !path.isEmpty { return path }
    guard let executable = RunningExecutable.path else { return nil }
    let name = PathText.lastComponent(executable)
    let suffix = name.hasPrefix("l10ngen-generate") ? name.dropFirst("l10ngen-generate".count) : ""
    return PathText.appending("l10ngen" + suffix, to: PathText.deletingLastComponent(executable))
  }

  /// `l10ngen` run with `arguments` and the same environment; its exit status. The held messages are
  /// dropped once it has run, said when it cannot be run; then why, if it did not finish.
  static func runL10nGen(_ arguments: [String], environment: [String: String]) -> ExitStatus {
    guard let path = l10ngenPath(environment: environment) else { return failed("cannot find this executable's folder to run l10ngen from") }
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
      guard errno == EINTR else { return failed("lost \(path): \(String(cString: strerror(errno)))", afterRun: true) }
    }
    Console.dropErrors()  // l10ngen said all there is to say
    // Exited: the low seven bits are zero and the status is the next byte; else killed by that signal.
    guard status & 0x7F == 0 else { return failed("\(path) was killed by signal \(status & 0x7F)", afterRun: true) }
    guard let exit = ExitStatus(rawValue: (status >> 8) & 0xFF) else {
      return failed("\(path) exited with status \((status >> 8) & 0xFF)", afterRun: true)
    }
    return exit
  }

  /// Says why the run could not be handed over: what was held first, unless `l10ngen` ran (it said
  /// its own).
  private static func failed(_ reason: String, afterRun: Bool = false) -> ExitStatus {
    if afterRun { Console.dropErrors() } else { Console.releaseErrors() }
    Console.error("error: this run needs Foundation (a binary property list, or a regular expression), and \(reason)")
    return .failure
  }
}
