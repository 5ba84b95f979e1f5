import L10nGenCore

/// A property-list value with the place it is written, so that `.stringsdict` and XML `.strings`
/// errors can point at the offending key or value. Foundation's reading keeps neither the order of a
/// dictionary, nor a key written twice, nor positions; this tree keeps all three.
///
/// `LocatedPlistReader` builds it from XML text. What Foundation reads instead (binary property
/// lists, and XML the reader leaves to it) becomes the same tree without places: every value at the
/// start of the file, every dictionary sorted by key (`LocatedPlist.read(_:path:)`).
package struct LocatedPlist: Equatable, Sendable {
  package enum Value: Equatable, Sendable {
    /// Members in file order, a key written twice kept twice.
    case dictionary([Member])
    case array([LocatedPlist])
    case string(String)
    case integer
    case real
    case boolean(Bool)
    case date
    case data
    /// A value only Foundation makes (a keyed archiver's `CF$UID`), by what a message calls it.
    case other(String)
  }

  package struct Member: Equatable, Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: LocatedPlist

    package init(key: String, keyLocation: SourceLocation, value: LocatedPlist) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  package var value: Value
  /// Where the value's element starts (its `<`).
  package var location: SourceLocation

  package init(value: Value, location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// The value of `dictionary`'s member `key`: the last one when a file repeats it, as Foundation keeps it.
  package subscript(key: String) -> LocatedPlist? {
    guard case .dictionary(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// A dictionary's members as Foundation keeps them: each key once, at its first place in the file
  /// and with its first key location, holding the value written last. Empty for other values.
  package var keptMembers: [Member] {
    guard case .dictionary(let members) = value else { return [] }
    // Small dictionaries (a table's entries) are checked pairwise, without hashing.
    if members.count <= 16,
      !members.indices.contains(where: { index in members[..<index].contains { ExactKey($0.key) == ExactKey(members[index].key) } })
    {
      return members
    }
    var firstIndex = [ExactKey: Int]()
    var kept = [Member]()
    for member in members {
      if let index = firstIndex[ExactKey(member.key)] {
        kept[index].value = member.value
      } else {
        firstIndex[ExactKey(member.key)] = kept.count
        kept.append(member)
      }
    }
    return kept
  }

  /// What a message calls this kind of value: "a string", "a dictionary", "a number"…
  package var kindDescription: String {
    switch value {
    case .dictionary: return "a dictionary"
    case .array: return "an array"
    case .string: return "a string"
    case .integer, .real: return "a number"
    case .boolean: return "a boolean"
    case .date: return "a date"
    case .data: return "data"
    case .other(let description): return description
    }
  }
}
