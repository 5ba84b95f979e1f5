/// An output file written as its content arrives, a chunk at a time, so that a large output is
/// never held whole. In `write` mode every chunk goes, as it comes, to a temporary file beside the
/// output (`TemporaryOutputFile`), which only `commit` renames over the output; each chunk is also
/// compared with the file already there, so that content that turns out the same leaves that file
/// and its date alone (the temporary file is then removed). `check` and `dryRun` only compare. An
/// output never committed (a render that failed, another output of the run that failed) is left as
/// it was, and so are the folders above it: the ones made for its temporary file are removed.
///
/// `write` never throws: a failure to write is kept and thrown by `finish`, since the code that
/// produces the chunks (a template's render) has nowhere to stop.
package final class StreamedOutputFile {
  package enum Finished: Equatable, Sendable {
    /// The file holds exactly this content already.
    case unchanged
    /// `check`/`dryRun`: the file is missing or different (the reason is one line for people).
    case stale(reason: String)
    /// The content is complete in the temporary file; `commit` puts it in place.
    case ready
  }

  package let path: String
  private let url: URL
  private let mode: OutputWriter.Mode
  /// The file already there, read alongside the content while they agree; -1 when there is none.
  private var existing: Int32
  private var existingSize = 0
  /// Bytes received so far.
  private var received = 0
  /// Whether the content differs from the file already there (or there is none).
  private var differs: Bool
  private var temporary: (file: Int32, url: URL)?
  /// Folders made for the temporary file, deepest last: removed again when nothing is committed.
  private var createdFolders: [String] = []
  private var failure: String?
  private var finished = false
  /// What the file already there holds where the current block of content goes.
  private var block: [UInt8] = []
  private static let blockSize = 1 << 16

  /// Refuses a destination that can never be right (`OutputWriter.validate`) before any content.
  package init(path: String, mode: OutputWriter.Mode, inputs: [String]) throws {
    try OutputWriter.validate(path, inputs: inputs)
    self.path = path
    self.mode = mode
    url = URL(fileURLWithPath: path).standardizedFileURL
    existing = open(url.path, O_RDONLY)
    var status = stat()
    if existing >= 0, fstat(existing, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      existingSize = Int(status.st_size)
    } else if existing >= 0 {
      close(existing)
      existing = -1
    }
    differs = existing < 0
  }

  deinit {
    discard()
  }

  /// Takes the next chunk of the content.
  package func write(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, !finished, chunk.count > 0 else { return }
    if mode == .write {
      if temporary == nil, !startTemporary() { return }
      if let temporary { writeAll(chunk, to: temporary.file) }
    }
    if !differs, !existingHolds(chunk) {
      differs = true
    }
    received += chunk.count
  }

  package func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  /// After the last chunk: whether the file was up to date, stale, or is ready to be committed.
  /// `stamp` is recorded on the file once it holds the content (`OutputStamp`), in `write` mode.
  package func finish(stamp: OutputStamp.Stamp? = nil) throws -> Finished {
    precondition(!finished, "finished twice")
    finished = true
    block = []
    if !differs, received != existingSize { differs = true }
    let hadFile = existing >= 0
    if existing >= 0 { close(existing) }
    existing = -1
    if !differs {
      // Whatever happened to the temporary file (a folder one cannot write in, say): not needed.
      discard()
      if let stamp, mode == .write { OutputStamp.record(stamp, path: url.path) }
      return .unchanged
    }
    switch mode {
    case .check, .dryRun:
      let exists = hadFile || FileManager.default.fileExists(atPath: url.path)
      return .stale(reason: exists ? "\(path) is out of date" : "\(path) does not exist")
    case .write:
      if temporary == nil, failure == nil { _ = startTemporary() }  // empty content
      if let temporary {
        if close(temporary.file) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        self.temporary = (-1, temporary.url)
        if failure == nil, let stamp { OutputStamp.record(stamp, path: temporary.url.path) }
      }
      if let failure {
        discard()
        throw OutputError.writeFailed(path: path, reason: failure)
      }
      return .ready
    }
  }

  /// Renames the temporary file over the output: readers see the old file or the new one.
  package func commit() throws {
    guard let temporary else { return }
    self.temporary = nil
    createdFolders = []
    if rename(temporary.url.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.url.path)
      throw OutputError.writeFailed(path: path, reason: reason)
    }
  }

  /// Removes the temporary file, if any, and the folders made for it: the output stays as it was.
  package func discard() {
    if existing >= 0 {
      close(existing)
      existing = -1
    }
    if let temporary {
      self.temporary = nil
      if temporary.file >= 0 { close(temporary.file) }
      unlink(temporary.url.path)
    }
    for folder in createdFolders.reversed() { rmdir(folder) }
    createdFolders = []
  }

  // MARK: Comparing

  /// Whether the file already there continues with `chunk`, compared a block at a time.
  private func existingHolds(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
    guard received + chunk.count <= existingSize else { return false }
    if block.isEmpty { block = [UInt8](repeating: 0, count: Self.blockSize) }
    var compared = 0
    while compared < chunk.count {
      let length = min(Self.blockSize, chunk.count - compared)
      var filled = 0
      while filled < length {
        let count = block.withUnsafeMutableBytes {
          pread(existing, $0.baseAddress! + filled, length - filled, off_t(received + compared + filled))
        }
        if count > 0 {
          filled += count
        } else if count < 0, errno == EINTR {
          continue
        } else {
          return false
        }
      }
      let same = block.withUnsafeBytes { memcmp($0.baseAddress!, chunk.baseAddress! + compared, length) == 0 }
      guard same else { return false }
      compared += length
    }
    return true
  }

  // MARK: Writing

  /// Creates the temporary file, and the output's missing folders.
  private func startTemporary() -> Bool {
    let folder = url.deletingLastPathComponent().path
    var created: [String] = []
    if let reason = OutputWriter.createFolder(folder, created: &created) {
      failure = reason
      createdFolders = created
      return false
    }
    createdFolders = created
    TemporaryOutputFile.removeAbandoned(of: url)
    let temporaryURL = TemporaryOutputFile.url(for: url)
    let file = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard file >= 0 else {
      failure = "cannot create a file in \(folder): \(String(cString: strerror(errno)))"
      return false
    }
    temporary = (file, temporaryURL)
    return true
  }

  private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to file: Int32) {
    var offset = 0
    while offset < bytes.count, failure == nil {
      let count = writeToFile(file, bytes.baseAddress! + offset, bytes.count - offset)
      if count > 0 {
        offset += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        failure = count < 0 ? String(cString: strerror(errno)) : "nothing could be written"
      }
    }
  }
}

/// write(2), which `StreamedOutputFile.write` hides inside the type.
private func writeToFile(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(file, bytes, count)
}
