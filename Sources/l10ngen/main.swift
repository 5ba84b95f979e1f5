import L10nGenCommandLine
import L10nGenCore

exit(CommandLineTool.l10ngen.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).rawValue)
