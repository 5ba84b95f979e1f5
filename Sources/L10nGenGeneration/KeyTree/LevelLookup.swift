/// The levels of a key tree by their parent and a component's bytes as written: where a key's
/// components lead, found without making a `String` of a component.
///
/// A table repeats a few hundred level components in thousands of keys; finding each one here hashes
/// and compares its bytes where they are, in the key, instead of making it a `String` first and then
/// hashing that in a dictionary of the parent's children (perf, 20,000 keys: splitting keys into
/// `String`s and looking them up took half of building the tree). A text is added once it has a
/// level (`KeyTree`'s rules decide which); each spelling of a level is a text of its own.
struct LevelLookup {
  /// A text added: where it leads from, its bytes (`start..<start + count` of `bytes`), and its level.
  private struct Text {
    var parent: Int
    var start: Int
    var count: Int
    var level: Int
  }

  /// A slot: a text's index and its hash's low half, or `index` -1 when free. Open addressing, each
  /// text in the first free slot from its hash, at most half the slots taken; the hash held here
  /// passes over the other texts met on the way without reading them.
  private struct Slot {
    var index: Int32 = -1
    var hash: UInt32 = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 64)
  private static let seed = UInt64.random(in: 0...UInt64.max)
  private var texts: [Text] = []
  private var bytes: [UInt8] = []

  /// The level `text` leads to from `parent`, if it was added.
  func level(from parent: Int, _ text: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(parent, text)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot].index >= 0 {
      if slots[slot].hash == UInt32(truncatingIfNeeded: hash) {
        let held = texts[Int(slots[slot].index)]
        if held.parent == parent, held.count == text.count, equals(held.start, text) { return held.level }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Records that `text` leads from `parent` to `level` (not added before).
  mutating func add(from parent: Int, _ text: UnsafeBufferPointer<UInt8>, level: Int) {
    if (texts.count + 1) * 2 > slots.count { grow() }
    texts.append(Text(parent: parent, start: bytes.count, count: text.count, level: level))
    bytes.append(contentsOf: text)
    place(texts.count - 1, hash: Self.hash(parent, text))
  }

  private func equals(_ start: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { held in
      for offset in 0..<text.count where held[start + offset] != text[offset] { return false }
      return true
    }
  }

  private mutating func place(_ index: Int, hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot].index >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Slot(index: Int32(index), hash: UInt32(truncatingIfNeeded: hash))
  }

  private mutating func grow() {
    slots = [Slot](repeating: Slot(), count: slots.count * 2)
    bytes.withUnsafeBufferPointer { bytes in
      for (index, text) in texts.enumerated() {
        place(index, hash: Self.hash(text.parent, UnsafeBufferPointer(rebasing: bytes[text.start..<text.start + text.count])))
      }
    }
  }

  /// The bytes eight at a time, each word multiplied in and its high bits folded down, then mixed
  /// (SplitMix64's finalizer) so that every bit of the text moves the low bits a slot is chosen by:
  /// several times cheaper than `Hasher` for the short texts components are. Only a lookup's speed,
  /// never its answer, depends on it; the seed, new in each process as `Hasher`'s is, leaves a table
  /// written to make its texts collide no way to know where they would.
  private static func hash(_ parent: Int, _ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = (UInt64(truncatingIfNeeded: parent) ^ seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)
    let raw = UnsafeRawBufferPointer(text)
    var offset = 0
    while offset + 8 <= raw.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      offset += 8
    }
    if offset < raw.count {
      var tail: UInt64 = 0
      for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * UInt64(index - offset)) }
      hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
    }
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 31)
  }
}
