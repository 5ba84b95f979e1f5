import Foundation
import PackagePlugin

/// The check both build plugins run on every table of a target, in every locale, whenever one changed:
/// `l10ngen lint --build`, whose errors (a syntax error that loses a whole file at run time, a
/// placeholder that reads another type, a plural without `other`) fail the build at their
/// `path:line:column`, and whose warnings stay warnings. The target's `l10ngen.json` (`"build"`) tunes it.
///
/// Its output is a Swift file of one comment line that the tool writes only when nothing fails: the
/// target compiles it, so SwiftPM and Xcode run the check before the target, and again after a failure.
enum TableCheckPlan {
  /// `besideGeneration`: the same build generates from every development-language table, and reports
  /// what their parser finds; the check leaves that out rather than say it twice.
  static func commands(
    targetName: String, tables: [URL], config: ConfigFile?, manifest: URL?, besideGeneration: Bool, workDirectory: URL, tool: URL
  ) -> [Command] {
    guard !tables.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("TableCheck").appendingPathComponent("l10ngen-table-check.swift")
    var arguments = ["lint", "--build", "--format", "xcode", "--stamp", stamp.path]
    if besideGeneration { arguments.append("--beside-generation") }
    if let config { arguments += ["--config", config.url.path] }
    if let manifest { arguments += ["--package-manifest", manifest.path] }
    return [
      .buildCommand(
        displayName: "l10ngen: checking the tables of \(targetName) in every locale", executable: tool,
        arguments: arguments + ["--"] + tables.map(\.path),
        inputFiles: tables + [config?.url, manifest].compactMap { $0 }, outputFiles: [stamp])
    ]
  }
}
