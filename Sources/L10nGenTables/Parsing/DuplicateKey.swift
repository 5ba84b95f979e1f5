import L10nGenCore

/// A key written twice in one `.strings` file. Foundation keeps the later value (CFPropertyList reads
/// the file into a dictionary, each entry replacing the one before); Xcode builds the table with a
/// warning, and SwiftGen generates with that value. Generation warns and goes on, lint reports the
/// rule `duplicate-key`: both in these words.
public struct DuplicateKey: Equatable, Sendable {
  /// The entry Foundation keeps: the later one.
  public var kept: ParsedEntry
  public var earlier: ParsedEntry

  public init(kept: ParsedEntry, earlier: ParsedEntry) {
    self.kept = kept
    self.earlier = earlier
  }

  /// `key "a" is written again (first at line 3) with "B", which wins over "A"`.
  public var message: String {
    let values = kept.value == earlier.value ? "with the same value" : "with \(quoted(kept.value)), which wins over \(quoted(earlier.value))"
    return "key \(kept.key.debugDescription) is written again (first at line \(earlier.location.line)) \(values)"
  }

  /// At the later key.
  public var warning: LocatedWarning {
    LocatedWarning(location: kept.location, message: message, kind: .duplicateKey)
  }

  /// What Foundation reads of a file's entries: each key once, with its last value, in the place of its
  /// last entry; and each entry that the last one of its key replaces, in file order.
  public static func foundationsReading(_ entries: [ParsedEntry]) -> (entries: [ParsedEntry], duplicates: [DuplicateKey]) {
    // Backwards, the first entry met of a key is the one Foundation keeps: the others are replaced.
    var table = ExactKeyTable(count: entries.count)
    var replaced = [(index: Int, kept: Int)]()
    for index in entries.indices.reversed() {
      if let kept = table.insert(index, key: entries[index].key, keyOf: { entries[$0].key }) { replaced.append((index, kept)) }
    }
    guard !replaced.isEmpty else { return (entries, []) }
    replaced.reverse()
    let duplicates = replaced.map { DuplicateKey(kept: entries[$0.kept], earlier: entries[$0.index]) }
    var kept = [ParsedEntry]()
    kept.reserveCapacity(entries.count - replaced.count)
    var isReplaced = [Bool](repeating: false, count: entries.count)
    for (index, _) in replaced { isReplaced[index] = true }
    for (index, entry) in entries.enumerated() where !isReplaced[index] { kept.append(entry) }
    return (kept, duplicates)
  }
}
