import L10nGenCore

/// A command that cannot do what it was asked, for a reason outside the inputs' text (a file in the
/// way, a file that cannot be read): exit status 1, and nothing written.
package struct CommandError: LocatedError {
  package var message: String
  package var location: SourceLocation? { nil }

  package init(_ message: String) {
    self.message = message
  }
}
