import Foundation
import PackagePlugin

/// Compiles a target's String Catalogs for SwiftPM, and generates nothing: for packages that commit
/// their generated code (written by the command plugin or `l10ngen`), whose catalogs SwiftPM would
/// otherwise copy unchanged, so that every lookup in them misses. Applying it beside `L10nGenPlugin`
/// is never needed: that one compiles catalogs too.
@main
struct L10nGenCatalogs: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget,
      CatalogCompilationPlan.isEnabled(environment: ProcessInfo.processInfo.environment, workDirectory: context.pluginWorkDirectory)
    else { return [] }
    let catalogs = target.sourceFiles.map(\.path).filter { $0.extension == "xcstrings" }
    return CatalogCompilationPlan.commands(catalogs: catalogs, workDirectory: context.pluginWorkDirectory, tool: try context.tool(named: "l10ngen").path)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension L10nGenCatalogs: XcodeBuildToolPlugin {
    /// Xcode compiles the String Catalogs of project targets itself.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] { [] }
  }
#endif
