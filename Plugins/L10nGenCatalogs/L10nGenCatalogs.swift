import Foundation
import PackagePlugin

/// Compiles a target's String Catalogs for SwiftPM, and generates nothing: for packages that commit
/// their generated code (written by the command plugin or `l10ngen`), whose catalogs SwiftPM would
/// otherwise copy unchanged, so that every lookup in them misses. Applying it beside `L10nGenPlugin`
/// is never needed: that one compiles catalogs too. Like it, it checks every table of the target in
/// every locale (`TableCheckPlan`).
@main
struct L10nGenCatalogs: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget, let folder = target.folderURL else { return [] }
    let tool = try context.tool(named: "l10ngen").url
    let tables = target.sourceFiles.map(\.url).filter { TargetTables.tableExtensions.contains($0.pathExtension) }
    var commands = TableCheckPlan.commands(
      targetName: target.name, tables: tables,
      config: ConfigFile(targetDirectory: folder, packageDirectory: context.package.directoryURL),
      manifest: TargetTables(tables: tables, packageDirectory: context.package.directoryURL).manifest, besideGeneration: false,
      workDirectory: context.pluginWorkDirectoryURL, tool: tool)
    if CatalogCompilationPlan.isEnabled(environment: ProcessInfo.processInfo.environment, workDirectory: context.pluginWorkDirectoryURL) {
      commands += CatalogCompilationPlan.commands(
        catalogs: tables.filter { $0.pathExtension == "xcstrings" }, workDirectory: context.pluginWorkDirectoryURL, tool: tool)
    }
    return commands
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nGenCatalogs: XcodeBuildToolPlugin {
  /// Xcode compiles the String Catalogs of project targets itself: only the check.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let directory = context.xcodeProject.directoryURL
    return TableCheckPlan.commands(
      targetName: target.displayName,
      tables: target.inputFiles.map(\.url).filter { TargetTables.tableExtensions.contains($0.pathExtension) },
      config: ConfigFile(targetDirectory: directory, packageDirectory: directory), manifest: nil, besideGeneration: false,
      workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "l10ngen").url)
  }
}
#endif
