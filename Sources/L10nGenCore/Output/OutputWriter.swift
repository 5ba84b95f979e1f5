/// Writes generated code without ever leaving a partial file, and without touching an up-to-date one
/// (an unchanged mtime means no needless recompilation downstream).
public enum OutputWriter {
  public enum Mode: Sendable {
    /// Write when the content differs.
    case write
    /// Write nothing; report whether the file is up to date.
    case check
    /// Write nothing; report what would happen.
    case dryRun
  }

  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
    /// `check`/`dryRun` found the file missing or different; the reason is one line for people.
    case stale(reason: String)
  }

  /// Refuses destinations that can never be right: a folder, or one of the tables being read.
  public static func validate(_ path: String, inputs: [String]) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    if inputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() == url }) {
      throw OutputError.overwritesInput(path: path)
    }
    if PathText.isFolder(url.path) {
      throw OutputError.isDirectory(path: path)
    }
  }

  public static func write(_ content: String, to path: String, mode: Mode, inputs: [String] = []) throws -> Outcome {
    try write(Array(content.utf8), to: path, mode: mode, inputs: inputs)
  }

  /// Writes UTF-8 `content`; `stamp`, a fingerprint of what it was generated from and the warnings
  /// that gave, is recorded on the file (`OutputStamp`) once it holds `content`, in `write` mode.
  /// The whole content at once: `StreamedOutputFile` takes it a chunk at a time.
  /// Writes `content` over a file of the user's own (a table, a source file) atomically, keeping its
  /// permissions. A symbolic link stays one: the file it names is written, so that a file two
  /// targets share through a link stays shared.
  package static func replace(_ path: String, with content: [UInt8]) throws {
    var path = path
    if let resolved = realpath(path, nil) {
      path = String(cString: resolved)
      free(resolved)
    }
    var status = stat()
    let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    _ = try write(content, to: path, mode: .write)
    if let mode { chmod(path, mode) }
  }

  package static func write(_ content: [UInt8], to path: String, mode: Mode, inputs: [String] = [], stamp: OutputStamp.Stamp? = nil) throws -> Outcome
  {
    let file = try StreamedOutputFile(path: path, mode: mode, inputs: inputs)
    file.write(content)
    switch try file.finish(stamp: stamp) {
    case .unchanged: return .unchanged
    case .stale(let reason): return .stale(reason: reason)
    case .ready:
      try file.commit()
      return .written
    }
  }

  /// Removes the temporary files of `path` left by runs that were killed (`TemporaryOutputFile`):
  /// for an output found up to date without being rendered, which makes none of its own.
  package static func removeAbandonedTemporaryFiles(of path: String) {
    TemporaryOutputFile.removeAbandoned(of: URL(fileURLWithPath: path).standardizedFileURL)
  }

  /// `folder` and its missing parents, by mkdir(2), each one made appended to `created`: the reason
  /// of a failure is the system's, for the folder that could not be made (`nil` when the folder is there).
  static func createFolder(_ folder: String, created: inout [String]) -> String? {
    var status = stat()
    if stat(folder, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(folder) is not a folder"
    }
    let parent = PathText.deletingLastComponent(folder)
    if parent != folder, !parent.isEmpty, let failure = createFolder(parent, created: &created) { return failure }
    if mkdir(folder, 0o777) == 0 {
      created.append(folder)
    } else if errno != EEXIST {
      return "cannot create folder \(folder): \(String(cString: strerror(errno)))"
    }
    return nil
  }
}
