import L10nGenCore
import L10nGenGeneration
import L10nGenTables

/// `l10ngen sync`'s plan: what each table file of a config gets from what its code uses
/// (`CodeUse`): the keys literal lookups read that its development table lacks, added there; the keys
/// no code reads, marked (catalogs) or, with `prune`, removed from every locale; the code's comments,
/// for catalogs. Tables the frameworks or the system read (`FrameworkTables`) are never changed.
public struct TableSync {
  /// One file and what is done to it.
  public struct FileEdit: Sendable {
    public var file: TableFile
    public var table: String
    /// Its locale: the `.lproj`'s, or nil for a catalog.
    public var locale: String?
    public var isDevelopment: Bool
    public var edit: TableEdit
  }

  public var edits: [FileEdit] = []
  /// Lookups whose key is made at run time that may read a key `prune` would remove: no `dynamicKeys`
  /// pattern says which keys they read.
  public var uncovered: [CodeUse.Dynamic] = []
  /// What was left as it is, and why: keys not added, tables not changed.
  public var notes: [Diagnostic] = []

  /// The plan for the tables of `jobs` (a config's entries, in `CodeModules`' order) and the code's
  /// `use` of them. `declaresDynamicKeys`: whether the config names the keys run-time lookups read.
  public init(jobs: [StringsJob], use: CodeUse, prune: Bool, declaresDynamicKeys: Bool) throws {
    var unusedByTable: [Int: [String: [CodeUse.Unused]]] = [:]
    for unused in use.unused { unusedByTable[unused.module, default: [:]][unused.table, default: []].append(unused) }
    var missingByTable: [Int: [String: [CodeUse.Missing]]] = [:]
    for missing in use.missing { missingByTable[missing.module, default: [:]][missing.table, default: []].append(missing) }
    var doneTables = Set<String>()

    for (module, job) in jobs.enumerated() {
      let groups = try TableDiscovery.groups(inputs: job.inputs, filter: job.filter, language: job.language, inputsNameDevelopmentTables: true)
      for group in groups {
        let unused = unusedByTable[module]?[group.name] ?? []
        let missing = missingByTable[module]?[group.name] ?? []
        let comments = (module < use.comments.count ? use.comments[module][group.name] ?? [:] : [:]).compactMapValues(CodeUse.comment(joining:))
        guard let folder = Self.folder(of: group) else { continue }
        // A table two entries read is synced once, for the first.
        guard doneTables.insert(folder + "/" + group.name).inserted else { continue }
        if let reason = FrameworkTables.reason(table: group.name, folder: folder) {
          if !unused.isEmpty || !missing.isEmpty {
            notes.append(
              Diagnostic(.note, file: PathText.shown(group.locales.first?.files.first?.path ?? folder), "\(group.name) left as it is: \(reason)"))
          }
          continue
        }
        let additions = additions(of: missing)
        for found in use.untyped where found.module == module && found.table == group.name {
          let shown = found.literal.parts.enumerated().map { $0.offset == 0 ? $0.element : "\\(\(found.literal.values[$0.offset - 1]))" + $0.element }
          notes.append(
            Diagnostic(
              .note, at: found.location,
              "\"\(shown.joined())\" not added to table \(group.name): its key holds a specifier for each value, which the value's type "
                + "gives (%lld for an Int, %@ for a String), and the code does not say the type of "
                + found.literal.values.map { "`\($0)`" }.joined(separator: ", ")))
        }
        let unusedKeys = Set(unused.map(\.key))
        // The development files: a catalog, else the development `.lproj`'s (a `.strings` takes the additions).
        let developmentLocale = group.kind == .catalog ? nil : group.developmentLocale
        let developmentFiles = group.locales.first { $0.locale == developmentLocale }?.files ?? []
        let adding = developmentFiles.first { $0.format.placement == .everyLanguage } ?? developmentFiles.first { $0.format == .strings }
        if adding == nil, let first = additions.first {
          notes.append(
            Diagnostic(
              .note, file: PathText.shown(developmentFiles.first?.path ?? folder),
              "\(additions.count) key\(additions.count == 1 ? "" : "s") of table \(group.name) not added (\(first.key.debugDescription)…): "
                + "its development language has no .strings table or catalog to add them to (a .stringsdict entry is never made up)"))
        }
        for locale in group.locales {
          let isDevelopment = locale.locale == developmentLocale
          for file in locale.files {
            var edit = TableEdit(prune: prune)
            if isDevelopment || prune { edit.unused = unusedKeys }
            if file == adding { edit.additions = additions }
            if isDevelopment, file.format.placement == .everyLanguage { edit.comments = comments }
            guard !edit.additions.isEmpty || !edit.unused.isEmpty || !edit.comments.isEmpty || file.format.placement == .everyLanguage else {
              continue
            }
            edits.append(FileEdit(file: file, table: group.name, locale: locale.locale, isDevelopment: isDevelopment, edit: edit))
          }
        }
        // Run-time lookups of this table, or of a table named at run time, that may read a key
        // pruning removes.
        if prune, !unused.isEmpty {
          for lookup in use.dynamic where lookup.module == module && (lookup.table == group.name || !lookup.tableIsKnown) {
            // One whose key's parts tell what it reads uses those keys, which are never unused.
            if !lookup.tellsItsKeys || !lookup.tableIsKnown, !declaresDynamicKeys, !uncovered.contains(lookup) { uncovered.append(lookup) }
          }
        }
      }
    }
  }

  /// The keys to add, each once, with the value and comment its lookups give. A key whose lookups
  /// would show different texts without it is not added: one entry would change what some show.
  private mutating func additions(of missing: [CodeUse.Missing]) -> [TableEdit.Addition] {
    var order: [String] = []
    var byKey: [String: [CodeUse.Missing]] = [:]
    // In the order the code has them: by file, then place.
    let sorted = missing.sorted {
      ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
    }
    for found in sorted {
      if byKey[found.key] == nil { order.append(found.key) }
      byKey[found.key, default: []].append(found)
    }
    var additions: [TableEdit.Addition] = []
    for key in order {
      let sites = byKey[key]!
      if let unknown = sites.first(where: \.valueIsUnknown) {
        notes.append(
          Diagnostic(
            .note, at: unknown.location,
            "key \(key.debugDescription) not added: its lookup's default value is known only at run time, and an entry would show another text"))
        continue
      }
      let shown = Set(sites.map { $0.value ?? key })
      guard shown.count == 1 else {
        notes.append(
          Diagnostic(
            .note, at: sites[0].location,
            "key \(key.debugDescription) not added: its lookups show different texts without it (\(shown.sorted().map(\.debugDescription).joined(separator: ", "))), and one entry would change what some show"
          ))
        continue
      }
      additions.append(
        TableEdit.Addition(
          key: key, value: sites[0].value, comment: CodeUse.comment(joining: Set(sites.compactMap(\.comment))),
          isFormat: sites.contains(where: \.isFormat)))
    }
    return additions
  }

  /// The folder holding a group's `.lproj` folders, or its catalog.
  private static func folder(of group: TableGroup) -> String? {
    switch group.kind {
    case .lproj(let directory): return directory
    case .catalog: return group.locales.first?.files.first.map { PathText.deletingLastComponent($0.path) }
    case .standalone: return nil
    }
  }
}
