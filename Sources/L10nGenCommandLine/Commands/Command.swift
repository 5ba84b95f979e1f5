/// A subcommand: what it accepts and says about itself (one declaration, from which both its argument
/// scanner and its `--help` are made), and what it does with the arguments scanned.
package protocol Command {
  static var declaration: CommandDeclaration { get }
  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String]) throws -> ExitStatus
}
