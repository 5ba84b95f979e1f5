extension StringProtocol {
  /// The first range of `text` in this one, compared character by character, from `start` (the
  /// start when nil): `range(of:)` for literal text without Foundation.
  package func firstRange(ofText text: String, from start: Index? = nil) -> Range<Index>? {
    guard let first = text.first else { return nil }
    var index = start ?? startIndex
    while let found = self[index...].firstIndex(of: first) {
      var end = found
      var matched = true
      for character in text {
        guard end < endIndex, self[end] == character else {
          matched = false
          break
        }
        end = self.index(after: end)
      }
      if matched { return found..<end }
      index = self.index(after: found)
    }
    return nil
  }
}
