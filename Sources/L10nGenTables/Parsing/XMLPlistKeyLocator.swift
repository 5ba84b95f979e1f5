/// Finds the `<key>` elements of an XML property list in document order, with their byte offsets,
/// so that entries of an XML `.strings` table keep their order and get real locations, and the
/// nested keys of a `.stringsdict` (`keyPaths`) can be pointed at.
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

  /// A key anywhere in the document, by its path from the root dictionary (`["entry", "COUNT", "one"]`;
  /// array elements count as their index).
  struct PathKey: Equatable {
    var path: [String]
    var offset: Int
    var valueOffset: Int
  }

  /// Every key of nested dictionaries in document order. Like `keys(in:)`, a reading that Foundation
  /// would not share (checked by the caller against what Foundation read) must not be trusted.
  static func keyPaths(in text: [UInt8]) -> [PathKey] {
    struct Container {
      var path: [String]
      var isArray: Bool
      var pendingKey: String?
      var count = 0
    }
    var stack = [Container]()
    var keys = [PathKey]()
    var index = 0

    /// The path of a value starting here, consuming the pending key or array position.
    func valuePath() -> [String]? {
      guard var top = stack.popLast() else { return [] }
      defer { stack.append(top) }
      if top.isArray {
        top.count += 1
        return top.path + [String(top.count - 1)]
      }
      guard let key = top.pendingKey else { return nil }
      top.pendingKey = nil
      return top.path + [key]
    }

    while let open = find("<", in: text, from: index) {
      if matches("<!--", in: text, at: open) {
        index = (find("-->", in: text, from: open + 4) ?? text.count) + 3
      } else if matches("<![CDATA[", in: text, at: open) {
        index = (find("]]>", in: text, from: open + 9) ?? text.count) + 3
      } else if matches("<?", in: text, at: open) || matches("<!", in: text, at: open) || matches("</", in: text, at: open) {
        let isClose = matches("</dict>", in: text, at: open) || matches("</array>", in: text, at: open)
        if isClose { _ = stack.popLast() }
        index = (find(">", in: text, from: open + 1) ?? text.count) + 1
      } else if matches("<key/>", in: text, at: open) || matches("<key>", in: text, at: open) {
        let name: String
        if matches("<key/>", in: text, at: open) {
          index = open + 6
          name = ""
        } else {
          guard let close = findKeyEnd(in: text, from: open + 5) else { return [] }
          index = close + 6
          name = unescape(text[(open + 5)..<close])
        }
        guard var top = stack.popLast(), !top.isArray else { return [] }
        top.pendingKey = name
        keys.append(PathKey(path: top.path + [name], offset: open, valueOffset: nextElement(in: text, from: index)))
        stack.append(top)
      } else {
        let tagEnd = find(">", in: text, from: open + 1) ?? text.count
        let selfClosing = tagEnd > 0 && tagEnd < text.count && text[tagEnd - 1] == UInt8(ascii: "/")
        let path = valuePath()
        if !selfClosing, let path, matches("<dict", in: text, at: open) || matches("<array", in: text, at: open) {
          stack.append(Container(path: path, isArray: matches("<array", in: text, at: open)))
        }
        index = tagEnd + 1
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
    // A byte search: String.contains(String) goes through Foundation and is slow for every key.
    guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }) else { return text }
    var result = ""
    var rest = Substring(text)
    while let special = rest.firstIndex(where: { $0 == "&" || $0 == "<" }) {
      result += rest[..<special]
      rest = rest[special...]
      if rest.hasPrefix("<![CDATA["), let end = rest.range(of: "]]>") {
        result += rest[rest.index(rest.startIndex, offsetBy: 9)..<end.lowerBound]
        rest = rest[end.upperBound...]
      } else if rest.hasPrefix("&"), let semicolon = rest.firstIndex(of: ";"),
        let character = XMLCharacterReference.scalar(named: rest[rest.index(after: rest.startIndex)..<semicolon]).map(Character.init)
      {
        result.append(character)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append(rest.removeFirst())
      }
    }
    return result + rest
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
