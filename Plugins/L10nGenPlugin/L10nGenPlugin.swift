import Foundation
import PackagePlugin

/// Generates `L10n.swift` for a target from its localization tables, on every build that changed one.
///
/// Generation runs `l10ngen-generate`: l10ngen's `run` and `strings` in an executable that links the
/// generation stages alone, which never maps the whole of Foundation where the platform splits it.
///
/// Zero configuration: the development language's `.strings`/`.stringsdict` tables (the package's
/// `defaultLocalization`, else `en`, as the tool decides) and every `.xcstrings`, rendered with `structured-swift6`.
/// An `l10ngen.json` in the target's folder (or the package's) chooses templates, params and inputs
/// instead; its outputs are written into the plugin's work directory under their file names.
///
/// Where Xcode's build system is not building (SwiftPM on Linux and macOS), it also compiles every
/// `.xcstrings` into `.strings`/`.stringsdict` tables that SwiftPM bundles (`CatalogCompilationPlan`).
/// A package that commits its generated code uses `L10nGenCatalogs` instead, which does only that.
@main
struct L10nGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tables = target.sourceFiles.map(\.path).filter { TargetTables.tableExtensions.contains($0.extension ?? "") }
    let plan = try GenerationPlan(
      targetName: target.name, targetDirectory: target.directory, packageDirectory: context.package.directory,
      tables: tables, workDirectory: context.pluginWorkDirectory)
    let l10ngen = try context.tool(named: "l10ngen").path
    var commands = plan.commands(generator: try context.tool(named: "l10ngen-generate").path, l10ngen: l10ngen)
    if CatalogCompilationPlan.isEnabled(environment: ProcessInfo.processInfo.environment, workDirectory: context.pluginWorkDirectory) {
      commands += CatalogCompilationPlan.commands(
        catalogs: tables.filter { $0.extension == "xcstrings" }, workDirectory: context.pluginWorkDirectory, tool: l10ngen)
    }
    return commands
  }
}

/// What to run for one target, the same for SwiftPM and Xcode targets.
struct GenerationPlan {
  static let configName = "l10ngen.json"

  let targetName: String
  let arguments: [String]
  let inputFiles: [Path]
  let outputFiles: [Path]

  init(targetName: String, targetDirectory: Path, packageDirectory: Path, tables: [Path], workDirectory: Path) throws {
    self.targetName = targetName
    let configs = [targetDirectory.appending(Self.configName), packageDirectory.appending(Self.configName)]
    if let config = configs.first(where: { FileManager.default.fileExists(atPath: $0.string) }) {
      let outputDirectory = workDirectory.appending("Generated")
      arguments = ["--config", config.string, "--output-directory", outputDirectory.string, "--quiet"]
      inputFiles = [config] + tables
      outputFiles = try Self.outputNames(config: config).map { outputDirectory.appending($0) }
    } else {
      let targetTables = TargetTables(tables: tables, packageDirectory: packageDirectory)
      let output = workDirectory.appending("L10n.swift")
      // Builds stay quiet: no summary line.
      arguments = targetTables.arguments(output: output) + ["--quiet"]
      inputFiles = targetTables.files + (targetTables.manifest.map { [$0] } ?? [])
      outputFiles = targetTables.files.isEmpty ? [] : [output]
    }
  }

  /// `generator` runs; what needs Foundation (a binary property list, a regular expression) it hands
  /// to `l10ngen`, at the path the environment gives it.
  func commands(generator: Path, l10ngen: Path) -> [Command] {
    guard !outputFiles.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "l10ngen: generating localized string accessors for \(targetName)",
        executable: generator, arguments: arguments, environment: ["L10NGEN_FOUNDATION_TOOL": l10ngen.string],
        inputFiles: inputFiles, outputFiles: outputFiles)
    ]
  }

  /// The file names of a config's outputs: SwiftPM must know a command's outputs before it runs.
  static func outputNames(config: Path) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: config.string))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
    let jobs = root["strings"] as? [[String: Any]] ?? []
    return jobs.flatMap { job -> [String] in
      let outputs = (job["outputs"] as? [[String: Any]]) ?? (job["outputs"] as? [String: Any]).map { [$0] } ?? []
      return outputs.compactMap { ($0["output"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension L10nGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let tables = target.inputFiles.map(\.path).filter { TargetTables.tableExtensions.contains($0.extension ?? "") }
      let plan = try GenerationPlan(
        targetName: target.displayName, targetDirectory: context.xcodeProject.directory,
        packageDirectory: context.xcodeProject.directory, tables: tables, workDirectory: context.pluginWorkDirectory)
      // Xcode compiles String Catalogs of project targets itself: no CatalogCompilationPlan here.
      return plan.commands(
        generator: try context.tool(named: "l10ngen-generate").path, l10ngen: try context.tool(named: "l10ngen").path)
    }
  }
#endif
