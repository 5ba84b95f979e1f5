import Foundation
import L10nGenKit

/// `l10ngen init`: writes a config for the tables under the current folder, or converts a SwiftGen
/// config, so that a new user goes from nothing to a generated file in two commands.
enum InitCommand: Command {
  static let declaration = CommandDeclaration(
    name: "init",
    summary: "Write an l10ngen.json for the tables here, or from a SwiftGen config.",
    discussion: """
      Without --from: finds the development-language tables under the current folder (each group of
      .lproj folders, and every String Catalog) and writes a config with one entry per group, rendered
      with \(BuiltinTemplate.recommendedName) into Generated/L10n.swift beside it. It takes the tables
      the app's code looks up, and lists what it found and what it left out: tables that hold a
      storyboard's, xib's or intent definition's strings (a file of the same name beside them),
      InfoPlist and AppShortcuts (the system reads them), and, when there is code, tables whose name
      no string of it holds (tableName:, table:). --all-tables takes every table.

      In a package (a Package.swift in the current folder), the tables of a target that applies
      L10nGenPlugin are left out: the plugin generates their accessors in every build and needs no
      config, and a config that generates them too declares them twice. The commands and hooks
      read those targets' tables and accessors with no config. --plugin-targets takes them (for a
      config the plugin runs itself). init --from refuses, for the same reason, a SwiftGen config
      whose output is in such a target's folder, unless given --plugin-targets.

      With --from swiftgen.yml: converts the config's strings section (input_dir, output_dir, inputs,
      filter, options, outputs with templateName or templatePath, output and params) into the same
      call sites, and warns, at its line, of everything it could not convert.

      An existing config is never overwritten without --force. Then run 'l10ngen'.
      """,
    options: [
      Option.from, Option.config, .developmentLanguage, Option.allTables, Option.pluginTargets, Option.force,
    ])

  /// The options of this command, read through these declarations.
  enum Option {
    static let from = OptionDeclaration("--from", "SWIFTGEN_YML", help: "Convert this SwiftGen config instead of looking for tables.")
    static let config = OptionDeclaration("--config", "FILE", help: "The config to write (default: l10ngen.json).")
    static let force = OptionDeclaration("--force", help: "Overwrite an existing config.")
    static let allTables = OptionDeclaration(
      "--all-tables", help: "Take every table found, also those of storyboards and xibs, InfoPlist, and those no code names.")
    static let pluginTargets = OptionDeclaration(
      "--plugin-targets", help: "Also generate for targets that apply L10nGenPlugin, which generates for them in the build.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    guard scanned.positional.isEmpty else { throw UsageError("unexpected argument '\(scanned.positional[0])'", command: name) }
    let source = scanned.value(Option.from)
    // A converted config's paths are relative to the SwiftGen config's folder, as SwiftGen's were: it
    // goes beside it.
    let sourceFolder = source.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
    let target =
      scanned.value(Option.config) ?? sourceFolder.map { ($0 as NSString).appendingPathComponent(ConfigLoader.defaultPath) }
      ?? ConfigLoader.defaultPath
    if let sourceFolder, URL(fileURLWithPath: target).deletingLastPathComponent().standardizedFileURL.path != sourceFolder {
      throw UsageError("the converted config's paths are relative to \(source ?? "")'s folder: write it there (leave out --config)", command: name)
    }
    if FileManager.default.fileExists(atPath: target), !scanned.isSet(Option.force) {
      throw CommandError("\(target) exists; nothing was written (--force replaces it)")
    }
    let text: String
    if let source {
      guard scanned.value(.developmentLanguage) == nil, !scanned.isSet(Option.allTables) else {
        throw UsageError("--development-language and --all-tables are for finding tables; a SwiftGen config names its own", command: name)
      }
      let migration = try SwiftGenConfigConverter.convert(yaml: try readBytes(source), path: source)
      diagnostics.emit(migration.warnings.map(\.diagnostic))
      if !scanned.isSet(Option.pluginTargets), let plugin = BuildPluginTargets(packageDirectory: FileManager.default.currentDirectoryPath) {
        let outputs = try ConfigLoader.parse(data: Data(migration.json.utf8), path: target, environment: environment).strings
          .flatMap(\.outputs).map(\.output)
        if let (output, owner) = outputs.lazy.compactMap({ output in plugin.target(owning: output).map { (output, $0) } }).first {
          throw CommandError(
            "\(StarterConfig.relative(output, to: FileManager.default.currentDirectoryPath)) is in the folder of \(owner.name), which applies "
              + "L10nGenPlugin: the plugin generates its accessors in every build, and a config that generates them too declares them twice; "
              + "nothing was written (--plugin-targets writes it anyway)")
        }
      }
      text = migration.json
    } else {
      let configDirectory = URL(fileURLWithPath: target).deletingLastPathComponent().path
      // A package's defaultLocalization is its development language, as for the build plugins.
      let language =
        scanned.value(.developmentLanguage)
        ?? (FileManager.default.fileExists(atPath: "Package.swift") ? DevelopmentLanguage.fromManifest("Package.swift").requested : nil)
      var found = try StarterConfig.find(
        in: FileManager.default.currentDirectoryPath, configDirectory: configDirectory, developmentLanguage: language,
        allTables: scanned.isSet(Option.allTables))
      var pluginNotes: [String] = []
      if !scanned.isSet(Option.pluginTargets), let plugin = BuildPluginTargets(packageDirectory: FileManager.default.currentDirectoryPath) {
        found.groups.removeAll { group in
          let output = URL(fileURLWithPath: group.output, relativeTo: URL(fileURLWithPath: configDirectory, isDirectory: true)).path
          guard let owner = plugin.target(owning: output) else { return false }
          pluginNotes.append(
            "left out \(group.inputs.joined(separator: ", ")): \(owner.name) applies L10nGenPlugin, which generates its accessors in "
              + "every build with no config (--plugin-targets takes them)")
          return true
        }
      }
      for group in found.groups {
        diagnostics.say("found \(group.inputs.joined(separator: ", ")) → \(group.outputs.joined(separator: ", "))")
      }
      diagnostics.emit((found.notes + pluginNotes).map { Diagnostic(.note, file: nil, $0) })
      guard !found.groups.isEmpty else {
        throw CommandError(
          pluginNotes.isEmpty
            ? "nothing to generate from; nothing was written"
            : "nothing to generate from but the targets L10nGenPlugin generates for, which need no config; nothing was written "
              + "(lint, migrate, format and the hooks read them as they are: Documentation/Hooks.md)")
      }
      text = found.json
    }
    _ = try OutputWriter.write(text, to: target, mode: .write)
    let shown = StarterConfig.relative(target, to: FileManager.default.currentDirectoryPath)
    diagnostics.say("wrote \(shown); now run 'l10ngen\(shown == ConfigLoader.defaultPath ? "" : " --config " + ShellWord.quoted(shown))'")
    return .success
  }

  private static func readBytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError("cannot read \(path): \(FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")")
    }
    return Array(data)
  }
}
