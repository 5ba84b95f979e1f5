import Foundation

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
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw OutputError.isDirectory(path: path)
    }
  }

  public static func write(_ content: String, to path: String, mode: Mode, inputs: [String] = []) throws -> Outcome {
    try write(Array(content.utf8), to: path, mode: mode, inputs: inputs)
  }

  /// Writes UTF-8 `content`; `stamp`, a fingerprint of what it was generated from and the warnings
  /// that gave, is recorded on the file (`OutputStamp`) once it holds `content`, in `write` mode.
  package static func write(_ content: [UInt8], to path: String, mode: Mode, inputs: [String] = [], stamp: OutputStamp.Stamp? = nil) throws -> Outcome {
    try validate(path, inputs: inputs)
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let existing = open(url.path, O_RDONLY)
    defer { if existing >= 0 { close(existing) } }
    if existing >= 0, holds(content, file: existing) {
      if let stamp, mode == .write { OutputStamp.record(stamp, path: url.path) }
      return .unchanged
    }
    switch mode {
    case .check, .dryRun:
      let exists = existing >= 0 || FileManager.default.fileExists(atPath: url.path)
      return .stale(reason: exists ? "\(path) is out of date" : "\(path) does not exist")
    case .write:
      if let failure = createFolder(url.deletingLastPathComponent().path) {
        throw OutputError.writeFailed(path: path, reason: failure)
      }
      TemporaryOutputFile.removeAbandoned(of: url)
      try replaceAtomically(url, with: content, stamp: stamp)
      return .written
    }
  }

  /// Whether the open file holds exactly `content`: compared a block at a time, so a large output
  /// is never in memory twice.
  private static func holds(_ content: [UInt8], file: Int32) -> Bool {
    var status = stat()
    guard fstat(file, &status) == 0, Int(status.st_size) == content.count else { return false }
    let blockSize = 1 << 16
    var block = [UInt8](repeating: 0, count: blockSize)
    var offset = 0
    while offset < content.count {
      let count = block.withUnsafeMutableBytes { read(file, $0.baseAddress, min(blockSize, content.count - offset)) }
      guard count > 0 else { return false }
      let same = content.withUnsafeBytes { wanted in
        block.withUnsafeBytes { memcmp(wanted.baseAddress! + offset, $0.baseAddress!, count) == 0 }
      }
      guard same else { return false }
      offset += count
    }
    return true
  }

  /// `folder` and its missing parents, by mkdir(2): the reason of a failure is the system's, for the
  /// folder that could not be made (`nil` when the folder is there).
  private static func createFolder(_ folder: String) -> String? {
    var status = stat()
    if stat(folder, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(folder) is not a folder"
    }
    let parent = (folder as NSString).deletingLastPathComponent
    if parent != folder, !parent.isEmpty, let failure = createFolder(parent) { return failure }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
      return "cannot create folder \(folder): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// A temporary file in the same folder, then rename(2): readers see the old file or the new one.
  /// A kill before the rename leaves the old file as it was (see `TemporaryOutputFile`).
  private static func replaceAtomically(_ url: URL, with content: [UInt8], stamp: OutputStamp.Stamp?) throws {
    let temporary = TemporaryOutputFile.url(for: url)
    let file = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard file >= 0 else {
      let reason = String(cString: strerror(errno))
      throw OutputError.writeFailed(path: url.path, reason: "cannot create a file in \(url.deletingLastPathComponent().path): \(reason)")
    }
    var failure: String?
    content.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = writeToFile(file, bytes.baseAddress! + offset, bytes.count - offset)
        guard count > 0 else {
          failure = String(cString: strerror(errno))
          return
        }
        offset += count
      }
    }
    if close(file) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if failure == nil, let stamp { OutputStamp.record(stamp, path: temporary.path) }
    if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary.path)
      throw OutputError.writeFailed(path: url.path, reason: failure)
    }
  }
}

/// write(2), which `OutputWriter.write` hides inside the type.
private func writeToFile(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(file, bytes, count)
}
