import L10nGenCommandLine
import L10nGenKit

// Every command.
let tool = CommandLineTool(
  name: "l10ngen", summary: "typed Swift accessors for localization tables.",
  commands: [
    ConfigCommand.self, StringsCommand.self, LintCommand.self, InitCommand.self, MigrateCommand.self, FormatCommand.self, CatalogCommand.self,
    TemplatesCommand.self,
  ])
exit(tool.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).rawValue)
