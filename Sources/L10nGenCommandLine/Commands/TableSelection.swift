import Foundation
import L10nGenKit

/// The tables a command that reads every locale works on (`lint`, `format`): the INPUTs named (files,
/// `.lproj` folders, folders searched recursively as `ProjectSearch` searches), else the tables a config's entries name, else
/// the tables found under the current folder (listed on standard error); each in every locale
/// beside it.
enum TableSelection {
  static func groups(
    _ scanned: ArgumentScanner.Scanned, command: String, configuration: Configuration?, configPath: String?, verb: String,
    diagnostics: DiagnosticEmitter
  ) throws -> [TableGroup] {
    let entries = configuration?.strings.filter { !$0.inputs.isEmpty } ?? []
    if !scanned.positional.isEmpty {
      // A folder stands for the tables below it, passing over what the project search passes over
      // (hidden folders such as .build, build products, dependencies, bundles): their tables are not
      // the project's own.
      var inputs: [String] = []
      for path in scanned.positional {
        inputs +=
          PathText.isFolder(path) && PathText.pathExtension(path).lowercased() != "lproj"
          ? try ProjectSearch.files(under: path) { TableFormat(pathExtension: PathText.pathExtension($0)) != nil } : [path]
      }
      let groups = inputs.isEmpty ? [] : try TableDiscovery.groups(inputs: inputs, language: DevelopmentLanguage.from(scanned))
      guard !groups.isEmpty else {
        throw CommandError(
          "no localization table in \(scanned.positional.joined(separator: ", ")): looked for \(TableFormat.listed()) files "
            + "in the folders and below them")
      }
      return groups
    }
    if !entries.isEmpty {
      // Each entry's tables as generation reads them: its inputs, through its filter.
      var groups: [TableGroup] = []
      for entry in entries {
        let found = try TableDiscovery.groups(
          inputs: entry.inputs, filter: entry.filter, language: DevelopmentLanguage.from(scanned), inputsNameDevelopmentTables: true)
        groups += found.filter { group in !groups.contains(group) }
      }
      return groups
    }
    return try searchedGroups(scanned, command: command, configPath: configPath, verb: verb, diagnostics: diagnostics)
  }

  /// The tables under the current folder, for a run with no INPUT and no config that names tables:
  /// listed on standard error. The development language is the package's `defaultLocalization` when
  /// a `Package.swift` is here, as for the build plugins.
  private static func searchedGroups(
    _ scanned: ArgumentScanner.Scanned, command: String, configPath: String?, verb: String, diagnostics: DiagnosticEmitter
  ) throws -> [TableGroup] {
    let found = try ProjectSearch.tables(under: ".")
    let why = configPath.map { "\($0) names no tables" } ?? "no \(ConfigLoader.defaultPath) here"
    guard !found.isEmpty else {
      throw CommandError(
        "\(why), and no localization table under this folder: looked for .strings and .stringsdict "
          + "files in .lproj folders and .xcstrings String Catalogs, passing over \(ProjectSearch.skippedDescription); "
          + "name the tables (l10ngen \(command) PATH...)")
    }
    var language = DevelopmentLanguage.from(scanned)
    if language.requested == nil, FileManager.default.fileExists(atPath: "Package.swift") { language = .fromManifest("Package.swift") }
    let groups = try TableDiscovery.groups(inputs: found, language: language)
    diagnostics.say("\(why): \(verb) the tables found under this folder")
    for group in groups { diagnostics.say("  " + describe(group)) }
    return groups
  }

  /// `Sources/App/Resources/*.lproj/Localizable (en, de)`, or a catalog's or a lone file's path.
  private static func describe(_ group: TableGroup) -> String {
    guard case .lproj(let directory) = group.kind else { return group.locales.first?.files.first?.path ?? group.name }
    let locales = group.locales.filter { !$0.files.isEmpty }.compactMap(\.locale)
    let folder = directory == "." ? "" : directory + "/"
    return "\(folder)*.lproj/\(group.name) (\(locales.joined(separator: ", ")))"
  }
}
