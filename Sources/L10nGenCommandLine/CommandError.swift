/// A command that cannot do what it was asked, for a reason outside the inputs' text (a file in the
/// way, a file that cannot be read): exit status 1, and nothing written.
package struct CommandError: Error, CustomStringConvertible {
  package var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { "error: \(message)" }
}
