import Foundation
import L10nGenKit

/// Dispatches to a command and turns what it throws into a message and an exit status:
/// usage problems exit 2, problems in the inputs exit 1, never a crash.
let commands: [Command.Type] = [
  ConfigCommand.self, StringsCommand.self, LintCommand.self, InitCommand.self, CatalogCommand.self, TemplatesCommand.self,
]

let overview = """
  l10ngen \(L10nGenVersion.current) — typed Swift accessors for localization tables.

  USAGE: l10ngen [--config FILE] [--check] [--dry-run]
         l10ngen <command> [options]

  COMMANDS:
  \(commands.map { "  " + $0.declaration.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.declaration.summary }.joined(separator: "\n"))

  OPTIONS:
    --version     Print the version.
    -h, --help    Show this help; 'l10ngen <command> --help' shows a command's.
  """

func main(_ arguments: [String]) -> ExitStatus {
  FoundationPropertyLists.install()
  let environment = ProcessInfo.processInfo.environment
  var arguments = arguments
  var command: Command.Type = ConfigCommand.self
  if let first = arguments.first {
    if first == "--version" { Console.out(L10nGenVersion.current); return .success }
    if first == "-h" || first == "--help" || first == "help" {
      if arguments.count > 1 {
        guard let named = commands.first(where: { $0.declaration.name == arguments[1] }) else {
          Console.error(UsageError("no command named '\(arguments[1])'\(Suggestion.phrase(for: arguments[1], among: commands.map { $0.declaration.name }))").description)
          return .usage
        }
        Console.out(named.declaration.help)
      } else {
        Console.out(overview)
      }
      return .success
    }
    if let named = commands.first(where: { $0.declaration.name == first }) {
      command = named
      arguments.removeFirst()
    }
  }
  if arguments.contains("-h") || arguments.contains("--help") {
    Console.out(command.declaration.help)
    return .success
  }
  do {
    return try command.run(try command.declaration.scanner.scan(arguments), environment: environment)
  } catch let error as UsageError {
    Console.error(error.description)
    return .usage
  } catch let error as GenerationError where error.isUsage {
    Console.error(error.description)
    return .usage
  } catch let error as CustomStringConvertible {
    Console.error(error.description)
    return .failure
  } catch {
    Console.error("error: \(error)")
    return .failure
  }
}

exit(main(Array(CommandLine.arguments.dropFirst())).rawValue)
