import L10nGenCore

/// The one form `l10ngen format` writes a `.stringsdict` in: the XML property-list layout Xcode
/// writes (Foundation's XML writer: the Apple DTD, a tab a level, `<dict/>` for an empty
/// dictionary, `&`, `<` and `>` escaped), the entries in the chosen order; in each entry its format
/// key (`NSStringLocalizedFormatKey`) first, then its variables in the file's order; in each
/// variable its spec type, its value type, then the plural categories in CLDR's order (zero, one,
/// two, few, many, other), then anything else in the file's order. The file's line endings are kept.
///
/// What Foundation reads never changes: a key written twice in a dictionary keeps the value
/// Foundation keeps (the later one), with a warning; the result is read back and compared before it
/// is given. XML comments, which a property list cannot keep, leave the file as it is.
public enum StringsDictFormat {
  public struct Result: Equatable, Sendable {
    public var utf8: [UInt8]
    public var keys: [String]
    public var warnings: [LocatedWarning]
  }

  /// The plural categories, in CLDR's order.
  static let categories = ["zero", "one", "two", "few", "many", "other"]
  static let variableKeys = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"] + categories

  public static func format(_ utf8: [UInt8], path: String, order: KeyOrder) throws -> Result {
    if utf8.starts(with: Array("bplist".utf8)) {
      throw FormatError.unsupported(path: path, reason: "a binary property list; format the XML it is made from")
    }
    if contains(utf8, Array("<!--".utf8)) {
      throw FormatError.unsupported(path: path, reason: "it has XML comments, which a property list cannot keep")
    }
    guard let root = LocatedPlistReader.read(Data(utf8), path: path) else {
      do {
        _ = try LocatedPlist.read(Data(utf8), path: path)
      } catch {
        throw FormatError.unsupported(path: path, reason: "not a property list Foundation reads (\(error))")
      }
      throw FormatError.unsupported(path: path, reason: "a property-list layout this formatter does not read with places")
    }
    guard case .dictionary(let members) = root.value else {
      throw FormatError.unsupported(path: path, reason: "its root is \(root.kindDescription), not a dictionary")
    }
    var warnings: [LocatedWarning] = []
    let newline = StringsTableFormat.newline(of: utf8)
    let entries = kept(members, warnings: &warnings)
    let (arranged, extra) = order.arrange(entries.map(\.key))
    for position in extra {
      warnings.append(
        LocatedWarning(
          location: entries[position].keyLocation,
          message: "key \(entries[position].key.debugDescription) is not in the development table: written after its keys"))
    }
    var output = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + newline
    output += Array(#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#.utf8) + newline
    output += Array(#"<plist version="1.0">"#.utf8) + newline
    let ordered = arranged.map { entries[$0] }
    try write(
      LocatedPlist(value: .dictionary(ordered), location: root.location), depth: 0, role: .root, into: &output, newline: newline, path: path,
      warnings: &warnings)
    output += Array("</plist>".utf8) + newline

    guard let reread = LocatedPlistReader.read(Data(output), path: path), sameMeaning(root, reread) else {
      throw FormatError.wouldChangeMeaning(path: path, detail: "the property list read back differs")
    }
    return Result(utf8: output, keys: ordered.map(\.key), warnings: warnings)
  }

  /// Which dictionary is written: its members' order depends on it.
  private enum Role { case root, entry, variable, other }

  private static func write(
    _ plist: LocatedPlist, depth: Int, role: Role, into output: inout [UInt8], newline: [UInt8], path: String, warnings: inout [LocatedWarning]
  ) throws {
    let indent = [UInt8](repeating: 0x09, count: depth)
    output += indent
    switch plist.value {
    case .dictionary(let members):
      var members = role == .root ? members : kept(members, warnings: &warnings)
      guard !members.isEmpty else {
        output += Array("<dict/>".utf8) + newline
        return
      }
      switch role {
      case .entry:
        members = ordered(members, first: ["NSStringLocalizedFormatKey"])
      case .variable:
        members = ordered(members, first: variableKeys)
      case .root, .other:
        break
      }
      output += Array("<dict>".utf8) + newline
      for member in members {
        output += indent + [0x09] + Array("<key>".utf8)
        escape(member.key, into: &output)
        output += Array("</key>".utf8) + newline
        let childRole: Role
        switch role {
        case .root: childRole = .entry
        case .entry, .variable, .other: childRole = member.value["NSStringFormatSpecTypeKey"] != nil ? .variable : .other
        }
        try write(member.value, depth: depth + 1, role: childRole, into: &output, newline: newline, path: path, warnings: &warnings)
      }
      output += indent + Array("</dict>".utf8) + newline
    case .array(let elements):
      guard !elements.isEmpty else {
        output += Array("<array/>".utf8) + newline
        return
      }
      output += Array("<array>".utf8) + newline
      for element in elements {
        try write(element, depth: depth + 1, role: .other, into: &output, newline: newline, path: path, warnings: &warnings)
      }
      output += indent + Array("</array>".utf8) + newline
    case .string(let text):
      output += Array("<string>".utf8)
      escape(text, into: &output)
      output += Array("</string>".utf8) + newline
    case .boolean(let value):
      output += Array((value ? "<true/>" : "<false/>").utf8) + newline
    case .integer, .real, .date, .data, .other:
      throw FormatError.unsupported(
        path: path, reason: "\(plist.location.line):\(plist.location.column) holds \(plist.kindDescription), which this formatter does not write")
    }
  }

  /// Each key once, as Foundation keeps it (the value written last), with a warning for each key
  /// written again.
  private static func kept(_ members: [LocatedPlist.Member], warnings: inout [LocatedWarning]) -> [LocatedPlist.Member] {
    var seen = Set<ExactKey>()
    for member in members where !seen.insert(ExactKey(member.key)).inserted {
      warnings.append(
        LocatedWarning(
          location: member.keyLocation, message: "key \(member.key.debugDescription) is written again: format keeps this value, as Foundation does",
          kind: .duplicateKey))
    }
    return LocatedPlist(value: .dictionary(members), location: members.first?.keyLocation ?? SourceLocation(file: "", line: 1, column: 1))
      .keptMembers
  }

  /// `members` with those named in `first` at the start, in that order, and the rest after them.
  private static func ordered(_ members: [LocatedPlist.Member], first: [String]) -> [LocatedPlist.Member] {
    first.compactMap { key in members.first { $0.key == key } } + members.filter { !first.contains($0.key) }
  }

  /// Foundation's XML escapes: `&`, `<` and `>`.
  private static func escape(_ text: String, into output: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += Array("&amp;".utf8)
      case UInt8(ascii: "<"): output += Array("&lt;".utf8)
      case UInt8(ascii: ">"): output += Array("&gt;".utf8)
      default: output.append(byte)
      }
    }
  }

  /// Whether two property lists read the same: dictionaries as Foundation keeps them, whatever
  /// their order.
  static func sameMeaning(_ a: LocatedPlist, _ b: LocatedPlist) -> Bool {
    switch (a.value, b.value) {
    case (.dictionary, .dictionary):
      let first = a.keptMembers
      let second = b.keptMembers
      guard first.count == second.count else { return false }
      let others = Dictionary(second.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
      return first.allSatisfy { member in others[member.key].map { sameMeaning(member.value, $0) } ?? false }
    case (.array(let first), .array(let second)):
      return first.count == second.count && zip(first, second).allSatisfy { sameMeaning($0, $1) }
    default:
      return a.value == b.value
    }
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0] == needle[0] && bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
  }
}
