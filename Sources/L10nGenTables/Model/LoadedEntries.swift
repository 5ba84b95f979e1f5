import L10nGenCore

/// What generation reads of a table's files, file by file (each format's `TableFormat.load`): the
/// development language's entries in file order, and the readers' warnings.
struct LoadedEntries {
  private(set) var entries: [LocalizedEntry] = []
  var warnings: [LocatedWarning] = []
  /// The `.lproj` the files are in, or a catalog's source language: the first file's that says.
  var developmentLanguage: String?
  /// The first entry of each key, made when a `.stringsdict` or catalog needs it: a table that is
  /// one `.strings` file (most of them) never hashes its keys here.
  private var indexOfKey: [ExactKey: Int]?

  /// Makes room for `count` more entries (a first file's: not the 1.6× that doubling leaves).
  mutating func reserveCapacity(_ count: Int) {
    if entries.isEmpty { entries.reserveCapacity(count) }
  }

  /// A `.strings` entry, whose key no file read before has (Foundation reads that file first), made
  /// in its place: a copy would retain each field.
  mutating func append(from parsed: ParsedEntry) throws {
    if indexOfKey != nil, indexOfKey?[ExactKey(parsed.key)] == nil { indexOfKey?[ExactKey(parsed.key)] = entries.count }
    entries.append(try TableLoader.entry(from: parsed))
  }

  /// An entry that replaces the entry of its key, keeping its place (Foundation looks in the
  /// `.stringsdict` first), or comes after the others.
  mutating func add(_ entry: LocalizedEntry) {
    if indexOfKey == nil {
      indexOfKey = Dictionary(entries.enumerated().map { (ExactKey($1.key), $0) }, uniquingKeysWith: { first, _ in first })
    }
    if let existing = indexOfKey![ExactKey(entry.key)] {
      // A width-only entry does not take the place of a `.strings` one: SwiftGen's templates skip it.
      if entry.isWidthOnly && entries[existing].source == .strings { return }
      entries[existing] = entry
    } else {
      indexOfKey![ExactKey(entry.key)] = entries.count
      entries.append(entry)
    }
  }
}
