/// The file an output is written to before it is renamed over the output:
/// `.NAME.l10ngen-PID-RANDOM.tmp` beside it — hidden, recognisably ours, and never a `.swift` file
/// that a build would compile.
///
/// A run killed before its rename leaves this file behind (the output itself is untouched). The
/// next run that writes the same output removes the ones whose process no longer runs; a live
/// process's file is left alone, as another run may be writing it right now.
enum TemporaryOutputFile {
  /// A new name for `output`'s temporary file, for this process.
  static func url(for output: URL) -> URL {
    let name = "\(prefix(of: output))\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    return output.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Removes the temporary files of `output` left by processes that no longer run.
  static func removeAbandoned(of output: URL) {
    let folder = output.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    let prefix = prefix(of: output)
    for name in names {
      guard let owner = owner(of: name, prefix: prefix), kill(owner, 0) != 0, errno == ESRCH else { continue }
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  private static func prefix(of output: URL) -> String {
    ".\(output.lastPathComponent).l10ngen-"
  }

  /// The process id in `name` when it is one of our temporary files (`PREFIX PID-RANDOM.tmp`).
  static func owner(of name: String, prefix: String) -> pid_t? {
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, UInt32(parts[1]) != nil, let pid = pid_t(parts[0]), pid > 0 else { return nil }
    return pid
  }
}
