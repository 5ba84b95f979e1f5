/// A few dozen words, asked whether they hold a name: the names a template checks are those of every
/// accessor and level, tens of thousands a render, and hashing each one for a `Set` cost several times
/// a comparison of its bytes with the words of its length that begin as it does (callgrind: 2% of
/// generating 20,000 keys).
package struct WordList: Sendable {
  /// The words by UTF-8 length, each as its bytes.
  private let byLength: [[[UInt8]]]

  package init(_ words: some Collection<String>) {
    var byLength = [[[UInt8]]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
    for word in Set(words) { byLength[word.utf8.count].append(Array(word.utf8)) }
    self.byLength = byLength
  }

  package func contains(_ name: String) -> Bool {
    let count = name.utf8.count
    guard count < byLength.count, !byLength[count].isEmpty else { return false }
    let words = byLength[count]
    if let found = name.utf8.withContiguousStorageIfAvailable({ bytes in words.contains { $0[0] == bytes[0] && $0.elementsEqual(bytes) } }) {
      return found
    }
    return words.contains { $0.elementsEqual(name.utf8) }
  }
}
