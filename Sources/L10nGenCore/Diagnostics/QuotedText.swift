/// A text for a message: quoted and escaped like a Swift string, shortened past 60 characters.
package func quoted(_ text: String) -> String {
  // Fewer than 61 bytes are fewer than 61 characters: counting characters reads every grapheme.
  guard text.utf8.count > 60, text.count > 60 else { return swiftQuoted(text) }
  return swiftQuoted(String(text.prefix(57)) + "…")
}

/// `text.debugDescription`: quoted and escaped as Swift writes a string. A text of printable ASCII
/// with no `"`, `'` or `\` (most keys and many values) is escaped by nothing, and is copied without
/// reading it scalar by scalar; any other text is left to `debugDescription`.
package func swiftQuoted(_ text: String) -> String {
  let copiedAsIs = text.utf8.allSatisfy { byte in
    byte >= 0x20 && byte <= 0x7E && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\\")
  }
  guard copiedAsIs else { return text.debugDescription }
  var result = ""
  result.reserveCapacity(text.utf8.count + 2)
  result.append("\"")
  result.append(text)
  result.append("\"")
  return result
}
