/// Keys told apart as `ExactKey` tells them (code unit for code unit), held by number: the caller's
/// index of each key, with its hash.
///
/// Finding the keys written twice among a table's thousands, a `Set<ExactKey>` retained each key it
/// held and compared the key looked for, retaining both, with each key met on the way to its place
/// (perf, 20,000 keys: a sixth of reading the table). Here each key is hashed once, no key is
/// retained, and two keys are compared only when their hashes are equal: nearly always the same key.
struct ExactKeyTable {
  /// The index held in each slot, or -1; open addressing, each key in the first free slot from its hash.
  private var indices: [Int]
  /// The hash of the key in each slot.
  private var hashes: [Int]

  /// How many keys are held.
  private var count = 0

  /// Room for `count` keys before it grows.
  init(count: Int) {
    var size = 16
    while size < count * 2 { size *= 2 }
    indices = Array(repeating: -1, count: size)
    hashes = Array(repeating: 0, count: size)
  }

  /// Adds `key`, the key of `index`, and returns nil; or, when an equal key was added, returns its
  /// index and adds nothing. `keyOf` gives the key of an index added before.
  mutating func insert(_ index: Int, key: String, keyOf: (Int) -> String) -> Int? {
    let hash = Self.hash(key)
    var slot = hash & (indices.count - 1)
    while indices[slot] >= 0 {
      if hashes[slot] == hash, ExactKey(keyOf(indices[slot])) == ExactKey(key) { return indices[slot] }
      slot = (slot + 1) & (indices.count - 1)
    }
    indices[slot] = index
    hashes[slot] = hash
    count += 1
    if count * 2 > indices.count { grow() }
    return nil
  }

  /// Twice the slots, every key placed again from its hash: at most half the slots are ever taken.
  private mutating func grow() {
    let (oldIndices, oldHashes) = (indices, hashes)
    indices = Array(repeating: -1, count: oldIndices.count * 2)
    hashes = Array(repeating: 0, count: oldIndices.count * 2)
    for old in oldIndices.indices where oldIndices[old] >= 0 {
      var slot = oldHashes[old] & (indices.count - 1)
      while indices[slot] >= 0 { slot = (slot + 1) & (indices.count - 1) }
      indices[slot] = oldIndices[old]
      hashes[slot] = oldHashes[old]
    }
  }

  private static func hash(_ key: String) -> Int {
    var hasher = Hasher()
    if key.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
      Array(key.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
    return hasher.finalize()
  }
}
