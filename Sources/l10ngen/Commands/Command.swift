/// A subcommand: its name, its help for people, and what it does with its arguments.
protocol Command {
  static var name: String { get }
  static var summary: String { get }
  static var help: String { get }
  static func run(_ arguments: [String], environment: [String: String]) throws -> ExitStatus
}
