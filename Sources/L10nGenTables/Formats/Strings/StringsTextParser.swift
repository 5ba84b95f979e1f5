import L10nGenCore

/// The hand-written parser of text `.strings` tables (the old-style property-list dialect), over
/// validated UTF-8 bytes so that it stays linear on large files and every error has a location.
///
/// Grammar, as CoreFoundation's CFOldStylePList.c reads a strings file:
///
///     table   = { entry }
///     entry   = string ( "=" string | ) ";"        -- `"key";` means the value is the key
///     string  = '"' … '"' | "'" … "'" | unquoted   -- quoted strings may span lines and hold escapes
///     unquoted = [A-Za-z0-9_$/:.-]+
///
/// Whitespace is ASCII 9–13, space, U+2028 and U+2029; `//` and `/* */` comments may appear between
/// any two tokens. Translator comments are SwiftGen 6.6.3's (its `StringsFileWithCommentsParser`): an
/// entry gets the last `/* */` comment seen after the previous entry's value (so a comment between a
/// value and its `;` belongs to the next entry, and a file's header comment to its first entry,
/// across blank lines and `//` lines), comments inside an entry are ignored, and `//` lines are
/// never translator comments (`// MARK: -` is a section mark, not a note for translators).
struct StringsTextParser {
  private let bytes: [UInt8]
  private let path: String
  private var index = 0
  private var tracker: TextPositionTracker
  private var pendingComment: String?
  /// With `recordsLayout`, the bytes of each entry (its key to its `;`) and of each comment, in file
  /// order: what `l10ngen format` needs to keep every comment with its entry.
  var recordsLayout = false
  private(set) var entrySpans: [Range<Int>] = []
  private(set) var commentSpans: [Range<Int>] = []

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    self.tracker = TextPositionTracker(bytes: bytes, file: path)
  }

  /// The entries in file order; a key written twice is an error unless `keepingDuplicateKeys`, which
  /// returns both entries (lint reports them; Foundation keeps the later one).
  /// The entries may be written in braces, `{ "a" = "b"; }`, the old-style property list Foundation
  /// reads a table as.
  mutating func parse(keepingDuplicateKeys: Bool = false) throws -> [ParsedEntry] {
    var entries = [ParsedEntry]()
    entries.reserveCapacity(ByteWords.count(of: UInt8(ascii: ";"), in: bytes))  // every entry ends with one
    var lineOfKey = [ExactKey: Int]()
    try skipTrivia()
    var openingBrace: Int?
    if index < bytes.count && bytes[index] == UInt8(ascii: "{") {
      openingBrace = index
      index += 1
    }
    while true {
      try skipTrivia()
      if let brace = openingBrace {
        if index == bytes.count {
          throw StringsParseError.unexpectedCharacter(
            tracker.location(of: index), found: "end of file", expected: "} closing the { at line \(tracker.location(of: brace).line)")
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          try skipTrivia()
          guard index == bytes.count else { throw unexpectedCharacter(expected: "nothing after the closing }") }
          return entries
        }
      }
      if index == bytes.count { return entries }
      let entryStart = index
      let entry = try readEntry()
      if recordsLayout { entrySpans.append(entryStart..<index) }
      if !keepingDuplicateKeys,
        let firstLine = lineOfKey.updateValue(entry.location.line, forKey: ExactKey(entry.key))  // one hash, not two
      {
        throw StringsParseError.duplicateKey(entry.location, key: entry.key, firstLine: firstLine)
      }
      entries.append(entry)
    }
  }

  /// Reads `key = value;` or `key;` starting at the current index (trivia already skipped).
  private mutating func readEntry() throws -> ParsedEntry {
    let comment = pendingComment
    let keyStart = index
    guard let key = try readString() else {
      throw unexpectedCharacter(expected: "a key")
    }
    let location = tracker.location(of: keyStart)
    let keyEnd = index
    pendingComment = nil
    try skipTrivia()
    if index < bytes.count && bytes[index] == UInt8(ascii: ";") {
      index += 1
      pendingComment = nil  // a comment between a key and its ';' is inside the entry
      return ParsedEntry(key: key, value: key, comment: comment, location: location, valueLocation: location)
    }
    guard index < bytes.count && bytes[index] == UInt8(ascii: "=") else {
      throw runsOn(from: keyStart, to: keyEnd) ?? StringsParseError.missingEquals(tracker.location(of: keyEnd), key: key)
    }
    index += 1
    let equalsEnd = index
    try skipTrivia()
    if index == bytes.count || bytes[index] == UInt8(ascii: ";") {
      throw StringsParseError.missingValue(tracker.location(of: equalsEnd), key: key)
    }
    let valueStart = index
    guard let value = try readString() else {
      throw unexpectedCharacter(expected: "the value of \(key.debugDescription)")
    }
    let valueLocation = tracker.location(of: valueStart)
    let valueEnd = index
    pendingComment = nil  // SwiftGen: comments after the value's end count for the next entry
    try skipTrivia()
    guard index < bytes.count && bytes[index] == UInt8(ascii: ";") else {
      throw runsOn(from: valueStart, to: valueEnd) ?? StringsParseError.missingSemicolon(tracker.location(of: valueEnd), key: key)
    }
    index += 1
    return ParsedEntry(key: key, value: value, comment: comment, location: location, valueLocation: valueLocation)
  }

  /// When the quoted string at `start..<end` runs over a line break and what follows it is wrong,
  /// the mistake is where it opens: a quote left open, closed by the next line's first quote.
  private mutating func runsOn(from start: Int, to end: Int) -> StringsParseError? {
    guard start < end, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'"), bytes[start..<end].contains(0x0A) else { return nil }
    let closing = tracker.location(of: end - 1)
    return .stringRunsOn(tracker.location(of: start), quote: Character(Unicode.Scalar(bytes[start])), closedAt: closing)
  }

  // MARK: - Trivia

  /// Skips whitespace and comments, remembering the last block comment as the pending translator comment.
  private mutating func skipTrivia() throws {
    while index < bytes.count {
      switch bytes[index] {
      case 0x09...0x0D, 0x20:
        index += 1
      case 0xE2 where isLineOrParagraphSeparator(at: index):
        index += 3
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        let start = index
        index += 2
        while index < bytes.count && !isLineEnd(at: index) { index += 1 }
        if recordsLayout { commentSpans.append(start..<index) }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        try skipBlockComment()
      default:
        return
      }
    }
  }

  private mutating func skipBlockComment() throws {
    let start = index
    var cursor = start + 2
    while cursor + 1 < bytes.count {
      if bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/") {
        pendingComment = Self.trimmed(bytes[(start + 2)..<cursor])
        index = cursor + 2
        if recordsLayout { commentSpans.append(start..<index) }
        return
      }
      cursor += 1
    }
    throw StringsParseError.unterminatedComment(tracker.location(of: start))
  }

  /// The text without surrounding Unicode whitespace: the White_Space property is exactly
  /// Foundation's `.whitespacesAndNewlines` (SwiftGen's trim), without bridging through NSString.
  /// Trimmed byte-wise when the characters at both ends are ASCII (where White_Space is exactly tab
  /// to carriage return and space), so that the string is made once, already trimmed.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = bytes.lastIndex(where: { !isSpace($0) })!
    if bytes[first] < 0x80, bytes[last] < 0x80 { return String(decoding: bytes[first...last], as: UTF8.self) }
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    guard let firstScalar = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let lastScalar = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[firstScalar...lastScalar])
  }

  private func isLineOrParagraphSeparator(at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
  }

  private func isLineEnd(at offset: Int) -> Bool {
    bytes[offset] == 0x0A || bytes[offset] == 0x0D || (bytes[offset] == 0xE2 && isLineOrParagraphSeparator(at: offset))
  }

  // MARK: - Strings

  /// Reads a quoted or unquoted string at the current index; nil when no string starts here.
  private mutating func readString() throws -> String? {
    let first = bytes[index]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      return try readQuoted(quote: first)
    }
    let start = index
    while index < bytes.count && Self.isUnquotedCharacter(bytes[index]) { index += 1 }
    return index == start ? nil : String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readQuoted(quote: UInt8) throws -> String {
    let start = index
    index += 1
    var segmentStart = index
    // Built only when the string has escapes, and appended to in place: a copy per escape would
    // make a value with many escapes quadratic (minutes for a 10 MB one).
    var unescaped: [UInt8] = []
    var hasEscapes = false
    while index < bytes.count {
      // Straight to the next quote or backslash, eight bytes at a time: the loop below costs several
      // times this scan.
      index = bytes.withUnsafeBufferPointer { buffer in
        ByteWords.firstIndex(
          in: buffer, from: index, wordsWhere: { !ByteWords.hasByte(quote, in: $0) && !ByteWords.hasByte(UInt8(ascii: "\\"), in: $0) },
          matters: { buffer[$0] == quote || buffer[$0] == UInt8(ascii: "\\") })
      }
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == quote {
        let text: String
        if hasEscapes {
          unescaped.append(contentsOf: bytes[segmentStart..<index])
          text = String(decoding: unescaped, as: UTF8.self)
        } else {
          text = String(decoding: bytes[segmentStart..<index], as: UTF8.self)
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") && index + 1 < bytes.count {
        hasEscapes = true
        unescaped.append(contentsOf: bytes[segmentStart..<index])
        do {
          index = try StringsEscapeDecoder.decode(bytes, backslash: index, into: &unescaped)
        } catch let failure as StringsEscapeDecoder.Failure {
          let sequence = String(decoding: bytes[index..<failure.end], as: UTF8.self)
          throw StringsParseError.invalidEscape(tracker.location(of: index), sequence: sequence, reason: failure.reason)
        }
        segmentStart = index
      } else {
        index += 1
      }
    }
    throw StringsParseError.unterminatedString(tracker.location(of: start), quote: Character(Unicode.Scalar(quote)))
  }

  private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  // MARK: - Errors

  private mutating func unexpectedCharacter(expected: String) -> StringsParseError {
    let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    return .unexpectedCharacter(tracker.location(of: index), found: Self.describe(scalar), expected: expected)
  }

  /// `'x'` for a visible character, `U+00A0` for one that would be invisible or confusing in a message.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let padded = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    let visible =
      scalar.properties.isWhitespace == false && scalar.properties.generalCategory != .control
      && scalar.properties.generalCategory != .format && scalar.properties.generalCategory != .nonspacingMark
    return visible ? "character '\(scalar)'" : "character \(padded)"
  }
}
