/// A command that cannot do what it was asked, for a reason outside the inputs' text (a file in the
/// way, a file that cannot be read): exit status 1, and nothing written.
struct CommandError: Error, CustomStringConvertible {
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { "error: \(message)" }
}
