import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups
import L10nGenTables

/// The modules of a config, as code sees them: each entry's accessors (`AccessorIndex`) and the
/// folder its tables are in. A source file reads the tables of the entry whose folder it shares the
/// most of (`Sources/Widget/W.swift`, the entry of `Sources/Widget/en.lproj`), as each module of an
/// app has its own `Localizable` table and its own generated `L10n`; on a tie, the first entry's.
public struct CodeModules: Sendable {
  struct Module: Sendable {
    /// The folder the entry's inputs share, as path components.
    var root: [Substring]
    var index: AccessorIndex
  }

  private var modules: [Module]

  /// One module that every file reads.
  public init(single index: AccessorIndex) {
    modules = [Module(root: [], index: index)]
  }

  /// The accessors of every output of a config's `jobs`, named as generation names them: the
  /// development tables each job reads, with its options and user names, for each output's template
  /// and params.
  /// With `readingTranslations`, every locale's texts too (`TranslatedTexts`), which a rewrite must
  /// keep; the checks of code need only the development tables.
  public init(jobs: [StringsJob], readingTranslations: Bool = false) throws {
    modules = []
    for job in jobs {
      var index = AccessorIndex()
      let options = try StringsOptions(job.options)
      let (sources, _) = try TableDiscovery.developmentTables(
        in: job.inputs, filter: job.filter, language: job.language, everyLocale: job.everyLocale)
      let generator = StringsGenerator(tables: try sources.map(TableLoader.load), options: options, userNames: job.userNames)
      var tableKeys: [String: [String: SourceLocation]] = [:]
      for table in generator.tables {
        // A table with no entry yet (a new String Catalog) is the config's too.
        if tableKeys[table.name] == nil { tableKeys[table.name] = [:] }
        index.addManual(Set(table.entries.filter { $0.extractionState == "manual" }.map(\.key)), table: table.name)
        for entry in table.entries where tableKeys[table.name]?[entry.key] == nil { tableKeys[table.name, default: [:]][entry.key] = entry.location }
      }
      for request in job.outputs {
        let template = try LoadedTemplate(request.template, spacing: request.spacing)
        if let accessors = try generator.accessors(template, params: request.params) {
          index.add(accessors, tableKeys: tableKeys, bundle: Self.bundle(of: request))
          index.addMembers(accessors)
        } else {
          // The header declares them; the implementation beside it (an Objective-C output of its own)
          // reads its bundle: without one, nothing calls them.
          if let accessors = try generator.objectiveCAccessors(template, params: request.params), request.output.hasSuffix(".h"),
            let implementation = try job.outputs.first(where: { output in
              try output.output.hasSuffix(".m") && LoadedTemplate(output.template).isObjectiveC
            })
          {
            index.addObjectiveC(
              accessors, tables: tableKeys.keys, bundle: ObjCLookupRewriter.bundle(Self.bundle(of: implementation) ?? .main),
              header: PathText.lastComponent(request.output))
          }
          if let resources = try generator.resourceMembers(template, params: request.params) {
            index.addMembers(resources)
            index.addResources(
              resources, tables: tableKeys.keys, bundle: Self.bundle(of: request) ?? .main,
              deployment: CompilingTargets(outputs: [request.output]).deployment)
          }
          index.addKeys(tableKeys, bundle: Self.bundle(of: request))
          for table in tableKeys.keys {
            index.addUnnamed(
              table: table,
              reason: template.isObjectiveC
                ? "template \(template.name), whose accessors are Objective-C"
                : "template \(template.name), whose names l10ngen cannot follow (it names keys its own way, or declares LocalizedStringResources); "
                  + "say how it names them with the entry's \"options\": {\"naming\": \"structured\"} (or flat)")
          }
        }
      }
      // Every locale's texts: a lookup rewritten must show the same in each language.
      if readingTranslations {
        for group in try TableDiscovery.groups(inputs: job.inputs, filter: job.filter, language: job.language, inputsNameDevelopmentTables: true) {
          index.add(TranslatedTexts(group), table: group.name)
        }
      }
      modules.append(Module(root: Self.commonFolder(of: job.inputs.map(Self.absolute)), index: index))
    }
  }

  /// The bundle an output's accessors read: its `bundle` param; nil when they read through the
  /// project's `lookupFunction`; else, as the templates choose at compile time, `Bundle.module` in a
  /// Swift package target (the output is under the `Sources` folder beside a `Package.swift`), and
  /// the bundle of the module compiling them otherwise, which for an app is the main bundle.
  static func bundle(of request: OutputRequest) -> LookupBundle? {
    if case .string(let expression)? = request.params["bundle"], !expression.isEmpty { return LookupBundle(expression) }
    if case .string(let function)? = request.params["lookupFunction"], !function.isEmpty { return nil }
    var components = components(absolute(request.output))
    components.removeLast()
    while let last = components.popLast() {
      if last == "Sources", FileManager.default.fileExists(atPath: "/" + components.joined(separator: "/") + "/Package.swift") { return .module }
    }
    return .main
  }

  /// The accessors the file at `path` reads.
  public func index(for path: String) -> AccessorIndex {
    modules.isEmpty ? AccessorIndex() : modules[moduleNumber(for: path)].index
  }

  /// Every module's accessors, in the config's order.
  public var indices: [AccessorIndex] { modules.map(\.index) }

  /// Which module the file at `path` reads, by its place in `indices`.
  public func moduleNumber(for path: String) -> Int {
    let components = Self.components(Self.absolute(path))
    var best = 0
    var bestShared = -1
    for (number, module) in modules.enumerated() {
      let shared = zip(module.root, components).prefix { $0 == $1 }.count
      if shared > bestShared { (best, bestShared) = (number, shared) }
    }
    return best
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/").filter { $0 != "." }
  }

  /// The folder the paths share; an `.lproj` folder, or a table file, is in its parent's.
  private static func commonFolder(of paths: [String]) -> [Substring] {
    let folders = paths.map { path -> [Substring] in
      var parts = components(path)
      while let last = parts.last, last.contains(".") { parts.removeLast() }
      return parts
    }
    guard var common = folders.first else { return [] }
    for folder in folders.dropFirst() { common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0)) }
    return common
  }
}
