import L10nGenCore

/// Where the command's words go: results on standard output, diagnostics on standard error.
package enum Console {
  package static func out(_ text: String, terminator: String = "\n") {
    fputs(text + terminator, stdout)
  }

  /// UTF-8 bytes as they are, such as generated code.
  package static func out(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
  }

  package static func error(_ text: String) {
    fputs(text + "\n", stderr)
  }
}
