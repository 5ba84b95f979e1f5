import L10nGenCore

/// A subcommand: what it accepts and says about itself (one declaration, from which both its argument
/// scanner and its `--help` are made), and what it does with the arguments scanned. What it says
/// about its inputs goes to `diagnostics`, in the `--format` asked for; what it throws, the tool reports there.
package protocol Command {
  static var declaration: CommandDeclaration { get }
  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus
}
