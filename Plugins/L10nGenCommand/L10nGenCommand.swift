import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory l10ngen [ARGUMENTS]`: runs l10ngen in the
/// package's folder, for teams that commit the generated code.
///
/// With the package's `l10ngen.json`, it runs that config; any arguments go to l10ngen as they are
/// (`--check`, or `strings …`). Without a config, like the build plugin, it generates each target's
/// development-language tables and String Catalogs with `structured-swift6`, into the target's
/// `Generated/L10n.swift` (`--check`, `--dry-run`, `--quiet` and `--verbose` apply). Such a target
/// applies `L10nGenCatalogs` to have its catalogs compiled, not `L10nGenPlugin`, which would generate
/// the same file again.
@main
struct L10nGenCommand: CommandPlugin {
  static let invocation = "swift package --allow-writing-to-package-directory l10ngen"
  static let zeroConfigFlags: Set<String> = ["--check", "--dry-run", "--quiet", "--verbose"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "l10ngen").path
    let packageDirectory = context.package.directory
    let hasConfig = FileManager.default.fileExists(atPath: packageDirectory.appending("l10ngen.json").string)
    guard !hasConfig, arguments.allSatisfy(Self.zeroConfigFlags.contains) else {
      try run(tool, Self.withRegenerateHint(arguments), in: packageDirectory)
      return
    }
    var generated = 0
    for case let target as SourceModuleTarget in context.package.targets {
      let tables = target.sourceFiles.map(\.path).filter { TargetTables.tableExtensions.contains($0.extension ?? "") }
      let targetTables = TargetTables(tables: tables, packageDirectory: packageDirectory)
      guard !targetTables.files.isEmpty else { continue }
      let output = target.directory.appending("Generated", "L10n.swift")
      // A target whose tables are all translations gets no file (the tool says so).
      try run(tool, targetTables.arguments(output: output) + ["--skip-empty"] + Self.withRegenerateHint(arguments), in: packageDirectory)
      generated += 1
    }
    if generated == 0 {
      Diagnostics.warning("no l10ngen.json, and no target has development-language tables or String Catalogs: nothing to generate")
    }
  }

  /// With `--check`, what its message names as the command that regenerates: this one (for `run` and
  /// `strings`, the commands that check), placed before any `--`, which would make it an input.
  static func withRegenerateHint(_ arguments: [String]) -> [String] {
    let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    guard arguments.contains("--check"), command == nil || command == "run" || command == "strings" else { return arguments }
    let hint = ["--regenerate-hint", ([invocation] + arguments.filter { $0 != "--check" }).joined(separator: " ")]
    guard let end = arguments.firstIndex(of: "--") else { return arguments + hint }
    return Array(arguments[..<end]) + hint + arguments[end...]
  }

  private func run(_ tool: Path, _ arguments: [String], in directory: Path) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.string)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory.string)
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
