import L10nGenCore

/// Where the command's words go: results on standard output, diagnostics on standard error.
package enum Console {
  /// Through the standard library's `print`, which writes to C's buffered `stdout` under its lock.
  package static func out(_ text: String, terminator: String = "\n") {
    print(text, terminator: terminator)
  }

  /// UTF-8 bytes, such as generated code or a report, written as they are: what `print` holds in
  /// C's buffer is flushed first, so they follow it. (Made a `String` for `print`, each chunk of a
  /// large report was read again to check its UTF-8.)
  package static func out(_ bytes: [UInt8]) {
    fflush(nil)
    writeAll(bytes, to: 1)
  }

  /// Written at once, as C's unbuffered `stderr` would: a message is never held back behind output.
  package static func error(_ text: String) {
    error(Array((text + "\n").utf8))
  }

  /// UTF-8 bytes, written at once (the diagnostics of a run).
  package static func error(_ bytes: [UInt8]) {
    writeAll(bytes, to: 2)
  }

  /// All of `bytes` to the file `descriptor`, however many writes it takes; a failed write ends it
  /// (a closed pipe: nobody reads on).
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      written += count
    }
  }
}
