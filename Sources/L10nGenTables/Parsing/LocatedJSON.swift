import L10nGenCore

/// A JSON value with the place it starts in its file, so that String Catalog errors can point at the
/// offending key. `JSONSerialization` keeps neither order nor positions; this reader keeps both.
package struct LocatedJSON: Equatable, Sendable {
  package enum Value: Equatable, Sendable {
    /// Members in file order.
    case object([Member])
    case array([LocatedJSON])
    case string(String)
    /// The number as written (`1`, `2.0`, `-3e2`).
    case number(String)
    case bool(Bool)
    case null
  }

  package struct Member: Equatable, Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: LocatedJSON

    package init(key: String, keyLocation: SourceLocation, value: LocatedJSON) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  package var value: Value
  package var location: SourceLocation

  package init(value: Value, location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// `object`'s member named `key` (the first, when a file repeats one).
  package subscript(key: String) -> LocatedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// What a message calls this kind of value: "a string", "an object"…
  package var kindDescription: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// Reads RFC 8259 JSON from UTF-8 bytes. Errors are `StringCatalogParseError.invalidJSON` with the
/// line and column of the first byte that does not fit.
package struct LocatedJSONReader {
  private let bytes: [UInt8]
  private var index = 0
  private var tracker: TextPositionTracker
  private var depth = 0
  private static let maximumDepth = 512

  package static func read(_ bytes: [UInt8], path: String) throws -> LocatedJSON {
    var reader = LocatedJSONReader(bytes: bytes, tracker: TextPositionTracker(bytes: bytes, file: path))
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    guard reader.index == bytes.count else { throw reader.error("unexpected \(reader.describeCurrent()) after the JSON value") }
    return value
  }

  private init(bytes: [UInt8], tracker: TextPositionTracker) {
    self.bytes = bytes
    self.tracker = tracker
  }

  private mutating func location() -> SourceLocation { tracker.location(of: index) }

  private mutating func error(_ reason: String) -> StringCatalogParseError {
    .invalidJSON(location(), reason: reason)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func readValue() throws -> LocatedJSON {
    guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
    let start = location()
    switch bytes[index] {
    case UInt8(ascii: "{"): return LocatedJSON(value: try readObject(), location: start)
    case UInt8(ascii: "["): return LocatedJSON(value: try readArray(), location: start)
    case UInt8(ascii: "\""): return LocatedJSON(value: .string(try readString()), location: start)
    case UInt8(ascii: "t"): return LocatedJSON(value: try readLiteral("true", .bool(true)), location: start)
    case UInt8(ascii: "f"): return LocatedJSON(value: try readLiteral("false", .bool(false)), location: start)
    case UInt8(ascii: "n"): return LocatedJSON(value: try readLiteral("null", .null), location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return LocatedJSON(value: try readNumber(), location: start)
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func nest() throws {
    depth += 1
    if depth > Self.maximumDepth { throw error("values nested more than \(Self.maximumDepth) deep") }
  }

  private mutating func readObject() throws -> LocatedJSON.Value {
    try nest()
    defer { depth -= 1 }
    index += 1
    var members = [LocatedJSON.Member]()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()); expected a member name in quotes")
      }
      let keyLocation = location()
      let key = try readString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()); expected ':' after member name \(key.debugDescription)")
      }
      index += 1
      skipWhitespace()
      members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: try readValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("unexpected \(describeCurrent()); expected ',' or '}'")
      }
    }
  }

  private mutating func readArray() throws -> LocatedJSON.Value {
    try nest()
    defer { depth -= 1 }
    index += 1
    var elements = [LocatedJSON]()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try readValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw error("unexpected \(describeCurrent()); expected ',' or ']'")
      }
    }
  }

  private mutating func readLiteral(_ word: StaticString, _ value: LocatedJSON.Value) throws -> LocatedJSON.Value {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { pattern in
      index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
    }
    guard matches else { throw error("unexpected \(describeCurrent()); expected a value") }
    index += count
    return value
  }

  private mutating func readNumber() throws -> LocatedJSON.Value {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    guard digits() > 0 else { throw error("unexpected \(describeCurrent()); expected a digit") }
    if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 {
      index = integerStart + 1
      throw error("a number cannot have leading zeros")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("unexpected \(describeCurrent()); expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("unexpected \(describeCurrent()); expected a digit in the exponent") }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// Reads a string whose opening quote is at `index`.
  private mutating func readString() throws -> String {
    let stringStart = location()
    index += 1
    var decoded = [UInt8]()  // only used once an escape is met
    var hasEscape = false
    var runStart = index
    func flush(upTo end: Int) {
      if end > runStart { decoded.append(contentsOf: bytes[runStart..<end]) }
    }
    func append(_ scalar: Unicode.Scalar) {
      decoded.append(contentsOf: String(scalar).utf8)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        defer { index += 1 }
        guard hasEscape else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
        flush(upTo: index)
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error("control character \(describeCurrent()) in a string; write it as an escape such as \\n")
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(upTo: index)
      hasEscape = true
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"): append(try readUnicodeEscape())
      default:
        index -= 2
        throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(escape)))' in a string")
      }
      runStart = index
    }
    throw StringCatalogParseError.invalidJSON(stringStart, reason: "unterminated string: the \" opened here is never closed")
  }

  /// After `\u`: four hex digits, and a second `\uXXXX` when they are a high surrogate.
  private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
    let escapeStart = index - 2
    func hex4() -> UInt32? {
      guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return value
    }
    guard let first = hex4() else {
      index = escapeStart
      throw error("invalid escape sequence: \\u needs four hexadecimal digits")
    }
    if (0xD800...0xDBFF).contains(first), index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
      index += 2
      if let second = hex4(), (0xDC00...0xDFFF).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      {
        return scalar
      }
    }
    guard let scalar = Unicode.Scalar(first) else {
      index = escapeStart
      throw error("invalid escape sequence: \\u\(String(first, radix: 16, uppercase: true)) is an unpaired surrogate")
    }
    return scalar
  }
}
