import Foundation
import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables

/// The config `l10ngen init` writes for a folder: one entry per module's tables found under it (its
/// development language's `.lproj` folder and its String Catalogs), each rendered with the recommended
/// template into `Generated/L10n.swift` beside them.
public struct StarterConfig: Equatable, Sendable {
  /// One entry: its inputs and output, relative to the config's folder.
  public struct Group: Equatable, Sendable {
    public var inputs: [String]
    public var output: String
    /// The `LocalizedStringResource` members of `resource-symbols`, where the module's code passes
    /// SwiftUI literal keys (which `migrate` rewrites into them, with `migrateSwiftUI`).
    public var resourceOutput: String?
    /// The Objective-C accessors (`objc-h`, `objc-m`), where the module's Objective-C code looks
    /// strings up.
    public var objectiveCOutputs: (header: String, implementation: String)?

    /// Every file it generates.
    public var outputs: [String] { [output] + [resourceOutput].compactMap { $0 } + (objectiveCOutputs.map { [$0.header, $0.implementation] } ?? []) }

    public static func == (lhs: Group, rhs: Group) -> Bool {
      lhs.inputs == rhs.inputs && lhs.outputs == rhs.outputs
    }
  }

  public var groups: [Group]
  /// What was passed over, and why (a group of `.lproj` folders with no clear development language).
  public var notes: [String]

  /// The config's text.
  public var json: String {
    func output(_ template: String, _ path: String) -> LocatedJSON {
      value(.object([member("template", value(.string(template))), member("output", value(.string(path)))]))
    }
    let entries = groups.map { group -> LocatedJSON in
      var outputs = [output(BuiltinTemplate.recommendedName, group.output)]
      if let resources = group.resourceOutput { outputs.append(output("resource-symbols", resources)) }
      if let objectiveC = group.objectiveCOutputs {
        outputs += [output("objc-h", objectiveC.header), output("objc-m", objectiveC.implementation)]
      }
      return value(
        .object([member("inputs", value(.array(group.inputs.map { value(.string($0)) }))), member("outputs", value(.array(outputs)))]))
    }
    var members = [member("strings", value(.array(entries)))]
    // The SwiftUI literal keys become the members generated for them.
    if groups.contains(where: { $0.resourceOutput != nil }) {
      members.append(member("code", value(.object([member("migrateSwiftUI", value(.bool(true)))]))))
    }
    return ConfigJSONWriter.text(of: .object(members))
  }

  /// Searches `root` (`ProjectSearch`); paths in the result are relative to `configDirectory`.
  /// `developmentLanguage` names the `.lproj` to read (default `en`, else `Base`, else the only one).
  /// Unless `allTables`, only the tables the app's code looks up are taken (`CodeTables`): not those
  /// of a storyboard or xib, nor those the system reads, nor, when there is code, those it never names.
  public static func find(in root: String, configDirectory: String, developmentLanguage: String?, allTables: Bool = false) throws -> StarterConfig {
    // Folder → the .lproj folders with tables in it, and its String Catalogs.
    var lprojs: [String: Set<String>] = [:]
    var tableNames: [String: Set<String>] = [:]
    var catalogs: [String: [String]] = [:]
    for path in try ProjectSearch.tables(under: root) {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      let folder = url.deletingLastPathComponent()
      let inLproj = folder.pathExtension == "lproj"
      switch TableFormat(pathExtension: url.pathExtension)?.placement {
      case .languageFolder? where inLproj:
        lprojs[folder.deletingLastPathComponent().path, default: []].insert(folder.lastPathComponent)
        tableNames[folder.deletingLastPathComponent().path, default: []].insert(CodeTables.tableName(of: url.lastPathComponent))
      case .everyLanguage? where !inLproj:
        catalogs[folder.path, default: []].append(url.path)
      default:
        break
      }
    }
    var notes: [String] = []
    let tables = allTables ? nil : try CodeTables(root: root)
    // Tables in a folder below another's belong to the same module: one entry, one generated file.
    var modules: [String: (inputs: [String], folder: String)] = [:]
    for folder in Set(lprojs.keys).union(catalogs.keys).sorted() {
      var inputs: [String] = []
      // `.lproj` folders whose every table the frameworks or the system read (a storyboard's
      // translations beside its `Base.lproj`) are no module's tables: one note for them all.
      if let tables, let names = tableNames[folder], lprojs[folder] != nil,
        let reasons = Optional(names.sorted().map { tables.reasonToLeaveOut(table: $0, group: folder, codeChecked: false) }),
        reasons.allSatisfy({ $0 != nil })
      {
        notes.append(
          "left out \(relative(folder, to: configDirectory))/*.lproj: \(reasons.compactMap { $0 }.joined(separator: "; ")) (--all-tables keeps them)")
        lprojs[folder] = nil
      }
      if let names = lprojs[folder] {
        let locales = names.sorted().map { String($0.dropLast(".lproj".count)) }
        if let chosen = DevelopmentLanguage(requested: developmentLanguage).proposal(among: locales).map({ "\($0).lproj" }) {
          let lproj = (folder as NSString).appendingPathComponent(chosen)
          if let tables {
            let (kept, left) = try tables.choose(in: lproj, group: folder)
            for (file, reason) in left { notes.append("left out \(relative(file, to: configDirectory)): \(reason) (--all-tables keeps it)") }
            inputs += left.isEmpty ? [lproj] : kept
          } else {
            inputs.append(lproj)
          }
          if developmentLanguage == nil, !["en.lproj", "Base.lproj"].contains(chosen) {
            notes.append("\(relative(folder, to: configDirectory)): took \(chosen), the only .lproj there; --development-language chooses another")
          }
        } else {
          notes.append(
            "skipped \(relative(folder, to: configDirectory)): no \(developmentLanguage.map { "\($0).lproj" } ?? "en.lproj or Base.lproj") among "
              + "\(names.sorted().joined(separator: ", ")); say which with --development-language")
        }
      }
      for catalog in (catalogs[folder] ?? []).sorted() {
        if let reason = tables?.reasonToLeaveOut(table: CodeTables.tableName(of: catalog), group: folder) {
          notes.append("left out \(relative(catalog, to: configDirectory)): \(reason) (--all-tables keeps it)")
        } else {
          inputs.append(catalog)
        }
      }
      guard !inputs.isEmpty else { continue }
      if let owner = modules.keys.first(where: { folder.hasPrefix($0 + "/") }) {
        modules[owner]?.inputs += inputs
      } else {
        modules[folder] = (inputs, folder)
      }
    }
    guard !modules.isEmpty || !notes.isEmpty else {
      throw DiscoveryError.noTables(path: root)
    }
    // Beside the resources, not among them (SwiftPM copies what a resources folder holds); folders
    // that share that home share one entry, since one file is generated there.
    var groups: [Group] = []
    for key in modules.keys.sorted() {
      guard let module = modules[key] else { continue }
      var home = URL(fileURLWithPath: module.folder)
      if ["resources", "localizations", "localization"].contains(home.lastPathComponent.lowercased()) { home = home.deletingLastPathComponent() }
      let generated = home.appendingPathComponent("Generated")
      let output = relative(generated.appendingPathComponent("L10n.swift").path, to: configDirectory)
      let inputs = module.inputs.map { relative($0, to: configDirectory) }
      if let index = groups.firstIndex(where: { $0.output == output }) {
        groups[index].inputs += inputs
      } else {
        var group = Group(inputs: inputs, output: output)
        // What the module's code can use besides: the code under the folder that holds its tables.
        if let uses = tables?.uses(in: home.path) {
          if uses.swiftUI {
            group.resourceOutput = relative(generated.appendingPathComponent("LocalizedStringResource+L10n.swift").path, to: configDirectory)
          }
          if uses.objectiveC {
            group.objectiveCOutputs = (
              relative(generated.appendingPathComponent("Localizable.h").path, to: configDirectory),
              relative(generated.appendingPathComponent("Localizable.m").path, to: configDirectory)
            )
          }
        }
        groups.append(group)
      }
    }
    return StarterConfig(groups: groups, notes: notes)
  }

  /// `path` as seen from `directory` (both absolute): `Sources/App/Resources/en.lproj`, `../Shared/x`.
  public static func relative(_ path: String, to directory: String) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  private func value(_ value: LocatedJSON.Value) -> LocatedJSON {
    LocatedJSON(value: value, location: SourceLocation(file: "l10ngen.json", line: 1, column: 1))
  }

  private func member(_ key: String, _ value: LocatedJSON) -> LocatedJSON.Member {
    LocatedJSON.Member(key: key, keyLocation: value.location, value: value)
  }
}
