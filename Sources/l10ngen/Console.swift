#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command's words go: results on standard output, diagnostics on standard error.
enum Console {
  static func out(_ text: String, terminator: String = "\n") {
    fputs(text + terminator, stdout)
  }

  /// UTF-8 bytes as they are, such as generated code.
  static func out(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
  }

  static func error(_ text: String) {
    fputs(text + "\n", stderr)
  }
}
