import L10nGenTables
import L10nGenTemplate

/// A table's keys split on a separator into a tree of levels, the shape SwiftGen's context has.
///
/// Built iteratively into flat storage (nodes refer to children by index), so a key with very many
/// components costs no recursion here and building stays linear in the number of components.
public struct KeyTree: Sendable {
  public struct Node: Sendable {
    /// The key component this level stands for; `nil` at the root.
    public var component: String?
    /// Indices into `entries` of the keys that end at this level, sorted by lower-cased full key.
    public var entryIndices: [Int] = []
    /// Child levels by component, sorted by component (case-sensitive).
    public var children: [(component: String, node: Int)] = []
    /// The first entry (in table order) at or below this level, to point diagnostics at.
    public var firstEntryIndex: Int
    /// How many components lead here: 0 at the root.
    public var depth = 0
  }

  /// What keys were split on.
  public let separator: String
  /// The entries in table order; `components[i]` is the split key of `entries[i]`.
  public let entries: [LocalizedEntry]
  public let components: [[String]]
  /// Each entry's last component and how many it has, held in one array of their own: naming and
  /// rendering visit the entries in the tree's order, far from the table's, and reading a key's own
  /// array of components there waits on memory for each key (perf, 200,000 keys: most of naming's
  /// own time was spent on the one load of that array's count).
  public let leaves: [Leaf]

  public struct Leaf: Sendable {
    /// `components[i].last`, or nothing for a key with no component.
    public let last: String?
    /// `components[i].count`.
    public let count: Int
  }
  /// `nodes[0]` is the root.
  public private(set) var nodes: [Node]

  /// Splits every key on `separator`, dropping empty components (SwiftGen's rule: `a..b.` is `a`, `b`).
  /// Keys that have no component at all (`""`, `"."`) are not placed; `unplacedEntries` lists them.
  /// `placed`: components given for some entries (by index) instead of their split key: where the
  /// user named them (`UserNames`). `levelIdentity`: what makes two components one level, when not
  /// their text: structured naming joins the levels whose Swift names coincide (`alert` and `Alert`
  /// are both `enum Alert`), which then has the component that comes first in the order of Unicode
  /// scalars, whatever the order of the keys. `orderedByText`: keys whose lower-cased forms are equal
  /// ("unread" and "Unread", "café" composed and decomposed) are ordered by their scalars, not kept in
  /// table order (SwiftGen's), so that the order of a table's keys changes nothing. `givesNoName`:
  /// whether a component (`last`: the key's last) gives no Swift name, asked only of components
  /// without an ASCII letter or digit (any other gives one); a key split into such a one ("%.1f
  /// pixel(s)" into "%" and "1f pixel(s)") stays whole, one component, so that a sentence with a
  /// period in it is named as a sentence instead of leaving out a level of its own.
  public init(
    entries: [LocalizedEntry], separator: String, placed: [Int: [String]] = [:], levelIdentity: (@Sendable (String) -> String)? = nil,
    orderedByText: Bool = false, givesNoName: (@Sendable (_ component: String, _ last: Bool) -> Bool)? = nil
  ) {
    self.separator = separator
    self.entries = entries
    var components = entries.indices.map { placed[$0] ?? Self.split(entries[$0].key, separator: separator) }
    if let givesNoName {
      for index in components.indices where components[index].count > 1 && placed[index] == nil {
        let parts = components[index]
        if parts.indices.contains(where: { !Self.hasASCIILetterOrDigit(parts[$0]) && givesNoName(parts[$0], $0 == parts.count - 1) }) {
          components[index] = [entries[index].key]
        }
      }
    }
    self.components = components
    self.leaves = components.map { Leaf(last: $0.last, count: $0.count) }
    var nodes = [Node(component: nil, firstEntryIndex: 0)]
    var childIndex: [[String: Int]] = [[:]]
    // Each level's children by the component as written too: the same text comes back in thousands
    // of keys, and finding it there costs one lookup instead of two (its identity, then the child).
    var childOfComponent: [[String: Int]] = [[:]]
    var unplaced: [Int] = []
    var nodeOfEntry = [Int](repeating: -1, count: entries.count)
    // A component's identity, made once: a table repeats a few hundred level components in
    // thousands of keys, and making one (a Swift name) costs far more than looking it up.
    var identities: [String: String] = [:]
    // The levels of the last key placed, by depth: a table lists keys of one level together, so most
    // keys share the last one's first components, found by comparing them instead of hashing them.
    var lastParts: [String] = []
    var lastLevels: [Int] = []  // the first `lastParts.count - 1` hold the last key's levels
    for (entryIndex, parts) in components.enumerated() {
      guard !parts.isEmpty else {
        unplaced.append(entryIndex)
        continue
      }
      var current = 0
      var shared = 0
      while shared < parts.count - 1, shared < lastParts.count - 1, parts[shared] == lastParts[shared] {
        current = lastLevels[shared]
        shared += 1
      }
      lastParts = parts
      for position in shared..<(parts.count - 1) {
        let part = parts[position]
        defer {
          if position < lastLevels.count { lastLevels[position] = current } else { lastLevels.append(current) }
        }
        if let known = childOfComponent[current][part] {
          current = known
          continue
        }
        let identity: String
        if let levelIdentity {
          if let known = identities[part] {
            identity = known
          } else {
            identity = levelIdentity(part)
            identities[part] = identity
          }
        } else {
          identity = part
        }
        if let existing = childIndex[current][identity] {
          childOfComponent[current][part] = existing
          // One level, several spellings (`Home`, `home`): it takes the first in scalar order.
          if let component = nodes[existing].component, Self.scalarsPrecede(part, component),
            let child = nodes[current].children.firstIndex(where: { $0.node == existing })
          {
            nodes[existing].component = part
            nodes[current].children[child].component = part
          }
          current = existing
        } else {
          nodes.append(Node(component: part, firstEntryIndex: entryIndex, depth: nodes[current].depth + 1))
          childIndex.append([:])
          childOfComponent.append([:])
          let created = nodes.count - 1
          childIndex[current][identity] = created
          childOfComponent[current][part] = created
          nodes[current].children.append((part, created))
          current = created
        }
      }
      nodeOfEntry[entryIndex] = current
    }
    // Each level's entries, in arrays of their size: one allocation a level, not one per doubling.
    var counts = [Int](repeating: 0, count: nodes.count)
    for node in nodeOfEntry where node >= 0 { counts[node] += 1 }
    for index in nodes.indices where counts[index] > 0 { nodes[index].entryIndices.reserveCapacity(counts[index]) }
    for (entryIndex, node) in nodeOfEntry.enumerated() where node >= 0 { nodes[node].entryIndices.append(entryIndex) }
    let lowercasedKeys = entries.map { Self.lowercased($0.key) }
    for index in nodes.indices {
      // Tables mostly list a level's keys in order already: checked first, as sorting compares each
      // key several times as text (callgrind: 2% of generating 20,000 keys). A stable sort leaves
      // keys in order where they are, so the result is the same.
      let entryIndices = nodes[index].entryIndices
      if orderedByText {
        // Keys equal once lower-cased are ordered by their scalars.
        let precedes = { (a: Int, b: Int) -> Bool in
          switch Self.order(lowercasedKeys[a], lowercasedKeys[b]) {
          case .before: return true
          case .after: return false
          case .same: return Self.scalarsPrecede(entries[a].key, entries[b].key)
          }
        }
        if !zip(entryIndices, entryIndices.dropFirst()).allSatisfy(precedes) {
          // Sorted as `String` compares (its fast paths), then each run of keys equal once lower-cased
          // by their scalars: ties are few.
          var sorted = entryIndices.sorted { lowercasedKeys[$0] < lowercasedKeys[$1] }
          var start = 0
          while start < sorted.count {
            var end = start + 1
            while end < sorted.count, Self.order(lowercasedKeys[sorted[start]], lowercasedKeys[sorted[end]]) == .same { end += 1 }
            if end - start > 1 { sorted[start..<end].sort { Self.scalarsPrecede(entries[$0].key, entries[$1].key) } }
            start = end
          }
          nodes[index].entryIndices = sorted
        }
      } else if !zip(entryIndices, entryIndices.dropFirst()).allSatisfy({ Self.isInOrder(lowercasedKeys[$0], lowercasedKeys[$1]) }) {
        nodes[index].entryIndices.sort { lowercasedKeys[$0] < lowercasedKeys[$1] }
      }
      nodes[index].children.sort { $0.component < $1.component }
    }
    self.nodes = nodes
    self.unplacedEntries = unplaced
  }

  /// Entries whose key has no non-empty component: no template can name them.
  public let unplacedEntries: [Int]

  /// Where `first` goes beside `second` in `String`'s order.
  enum Order { case before, same, after }

  /// `String`'s order of two texts: byte by byte while the bytes are ASCII, where the order of
  /// `String` (its Unicode scalars after canonical composition) is the order of the bytes; as
  /// `String` compares, where a character may be composed of several.
  static func order(_ first: String, _ second: String) -> Order {
    var (first, second) = (first, second)
    let byBytes = first.withUTF8 { a in
      second.withUTF8 { b -> Order? in
        var index = 0
        while index < a.count && index < b.count {
          guard a[index] < 0x80 && b[index] < 0x80 else { return nil }
          if a[index] != b[index] {
            // Decided here unless a mark after either byte composes with it into another character.
            let nextIsASCII = (index + 1 == a.count || a[index + 1] < 0x80) && (index + 1 == b.count || b[index + 1] < 0x80)
            return nextIsASCII ? (a[index] < b[index] ? .before : .after) : nil
          }
          index += 1
        }
        // One is the start of the other: the shorter comes first, when the longer goes on in ASCII
        // (a Unicode scalar could combine with the last character).
        if index == a.count && index == b.count { return .same }
        if index == a.count { return b[index] < 0x80 ? .before : nil }
        return a[index] < 0x80 ? .after : nil
      }
    }
    if let byBytes { return byBytes }
    return first < second ? .before : second < first ? .after : .same
  }

  /// Whether `text` has an ASCII letter or digit.
  static func hasASCIILetterOrDigit(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      bytes.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
  }

  /// Whether `first` may come before `second`: `!(second < first)`.
  static func isInOrder(_ first: String, _ second: String) -> Bool {
    order(first, second) != .after
  }

  /// Whether `first` comes before `second` in the order of their Unicode scalars' values: an order
  /// that tells apart what `String` holds equal (composed and decomposed characters).
  static func scalarsPrecede(_ first: String, _ second: String) -> Bool {
    first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars) { $0.value < $1.value }
  }

  /// `key.lowercased()`, without making a copy of a key that has no capital letter and is ASCII (most).
  private static func lowercased(_ key: String) -> String {
    let isLowercaseASCII = key.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
    return isLowercaseASCII == true ? key : key.lowercased()
  }

  /// NSString's splitting (as SwiftGen's), so a separator followed by a combining mark still splits.
  static func split(_ key: String, separator: String) -> [String] {
    guard !separator.isEmpty else { return key.isEmpty ? [] : [key] }
    if let parts = asciiSplit(key, separator: separator) { return parts }
    return key.components(separatedBy: separator).filter { !$0.isEmpty }
  }

  /// `split` byte-wise when the key and the separator are ASCII (where every way of matching
  /// text agrees), many times faster than Foundation's for the keys nearly every table has.
  private static func asciiSplit(_ key: String, separator: String) -> [String]? {
    var key = key
    var separator = separator
    return separator.withUTF8 { separator -> [String]? in
      key.withUTF8 { bytes -> [String]? in
        guard separator.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var parts: [String] = []
        // As many as there are separators, and one: the array is made once, not grown.
        parts.reserveCapacity(bytes.count(where: { $0 == separator[0] }) + 1)
        var partStart = 0
        var index = 0
        while index + separator.count <= bytes.count {
          guard bytes[index] == separator[0], separator.indices.allSatisfy({ bytes[index + $0] == separator[$0] }) else {
            index += 1
            continue
          }
          if index > partStart { parts.append(String(decoding: bytes[partStart..<index], as: UTF8.self)) }
          index += separator.count
          partStart = index
        }
        if bytes.count > partStart { parts.append(String(decoding: bytes[partStart...], as: UTF8.self)) }
        return parts
      }
    }
  }
}
