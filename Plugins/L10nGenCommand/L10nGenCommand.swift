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
/// the same file again: a file it would write into a target that applies `L10nGenPlugin`, it refuses
/// to write, naming the target.
@main
struct L10nGenCommand: CommandPlugin {
  static let invocation = "swift package --allow-writing-to-package-directory l10ngen"
  static let zeroConfigFlags: Set<String> = ["--check", "--dry-run", "--quiet", "--verbose"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "l10ngen").url
    let packageDirectory = context.package.directoryURL
    let file = packageDirectory.appendingPathComponent(ConfigFile.name)
    // A config with no `strings` sets only rules: without entries, generation is as with no config.
    let config = FileManager.default.fileExists(atPath: file.path) ? ConfigFile(url: file) : nil
    let generating = Self.targetsApplyingTheBuildPlugin(context.package)
    guard config?.generates != true, arguments.allSatisfy(Self.zeroConfigFlags.contains) else {
      let outputs = Self.outputs(of: arguments, config: config, in: packageDirectory)
      for target in generating {
        if let folder = target.folderURL, let output = outputs.first(where: { $0.hasSuffix(".swift") && Self.path($0, isIn: folder) }) {
          throw L10nGenCommandError.generatedByTheBuildPlugin(targets: [target.name], file: Self.relative(output, to: packageDirectory))
        }
      }
      try run(tool, Self.withRegenerateHint(arguments), in: packageDirectory)
      return
    }
    var generated = 0
    // Targets that apply L10nGenPlugin are passed over; the others are generated.
    var refused = [(target: String, file: String)]()
    for case let target as SourceModuleTarget in context.package.targets {
      guard let folder = target.folderURL else { continue }
      let tables = target.sourceFiles.map(\.url).filter { TargetTables.tableExtensions.contains($0.pathExtension) }
      let targetTables = TargetTables(tables: tables, packageDirectory: packageDirectory, usesRuntimeLibrary: target.dependsOnRuntimeLibrary)
      guard !targetTables.files.isEmpty else { continue }
      let output = folder.appendingPathComponent("Generated").appendingPathComponent(TargetTables.generatedFileName)
      guard !generating.contains(where: { $0.name == target.name }) else {
        refused.append((target.name, Self.relative(output.path, to: packageDirectory)))
        continue
      }
      // A target whose tables are all translations gets no file (the tool says so).
      try run(tool, targetTables.arguments(output: output) + ["--skip-empty"] + Self.withRegenerateHint(arguments), in: packageDirectory)
      generated += 1
    }
    let refusal = L10nGenCommandError.generatedByTheBuildPlugin(
      targets: refused.map(\.target), file: refused.count == 1 ? refused[0].file : "Sources/<target>/Generated/\(TargetTables.generatedFileName)")
    if generated == 0, !refused.isEmpty { throw refusal }
    if !refused.isEmpty { Diagnostics.warning("passed over: \(refusal.description)") }
    if generated == 0 {
      Diagnostics.warning("no l10ngen.json, and no target has development-language tables or String Catalogs: nothing to generate")
    }
  }

  /// The package's targets that apply `L10nGenPlugin`, as its manifests declare them (`Package.swift`
  /// and every `Package@swift-….swift` beside it, one of which SwiftPM reads), from any dependency
  /// that provides a plugin product of that name, whatever its identity (a fork, a vendored copy,
  /// the prebuilt `L10nGenPlugins`).
  static func targetsApplyingTheBuildPlugin(_ package: Package) -> [Target] {
    var providers: Set<String> = ["l10ngen"]
    for dependency in package.dependencies where dependency.package.products.contains(where: { $0.name == "L10nGenPlugin" }) {
      providers.formUnion([dependency.package.id, dependency.package.displayName])
    }
    let directory = package.directoryURL.path
    let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
    var names = Set<String>()
    for manifest in manifests {
      guard let text = try? String(contentsOf: package.directoryURL.appendingPathComponent(manifest), encoding: .utf8) else { continue }
      names.formUnion(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: text))
    }
    return package.targets.filter { names.contains($0.name) }
  }

  /// The files l10ngen writes when given `arguments` in the package's folder: a `strings` command's
  /// `--output`, or the config's outputs when it runs the config (in `--output-directory` when given).
  static func outputs(of arguments: [String], config: ConfigFile?, in directory: URL) -> [String] {
    func values(of option: String) -> [String] {
      var values = [String]()
      for (index, argument) in arguments.enumerated() {
        if argument == "--" { break }
        if argument == option, index + 1 < arguments.count { values.append(arguments[index + 1]) }
        if argument.hasPrefix(option + "=") { values.append(String(argument.dropFirst(option.count + 1))) }
      }
      return values.map { $0 == "-" || $0.hasPrefix("/") ? $0 : directory.appendingPathComponent($0).path }
    }
    let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    switch command {
    case "strings"?:
      return values(of: "--output").filter { $0 != "-" }
    case nil, "run"?:
      // `--config` names another config, which this does not read.
      guard values(of: "--config").isEmpty, let config else { return [] }
      guard let folder = values(of: "--output-directory").last else { return config.outputs }
      return config.outputs.map { folder + "/" + URL(fileURLWithPath: $0).lastPathComponent }
    default:
      return []
    }
  }

  static func path(_ path: String, isIn directory: URL) -> Bool {
    let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let folder = directory.standardizedFileURL.pathComponents
    return file.count > folder.count && Array(file.prefix(folder.count)) == folder
  }

  static func relative(_ path: String, to directory: URL) -> String {
    let prefix = directory.standardizedFileURL.path + "/"
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
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

  /// Runs l10ngen, its output and errors read through one pipe in the order it wrote them. SwiftPM
  /// shows a plugin's own output apart from its diagnostics, in no fixed order: a failure's messages
  /// go into the error that ends the command, so they stand where the error is.
  private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw L10nGenCommandError.failed(status: process.terminationStatus, output: output)
    }
    if !output.isEmpty { print(output, terminator: "") }
  }
}

enum L10nGenCommandError: Error, CustomStringConvertible {
  /// l10ngen's messages, which say why.
  case failed(status: Int32, output: String)
  /// The file would declare the accessors a second time beside those the build plugin generates.
  case generatedByTheBuildPlugin(targets: [String], file: String)

  var description: String {
    switch self {
    case .failed(let status, let output):
      let messages = output.split(whereSeparator: \.isNewline).map { $0.hasPrefix("error: ") ? $0.dropFirst("error: ".count) : $0 }
      return "l10ngen failed (exit status \(status)):" + (messages.isEmpty ? " it printed nothing" : "\n" + messages.joined(separator: "\n"))
    case .generatedByTheBuildPlugin(let targets, let file):
      let names = targets.map { "'\($0)'" }.joined(separator: ", ")
      let which = targets.count == 1 ? "target \(names) applies" : "targets \(names) apply"
      return """
        \(which) L10nGenPlugin, which generates the accessors in every build: writing \(file) too would declare them \
        twice, and the target would not build (SwiftPM: "multiple producers"), so nothing was written there. Either let the \
        build plugin generate and commit nothing (this command is then not needed), or commit the generated code: in \
        Package.swift, apply L10nGenCatalogs to \(names) instead of L10nGenPlugin, and run this command again.
        """
    }
  }
}
