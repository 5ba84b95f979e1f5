import L10nGenCore

/// A command line that cannot be understood; exit status 2, with a hint at what to type instead.
package struct UsageError: Error, CustomStringConvertible {
  package var message: String
  /// The command whose help to point at, e.g. `strings`.
  package var command: String?

  package init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  package var description: String { diagnostic.description }

  /// The error, with where to read how the command is used.
  package var diagnostic: Diagnostic {
    let help = command.map { "l10ngen \($0) --help" } ?? "l10ngen --help"
    return Diagnostic(.error, file: nil, message, notes: ["See '\(help)'."])
  }
}
