import L10nGenCommandLine
import L10nGenCore

let tool = CommandLineTool.l10ngen
let arguments = Array(CommandLine.arguments.dropFirst())
exit(tool.run(arguments, environment: ProcessInfo.processInfo.environment).rawValue)
