import L10nGenCore

/// Reads `.strings` tables stored as XML or binary property lists (Xcode can emit either) as a
/// `LocatedPlist`, and checks they are a dictionary of strings.
///
/// XML gives file order, real locations and duplicate keys; binary property lists have no lines,
/// so their entries come sorted by key at line 1, column 1.
enum PropertyListTableParser {
  static func parse(data: Data, path: String, keepingDuplicateKeys: Bool = false) throws -> [ParsedEntry] {
    let start = SourceLocation(file: path, line: 1, column: 1)
    let plist: LocatedPlist
    do {
      plist = try LocatedPlist.read(data, path: path)
    } catch .invalid(let reason) {
      throw StringsParseError.invalidPropertyList(start, reason: reason)
    } catch .nonStringKey(let found) {
      throw StringsParseError.nonStringKey(start, found: found)
    }
    guard case .dictionary(let members) = plist.value else {
      throw StringsParseError.notADictionary(start, found: plist.kindDescription)
    }
    // A key written twice has, at each of its places, the value written last: the one Foundation reads.
    let kept = plist.keptMembers
    var keptValue = [ExactKey: LocatedPlist]()
    if kept.count != members.count {
      for member in kept { keptValue[ExactKey(member.key)] = member.value }
    }

    var entries = [ParsedEntry]()
    var lineOfKey = [ExactKey: Int]()
    for member in members {
      let value = keptValue[ExactKey(member.key)] ?? member.value
      guard case .string(let text) = value.value else {
        throw StringsParseError.nonStringValue(member.keyLocation, key: member.key, found: value.kindDescription)
      }
      if !keepingDuplicateKeys, let firstLine = lineOfKey[ExactKey(member.key)] {
        throw StringsParseError.duplicateKey(member.keyLocation, key: member.key, firstLine: firstLine)
      }
      lineOfKey[ExactKey(member.key)] = member.keyLocation.line
      entries.append(ParsedEntry(key: member.key, value: text, comment: nil, location: member.keyLocation, valueLocation: member.value.location))
    }
    return entries
  }
}
