import L10nGenCore

/// StencilSwiftKit's letter-case filters, rule for rule (including the quirks that shape SwiftGen's
/// names, noted where they matter).
extension SwiftIdentifier {
  /// `lowerFirstWord`: lower-cases the leading run of upper-case letters, but keeps the last one
  /// when a lower-case letter follows it: `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`.
  public static func lowerFirstWord(_ string: String) -> String {
    asciiLowerFirstWord(string) ?? lowerFirstWordByRules(string)
  }

  /// `lowerFirstWord` scalar by scalar, for any text; what the byte-wise path must agree with.
  static func lowerFirstWordByRules(_ string: String) -> String {
    guard !string.isEmpty else { return "" }
    let scalars = string.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex, isUppercaseLetter(scalars[index]) {
      index = scalars.index(after: index)
    }
    if index > scalars.index(after: scalars.startIndex), index < scalars.endIndex,
      scalars[index].properties.generalCategory == .lowercaseLetter
    {
      index = scalars.index(before: index)
    }
    return String(scalars[..<index]).lowercased() + String(scalars[index...])
  }

  /// `lowerFirstWord` byte-wise, when the leading capitals and the character after them are ASCII.
  private static func asciiLowerFirstWord(_ string: String) -> String? {
    var string = string
    let end = string.withUTF8 { bytes -> Int? in
      var end = 0
      while end < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end]) { end += 1 }
      guard end == bytes.count || bytes[end] < 0x80 else { return nil }
      if end > 1, end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) { end -= 1 }
      return end
    }
    guard let end else { return nil }
    guard end > 0 else { return string }
    return string.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { lowered in
        _ = lowered.initialize(from: bytes)
        for index in 0..<end { lowered[index] += 0x20 }
        return bytes.count
      }
    }
  }

  /// `lowerFirstLetter`: lower-cases the first character (a whole grapheme, as StencilSwiftKit does).
  public static func lowerFirstLetter(_ string: String) -> String {
    guard let first = string.first else { return string }
    return first.lowercased() + string.dropFirst()
  }

  /// `upperFirstLetter` (alias `titlecase`): upper-cases the first scalar, keeps the rest.
  public static func upperFirstLetter(_ string: String) -> String {
    guard let first = string.unicodeScalars.first else { return string }
    return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
  }

  /// `snakeToCamelCase`: `snake_case` → `SnakeCase`. When the string has no ASCII lower-case letter
  /// (`SNAKE_CASE`) each part is capitalized (`Snake`), otherwise only its first scalar is
  /// upper-cased (`snAke_case` → `SnAkeCase`). Leading underscores are kept unless stripped.
  public static func snakeToCamelCase(_ string: String, stripLeadingUnderscores: Bool) -> String {
    let camel: String
    if containsASCIILowercase(string) {
      camel = splitOnUnderscores(string).map { upperFirstLetter(String($0)) }.joined()
    } else {
      camel = splitOnUnderscores(snakeCase(string)).map(\.capitalized).joined()
    }
    guard !stripLeadingUnderscores else { return camel }
    let underscores = string.unicodeScalars.prefix { $0 == "_" }.count
    return String(repeating: "_", count: underscores) + camel
  }

  /// `camelToSnakeCase`: `someCapString` → `some_cap_string` (`Some_Cap_String` unless `toLower`).
  public static func camelToSnakeCase(_ string: String, toLower: Bool) -> String {
    let snake = snakeCase(string)
    return toLower ? snake.lowercased() : snake
  }

  // MARK: - The regular expressions of StencilSwiftKit, without NSRegularExpression

  /// StencilSwiftKit searches with a UTF-16 range as long as the string's *scalar* count, so text
  /// after a non-BMP scalar (an emoji) near the end is not looked at. Kept for identical names.
  private static func searchLimit(_ string: String) -> Int { string.unicodeScalars.count }

  /// `[a-z]` anywhere in the searched range.
  private static func containsASCIILowercase(_ string: String) -> Bool {
    string.utf16.prefix(searchLimit(string)).contains { (0x61...0x7A).contains($0) }
  }

  /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2`, then `([a-z\d])([A-Z])` → `$1_$2` (both within the
  /// original string's search limit), then every `-` → `_`.
  private static func snakeCase(_ string: String) -> String {
    let limit = searchLimit(string)
    let units = separateCamelHumps(separateAcronyms(Array(string.utf16), limit: limit), limit: limit)
    return replaceHyphens(String(decoding: units, as: UTF16.self))
  }

  /// `URLChooser` → `URL_Chooser`: a run of capitals/digits, its last capital followed by a
  /// lower-case letter, is split before that capital.
  private static func separateAcronyms(_ units: [UInt16], limit: Int) -> [UInt16] {
    var result: [UInt16] = []
    result.reserveCapacity(units.count + 4)
    var index = 0
    while index < min(limit, units.count) {
      guard isUpperOrDigit(units[index]) else {
        result.append(units[index])
        index += 1
        continue
      }
      var end = index
      while end < limit, end < units.count, isUpperOrDigit(units[end]) { end += 1 }
      if end - index >= 2, isUpper(units[end - 1]), end < limit, end < units.count, isLower(units[end]) {
        result.append(contentsOf: units[index..<(end - 1)])
        result.append(underscore)
        result.append(units[end - 1])
        result.append(units[end])
        index = end + 1
      } else {
        result.append(contentsOf: units[index..<end])
        index = end
      }
    }
    if index < units.count { result.append(contentsOf: units[index...]) }
    return result
  }

  /// `someCap` → `some_Cap`: a lower-case letter or digit followed by a capital.
  private static func separateCamelHumps(_ units: [UInt16], limit: Int) -> [UInt16] {
    var result: [UInt16] = []
    result.reserveCapacity(units.count + 4)
    var index = 0
    while index < units.count {
      if index + 1 < limit, index + 1 < units.count, isLower(units[index]) || isDigit(units[index]),
        isUpper(units[index + 1])
      {
        result.append(units[index])
        result.append(underscore)
        result.append(units[index + 1])
        index += 2
      } else {
        result.append(units[index])
        index += 1
      }
    }
    return result
  }

  private static let underscore = UInt16(0x5F)

  private static func isUpper(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) }
  private static func isLower(_ unit: UInt16) -> Bool { (0x61...0x7A).contains(unit) }
  private static func isUpperOrDigit(_ unit: UInt16) -> Bool { isUpper(unit) || isDigit(unit) }

  /// ICU's `\d`: any decimal digit (Unicode category Nd), not only ASCII.
  private static func isDigit(_ unit: UInt16) -> Bool {
    if unit < 0x80 { return (0x30...0x39).contains(unit) }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.numericType == .decimal
  }

  private static func isUppercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .uppercaseLetter || category == .titlecaseLetter
  }

  /// Splits on `_` characters. Grapheme-aware like Foundation's `components(separatedBy:)`: an
  /// `_` that a combining scalar attaches to (`_` + U+FE0F) is not a separator, which is how
  /// SwiftGen names `self♦️` `self_️`.
  private static func splitOnUnderscores(_ string: String) -> [Substring] {
    string.split(separator: "_", omittingEmptySubsequences: false)
  }

  private static func replaceHyphens(_ string: String) -> String {
    guard string.contains("-") else { return string }
    return String(string.map { $0 == "-" ? "_" : $0 })
  }
}
