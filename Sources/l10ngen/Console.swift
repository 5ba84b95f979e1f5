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

  static func error(_ text: String) {
    fputs(text + "\n", stderr)
  }
}
