import L10nGenCore

/// The one form `l10ngen format` writes a String Catalog in: the layout Xcode writes, byte for
/// byte, so that a catalog Xcode saved is already formatted. Xcode writes a catalog as Foundation's
/// `JSONEncoder` does with `.prettyPrinted` and `.sortedKeys` (swift-foundation's JSONWriter.swift):
/// two spaces a level, `"key" : value`, an empty object or array as an opening line, an empty line
/// and its closing bracket; `"`, `\`, and control characters escaped (`\n`, `\r`, `\t`, `\b`, `\f`,
/// else `\u00XX`), everything else as UTF-8, `/` too (Xcode does not escape it, where `JSONEncoder`
/// does by default: xcstrings-crud's issue 28 and pull request 30 show the difference); no newline
/// after the last brace. Every
/// object's keys are in the order `JSONEncoder` gives them on Apple platforms (its compatibility
/// sorting: `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: Locale.system)`,
/// the root locale's collation, `CatalogKeyOrder`): `store_post_menu.delete` before
/// `store_post.empty`, `item9` before `item10`. Numbers are kept as written.
///
/// The keys are Xcode's to order, so `--sort` changes nothing here. What JSON readers read never
/// changes: the result is read back and compared before it is given; a key written twice in one
/// object leaves the file as it is.
public enum CatalogFormat {
  public struct Result: Equatable, Sendable {
    public var utf8: [UInt8]
    public var keys: [String]
    public var warnings: [LocatedWarning]
  }

  public static func format(_ bytes: [UInt8], path: String) throws -> Result {
    guard let (utf8, _) = TextEncoding.decode(bytes) else {
      throw FormatError.unsupported(path: path, reason: "not UTF-8 or UTF-16 text")
    }
    let root = try LocatedJSONReader.read(utf8, path: path)
    if let repeated = firstRepeatedKey(root) {
      throw FormatError.unsupported(
        path: path, reason: "key \(repeated.key.debugDescription) is written twice in one object (line \(repeated.keyLocation.line)); keep one")
    }
    var output: [UInt8] = []
    output.reserveCapacity(utf8.count)
    write(root, indent: 0, into: &output)
    let reread = try LocatedJSONReader.read(output, path: path)
    guard sameMeaning(root, reread) else {
      throw FormatError.wouldChangeMeaning(path: path, detail: "the JSON read back differs")
    }
    var keys: [String] = []
    if case .object(let strings)? = root["strings"]?.value { keys = strings.map { $0.key }.sorted(by: CatalogKeyOrder.precedes) }
    return Result(utf8: output, keys: keys, warnings: [])
  }

  /// `json` written in this form, as Xcode writes a catalog.
  package static func text(of json: LocatedJSON) -> [UInt8] {
    var output: [UInt8] = []
    write(json, indent: 0, into: &output)
    return output
  }

  private static func write(_ json: LocatedJSON, indent: Int, into output: inout [UInt8]) {
    switch json.value {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      output.append(0x0A)
      let sorted = members.sorted { CatalogKeyOrder.precedes($0.key, $1.key) }
      for (number, member) in sorted.enumerated() {
        if number > 0 { output += [UInt8(ascii: ","), 0x0A] }
        output += [UInt8](repeating: 0x20, count: 2 * (indent + 1))
        string(member.key, into: &output)
        output += Array(" : ".utf8)
        write(member.value, indent: indent + 1, into: &output)
      }
      output.append(0x0A)
      output += [UInt8](repeating: 0x20, count: 2 * indent)
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      output.append(0x0A)
      for (number, element) in elements.enumerated() {
        if number > 0 { output += [UInt8(ascii: ","), 0x0A] }
        output += [UInt8](repeating: 0x20, count: 2 * (indent + 1))
        write(element, indent: indent + 1, into: &output)
      }
      output.append(0x0A)
      output += [UInt8](repeating: 0x20, count: 2 * indent)
      output.append(UInt8(ascii: "]"))
    case .string(let text):
      string(text, into: &output)
    case .number(let text):
      output += Array(text.utf8)
    case .bool(let value):
      output += Array((value ? "true" : "false").utf8)
    case .null:
      output += Array("null".utf8)
    }
  }

  private static func string(_ text: String, into output: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20: output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func firstRepeatedKey(_ json: LocatedJSON) -> LocatedJSON.Member? {
    switch json.value {
    case .object(let members):
      var seen = Set<ExactKey>()
      for member in members where !seen.insert(ExactKey(member.key)).inserted { return member }
      for member in members { if let repeated = firstRepeatedKey(member.value) { return repeated } }
      return nil
    case .array(let elements):
      for element in elements { if let repeated = firstRepeatedKey(element) { return repeated } }
      return nil
    default:
      return nil
    }
  }

  /// Whether two JSON values read the same, whatever the order of their objects' keys.
  static func sameMeaning(_ a: LocatedJSON, _ b: LocatedJSON) -> Bool {
    switch (a.value, b.value) {
    case (.object(let first), .object(let second)):
      guard first.count == second.count else { return false }
      let others = Dictionary(second.map { (ExactKey($0.key), $0.value) }, uniquingKeysWith: { $1 })
      return first.allSatisfy { member in others[ExactKey(member.key)].map { sameMeaning(member.value, $0) } ?? false }
    case (.array(let first), .array(let second)):
      return first.count == second.count && zip(first, second).allSatisfy { sameMeaning($0, $1) }
    default:
      return a.value == b.value
    }
  }
}
