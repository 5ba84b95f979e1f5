import L10nGenCommandLine
import L10nGenCore

let tool = CommandLineTool.l10ngen
let arguments = Array(CommandLine.arguments.dropFirst())
if tool.command(for: arguments).declaration.setsUpShortRunHeap { ShortRunHeap.setUp() }
exit(tool.run(arguments, environment: ProcessInfo.processInfo.environment).rawValue)
