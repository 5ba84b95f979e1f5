import Foundation

/// An output file written as its content arrives, a chunk at a time, so that a large output is
/// never held whole: each chunk is compared with the file already there, and from the first one
/// that differs the content goes to a temporary file beside it (`TemporaryOutputFile`), which only
/// `commit` renames over the output. An output whose content turns out the same keeps its file and
/// its date; one that is never committed (a render that failed, another output of the run that
/// failed) leaves the output as it was.
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
  private var failure: String?
  private var finished = false
  private var block: [UInt8] = []

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
    if !differs, !existingHolds(chunk) {
      differs = true
    }
    received += chunk.count
    guard differs, mode == .write else { return }
    if temporary == nil, !startTemporary(copyingExisting: received - chunk.count) { return }
    if let temporary { writeAll(chunk, to: temporary.file) }
  }

  package func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  /// After the last chunk: whether the file was up to date, stale, or is ready to be committed.
  /// `stamp` is recorded on the file once it holds the content (`OutputStamp`), in `write` mode.
  package func finish(stamp: OutputStamp.Stamp? = nil) throws -> Finished {
    precondition(!finished, "finished twice")
    finished = true
    if !differs, received != existingSize { differs = true }
    let hadFile = existing >= 0
    defer {
      if existing >= 0 { close(existing) }
      existing = -1
    }
    if !differs {
      if let stamp, mode == .write { OutputStamp.record(stamp, path: url.path) }
      return .unchanged
    }
    switch mode {
    case .check, .dryRun:
      let exists = hadFile || FileManager.default.fileExists(atPath: url.path)
      return .stale(reason: exists ? "\(path) is out of date" : "\(path) does not exist")
    case .write:
      // Content that is a beginning of the file already there: copied from it now.
      if failure == nil, temporary == nil { _ = startTemporary(copyingExisting: received) }
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
    if rename(temporary.url.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.url.path)
      throw OutputError.writeFailed(path: path, reason: reason)
    }
  }

  /// Removes the temporary file, if any: the output stays as it was.
  package func discard() {
    if existing >= 0 {
      close(existing)
      existing = -1
    }
    guard let temporary else { return }
    self.temporary = nil
    if temporary.file >= 0 { close(temporary.file) }
    unlink(temporary.url.path)
  }

  // MARK: Comparing

  /// Whether the file already there continues with `chunk`, read a block at a time.
  private func existingHolds(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
    guard received + chunk.count <= existingSize else { return false }
    if block.count < chunk.count { block = [UInt8](repeating: 0, count: chunk.count) }
    var offset = 0
    while offset < chunk.count {
      let count = block.withUnsafeMutableBytes { pread(existing, $0.baseAddress! + offset, chunk.count - offset, off_t(received + offset)) }
      guard count > 0 else { return false }
      offset += count
    }
    return block.withUnsafeBytes { memcmp($0.baseAddress!, chunk.baseAddress!, chunk.count) == 0 }
  }

  // MARK: Writing

  /// Creates the temporary file (and the output's missing folders), holding the first `prefix`
  /// bytes of the file already there, which the content has repeated so far.
  private func startTemporary(copyingExisting prefix: Int) -> Bool {
    if let reason = OutputWriter.createFolder(url.deletingLastPathComponent().path) {
      failure = reason
      return false
    }
    TemporaryOutputFile.removeAbandoned(of: url)
    let temporaryURL = TemporaryOutputFile.url(for: url)
    let file = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard file >= 0 else {
      failure = "cannot create a file in \(url.deletingLastPathComponent().path): \(String(cString: strerror(errno)))"
      return false
    }
    temporary = (file, temporaryURL)
    var copied = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while copied < prefix, failure == nil {
      let count = buffer.withUnsafeMutableBytes { pread(existing, $0.baseAddress!, min($0.count, prefix - copied), off_t(copied)) }
      guard count > 0 else {
        failure = "the file changed while it was compared"
        break
      }
      buffer.withUnsafeBufferPointer { writeAll(UnsafeBufferPointer(rebasing: $0[..<count]), to: file) }
      copied += count
    }
    return failure == nil
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
        failure = String(cString: strerror(errno))
      }
    }
  }
}

/// write(2), which `StreamedOutputFile.write` hides inside the type.
private func writeToFile(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(file, bytes, count)
}
