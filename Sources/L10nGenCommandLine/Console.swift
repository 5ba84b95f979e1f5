import L10nGenCore

/// Where the command's words go: results on standard output, diagnostics on standard error.
///
/// One thread writes (the command's). Standard error can be held, for a run that may hand itself
/// over to another executable and must then say nothing of its own.
package enum Console {
  nonisolated(unsafe) private static var held: [String]?

  package static func out(_ text: String, terminator: String = "\n") {
    fputs(text + terminator, stdout)
  }

  /// UTF-8 bytes as they are, such as generated code.
  package static func out(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
  }

  package static func error(_ text: String) {
    if held != nil {
      held?.append(text)
    } else {
      fputs(text + "\n", stderr)
    }
  }

  /// Keeps what `error` is given until `releaseErrors`.
  package static func holdErrors() {
    if held == nil { held = [] }
  }

  /// Forgets what was held, and writes directly from now on.
  package static func dropErrors() {
    held = nil
  }

  /// Writes what was held, and writes directly from now on.
  package static func releaseErrors() {
    let lines = held ?? []
    held = nil
    for line in lines { error(line) }
  }
}
