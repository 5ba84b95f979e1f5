import L10nGenCommandLine
import L10nGenConfig
import L10nGenCore

// The build plugin's generator: l10ngen's `run` and `strings`, in a process that links the
// generation stages alone (see Package.swift). A run that needs the rest of Foundation goes to l10ngen.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
FoundationHandOff.prepare()
let tool = CommandLineTool(
  name: "l10ngen-generate", summary: "l10ngen's code generation, as the build plugin runs it.",
  commands: [ConfigCommand.self, StringsCommand.self])
var status = tool.run(arguments, environment: environment)
if status != .success, FoundationHandOff.needed {
  status = FoundationHandOff.runL10nGen(arguments, environment: environment)
} else {
  Console.releaseErrors()
}
exit(status.rawValue)
