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

      With --from swiftgen.yml: converts the config's strings section (input_dir, output_dir, inputs,
      filter, options, outputs with templateName or templatePath, output and params) into the same
      call sites, and warns, at its line, of everything it could not convert.

      An existing config is never overwritten without --force. Then run 'l10ngen'.
      """,
    options: [
      Option.from, Option.config, .developmentLanguage, Option.allTables, Option.force,
    ])

  /// The options of this command, read through these declarations.
  enum Option {
    static let from = OptionDeclaration("--from", "SWIFTGEN_YML", help: "Convert this SwiftGen config instead of looking for tables.")
    static let config = OptionDeclaration("--config", "FILE", help: "The config to write (default: l10ngen.json).")
    static let force = OptionDeclaration("--force", help: "Overwrite an existing config.")
    static let allTables = OptionDeclaration(
      "--all-tables", help: "Take every table found, also those of storyboards and xibs, InfoPlist, and those no code names.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String]) throws -> ExitStatus {
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
      migration.warnings.forEach { Console.error($0.description) }
      text = migration.json
    } else {
      let configDirectory = URL(fileURLWithPath: target).deletingLastPathComponent().path
      // A package's defaultLocalization is its development language, as for the build plugins.
      let language =
        scanned.value(.developmentLanguage)
        ?? (FileManager.default.fileExists(atPath: "Package.swift") ? DevelopmentLanguage.fromManifest("Package.swift").requested : nil)
      let found = try StarterConfig.find(
        in: FileManager.default.currentDirectoryPath, configDirectory: configDirectory, developmentLanguage: language,
        allTables: scanned.isSet(Option.allTables))
      for group in found.groups {
        Console.error("found \(group.inputs.joined(separator: ", ")) → \(group.output)")
      }
      found.notes.forEach { Console.error("note: " + $0) }
      guard !found.groups.isEmpty else { throw CommandError("nothing to generate from; nothing was written") }
      text = found.json
    }
    _ = try OutputWriter.write(text, to: target, mode: .write)
    if let manifest = try? String(contentsOfFile: "Package.swift", encoding: .utf8), manifest.contains("L10nGenPlugin") {
      Console.error(
        "note: this package applies L10nGenPlugin, which then generates from this config too: files it also finds here would "
          + "be declared twice; with committed code, apply L10nGenCatalogs instead (Documentation/Plugins.md, 'Committing the generated code')")
    }
    let shown = StarterConfig.relative(target, to: FileManager.default.currentDirectoryPath)
    Console.error("wrote \(shown); now run 'l10ngen\(shown == ConfigLoader.defaultPath ? "" : " --config " + ShellWord.quoted(shown))'")
    return .success
  }

  private static func readBytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError("cannot read \(path): \(FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")")
    }
    return Array(data)
  }
}
