import L10nGenCore
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
  /// The entries in table order; `components(of: i)` is the split key of `entries[i]`.
  public let entries: [LocalizedEntry]
  /// The components the user gave some entries, by index.
  private let placed: [Int: [String]]
  /// The entries kept whole, one component, as a component of theirs gives no name.
  private let wholeKeys: Set<Int>
  /// Each entry's last component and how many it has, held in one array of their own: naming and
  /// rendering visit the entries in the tree's order, far from the table's, and reading a key's own
  /// array of components there waits on memory for each key (perf, 200,000 keys: most of naming's
  /// own time was spent on the one load of that array's count).
  public let leaves: [Leaf]

  public struct Leaf: Sendable {
    /// `components(of: i).last`, or nothing for a key with no component.
    public let last: String?
    /// `components(of: i).count`.
    public let count: Int
  }

  /// The components entry `index` is placed by: its key split, the names the user gave it, or the
  /// whole key (`givesNoName`). Made again when asked, for the few messages that quote a level.
  public func components(of index: Int) -> [String] {
    if let given = placed[index] { return given }
    if wholeKeys.contains(index) { return [entries[index].key] }
    return Self.split(entries[index].key, separator: separator)
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
    self.placed = placed
    var placement = Placement(levelIdentity: levelIdentity)
    var leaves = [Leaf]()
    leaves.reserveCapacity(entries.count)
    var wholeKeys = Set<Int>()
    var nodeOfEntry = [Int](repeating: -1, count: entries.count)
    let separatorBytes = Array(separator.utf8)
    let splitsBytes = !separatorBytes.isEmpty && separatorBytes.allSatisfy { $0 < 0x80 }
    // A key's components, as ranges of its bytes (or, split otherwise, of `joined`: its components'
    // bytes one after another). Made once and reused: no array, and no `String` but its last
    // component's and those of new levels, is made for a key.
    var parts: [Range<Int>] = []
    var joined: [UInt8] = []
    for entryIndex in entries.indices {
      let given = placed.isEmpty ? nil : placed[entryIndex]
      // An ASCII key split on an ASCII separator: its bytes, where every way of matching text agrees.
      let splitInPlace =
        given == nil && splitsBytes
        && entries[entryIndex].key.utf8.withContiguousStorageIfAvailable { key -> Bool in
          guard ByteWords.isASCII(key) else { return false }
          Self.ranges(of: key, separator: separatorBytes, into: &parts)
          if let givesNoName, parts.count > 1,
            parts.indices.contains(where: { position in
              let part = UnsafeBufferPointer(rebasing: key[parts[position]])
              return !Self.hasASCIILetterOrDigit(part) && givesNoName(String(decoding: part, as: UTF8.self), position == parts.count - 1)
            })
          {
            parts = [0..<key.count]
            wholeKeys.insert(entryIndex)
          }
          leaves.append(Leaf(last: parts.last.map { String(decoding: UnsafeBufferPointer(rebasing: key[$0]), as: UTF8.self) }, count: parts.count))
          if !parts.isEmpty { nodeOfEntry[entryIndex] = placement.place(key, parts, entry: entryIndex) }
          return true
        } == true
      if splitInPlace { continue }
      var components = given ?? Self.split(entries[entryIndex].key, separator: separator)
      if given == nil, let givesNoName, components.count > 1,
        components.indices.contains(where: { !Self.hasASCIILetterOrDigit(components[$0]) && givesNoName(components[$0], $0 == components.count - 1) })
      {
        components = [entries[entryIndex].key]
        wholeKeys.insert(entryIndex)
      }
      leaves.append(Leaf(last: components.last, count: components.count))
      guard !components.isEmpty else { continue }
      joined.removeAll(keepingCapacity: true)
      parts.removeAll(keepingCapacity: true)
      for component in components {
        let start = joined.count
        joined.append(contentsOf: component.utf8)
        parts.append(start..<joined.count)
      }
      nodeOfEntry[entryIndex] = joined.withUnsafeBufferPointer { placement.place($0, parts, entry: entryIndex) }
    }
    self.leaves = leaves
    self.wholeKeys = wholeKeys
    var nodes = placement.nodes
    let unplaced = nodeOfEntry.indices.filter { nodeOfEntry[$0] < 0 }
    // Each level's entries, in arrays of their size: one allocation a level, not one per doubling.
    var counts = [Int](repeating: 0, count: nodes.count)
    for node in nodeOfEntry where node >= 0 { counts[node] += 1 }
    for index in nodes.indices where counts[index] > 0 { nodes[index].entryIndices.reserveCapacity(counts[index]) }
    for (entryIndex, node) in nodeOfEntry.enumerated() where node >= 0 { nodes[node].entryIndices.append(entryIndex) }
    let lowercasedKeys = LowercasedKeys(entries)
    for index in nodes.indices {
      // Tables mostly list a level's keys in order already: checked first, and sorted only when not.
      // A stable sort leaves keys in order where they are, so the result is the same.
      let entryIndices = nodes[index].entryIndices
      if orderedByText {
        // Keys equal once lower-cased are ordered by their scalars.
        func precedes(_ a: Int, _ b: Int) -> Bool {
          switch lowercasedKeys.order(a, b) {
          case .before: return true
          case .after: return false
          case .same: return Self.scalarsPrecede(entries[a].key, entries[b].key)
          }
        }
        if !zip(entryIndices, entryIndices.dropFirst()).allSatisfy(precedes) {
          // Sorted as `String` compares, then each run of keys equal once lower-cased by their
          // scalars. Not one sort by `precedes`: `String` holds some texts neither before nor after
          // each other that are not equal ("e\u{301}" and "\u{E9}a"), so its ties do not chain, and
          // the runs are what the order of the keys has always been.
          var sorted = entryIndices.sorted { lowercasedKeys.order($0, $1) == .before }
          var start = 0
          while start < sorted.count {
            var end = start + 1
            while end < sorted.count, lowercasedKeys.order(sorted[start], sorted[end]) == .same { end += 1 }
            if end - start > 1 { sorted[start..<end].sort { Self.scalarsPrecede(entries[$0].key, entries[$1].key) } }
            start = end
          }
          nodes[index].entryIndices = sorted
        }
      } else if !zip(entryIndices, entryIndices.dropFirst()).allSatisfy({ lowercasedKeys.order($0, $1) != Order.after }) {
        nodes[index].entryIndices.sort { lowercasedKeys.order($0, $1) == .before }
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
    return text.withUTF8 { hasASCIILetterOrDigit($0) }
  }

  static func hasASCIILetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// Whether `first` comes before `second` in the order of their Unicode scalars' values: an order
  /// that tells apart what `String` holds equal (composed and decomposed characters).
  static func scalarsPrecede(_ first: String, _ second: String) -> Bool {
    first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars) { $0.value < $1.value }
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
        guard ByteWords.isASCII(separator), ByteWords.isASCII(bytes) else { return nil }
        var parts: [Range<Int>] = []
        ranges(of: bytes, separator: Array(separator), into: &parts)
        return parts.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
      }
    }
  }

  /// The non-empty components of `bytes` between the `separator`s (matched left to right, none
  /// overlapping), as ranges, into `parts` (emptied first).
  static func ranges(of bytes: UnsafeBufferPointer<UInt8>, separator: [UInt8], into parts: inout [Range<Int>]) {
    parts.removeAll(keepingCapacity: true)
    var partStart = 0
    if separator.count == 1 {
      let separator = separator[0]
      for index in bytes.indices where bytes[index] == separator {
        if index > partStart { parts.append(partStart..<index) }
        partStart = index + 1
      }
      if bytes.count > partStart { parts.append(partStart..<bytes.count) }
      return
    }
    var index = 0
    while index + separator.count <= bytes.count {
      guard bytes[index] == separator[0], separator.indices.allSatisfy({ bytes[index + $0] == separator[$0] }) else {
        index += 1
        continue
      }
      if index > partStart { parts.append(partStart..<index) }
      index += separator.count
      partStart = index
    }
    if bytes.count > partStart { parts.append(partStart..<bytes.count) }
  }
}

extension KeyTree {
  /// The levels made so far and how keys are placed among them: each key by its components' bytes.
  fileprivate struct Placement {
    let levelIdentity: (@Sendable (String) -> String)?
    var nodes = [Node(component: nil, firstEntryIndex: 0)]
    /// Each level's children by identity (`levelIdentity`, else the component).
    var childIndex: [[String: Int]] = [[:]]
    /// Every level by its parent and each spelling of its component, as bytes: what most components find.
    var lookup = LevelLookup()
    /// Each level's children by each spelling of their component as `String`s are equal (a composed
    /// and a decomposed "é" are one): asked when the bytes were not met.
    var childOfComponent: [[String: Int]] = [[:]]
    /// A component's identity, made once: a table repeats a few hundred level components in
    /// thousands of keys, and making one (a Swift name) costs far more than looking it up.
    var identities: [String: String] = [:]
    /// The last key placed: its bytes, its components in them, and the levels they lead to, by
    /// depth. A table lists keys of one level together, so most keys share the last one's first
    /// components, found by comparing bytes instead of hashing them.
    var lastText: [UInt8] = []
    var lastParts: [Range<Int>] = []
    var lastLevels: [Int] = []  // the first `lastParts.count - 1` hold the last key's levels

    init(levelIdentity: (@Sendable (String) -> String)?) {
      self.levelIdentity = levelIdentity
    }

    /// Places the key whose components are `parts` of `text` (at least one), making the levels it
    /// needs: the level it ends at.
    mutating func place(_ text: UnsafeBufferPointer<UInt8>, _ parts: [Range<Int>], entry entryIndex: Int) -> Int {
      var current = 0
      var shared = 0
      lastText.withUnsafeBufferPointer { last in
        while shared < parts.count - 1, shared < lastParts.count - 1,
          UnsafeBufferPointer(rebasing: text[parts[shared]]).elementsEqual(UnsafeBufferPointer(rebasing: last[lastParts[shared]]))
        {
          current = lastLevels[shared]
          shared += 1
        }
      }
      lastText.removeAll(keepingCapacity: true)
      lastText.append(contentsOf: text)
      lastParts = parts
      for position in shared..<(parts.count - 1) {
        let part = UnsafeBufferPointer(rebasing: text[parts[position]])
        current = lookup.level(from: current, part) ?? newSpelling(part, under: current, entry: entryIndex)
        if position < lastLevels.count { lastLevels[position] = current } else { lastLevels.append(current) }
      }
      return current
    }

    /// The level a component not met under `parent` as written leads to: the level of its identity,
    /// or a new one.
    private mutating func newSpelling(_ text: UnsafeBufferPointer<UInt8>, under parent: Int, entry entryIndex: Int) -> Int {
      let part = String(decoding: text, as: UTF8.self)
      if let known = childOfComponent[parent][part] {
        lookup.add(from: parent, text, level: known)
        return known
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
      if let existing = childIndex[parent][identity] {
        childOfComponent[parent][part] = existing
        lookup.add(from: parent, text, level: existing)
        // One level, several spellings (`Home`, `home`): it takes the first in scalar order.
        if let component = nodes[existing].component, KeyTree.scalarsPrecede(part, component),
          let child = nodes[parent].children.firstIndex(where: { $0.node == existing })
        {
          nodes[existing].component = part
          nodes[parent].children[child].component = part
        }
        return existing
      }
      nodes.append(Node(component: part, firstEntryIndex: entryIndex, depth: nodes[parent].depth + 1))
      childIndex.append([:])
      childOfComponent.append([:])
      let created = nodes.count - 1
      childIndex[parent][identity] = created
      childOfComponent[parent][part] = created
      lookup.add(from: parent, text, level: created)
      nodes[parent].children.append((part, created))
      return created
    }
  }
}
