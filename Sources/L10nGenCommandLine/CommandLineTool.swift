import L10nGenConfig
import L10nGenCore
import L10nGenGeneration

/// An executable's commands and how it is told what to do: dispatches to a command and turns what
/// it throws into a message and an exit status (usage problems exit 2, problems in the inputs 1),
/// never a crash.
package struct CommandLineTool {
  /// The executable's name, as people type it.
  package let name: String
  /// One line on what it is, the overview's first.
  package let summary: String
  /// The first runs when no command is named (`run`: every job of a config).
  package let commands: [Command.Type]

  package init(name: String, summary: String, commands: [Command.Type]) {
    self.name = name
    self.summary = summary
    self.commands = commands
  }

  package var overview: String {
    """
    \(name) \(L10nGenVersion.current) — \(summary)

    USAGE: \(name) [--config FILE] [--check] [--dry-run] [--format FORMAT]
           \(name) <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.declaration.name.padded(to: 11) + $0.declaration.summary }.joined(separator: "\n"))

    OPTIONS:
      --format FORMAT
                    How errors, warnings and notes are written, for every command:
                    text, xcode, github or json.
      --version     Print the version.
      -h, --help    Show this help; '\(name) <command> --help' shows a command's.
    """
  }

  /// The command `arguments` name: the first word when it is a command's name, else the default.
  package func command(for arguments: [String]) -> Command.Type {
    guard let first = arguments.first, let named = commands.first(where: { $0.declaration.name == first }) else { return commands[0] }
    return named
  }

  package func run(_ arguments: [String], environment: [String: String]) -> ExitStatus {
    var arguments = arguments
    let command = command(for: arguments)
    if let first = arguments.first {
      if first == "--version" {
        Console.out(L10nGenVersion.current)
        return .success
      }
      if first == "-h" || first == "--help" || first == "help" {
        if arguments.count > 1 {
          guard let named = commands.first(where: { $0.declaration.name == arguments[1] }) else {
            Console.error(UsageError("no command named '\(arguments[1])'\(Suggestion.phrase(for: arguments[1], among: names))").description)
            return .usage
          }
          Console.out(named.declaration.help(tool: name))
        } else {
          Console.out(overview)
        }
        return .success
      }
      if first == command.declaration.name { arguments.removeFirst() }
    }
    if arguments.contains("-h") || arguments.contains("--help") {
      Console.out(command.declaration.help(tool: name))
      return .success
    }
    // The format is read before the arguments are scanned, so that a usage error is in it too.
    let requested = Self.requestedFormat(arguments)
    let diagnostics = DiagnosticEmitter(format: requested, writer: Self.standardError(for: requested))
    defer { diagnostics.finish() }
    do {
      let scanned = try command.declaration.scanner.scan(arguments)
      _ = try scanned.choice(.format, of: DiagnosticFormat.self, command: command.declaration.name)  // an unknown one is a usage error
      // The default command takes no words: a word there is most likely a command misspelt.
      if ObjectIdentifier(command) == ObjectIdentifier(commands[0]), let word = scanned.positional.first {
        throw UsageError(
          "unexpected argument '\(word)'\(Suggestion.phrase(for: word, among: names)) (commands: \(names.joined(separator: ", ")))")
      }
      return try command.run(scanned, environment: environment, diagnostics: diagnostics)
    } catch let error as UsageError {
      diagnostics.emit(error.diagnostic)
      return .usage
    } catch let error as GenerationError where error.isUsage {
      diagnostics.emit(error.diagnostic)
      return .usage
    } catch let error as any LocatedError {
      diagnostics.emit(error.diagnostic)
      return .failure
    } catch let error as ErrorList {
      diagnostics.emit(error.errors.map(\.diagnostic))
      return .failure
    } catch let error as CustomStringConvertible {
      diagnostics.emit(Diagnostic(.error, file: nil, Self.withoutSeverity(error.description)))
      return .failure
    } catch {
      diagnostics.emit(Diagnostic(.error, file: nil, "\(error)"))
      return .failure
    }
  }

  /// The last `--format FORMAT` (or `--format=FORMAT`) before `--`, as the scanner reads it; text when
  /// none is given or its value is none of the formats.
  static func requestedFormat(_ arguments: [String]) -> DiagnosticFormat {
    var format = DiagnosticFormat.text
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      if argument == OptionDeclaration.format.name, index + 1 < arguments.count {
        format = DiagnosticFormat(rawValue: arguments[index + 1]) ?? format
        index += 1
      } else if argument.hasPrefix(OptionDeclaration.format.name + "=") {
        format = DiagnosticFormat(rawValue: String(argument.dropFirst(OptionDeclaration.format.name.count + 1))) ?? format
      }
      index += 1
    }
    return format
  }

  /// Standard error: each line written as it comes, for people and for the tools that read lines;
  /// JSON, one document read when the run ends, in chunks.
  private static func standardError(for format: DiagnosticFormat) -> ChunkedWriter {
    ChunkedWriter(chunkSize: format == .json ? 1 << 16 : 1) { Console.error($0) }
  }

  /// A message that says `error:` itself, without it.
  private static func withoutSeverity(_ text: String) -> String {
    text.hasPrefix("error: ") ? String(text.dropFirst("error: ".count)) : text
  }

  private var names: [String] { commands.map { $0.declaration.name } }
}

extension CommandLineTool {
  /// `l10ngen`, every command; what the build plugins run.
  package static var l10ngen: CommandLineTool {
    CommandLineTool(
      name: "l10ngen", summary: "typed Swift accessors for localization tables.",
      commands: [
        ConfigCommand.self, StringsCommand.self, LintCommand.self, InitCommand.self, MigrateCommand.self, FormatCommand.self, SyncCommand.self,
        CatalogCommand.self, RuntimeCommand.self,
        TemplatesCommand.self,
      ])
  }
}
