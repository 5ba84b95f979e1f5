/// A key as Foundation tells keys apart: code unit for code unit. `String`'s `==` holds canonically
/// equivalent text equal ("café" composed and decomposed), but `NSString`'s `isEqual:` and
/// CoreFoundation's dictionaries compare the characters as written, so a table may hold both, and
/// Foundation looks each one up apart. Every place that decides whether a table has a key twice
/// compares keys this way.
package struct ExactKey: Hashable, Sendable {
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  package static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  package func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
