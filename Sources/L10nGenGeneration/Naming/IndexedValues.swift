/// Values by entry or node index, read as a dictionary from index to value: the names `NamingStage`
/// gives. A table has tens of thousands of entries, each name looked up several times while naming
/// and rendering, and an array slot costs a fraction of hashing the index for a `Dictionary`
/// (callgrind: 2.5% of generating 20,000 keys went to those lookups). An index without a value
/// reads nil; iteration goes in index order.
public struct IndexedValues<Value: Sendable & Equatable>: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
  private var slots: [Value?] = []
  /// How many indexes have a value.
  public private(set) var count = 0

  public init() {}

  public init(dictionaryLiteral elements: (Int, Value)...) {
    for (index, value) in elements { self[index] = value }
  }

  public subscript(index: Int) -> Value? {
    get { slots.indices.contains(index) ? slots[index] : nil }
    set {
      precondition(index >= 0, "an index is an entry's or a level's position")
      if index >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count))
      }
      switch (slots[index] == nil, newValue == nil) {
      case (true, false): count += 1
      case (false, true): count -= 1
      default: break
      }
      slots[index] = newValue
    }
  }

  /// Room for indexes below `capacity` without growing.
  public mutating func reserveCapacity(_ capacity: Int) {
    slots.reserveCapacity(capacity)
  }

  /// The indexes that have a value, in order.
  public var keys: [Int] { slots.indices.filter { slots[$0] != nil } }
  /// The values, in the order of their indexes.
  public var values: [Value] { slots.compactMap { $0 } }

  public struct Iterator: IteratorProtocol {
    fileprivate let slots: [Value?]
    fileprivate var index = 0

    public mutating func next() -> (key: Int, value: Value)? {
      while index < slots.count {
        defer { index += 1 }
        if let value = slots[index] { return (index, value) }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(slots: slots) }

  /// The same indexes with the same values, however much room each has.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.key] == $0.value }
  }
}
