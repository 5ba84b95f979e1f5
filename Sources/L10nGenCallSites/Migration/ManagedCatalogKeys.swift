import L10nGenCore
import L10nGenGeneration
import L10nGenTables

/// The String Catalogs whose keys the code now names by a symbol (`Text(.settingsTitle)`), and the
/// edit that marks those keys managed by hand (`"extractionState" : "manual"`), as Xcode's
/// refactoring to symbols does: Xcode extracts keys from literals only, and would mark a key no
/// literal names stale. `.strings` tables are never extracted, and stay as they are.
public enum ManagedCatalogKeys {
  /// For each config entry of `jobs` (in `CodeModules`' order), the catalogs of the tables in
  /// `keys[entry]` that hold those keys not yet managed by hand, and their edits.
  public static func edits(jobs: [StringsJob], keys: [Int: [String: Set<String>]]) throws -> [(file: TableFile, edit: TableEdit)] {
    var edits: [(file: TableFile, edit: TableEdit)] = []
    var done = Set<String>()
    for (module, job) in jobs.enumerated() {
      guard let tables = keys[module], !tables.isEmpty else { continue }
      for group in try TableDiscovery.groups(inputs: job.inputs, filter: job.filter, language: job.language, inputsNameDevelopmentTables: true)
      where group.kind == .catalog {
        guard let managed = tables[group.name], !managed.isEmpty else { continue }
        for file in group.locales.flatMap(\.files) where file.format.placement == .everyLanguage && done.insert(file.path).inserted {
          edits.append((file, TableEdit(managed: managed)))
        }
      }
    }
    return edits
  }
}
