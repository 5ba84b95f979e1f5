import Foundation

/// Reads the XML property lists that `.stringsdict` tables are, in one pass over the bytes, without
/// Foundation: nested dictionaries of strings, with where each key is written.
///
/// It reads only that plain subset — `<plist>`, `<dict>`, `<key>`, `<string>`, comments, the XML
/// declaration, a DOCTYPE without internal subset, CDATA sections and character references — and
/// returns nil for anything else (another value type, an attribute, a carriage return inside a text,
/// a declared encoding other than UTF-8, any malformation). The caller then asks Foundation's
/// `PropertyListSerialization`, which stays the judge of every file this reader does not take, and
/// of every error message. Foundation builds an `NSDictionary` per dictionary and bridges it: for a
/// table of plurals that costs several times the reading itself.
enum XMLPropertyListReader {
  struct Document {
    /// `[String: Any]` of `String` and nested `[String: Any]`, as Foundation returns them.
    var root: [String: Any]
    /// Every key in document order, duplicates included, as `XMLPlistKeyLocator.keyPaths` finds them.
    var keys: [XMLPlistKeyLocator.PathKey]
  }

  /// The bytes of `data` when they are UTF-8 (a byte-order mark left out): the only encoding this
  /// reader takes. UTF-16 goes to Foundation, which finds it its own way.
  static func utf8Text(_ data: Data) -> [UInt8]? {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return String(validating: bytes, as: UTF8.self) == nil ? nil : bytes
  }

  /// The document in `text` (validated UTF-8), or nil when it is outside the subset read here.
  static func read(_ text: [UInt8]) -> Document? {
    text.withUnsafeBufferPointer { bytes in
      var reader = Reader(bytes: bytes)
      return reader.document()
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var keys = [XMLPlistKeyLocator.PathKey]()
    /// Scratch space for texts with references or CDATA, reused from one text to the next.
    var buffer = [UInt8]()

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func document() -> Document? {
      guard skipProlog(), skip("<plist"), index < bytes.count, [0x3E, 0x20, 0x09, 0x0A].contains(bytes[index]) else { return nil }
      // `<plist version="1.0">`: the version attribute is all Foundation's writer puts there.
      guard let tagEnd = find(UInt8(ascii: ">"), from: index), bytes[tagEnd - 1] != UInt8(ascii: "/") else { return nil }
      index = tagEnd + 1
      guard skipSpaceAndComments(), skip("<dict"), let root = dictionary(at: []) else { return nil }
      guard skipSpaceAndComments(), skip("</plist>"), skipSpaceAndComments(), index == bytes.count else { return nil }
      return Document(root: root, keys: keys)
    }

    /// The XML declaration (UTF-8 only), comments and a DOCTYPE without internal subset.
    private mutating func skipProlog() -> Bool {
      while true {
        skipSpace()
        if starts(with: "<?xml") {
          guard let end = find("?>", from: index), Self.isPlainDeclaration(bytes[(index + 5)..<end]) else { return false }
          index = end + 2
        } else if starts(with: "<!--") {
          guard skipComment() else { return false }
        } else if starts(with: "<!DOCTYPE") {
          guard matches(" ", at: index + 9) || matches("\n", at: index + 9), let end = find(UInt8(ascii: ">"), from: index),
            !bytes[index..<end].contains(UInt8(ascii: "[")) else { return false }
          index = end + 1
        } else {
          return true
        }
      }
    }

    /// The attributes of `<?xml …?>` as Foundation's writer puts them: `version`, `encoding` (UTF-8)
    /// and `standalone`, each once with a quoted value, separated by spaces.
    private static func isPlainDeclaration(_ attributes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
      let text = String(decoding: attributes, as: UTF8.self)
      var rest = Substring(text)
      var seen = Set<Substring>()
      while true {
        let trimmed = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if trimmed.isEmpty { return true }
        guard trimmed.count < rest.count, let equals = trimmed.firstIndex(of: "=") else { return false }
        let name = trimmed[..<equals]
        guard ["version", "encoding", "standalone"].contains(name), seen.insert(name).inserted else { return false }
        let afterEquals = trimmed[trimmed.index(after: equals)...]
        guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { return false }
        let valueStart = afterEquals.index(after: afterEquals.startIndex)
        guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { return false }
        let value = afterEquals[valueStart..<valueEnd]
        guard !value.contains("<"), !value.contains("&"), name != "encoding" || value.lowercased() == "utf-8" else { return false }
        rest = afterEquals[afterEquals.index(after: valueEnd)...]
      }
    }

    /// A dictionary whose `<dict` has been read; `path` is where it is.
    private mutating func dictionary(at path: [String]) -> [String: Any]? {
      if skip("/>") { return [:] }
      guard skip(">") else { return nil }
      var members = [String: Any]()
      while true {
        guard skipSpaceAndComments() else { return nil }
        if skip("</dict>") { return members }
        let keyOffset = index
        let name: String
        if skip("<key/>") {
          name = ""
        } else {
          guard skip("<key>"), let text = text(closedBy: "</key>") else { return nil }
          name = text
        }
        guard skipSpaceAndComments() else { return nil }
        var memberPath = path
        memberPath.append(name)
        keys.append(XMLPlistKeyLocator.PathKey(path: memberPath, offset: keyOffset, valueOffset: index))
        if skip("<string/>") {
          members[name] = ""
        } else if skip("<string>") {
          guard let value = text(closedBy: "</string>") else { return nil }
          members[name] = value
        } else if skip("<dict") {
          guard let value = dictionary(at: memberPath) else { return nil }
          members[name] = value  // a key written twice: the later value, as Foundation keeps it
        } else {
          return nil
        }
      }
    }

    /// Character data up to `closing`, with the five named references, `&#…;` and CDATA sections.
    private mutating func text(closedBy closing: StaticString) -> String? {
      let start = index
      var plain = true
      buffer.removeAll(keepingCapacity: true)
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") {
          if starts(with: closing) {
            let text = plain ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
              : String(decoding: buffer, as: UTF8.self)
            index += closing.utf8CodeUnitCount
            return text
          }
          guard starts(with: "<![CDATA["), let end = find("]]>", from: index + 9) else { return nil }
          if plain { startBuffer(from: start) }
          plain = false
          buffer.append(contentsOf: bytes[(index + 9)..<end])
          index = end + 3
        } else if byte == UInt8(ascii: "&") {
          if plain { startBuffer(from: start) }
          plain = false
          guard let scalar = reference() else { return nil }
          buffer.append(contentsOf: UTF8.encode(scalar)!)  // every scalar has a UTF-8 form
        } else if byte == 0x0D {
          return nil  // XML turns CR LF into LF; whether Foundation does is its call
        } else {
          if !plain { buffer.append(byte) }
          index += 1
        }
      }
      return nil
    }

    private mutating func startBuffer(from start: Int) {
      buffer.append(contentsOf: bytes[start..<index])
    }

    /// The character reference at `index` (`XMLCharacterReference`), which it passes.
    private mutating func reference() -> Unicode.Scalar? {
      guard let semicolon = find(UInt8(ascii: ";"), from: index), semicolon - index <= 10 else { return nil }
      let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
      index = semicolon + 1
      return XMLCharacterReference.scalar(named: name[...])
    }

    private mutating func skipSpace() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
        index += 1
      }
    }

    /// Whitespace and comments; false for a comment without end.
    private mutating func skipSpaceAndComments() -> Bool {
      while true {
        skipSpace()
        guard starts(with: "<!--") else { return true }
        guard skipComment() else { return false }
      }
    }

    private mutating func skipComment() -> Bool {
      guard let end = find("-->", from: index + 4) else { return false }
      index = end + 3
      return true
    }

    private func starts(with literal: StaticString) -> Bool { matches(literal, at: index) }

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      return literal.withUTF8Buffer { pattern in
        for offset in 0..<count where bytes[position + offset] != pattern[offset] { return false }
        return true
      }
    }

    private mutating func skip(_ literal: StaticString) -> Bool {
      guard starts(with: literal) else { return false }
      index += literal.utf8CodeUnitCount
      return true
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
      var position = start
      while position < bytes.count {
        if bytes[position] == byte { return position }
        position += 1
      }
      return nil
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
      let first = literal.utf8Start.pointee
      var position = start
      while let candidate = find(first, from: position) {
        if matches(literal, at: candidate) { return candidate }
        position = candidate + 1
      }
      return nil
    }
  }
}
