import L10nGenCore

/// Reads XML property lists into a `LocatedPlist` in one pass over their text, without Foundation.
///
/// It reads what Foundation's property-list parser reads, the way it reads it: elements whose
/// attributes are ignored, `<dict>`, `<array>`, `<key>`, `<string>` (the five named references,
/// `&#…;` and CDATA sections; carriage returns kept), `<integer>`, `<real>`, `<true/>`, `<false/>`,
/// `<date>` and `<data>`, comments and processing instructions between them, the XML declaration
/// and a DOCTYPE without internal subset. It returns nil for anything it is not sure Foundation reads
/// alike (a declared encoding other than UTF-8, a `<key>` where a value belongs, content after the
/// document, any malformation); `LocatedPlist.read(_:path:)` then asks Foundation, which stays the
/// judge of every file this reader does not take, and of every error message. Foundation builds an
/// `NSDictionary` per dictionary and bridges it: for a table of plurals that costs several times
/// the reading itself.
package enum LocatedPlistReader {
  /// The document in `data`, or nil when it is not XML text this reader takes. UTF-8 is read as it
  /// is; UTF-16 and UTF-32 with a byte-order mark are read transcoded, as Foundation reads them
  /// (whatever their declaration says). Foundation reads UTF-16 without a byte-order mark wrongly.
  package static func read(_ data: Data, path: String) -> LocatedPlist? {
    guard let (text, checksDeclaration) = utf8Text(data) else { return nil }
    return text.withUnsafeBufferPointer { bytes in
      var reader = Reader(bytes: bytes, tracker: TextPositionTracker(bytes: text, file: path), checksDeclaration: checksDeclaration)
      return reader.document()
    }
  }

  /// The text as UTF-8, and whether its XML declaration decides the encoding (only without a
  /// byte-order mark: Foundation goes by the mark when there is one).
  private static func utf8Text(_ data: Data) -> ([UInt8], checksDeclaration: Bool)? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      let text = Array(bytes.dropFirst(3))
      return String(validating: text, as: UTF8.self) == nil ? nil : (text, false)
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return (try? TableTextDecoder.utf8(from: data, path: "")).map { ($0, false) }
    }
    return String(validating: bytes, as: UTF8.self) == nil ? nil : (bytes, true)
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var tracker: TextPositionTracker
    let checksDeclaration: Bool
    var depth = 0
    static let maximumDepth = 512
    /// Scratch space for texts with references or CDATA, reused from one text to the next.
    var buffer = [UInt8]()

    init(bytes: UnsafeBufferPointer<UInt8>, tracker: TextPositionTracker, checksDeclaration: Bool) {
      self.bytes = bytes
      self.tracker = tracker
      self.checksDeclaration = checksDeclaration
    }

    mutating func document() -> LocatedPlist? {
      guard skipProlog() else { return nil }
      let start = index
      guard let tag = openTag() else { return nil }
      let root: LocatedPlist?
      if tag.is("plist") {
        guard !tag.isEmpty, skipMisc(), !starts(with: "</"), let value = element(), skipMisc(), closeTag("plist") else { return nil }
        root = value
      } else {
        root = element(tag, at: start)
      }
      // Foundation ignores what follows the document; only space and comments are surely nothing.
      while true {
        skipSpace()
        guard starts(with: "<!--") else { break }
        guard let end = find("-->", from: index + 4) else { return nil }
        index = end + 3
      }
      return index == bytes.count ? root : nil
    }

    /// The XML declaration, other processing instructions, comments and a DOCTYPE without internal
    /// subset, up to the `<` of the first element.
    private mutating func skipProlog() -> Bool {
      while true {
        skipSpace()
        if starts(with: "<?") {
          guard let end = find("?>", from: index + 2) else { return false }
          if checksDeclaration, starts(with: "<?xml"), !Self.isPlainDeclaration(bytes[(index + 5)..<end]) { return false }
          index = end + 2
        } else if starts(with: "<!--") {
          guard let end = find("-->", from: index + 4) else { return false }
          index = end + 3
        } else if starts(with: "<!DOCTYPE") {
          guard matches(" ", at: index + 9) || matches("\n", at: index + 9), let end = find(UInt8(ascii: ">"), from: index),
            !bytes[index..<end].contains(UInt8(ascii: "["))
          else { return false }
          index = end + 1
        } else {
          return starts(with: "<") && !starts(with: "<!")
        }
      }
    }

    /// The attributes of `<?xml …?>` as Foundation's writer puts them: `version`, `encoding` (UTF-8)
    /// and `standalone`, each once with a quoted value, separated by spaces. Foundation takes the
    /// encoding from the first `encoding=` before a `?` or `>`; anything less plain may read otherwise.
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

    /// A start tag as Foundation reads it: the name runs to the first space, the tag to the first
    /// `>` (attributes are not read), and a `/` before that `>` makes the element empty.
    struct Tag {
      var name: Slice<UnsafeBufferPointer<UInt8>>
      var isEmpty: Bool

      func `is`(_ literal: StaticString) -> Bool {
        name.count == literal.utf8CodeUnitCount && literal.withUTF8Buffer { name.elementsEqual($0) }
      }
    }

    /// The start tag at `index` (a `<`), which it passes.
    private mutating func openTag() -> Tag? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }  // text where an element belongs
      let nameStart = index + 1
      guard let end = find(UInt8(ascii: ">"), from: nameStart) else { return nil }
      var nameEnd = nameStart
      while nameEnd < end, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[nameEnd]) { nameEnd += 1 }
      let isEmpty = bytes[end - 1] == UInt8(ascii: "/")
      if nameEnd == end && isEmpty { nameEnd -= 1 }
      index = end + 1
      return Tag(name: bytes[nameStart..<max(nameStart, nameEnd)], isEmpty: isEmpty)
    }

    /// `</name>`, space allowed before the `>`.
    private mutating func closeTag(_ name: StaticString) -> Bool {
      guard skip("</"), skip(name) else { return false }
      skipSpace()
      return skip(">")
    }

    /// The value whose start tag is at `index`.
    private mutating func element() -> LocatedPlist? {
      let start = index
      guard let tag = openTag() else { return nil }
      return element(tag, at: start)
    }

    /// The value whose start tag `tag`, written at `start`, has been read.
    private mutating func element(_ tag: Tag, at start: Int) -> LocatedPlist? {
      let location = tracker.location(of: start)
      let value: LocatedPlist.Value
      if tag.is("string") {
        guard let text = tag.isEmpty ? "" : text(closedBy: "string") else { return nil }
        value = .string(text)
      } else if tag.is("dict") {
        guard let members = tag.isEmpty ? [] : dictionary() else { return nil }
        value = .dictionary(members)
      } else if tag.is("array") {
        guard let elements = tag.isEmpty ? [] : array() else { return nil }
        value = .array(elements)
      } else if tag.is("true") || tag.is("false") {
        guard tag.isEmpty || closeTag(tag.is("true") ? "true" : "false") else { return nil }
        value = .boolean(tag.is("true"))
      } else if tag.is("integer") {
        guard !tag.isEmpty, integer(), closeTag("integer") else { return nil }
        value = .integer
      } else if tag.is("real") {
        guard !tag.isEmpty, let text = text(closedBy: "real"), Self.isReal(text) else { return nil }
        value = .real
      } else if tag.is("date") {
        guard !tag.isEmpty, date(), closeTag("date") else { return nil }
        value = .date
      } else if tag.is("data") {
        guard !tag.isEmpty else { return nil }
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
          guard bytes[index] < 0x80 else { return nil }  // Foundation skips other characters than base64's
          index += 1
        }
        guard closeTag("data") else { return nil }
        value = .data
      } else {
        return nil  // an unknown tag, or one Foundation reads in a way of its own (`<key>` or `<plist>` as a value)
      }
      return LocatedPlist(value: value, location: location)
    }

    /// The members of a dictionary whose `<dict>` has been read, up to its `</dict>`.
    private mutating func dictionary() -> [LocatedPlist.Member]? {
      guard nest() else { return nil }
      defer { depth -= 1 }
      var members = [LocatedPlist.Member]()
      while true {
        guard skipMisc() else { return nil }
        if starts(with: "</") {
          guard closeTag("dict") else { return nil }
          // Foundation reads a dictionary of one number under `CF$UID` as a keyed archiver's reference.
          if let first = members.first, first.key == "CF$UID", members.allSatisfy({ $0.key == "CF$UID" }) {
            switch members[members.count - 1].value.value {
            case .integer, .real: return nil
            default: break
            }
          }
          return members
        }
        let keyStart = index
        guard let tag = openTag(), tag.is("key") else { return nil }
        let keyLocation = tracker.location(of: keyStart)
        guard let key = tag.isEmpty ? "" : text(closedBy: "key"), skipMisc(), !starts(with: "</"), let value = element() else { return nil }
        members.append(LocatedPlist.Member(key: key, keyLocation: keyLocation, value: value))
      }
    }

    /// The elements of an array whose `<array>` has been read, up to its `</array>`.
    private mutating func array() -> [LocatedPlist]? {
      guard nest() else { return nil }
      defer { depth -= 1 }
      var elements = [LocatedPlist]()
      while true {
        guard skipMisc() else { return nil }
        if starts(with: "</") { return closeTag("array") ? elements : nil }
        guard let element = element() else { return nil }
        elements.append(element)
      }
    }

    private mutating func nest() -> Bool {
      depth += 1
      return depth <= Self.maximumDepth
    }

    /// Character data up to `</closing>`, with the five named references, `&#…;` and CDATA
    /// sections. Nil for a text that starts with a byte-order mark, which Foundation drops.
    private mutating func text(closedBy closing: StaticString) -> String? {
      let start = index
      var plain = true
      buffer.removeAll(keepingCapacity: true)
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") {
          if !matches("<!", at: index) {
            let end = index
            guard closeTag(closing) else { return nil }
            if plain {
              let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
              return text.starts(with: [0xEF, 0xBB, 0xBF]) ? nil : String(decoding: text, as: UTF8.self)
            }
            return buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? nil : String(decoding: buffer, as: UTF8.self)
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

    /// An `<integer>`'s text as Foundation reads it: space, a sign, space, then decimal digits or
    /// `0x` and hexadecimal digits, up to the `<`; magnitudes beyond 64 bits are errors there.
    private mutating func integer() -> Bool {
      skipSpace()
      var isNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        isNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
        skipSpace()
      }
      var radix: UInt64 = 10
      if matches("0x", at: index) || matches("0X", at: index) {
        radix = 16
        index += 2
      }
      var magnitude: UInt64 = 0
      var digits = 0
      while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
        guard let digit = Self.digitValue(bytes[index]), digit < radix else { return false }
        let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
        let (sum, carry) = shifted.addingReportingOverflow(digit)
        guard !overflow, !carry else { return false }
        magnitude = sum
        digits += 1
        index += 1
      }
      return digits > 0 && (!isNegative || magnitude <= UInt64(Int64.max) + 1)
    }

    private static func digitValue(_ byte: UInt8) -> UInt64? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }

    /// A `<real>`'s text that Foundation surely reads as a number: the infinities and NaN by name
    /// (any case), or a decimal number with an optional sign, fraction and exponent.
    private static func isReal(_ text: String) -> Bool {
      if ["nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(text.lowercased()) { return true }
      var rest = text.utf8[...]
      func digits() -> Int {
        let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        rest = rest.dropFirst(count)
        return count
      }
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
      var mantissa = digits()
      if rest.first == UInt8(ascii: ".") {
        rest = rest.dropFirst()
        mantissa += digits()
      }
      guard mantissa > 0 else { return false }
      if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
        rest = rest.dropFirst()
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        guard digits() > 0 else { return false }
      }
      return rest.isEmpty
    }

    /// A `<date>`'s text in the one form Foundation reads: `YYYY-MM-DDThh:mm:ssZ` (a year of one
    /// to four digits, maybe negative).
    private mutating func date() -> Bool {
      func digits(_ count: ClosedRange<Int>, then separator: UInt8) -> Bool {
        var read = 0
        while index < bytes.count, read < count.upperBound, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
          read += 1
        }
        guard count.contains(read), index < bytes.count, bytes[index] == separator else { return false }
        index += 1
        return true
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      return digits(1...4, then: UInt8(ascii: "-")) && digits(2...2, then: UInt8(ascii: "-")) && digits(2...2, then: UInt8(ascii: "T"))
        && digits(2...2, then: UInt8(ascii: ":")) && digits(2...2, then: UInt8(ascii: ":")) && digits(2...2, then: UInt8(ascii: "Z"))
    }

    private mutating func skipSpace() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
        index += 1
      }
    }

    /// Space, comments and processing instructions between values; false for one without end.
    /// Foundation looks for the end of an instruction here from its `?`, so that `<?>` is whole.
    private mutating func skipMisc() -> Bool {
      while true {
        skipSpace()
        if starts(with: "<!--") {
          guard let end = find("-->", from: index + 4) else { return false }
          index = end + 3
        } else if starts(with: "<?") {
          guard let end = find("?>", from: index + 1) else { return false }
          index = end + 2
        } else {
          return true
        }
      }
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
