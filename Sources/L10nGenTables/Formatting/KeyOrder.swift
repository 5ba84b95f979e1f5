/// The order `l10ngen format` writes a table's entries in.
public enum KeyOrder: Equatable, Sendable {
  /// As the file has them (a development table, by default).
  case asWritten
  /// A to Z, by `KeyOrder.precedes`.
  case sorted
  /// A translation: the development table's keys in its order; keys it does not have after them,
  /// in the file's order, each with a warning.
  case following([String])

  /// The comparison of sorted keys: the order of their Unicode scalar values (the order of their
  /// UTF-8 bytes, as `LC_ALL=C sort` and git order names). It depends on no locale or settings, so
  /// every machine and every teammate sorts alike, and `A` to `Z` come before `a` to `z`.
  public static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// The positions of `keys` (a table's, in file order) in this order.
  func arrange(_ keys: [String]) -> (order: [Int], extra: [Int]) {
    switch self {
    case .asWritten:
      return (Array(keys.indices), [])
    case .sorted:
      return (keys.indices.sorted { Self.precedes(keys[$0], keys[$1]) }, [])
    case .following(let development):
      var position = [ExactKey: Int](minimumCapacity: development.count)
      for (index, key) in development.enumerated() where position[ExactKey(key)] == nil { position[ExactKey(key)] = index }
      // Each key's place looked up once, not twice in every comparison of the sort.
      let places = keys.map { position[ExactKey($0)] }
      let known = keys.indices.filter { places[$0] != nil }.sorted { places[$0]! < places[$1]! }
      let extra = keys.indices.filter { places[$0] == nil }
      return (known + extra, extra)
    }
  }
}
