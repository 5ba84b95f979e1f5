/// Finds the `<key>` elements of an XML property list in document order, with their byte offsets,
/// so that entries of an XML `.strings` table keep their order and get real locations.
///
/// Only used after Foundation has read the same text as a dictionary of strings, which cannot nest:
/// every `<key>` outside comments and CDATA sections is then a key of the root dictionary. Key text
/// is unescaped like XML does (the five named entities, `&#…;`, CDATA); a key this simple scanner
/// reads differently from Foundation makes the caller fall back to sorted keys, never a wrong order.
enum XMLPlistKeyLocator {
  struct Key: Equatable {
    var name: String
    /// Offset of the `<` of `<key>`.
    var offset: Int
    /// Offset of the `<` of the element after `</key>` (the value).
    var valueOffset: Int
  }

  static func keys(in text: [UInt8]) -> [Key] {
    var keys = [Key]()
    var index = 0
    while let open = find("<", in: text, from: index) {
      if matches("<!--", in: text, at: open) {
        index = (find("-->", in: text, from: open + 4) ?? text.count) + 3
      } else if matches("<![CDATA[", in: text, at: open) {
        index = (find("]]>", in: text, from: open + 9) ?? text.count) + 3
      } else if matches("<key/>", in: text, at: open) {
        index = open + 6
        keys.append(Key(name: "", offset: open, valueOffset: nextElement(in: text, from: index)))
      } else if matches("<key>", in: text, at: open) {
        let contentStart = open + 5
        guard let close = findKeyEnd(in: text, from: contentStart) else { return [] }
        index = close + 6
        let name = unescape(text[contentStart..<close])
        keys.append(Key(name: name, offset: open, valueOffset: nextElement(in: text, from: index)))
      } else {
        index = open + 1
      }
    }
    return keys
  }

  /// The `</key>` that ends a key, skipping CDATA sections that could contain one.
  private static func findKeyEnd(in text: [UInt8], from start: Int) -> Int? {
    var index = start
    while let open = find("<", in: text, from: index) {
      if matches("</key>", in: text, at: open) { return open }
      if matches("<![CDATA[", in: text, at: open) {
        guard let end = find("]]>", in: text, from: open + 9) else { return nil }
        index = end + 3
      } else {
        index = open + 1
      }
    }
    return nil
  }

  private static func nextElement(in text: [UInt8], from start: Int) -> Int {
    var index = start
    while let open = find("<", in: text, from: index) {
      guard matches("<!--", in: text, at: open) else { return open }
      index = (find("-->", in: text, from: open + 4) ?? text.count) + 3
    }
    return min(start, text.count)
  }

  private static func unescape(_ raw: ArraySlice<UInt8>) -> String {
    let text = String(decoding: raw, as: UTF8.self)
    guard text.contains("&") || text.contains("<") else { return text }
    var result = ""
    var rest = Substring(text)
    while let special = rest.firstIndex(where: { $0 == "&" || $0 == "<" }) {
      result += rest[..<special]
      rest = rest[special...]
      if rest.hasPrefix("<![CDATA["), let end = rest.range(of: "]]>") {
        result += rest[rest.index(rest.startIndex, offsetBy: 9)..<end.lowerBound]
        rest = rest[end.upperBound...]
      } else if rest.hasPrefix("&"), let semicolon = rest.firstIndex(of: ";"),
        let character = entity(rest[rest.index(after: rest.startIndex)..<semicolon])
      {
        result.append(character)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append(rest.removeFirst())
      }
    }
    return result + rest
  }

  private static func entity(_ name: Substring) -> Character? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let code: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        code = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        code = UInt32(name.dropFirst(), radix: 10)
      } else {
        code = nil
      }
      return code.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }

  private static func find(_ needle: StaticString, in text: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < text.count {
      if matches(needle, in: text, at: index) { return index }
      index += 1
    }
    return nil
  }

  private static func matches(_ needle: StaticString, in text: [UInt8], at offset: Int) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard offset >= 0, offset + count <= text.count else { return false }
    return needle.withUTF8Buffer { pattern in
      for position in 0..<count where text[offset + position] != pattern[position] { return false }
      return true
    }
  }
}
