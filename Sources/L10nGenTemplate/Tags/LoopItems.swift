/// What a `for` iterates: an array's elements, a dictionary's entries sorted by key, or nothing.
package struct LoopItems {
  private enum Storage {
    case elements([TemplateValue])
    case entries([(key: String, value: TemplateValue)])
  }

  private let storage: Storage

  package init(_ value: TemplateValue) {
    switch value.resolved {
    case .array(let elements): storage = .elements(elements)
    case .dictionary(let dictionary): storage = .entries(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    default: storage = .elements([])
    }
  }

  package var count: Int {
    switch storage {
    case .elements(let elements): return elements.count
    case .entries(let entries): return entries.count
    }
  }

  /// Whether the items are a dictionary's entries (each a key and a value).
  var areEntries: Bool {
    if case .entries = storage { return true }
    return false
  }

  /// What a loop's first variable is bound to: the element, or the entry's key.
  package func first(at index: Int) -> TemplateValue {
    switch storage {
    case .elements(let elements): return elements[index]
    case .entries(let entries): return .string(entries[index].key)
    }
  }

  /// An entry's key and value.
  func entry(at index: Int) -> [TemplateValue] {
    guard case .entries(let entries) = storage else { return [] }
    return [.string(entries[index].key), entries[index].value]
  }
}
