import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory l10ngen [ARGUMENTS]`: runs l10ngen in the
/// package's folder, for teams that commit the generated code. Without arguments it runs the
/// package's `l10ngen.json`; any arguments go to l10ngen as they are (e.g. `--check`, or `strings …`).
@main
struct L10nGenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "l10ngen").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.string)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("l10ngen exited with status \(process.terminationStatus)")
      throw L10nGenCommandError.failed(status: process.terminationStatus)
    }
  }
}

enum L10nGenCommandError: Error, CustomStringConvertible {
  case failed(status: Int32)

  var description: String {
    switch self {
    case .failed(let status): return "l10ngen failed (exit status \(status)); see its messages above"
    }
  }
}
