import Foundation
import PackagePlugin

/// Generates `L10n.swift` for a target from its localization tables, on every build that changed one.
///
/// Zero configuration: the development language's `.strings`/`.stringsdict` tables (the package's
/// `defaultLocalization`, else `en`, as the tool decides) and every `.xcstrings`, rendered with `structured-swift6`;
/// the run time those accessors use in `L10nRuntime.swift` beside it, written once by its own
/// command, so that a changed table recompiles the accessors and not the run time (unless the target
/// takes the run time from the `L10nGenRuntime` library).
/// An `l10ngen.json` in the target's folder (or the package's) with `strings` entries chooses
/// templates, params and inputs instead; its outputs are written into the plugin's work directory
/// under their file names.
///
/// Every table of the target, in every locale, is checked too (`TableCheckPlan`).
///
/// Where Xcode's build system is not building (SwiftPM on Linux and macOS), it also compiles every
/// `.xcstrings` into `.strings`/`.stringsdict` tables that SwiftPM bundles (`CatalogCompilationPlan`).
/// A package that commits its generated code uses `L10nGenCatalogs` instead, which does only that.
@main
struct L10nGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget, let folder = target.folderURL else { return [] }
    let tables = target.sourceFiles.map(\.url).filter { TargetTables.tableExtensions.contains($0.pathExtension) }
    let targetTables = TargetTables(
      tables: tables, packageDirectory: context.package.directoryURL, usesRuntimeLibrary: target.dependsOnRuntimeLibrary)
    let config = ConfigFile(targetDirectory: folder, packageDirectory: context.package.directoryURL)
    let plan = GenerationPlan(
      targetName: target.name, tables: targetTables, config: config, workDirectory: context.pluginWorkDirectoryURL)
    let l10ngen = try context.tool(named: "l10ngen").url
    var commands = plan.commands(tool: l10ngen)
    commands += TableCheckPlan.commands(
      targetName: target.name, tables: tables, config: config, manifest: targetTables.manifest,
      besideGeneration: plan.readsEveryDevelopmentTable, workDirectory: context.pluginWorkDirectoryURL, tool: l10ngen)
    if CatalogCompilationPlan.isEnabled(environment: ProcessInfo.processInfo.environment, workDirectory: context.pluginWorkDirectoryURL) {
      commands += CatalogCompilationPlan.commands(
        catalogs: tables.filter { $0.pathExtension == "xcstrings" }, workDirectory: context.pluginWorkDirectoryURL, tool: l10ngen)
    }
    return commands
  }
}

/// What to run for one target, the same for SwiftPM and Xcode targets.
struct GenerationPlan {
  let targetName: String
  let arguments: [String]
  let inputFiles: [URL]
  let outputFiles: [URL]
  /// The file of the run time the generated file uses, when it is written beside it (`l10ngen runtime`).
  let runtimeFile: URL?
  /// Whether it generates from every development-language table of the target (a config's entries
  /// may name only some).
  let readsEveryDevelopmentTable: Bool

  init(targetName: String, tables: TargetTables, config: ConfigFile?, workDirectory: URL) {
    self.targetName = targetName
    readsEveryDevelopmentTable = !(config?.generates ?? false) && !tables.files.isEmpty
    if let config, config.generates {
      let outputDirectory = workDirectory.appendingPathComponent("Generated")
      arguments = ["--config", config.url.path, "--output-directory", outputDirectory.path, "--quiet", "--format", "xcode"]
      inputFiles = [config.url] + tables.files
      outputFiles = config.outputs.map { outputDirectory.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent) }
      runtimeFile = nil
    } else {
      let output = workDirectory.appendingPathComponent(TargetTables.generatedFileName)
      // Builds stay quiet: no summary line. Warnings come as the check's do, each with its rule or kind.
      arguments = tables.arguments(output: output, runtimeBeside: true) + ["--quiet", "--format", "xcode"]
      inputFiles = tables.files + [tables.manifest, config?.url].compactMap { $0 }
      outputFiles = tables.files.isEmpty ? [] : [output]
      runtimeFile = tables.files.isEmpty || tables.usesRuntimeLibrary ? nil : workDirectory.appendingPathComponent(TargetTables.runtimeFileName)
    }
  }

  /// `l10ngen` at `tool` generates. The run time's command reads no table, only the tool: it runs
  /// when its file is missing or the tool changed, and a changed table leaves the file, and so its
  /// compilation, as it was.
  func commands(tool: URL) -> [Command] {
    guard !outputFiles.isEmpty else { return [] }
    let runtime = runtimeFile.map { file -> Command in
      .buildCommand(
        displayName: "l10ngen: writing the localization run time for \(targetName)",
        executable: tool, arguments: ["runtime", "--output", file.path, "--quiet", "--format", "xcode"],
        inputFiles: [tool], outputFiles: [file])
    }
    return [
      .buildCommand(
        displayName: "l10ngen: generating localized string accessors for \(targetName)",
        executable: tool, arguments: arguments,
        inputFiles: inputFiles, outputFiles: outputFiles)
    ] + (runtime.map { [$0] } ?? [])
  }

}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nGenPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let tables = target.inputFiles.map(\.url).filter { TargetTables.tableExtensions.contains($0.pathExtension) }
    let directory = context.xcodeProject.directoryURL
    let config = ConfigFile(targetDirectory: directory, packageDirectory: directory)
    let plan = GenerationPlan(
      targetName: target.displayName, tables: TargetTables(tables: tables, packageDirectory: directory), config: config,
      workDirectory: context.pluginWorkDirectoryURL)
    let l10ngen = try context.tool(named: "l10ngen").url
    // Xcode compiles String Catalogs of project targets itself: no CatalogCompilationPlan here.
    return plan.commands(tool: l10ngen)
      + TableCheckPlan.commands(
        targetName: target.displayName, tables: tables, config: config, manifest: nil,
        besideGeneration: plan.readsEveryDevelopmentTable, workDirectory: context.pluginWorkDirectoryURL, tool: l10ngen)
  }
}
#endif
