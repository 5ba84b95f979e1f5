/// Turns arbitrary text (localization keys, table names) into Swift names, exactly as
/// StencilSwiftKit 2.10.1's filters do, so templates written for SwiftGen produce the same names.
///
/// The template engine's identifier filters call these, and the key-tree stage uses them to find
/// two keys that would produce the same name.
public enum SwiftIdentifier {
  /// `swiftIdentifier:"normal"` (`pretty: false`) or `swiftIdentifier:"pretty"` (`pretty: true`).
  ///
  /// Normal: split on every scalar that cannot be part of an identifier, upper-case the first
  /// scalar of each part, join the parts with `_`, prefix `_` when the result cannot start an
  /// identifier. Pretty: the same, then snake_case to CamelCase (dropping leading underscores),
  /// then the `_` prefix again when needed. Returns "" when nothing usable is left (e.g. for `$`).
  public static func identifier(from string: String, pretty: Bool) -> String {
    if pretty, let name = asciiPrettyIdentifier(string) { return name }
    return identifierByRules(from: string, pretty: pretty)
  }

  /// `identifier(from:pretty:)` step by step as described there, for any text; what the byte-wise
  /// path must agree with.
  static func identifierByRules(from string: String, pretty: Bool) -> String {
    let normal = joinedIdentifierParts(of: string)
    guard pretty else { return normal }
    return prefixWithUnderscoreIfNeeded(snakeToCamelCase(normal, stripLeadingUnderscores: true))
  }

  /// Whether `name` can be written as it is where Swift expects a member or type name: a plain
  /// identifier that is not a keyword, or a keyword (or any plain identifier) escaped in backticks.
  /// Swift takes a `$` after the first character (`with$Content`, a name Xcode's String Catalog
  /// symbols give). Names meant to be emitted through `escapeReservedKeywords` should be checked after escaping.
  public static func isValidIdentifier(_ name: String) -> Bool {
    if name.utf8.first == UInt8(ascii: "`"), name.count >= 3, name.hasSuffix("`") {
      let inner = String(name.dropFirst().dropLast())
      return inner != "_" && hasIdentifierShape(inner)
    }
    return hasIdentifierShape(name) && !ReservedKeywords.rejectedBySwift.contains(name)
  }

  /// `escapeReservedKeywords`: wraps a word from StencilSwiftKit's keyword list in backticks.
  public static func escapeReservedKeywords(_ string: String) -> String {
    ReservedKeywords.escapedByStencilSwiftKit.contains(string) ? "`\(string)`" : string
  }

  /// `_` in front of a name that cannot start an identifier (e.g. one starting with a digit).
  static func prefixWithUnderscoreIfNeeded(_ string: String) -> String {
    guard let first = string.unicodeScalars.first else { return "" }
    return IdentifierCharacters.isHead(first) ? string : "_" + string
  }

  private static func joinedIdentifierParts(of string: String) -> String {
    var result = String.UnicodeScalarView()
    var atPartStart = true
    for scalar in string.unicodeScalars {
      guard IdentifierCharacters.isTail(scalar) else {
        result.append("_")
        atPartStart = true
        continue
      }
      if atPartStart {
        // One scalar may upper-case to several (ß → SS), as `String.uppercased()` does.
        result.append(contentsOf: String(scalar).uppercased().unicodeScalars)
        atPartStart = false
      } else {
        result.append(scalar)
      }
    }
    return prefixWithUnderscoreIfNeeded(String(result))
  }

  /// `identifier(from:pretty: true)` of ASCII text whose normal identifier keeps a lower-case
  /// letter (nearly every key), in one pass over its bytes: split on non-identifier characters and
  /// `_`, upper-case each part's first letter, join, `_` in front of a leading digit. The general
  /// path gives the same name; it handles the rest (Unicode, and text whose normal identifier is all
  /// capitals, which the snake-case path `capitalized`s).
  private static func asciiPrettyIdentifier(_ string: String) -> String? {
    var string = string
    return string.withUTF8 { bytes -> String? in
      // What `snakeToCamelCase` tests: a lower-case letter in the normal identifier, where each
      // part's first identifier character (`_` included) has been upper-cased.
      var normalHasLowercase = false
      var atNormalPartStart = true
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        guard IdentifierCharacters.isTail(Unicode.Scalar(byte)) else {
          atNormalPartStart = true
          continue
        }
        if !atNormalPartStart && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { normalHasLowercase = true }
        atNormalPartStart = false
      }
      guard normalHasLowercase else { return nil }
      // Written straight into the string's storage (a short name needs no allocation at all).
      return String(unsafeUninitializedCapacity: bytes.count + 1) { name in
        var count = 0
        var atPartStart = true
        for byte in bytes {
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"):
            name[count] = atPartStart ? byte - 0x20 : byte
            count += 1
            atPartStart = false
          case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            name[count] = byte
            count += 1
            atPartStart = false
          default:
            atPartStart = true
          }
        }
        if count > 0, name[0] >= UInt8(ascii: "0") && name[0] <= UInt8(ascii: "9") {
          for index in stride(from: count, to: 0, by: -1) { name[index] = name[index - 1] }
          name[0] = UInt8(ascii: "_")
          count += 1
        }
        return count
      }
    }
  }

  private static func hasIdentifierShape(_ string: String) -> Bool {
    var text = string
    // One pass over the bytes (the names of every accessor and level come here).
    let asciiShape = text.withUTF8 { bytes -> Bool? in
      guard !bytes.isEmpty else { return false }
      var isShaped = true
      for index in bytes.indices {
        switch bytes[index] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): continue
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"): isShaped = isShaped && index > 0
        case 0x80...: return nil  // Unicode: the scalar rules below
        default: isShaped = false
        }
      }
      return isShaped
    }
    if let asciiShape { return asciiShape }
    var scalars = string.unicodeScalars.makeIterator()
    guard let first = scalars.next(), IdentifierCharacters.isHead(first) else { return false }
    while let scalar = scalars.next() {
      if !IdentifierCharacters.isTail(scalar) && scalar != "$" { return false }
    }
    return true
  }
}
