import L10nGenCore
import L10nGenTables

/// How a `YAMLReader` types plain (unquoted) scalars.
enum YAMLSchema: Sendable {
  /// YAML 1.2's core schema: `true`/`false` (also `True`, `TRUE`…) are booleans, `null`, `~` and
  /// nothing are null, integers and floats are numbers, the rest strings.
  case core
  /// The core schema plus YAML 1.1's `yes`/`no`/`on`/`off` (three casings each) as booleans: how
  /// Yams, and so SwiftGen, reads a config, where `noComments: no` means false.
  case coreWithYAML11Booleans
}

/// Reads the YAML that configuration files use (SwiftGen's `swiftgen.yml`) into the located tree
/// that JSON is read into, so one tree type, with a position for every message, serves both.
///
/// The subset is what SwiftGen's documented configs use: block mappings and sequences (a sequence
/// may sit at its key's indentation, and an item may be a compact `- key: value` mapping), plain,
/// single-quoted and double-quoted scalars, `[a, b]` flow sequences and `{ key: value, … }` flow
/// mappings on one line (nested in each other too; `{}` is an empty mapping, a key with no value
/// is null), `#` comments, empty values (null), a leading `---` and a trailing `...`. Anything else
/// is a `YAMLError` at the offending text rather than a guess: anchors, aliases, tags, block
/// scalars, flow collections over several lines, several documents, tabs as indentation, duplicate
/// keys, bad indentation, a value continued on the next line.
struct YAMLReader {
  private let bytes: [UInt8]
  private let schema: YAMLSchema
  private var index = 0
  private var tracker: TextPositionTracker
  private var depth = 0
  static let maximumDepth = 512

  // Between lines the reader stands at the first character of the next line with content, `indent`
  // spaces in, or `atEnd` when the document's content is over (end of input, or a `---` or `...`
  // line, which `marker` then names).
  private var indent = 0
  private var atEnd = false
  private var marker: DocumentMarker?
  /// Whether the value read last ended on the line of its key or dash (`key: value`), so that a
  /// deeper line after it reads as that value going on, not as a block that lines up with nothing.
  private var lastValueWasInline = false

  private enum DocumentMarker {
    case start  // ---
    case end  // ...
  }

  static func read(_ bytes: [UInt8], path: String, schema: YAMLSchema = .core) throws -> LocatedJSON {
    var reader = YAMLReader(bytes: bytes, schema: schema, tracker: TextPositionTracker(bytes: bytes, file: path))
    return try reader.readDocument()
  }

  private init(bytes: [UInt8], schema: YAMLSchema, tracker: TextPositionTracker) {
    self.bytes = bytes
    self.schema = schema
    self.tracker = tracker
  }

  // MARK: Document

  private mutating func readDocument() throws -> LocatedJSON {
    if let invalid = Self.firstInvalidUTF8Offset(bytes) {
      index = invalid
      throw error("byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)) is not UTF-8; save the file as UTF-8")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try moveToContent(fromLineStart: true)
    if marker == .start {
      index += 3
      try finishLine(after: "'---'; start the document on the next line")
      marker = nil
      try moveToContent(fromLineStart: false)
    }
    let root: LocatedJSON
    if atEnd {
      root = LocatedJSON(value: .null, location: location())
    } else {
      root = try readBlockNode(column: indent)
      if !atEnd { throw misindented() }
    }
    while let found = marker {
      if found == .start { throw error("a second document ('---') is not supported; a config file holds one") }
      index += 3
      try finishLine(after: "'...'")
      marker = nil
      try moveToContent(fromLineStart: false)
      if !atEnd { throw error("\(quoted(restOfLine())) after the end of the document ('...')") }
    }
    return root
  }

  // MARK: Block nodes

  /// The node whose first character is at `index`, `column` characters into its line: a block
  /// sequence, a block mapping, or a value that ends on this line.
  private mutating func readBlockNode(column: Int) throws -> LocatedJSON {
    if bytes[index] == UInt8(ascii: "-"), isSeparator(at: index + 1) { return try readBlockSequence(column: column, sharesKeyColumn: false) }
    if isKeyAhead() { return try readBlockMapping(column: column) }
    return try readValueToLineEnd()
  }

  /// A value that ends on this line, then on to the next line with content.
  private mutating func readValueToLineEnd() throws -> LocatedJSON {
    let value = try readInlineValue()
    try finishLine()
    try moveToContent(fromLineStart: false)
    lastValueWasInline = true
    return value
  }

  private mutating func readBlockMapping(column: Int) throws -> LocatedJSON {
    try nest()
    defer { depth -= 1 }
    let start = location()
    var members: [LocatedJSON.Member] = []
    var lines: [String: Int] = [:]
    while true {
      if bytes[index] == UInt8(ascii: "-"), isSeparator(at: index + 1) {
        throw error("expected a key, found the list item \(quoted(restOfLine())); a list under a key starts on the line after it")
      }
      let keyLocation = location()
      let key = try readKey()
      skipBlanks()
      guard byte(at: index) == UInt8(ascii: ":"), isSeparator(at: index + 1) else {
        throw error("expected ':' after \(quoted(key)); each line of a mapping is 'key: value'")
      }
      if let first = lines[key] {
        throw YAMLError.invalidYAML(keyLocation, reason: "duplicate key \(quoted(key)) (first on line \(first))")
      }
      lines[key] = keyLocation.line
      index += 1
      let afterColon = location()
      skipBlanks()
      let value: LocatedJSON
      if isAtLineEndOrComment() {
        try finishLine()
        try moveToContent(fromLineStart: false)
        value = try readBlockValue(parentColumn: column, sequenceMayShareColumn: true, emptyAt: afterColon)
      } else {
        value = try readValueToLineEnd()
      }
      members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: value))
      if atEnd || indent < column { break }
      if indent > column { throw misindented() }
    }
    lastValueWasInline = false
    return LocatedJSON(value: .object(members), location: start)
  }

  /// `sharesKeyColumn`: the sequence is a key's value written at the key's own indentation, so a
  /// line there that is not an item is the mapping's next key, not a misplaced line.
  private mutating func readBlockSequence(column: Int, sharesKeyColumn: Bool) throws -> LocatedJSON {
    try nest()
    defer { depth -= 1 }
    let start = location()
    var items: [LocatedJSON] = []
    while true {
      index += 1  // the '-'
      let afterDash = location()
      let sawTab = skipBlanks()
      if isAtLineEndOrComment() {
        try finishLine()
        try moveToContent(fromLineStart: false)
        items.append(try readBlockValue(parentColumn: column, sequenceMayShareColumn: false, emptyAt: afterDash))
      } else {
        // A compact mapping or sequence after "- " is indented by where its text starts.
        if sawTab { throw error("a tab after '-'; YAML indents with spaces only") }
        items.append(try readBlockNode(column: offsetInLine(index)))
      }
      if atEnd || indent < column { break }
      if indent > column { throw misindented() }
      if !(bytes[index] == UInt8(ascii: "-") && isSeparator(at: index + 1)) {
        if sharesKeyColumn { break }
        throw error("expected a list item ('- …') at this indentation, found \(quoted(restOfLine()))")
      }
    }
    lastValueWasInline = false
    return LocatedJSON(value: .array(items), location: start)
  }

  /// The value of a key or item that has nothing after it on its line: the block on the lines
  /// below, indented deeper (or a sequence at a key's own indentation), else null.
  private mutating func readBlockValue(parentColumn: Int, sequenceMayShareColumn: Bool, emptyAt: SourceLocation) throws -> LocatedJSON {
    if !atEnd {
      if indent > parentColumn { return try readBlockNode(column: indent) }
      if indent == parentColumn, sequenceMayShareColumn, bytes[index] == UInt8(ascii: "-"), isSeparator(at: index + 1) {
        return try readBlockSequence(column: indent, sharesKeyColumn: true)
      }
    }
    lastValueWasInline = false
    return LocatedJSON(value: .null, location: emptyAt)
  }

  /// Whether the text at `index` is a key: a scalar followed by ':' and a blank or the line's end.
  private mutating func isKeyAhead() -> Bool {
    let start = index
    defer { index = start }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      guard (try? readDoubleQuoted()) != nil else { return false }
    case UInt8(ascii: "'"):
      guard (try? readSingleQuoted()) != nil else { return false }
    case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
      UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
      return false
    case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
      // Indicators when a blank follows (an item, a complex key, a missing key), else plain text.
      if isSeparator(at: index + 1) { return false }
      _ = readPlain(inFlow: false)
    default:
      _ = readPlain(inFlow: false)
    }
    skipBlanks()
    return byte(at: index) == UInt8(ascii: ":") && isSeparator(at: index + 1)
  }

  private mutating func readKey() throws -> String {
    switch bytes[index] {
    case UInt8(ascii: "\""): return try readDoubleQuoted()
    case UInt8(ascii: "'"): return try readSingleQuoted()
    case UInt8(ascii: "["): throw error("a list as a key is not supported")
    default:
      try checkPlainStart(inFlow: false)
      return readPlain(inFlow: false)
    }
  }

  // MARK: Values on one line

  /// A scalar, a `[…]` list or a `{…}` mapping that starts at `index` and ends on this line.
  private mutating func readInlineValue() throws -> LocatedJSON {
    let start = location()
    let value: LocatedJSON.Value
    switch bytes[index] {
    case UInt8(ascii: "\""): value = .string(try readDoubleQuoted())
    case UInt8(ascii: "'"): value = .string(try readSingleQuoted())
    case UInt8(ascii: "["): value = try readFlowSequence()
    case UInt8(ascii: "{"): value = try readFlowMapping()
    default:
      try checkPlainStart(inFlow: false)
      value = plainValue(readPlain(inFlow: false))
    }
    skipBlanks()
    if byte(at: index) == UInt8(ascii: ":"), isSeparator(at: index + 1) {
      throw error("unexpected ':' after a value; a mapping under a key starts on the line after it, indented")
    }
    return LocatedJSON(value: value, location: start)
  }

  private mutating func readFlowSequence() throws -> LocatedJSON.Value {
    try nest()
    defer { depth -= 1 }
    let open = location()
    index += 1
    var elements: [LocatedJSON] = []
    while true {
      try skipFlowBlanks(open: open, opener: "[")
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      elements.append(try readFlowElement())
      try skipFlowBlanks(open: open, opener: "[")
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      case UInt8(ascii: ":"): throw error("'key: value' pairs inside [ … ] are not supported")
      default: throw error("expected ',' or ']' after an element, found \(quoted(restOfLine()))")
      }
    }
  }

  /// `{ key: value, … }` on one line, as Yams reads it: a key without `: value` (or with nothing
  /// after the `:`) has the value null, and a key written twice is an error, as in a block mapping.
  private mutating func readFlowMapping() throws -> LocatedJSON.Value {
    try nest()
    defer { depth -= 1 }
    let open = location()
    index += 1
    var members: [LocatedJSON.Member] = []
    var lines: [String: Int] = [:]
    while true {
      try skipFlowBlanks(open: open, opener: "{")
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      let keyLocation = location()
      let key: String
      switch bytes[index] {
      case UInt8(ascii: "\""): key = try readDoubleQuoted()
      case UInt8(ascii: "'"): key = try readSingleQuoted()
      case UInt8(ascii: "["), UInt8(ascii: "{"): throw error("a list or a mapping as a key is not supported")
      case UInt8(ascii: ","): throw error("an empty entry in { … }; remove the extra ','")
      default:
        try checkPlainStart(inFlow: true)
        key = readPlain(inFlow: true)
      }
      if let first = lines[key] {
        throw YAMLError.invalidYAML(keyLocation, reason: "duplicate key \(quoted(key)) (first on line \(first))")
      }
      lines[key] = keyLocation.line
      try skipFlowBlanks(open: open, opener: "{")
      var value = LocatedJSON(value: .null, location: location())
      if bytes[index] == UInt8(ascii: ":") {
        index += 1
        try skipFlowBlanks(open: open, opener: "{")
        value = LocatedJSON(value: .null, location: location())
        if bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}") { value = try readFlowElement() }
        try skipFlowBlanks(open: open, opener: "{")
      }
      members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: value))
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw error("expected ',' or '}' after an entry, found \(quoted(restOfLine()))")
      }
    }
  }

  private mutating func readFlowElement() throws -> LocatedJSON {
    let start = location()
    switch bytes[index] {
    case UInt8(ascii: "\""): return LocatedJSON(value: .string(try readDoubleQuoted()), location: start)
    case UInt8(ascii: "'"): return LocatedJSON(value: .string(try readSingleQuoted()), location: start)
    case UInt8(ascii: "["): return LocatedJSON(value: try readFlowSequence(), location: start)
    case UInt8(ascii: "{"): return LocatedJSON(value: try readFlowMapping(), location: start)
    case UInt8(ascii: ","): throw error("an empty element in [ … ]; remove the extra ','")
    default:
      try checkPlainStart(inFlow: true)
      return LocatedJSON(value: plainValue(readPlain(inFlow: true)), location: start)
    }
  }

  /// Blanks and a comment inside `[ … ]` or `{ … }`, which must close on its line.
  private mutating func skipFlowBlanks(open: SourceLocation, opener: Character) throws {
    skipBlanks()
    if isAtLineEndOrComment() {
      let what = opener == "[" ? "[ … ] list" : "{ … } mapping"
      throw YAMLError.invalidYAML(open, reason: "the '\(opener)' opened here is not closed on its line (a \(what) must end on the line it starts on)")
    }
  }

  /// Throws for a character that cannot start a plain scalar, naming the feature it would start.
  private mutating func checkPlainStart(inFlow: Bool) throws {
    let first = bytes[index]
    let character = "'\(Character(Unicode.Scalar(first)))'"
    switch first {
    case UInt8(ascii: "&"): throw error("anchors ('&') are not supported; write the value out again instead")
    case UInt8(ascii: "*"): throw error("aliases ('*') are not supported; write the value out again instead")
    case UInt8(ascii: "!"): throw error("tags ('!') are not supported")
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      throw error("block scalars (\(character)) are not supported; write the text on one line, in quotes if needed")
    case UInt8(ascii: "{"): throw error("a mapping as a key is not supported")
    case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
      throw error("\(character) cannot start a plain value; put the value in quotes")
    case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
      let next = byte(at: index + 1)
      guard isSeparator(at: index + 1) || (inFlow && next.map(isFlowIndicator) == true) else { return }
      switch first {
      case UInt8(ascii: "-") where inFlow: throw error("'- ' items are not allowed inside [ … ]")
      case UInt8(ascii: "-"): throw error("a list cannot start on its key's line; put '- …' on the lines after it, indented")
      case UInt8(ascii: "?"): throw error("complex keys ('? ') are not supported")
      default: throw error("a key is missing before ':'")
      }
    default:
      return
    }
  }

  /// A plain scalar's text, up to the end of the line, a comment (` #`), a `: ` that makes it a key,
  /// or inside `[ … ]` a `,` or bracket; blanks at its end are not part of it.
  private mutating func readPlain(inFlow: Bool) -> String {
    let start = index
    var end = index
    while index < bytes.count {
      let current = bytes[index]
      if isBreak(current) { break }
      if current == UInt8(ascii: ":"), isSeparator(at: index + 1) || (inFlow && byte(at: index + 1).map(isFlowIndicator) == true) { break }
      if current == UInt8(ascii: "#"), index > start, isBlank(bytes[index - 1]) { break }
      if inFlow, isFlowIndicator(current) { break }
      index += 1
      if !isBlank(current) { end = index }
    }
    index = end
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private func plainValue(_ text: String) -> LocatedJSON.Value {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default:
      if schema == .coreWithYAML11Booleans, let flag = Self.yaml11Booleans[text] { return .bool(flag) }
      return Self.isCoreNumber(text) ? .number(text) : .string(text)
    }
  }

  private static let yaml11Booleans: [String: Bool] = [
    "yes": true, "Yes": true, "YES": true, "on": true, "On": true, "ON": true,
    "no": false, "No": false, "NO": false, "off": false, "Off": false, "OFF": false,
  ]

  /// The core schema's integers (`12`, `-3`, `0o17`, `0x1F`) and floats (`1.5`, `.5`, `1e3`, `-.inf`, `.nan`).
  static func isCoreNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    func digits(_ allowed: (Character) -> Bool) -> Int {
      let count = rest.prefix(while: allowed).count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.hasPrefix("0o") {
      rest = rest.dropFirst(2)
      return digits { ("0"..."7").contains($0) } > 0 && rest.isEmpty
    }
    if rest.hasPrefix("0x") {
      rest = rest.dropFirst(2)
      return digits { $0.isASCII && $0.isHexDigit } > 0 && rest.isEmpty
    }
    if ["-", "+"].contains(rest.first) { rest = rest.dropFirst() }
    if [".inf", ".Inf", ".INF"].contains(rest) { return true }
    if [".nan", ".NaN", ".NAN"].contains(text) { return true }
    let decimal: (Character) -> Bool = { ("0"..."9").contains($0) }
    var mantissa = digits(decimal)
    if rest.first == "." {
      rest = rest.dropFirst()
      mantissa += digits(decimal)
    }
    guard mantissa > 0 else { return false }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if ["-", "+"].contains(rest.first) { rest = rest.dropFirst() }
      guard digits(decimal) > 0 else { return false }
    }
    return rest.isEmpty
  }

  private mutating func readSingleQuoted() throws -> String {
    let open = index
    index += 1
    var text: [UInt8] = []
    while index < bytes.count, !isBreak(bytes[index]) {
      if bytes[index] == UInt8(ascii: "'") {
        guard byte(at: index + 1) == UInt8(ascii: "'") else {
          index += 1
          return String(decoding: text, as: UTF8.self)
        }
        index += 1  // '' is one quote
      }
      text.append(bytes[index])
      index += 1
    }
    index = open
    throw error("the ' opened here is not closed on its line (quoted text must end on the line it starts on)")
  }

  /// YAML's one-letter escapes (`\t`, and a backslash before a tab, are both a tab).
  private static let simpleEscapes: [UInt8: UInt32] = [
    UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, 0x09: 9, UInt8(ascii: "n"): 10,
    UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13, UInt8(ascii: "e"): 27, UInt8(ascii: " "): 32,
    UInt8(ascii: "\""): 34, UInt8(ascii: "/"): 47, UInt8(ascii: "\\"): 92, UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0,
    UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
  ]
  /// `\x41`, `\u00e9`, `\U0001F600`: how many hexadecimal digits follow.
  private static let hexEscapeLengths: [UInt8: Int] = [UInt8(ascii: "x"): 2, UInt8(ascii: "u"): 4, UInt8(ascii: "U"): 8]

  private mutating func readDoubleQuoted() throws -> String {
    let open = index
    index += 1
    var text: [UInt8] = []
    while index < bytes.count, !isBreak(bytes[index]) {
      let current = bytes[index]
      if current == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: text, as: UTF8.self)
      }
      guard current == UInt8(ascii: "\\") else {
        text.append(current)
        index += 1
        continue
      }
      guard let escape = byte(at: index + 1), !isBreak(escape) else { break }
      let value: UInt32
      var length = 2
      if let known = Self.simpleEscapes[escape] {
        value = known
      } else if let count = Self.hexEscapeLengths[escape] {
        let digits = bytes[(index + 2)..<min(bytes.count, index + 2 + count)]
        guard digits.count == count, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
          let parsed = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
          throw error("invalid escape: \\\(Character(Unicode.Scalar(escape))) needs \(count) hexadecimal digits")
        }
        value = parsed
        length += count
      } else {
        let shown = String(decoding: bytes[(index + 1)..<min(bytes.count, index + 5)], as: UTF8.self).first.map(String.init) ?? ""
        throw error("invalid escape '\\\(shown)' in a double-quoted string")
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw error("invalid escape '\(String(decoding: bytes[index..<(index + length)], as: UTF8.self))': not a Unicode scalar")
      }
      text.append(contentsOf: String(scalar).utf8)
      index += length
    }
    index = open
    throw error("the \" opened here is not closed on its line (quoted text must end on the line it starts on)")
  }

  // MARK: Lines

  /// Moves past the rest of the current line (the caller knows it holds nothing more) and past
  /// blank and comment lines, to the first character of the next line with content.
  private mutating func moveToContent(fromLineStart: Bool) throws {
    var atLineStart = fromLineStart
    while true {
      if !atLineStart {
        while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
        guard index < bytes.count else { return reachEnd(nil) }
        index += bytes[index] == 0x0D && byte(at: index + 1) == 0x0A ? 2 : 1
      }
      atLineStart = false
      let lineStart = index
      var firstTab: Int?
      while index < bytes.count, isBlank(bytes[index]) {
        if bytes[index] == 0x09, firstTab == nil { firstTab = index }
        index += 1
      }
      guard index < bytes.count else { return reachEnd(nil) }
      if isBreak(bytes[index]) || bytes[index] == UInt8(ascii: "#") { continue }
      if let firstTab {
        index = firstTab
        throw error("a tab in the indentation; YAML indents with spaces only")
      }
      if index == lineStart, let found = documentMarker() { return reachEnd(found) }
      if index == lineStart, bytes[index] == UInt8(ascii: "%") { throw error("directives ('%…') are not supported") }
      indent = index - lineStart
      atEnd = false
      return
    }
  }

  private mutating func reachEnd(_ found: DocumentMarker?) {
    atEnd = true
    marker = found
  }

  private func documentMarker() -> DocumentMarker? {
    guard index + 3 <= bytes.count, isSeparator(at: index + 3) else { return nil }
    let three = Array(bytes[index..<(index + 3)])
    if three == Array("---".utf8) { return .start }
    if three == Array("...".utf8) { return .end }
    return nil
  }

  /// After a value: only blanks and a comment may remain on the line.
  private mutating func finishLine(after what: String = "the value") throws {
    skipBlanks()
    guard !isAtLineEndOrComment() else { return }
    throw error("unexpected \(quoted(restOfLine())) after \(what)")
  }

  private func isAtLineEndOrComment() -> Bool {
    guard index < bytes.count else { return true }
    // A '#' starts a comment only after a blank (or at the line's start), as in `key: a#b`.
    return isBreak(bytes[index]) || (bytes[index] == UInt8(ascii: "#") && (index == 0 || isBlank(bytes[index - 1]) || isBreak(bytes[index - 1])))
  }

  /// Skips spaces and tabs; whether there was a tab.
  @discardableResult
  private mutating func skipBlanks() -> Bool {
    var sawTab = false
    while index < bytes.count, isBlank(bytes[index]) {
      sawTab = sawTab || bytes[index] == 0x09
      index += 1
    }
    return sawTab
  }

  /// The text from `index` to the end of its line, for messages.
  private func restOfLine() -> String {
    var end = index
    while end < bytes.count, !isBreak(bytes[end]) { end += 1 }
    while end > index, isBlank(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  /// Characters between the start of `offset`'s line and `offset`; only indentation, dashes and
  /// blanks come before a node, all ASCII, so bytes are characters here.
  private func offsetInLine(_ offset: Int) -> Int {
    var start = offset
    while start > 0, !isBreak(bytes[start - 1]) { start -= 1 }
    return offset - start
  }

  private mutating func misindented() -> YAMLError {
    let text = quoted(restOfLine())
    if lastValueWasInline {
      return error("bad indentation: \(text) is indented deeper than the line above it, which is complete (a value cannot continue on the next line)")
    }
    return error("bad indentation: \(text) lines up with no key or list item above it")
  }

  // MARK: Bytes

  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
  private func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
  private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
  private func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
  }

  /// A blank, a line break or the end of input: what must follow `-`, `:` and `?` for them to be
  /// indicators rather than part of a plain scalar (`-1`, `http://x`).
  private func isSeparator(at offset: Int) -> Bool {
    guard let byte = byte(at: offset) else { return true }
    return isBlank(byte) || isBreak(byte)
  }

  private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  private mutating func nest() throws {
    depth += 1
    if depth > Self.maximumDepth { throw error("values nested more than \(Self.maximumDepth) deep") }
  }

  private mutating func location() -> SourceLocation { tracker.location(of: index) }

  private mutating func error(_ reason: String) -> YAMLError {
    .invalidYAML(location(), reason: reason)
  }
}
