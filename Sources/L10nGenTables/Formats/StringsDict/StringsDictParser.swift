import L10nGenCore

/// Parses `.stringsdict` tables: property lists whose entries have a format key
/// (`NSStringLocalizedFormatKey`) with `%#@variable@` references and a plural rule per variable.
///
/// The table is read as a `LocatedPlist`: XML in one pass by `LocatedPlistReader`, values and
/// locations together, so entries keep their file order and every error and warning its line.
/// Anything the reader does not take (binary property lists, odd XML) goes to Foundation's
/// `PropertyListSerialization`, which decides what the file says and names what is wrong with it.
/// Such a table has no lines: its entries come sorted, located at 1:1.
///
/// An entry with only `NSStringVariableWidthRuleType` (width variants) is read as its widest variant,
/// marked `isWidthOnly` (SwiftGen skipped them; Foundation picks a variant with
/// `variantFittingPresentationWidth`). One with no text among its widths is skipped.
public enum StringsDictParser {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRuleType = "NSStringPluralRuleType"
  static let widthRuleType = "NSStringVariableWidthRuleType"
  static let deviceRuleType = "NSStringDeviceSpecificRuleType"

  public static func parse(contentsOf path: String) throws -> ParsedVariantTable {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StringsDictParseError.unreadableFile(path: path, reason: StringsFileParser.readFailureReason(path: path, error: error))
    }
    return try parse(data: data, path: path)
  }

  public static func parse(data: Data, path: String) throws -> ParsedVariantTable {
    var reader = try reader(data: data, path: path)
    return try reader.read()
  }

  /// Reads every entry it can, for `l10ngen lint`: a problem inside one entry (a duplicate key, a
  /// variable without `other`, a value that is not a string…) is returned with the others instead of
  /// ending the parse. An entry whose only problem is a missing `other` form is kept, without it.
  /// A file that is not a property list dictionary still throws.
  public static func parseRecovering(contentsOf path: String) throws -> (table: ParsedVariantTable, errors: [StringsDictParseError]) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StringsDictParseError.unreadableFile(path: path, reason: StringsFileParser.readFailureReason(path: path, error: error))
    }
    var reader = try reader(data: data, path: path)
    reader.recovering = true
    let table = try reader.read()
    return (table, reader.errors)
  }

  private static func reader(data: Data, path: String) throws -> Reader {
    let start = SourceLocation(file: path, line: 1, column: 1)
    let plist: LocatedPlist
    do {
      plist = try LocatedPlist.read(data, path: path)
    } catch .invalid(let reason) {
      throw StringsDictParseError.invalidPropertyList(start, reason: reason)
    } catch .nonStringKey {
      throw StringsDictParseError.notADictionary(start, found: "a dictionary")
    }
    guard case .dictionary(let members) = plist.value else {
      throw StringsDictParseError.notADictionary(start, found: plist.kindDescription)
    }
    return Reader(members: members, kept: plist.keptMembers)
  }

  private struct Reader {
    /// The root's members in file order, a key written twice kept twice.
    let members: [LocatedPlist.Member]
    /// The root's members as Foundation keeps them (`LocatedPlist.keptMembers`).
    let kept: [LocatedPlist.Member]
    var warnings = [LocatedWarning]()
    /// Collect problems in `errors` and go on with the next entry, instead of throwing the first.
    var recovering = false
    var errors = [StringsDictParseError]()

    init(members: [LocatedPlist.Member], kept: [LocatedPlist.Member]) {
      self.members = members
      self.kept = kept
    }

    mutating func read() throws -> ParsedVariantTable {
      var lineOfKey = [ExactKey: Int]()
      var entries = [ParsedVariantEntry]()
      var keptMembers = kept.makeIterator()  // one for each key's first place, in that order
      for member in members {
        if let firstLine = lineOfKey[ExactKey(member.key)] {
          try fail(.duplicateKey(member.keyLocation, key: member.key, firstLine: firstLine))
          continue
        }
        lineOfKey[ExactKey(member.key)] = member.keyLocation.line
        guard let value = keptMembers.next()?.value else { break }
        do {
          if let entry = try entry(member.key, location: member.keyLocation, value: value) { entries.append(entry) }
        } catch let error as StringsDictParseError where recovering {
          errors.append(error)
        }
      }
      return ParsedVariantTable(entries: entries, warnings: warnings)
    }

    /// Throws `error`, or only records it when recovering.
    private mutating func fail(_ error: StringsDictParseError) throws {
      guard recovering else { throw error }
      errors.append(error)
    }

    private mutating func entry(_ key: String, location: SourceLocation, value: LocatedPlist) throws -> ParsedVariantEntry? {
      guard case .dictionary = value.value else {
        throw StringsDictParseError.entryNotADictionary(value.location, key: key, found: value.kindDescription)
      }
      let members = value.keptMembers
      let devices = try deviceVariants(of: key, members: members)
      var format: LocatedPlist?
      if let value = Self.member(formatKey, of: members) {
        guard case .string = value.value else {
          throw StringsDictParseError.formatKeyNotAString(value.location, key: key, found: value.kindDescription)
        }
        format = value
      } else if devices.isEmpty {
        if let widths = Self.member(widthRuleType, of: members) {
          let texts = widths.keptMembers.compactMap { width in
            if case .string(let text) = width.value.value { (Int(width.key) ?? .min, width.key, text, width.value.location) } else { nil }
          }
          guard let widest = texts.max(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { return nil }
          var entry = ParsedVariantEntry(key: key, format: widest.2, formatLocation: widest.3, location: location)
          entry.isWidthOnly = true
          return entry
        }
        throw StringsDictParseError.missingFormatKey(location, key: key)
      }
      var plurals = [PluralVariable]()
      for member in members where member.key != formatKey && member.key != widthRuleType && member.key != deviceRuleType {
        guard case .dictionary = member.value.value else {
          warnings.append(
            LocatedWarning(
              location: member.keyLocation,
              message: "key \(key.debugDescription) has a member \(member.key.debugDescription) that is not a plural variable; it is ignored",
              kind: .ignoredMember))
          continue
        }
        plurals.append(try pluralVariable(member.key, of: key, location: member.keyLocation, members: member.value.keptMembers))
      }
      var text: String?
      if case .string(let formatText) = format?.value { text = formatText }
      return ParsedVariantEntry(
        key: key, format: text, formatLocation: format?.location ?? location, plurals: plurals, devices: devices, location: location)
    }

    /// The value of the member `key` among members that are each written once.
    private static func member(_ key: String, of members: [LocatedPlist.Member]) -> LocatedPlist? {
      members.first { $0.key == key }?.value
    }

    private mutating func pluralVariable(
      _ name: String, of key: String, location: SourceLocation, members: [LocatedPlist.Member]
    ) throws -> PluralVariable {
      guard let specType = Self.member(specTypeKey, of: members) else {
        throw StringsDictParseError.missingSpecType(location, key: key, variable: name)
      }
      guard case .string(let specTypeName) = specType.value, specTypeName == pluralRuleType else {
        var found = specType.kindDescription
        if case .string(let text) = specType.value { found = text }
        throw StringsDictParseError.unknownSpecType(specType.location, key: key, variable: name, found: found)
      }
      guard let valueTypeValue = Self.member(valueTypeKey, of: members) else {
        throw StringsDictParseError.missingValueType(location, key: key, variable: name)
      }
      var valueType = valueTypeValue.kindDescription
      var isString = false
      if case .string(let text) = valueTypeValue.value {
        valueType = text
        isString = true
      }
      if valueType.hasPrefix("%") && valueType.count > 1 {
        warnings.append(
          LocatedWarning(
            location: valueTypeValue.location,
            message: "plural variable \(name.debugDescription) of key \(key.debugDescription) has NSStringFormatValueTypeKey "
              + "\(valueType.debugDescription) with a leading '%', which Foundation cannot read (it prints \"(null)\" for the "
              + "variable); write \(String(valueType.dropFirst()).debugDescription)",
            kind: .valueTypeWithPercent))
        valueType.removeFirst()
      }
      guard isString, ArgumentType.pluralValue(valueType) != nil else {
        throw StringsDictParseError.invalidValueType(valueTypeValue.location, key: key, variable: name, valueType: valueType)
      }
      var forms = [PluralForm]()
      for member in members where member.key != specTypeKey && member.key != valueTypeKey {
        guard let category = PluralCategory(rawValue: member.key) else {
          warnings.append(
            LocatedWarning(
              location: member.keyLocation,
              message: "plural variable \(name.debugDescription) of key \(key.debugDescription) has an unknown member "
                + "\(member.key.debugDescription) (plural categories: zero, one, two, few, many, other); it is ignored",
              kind: .ignoredMember))
          continue
        }
        guard case .string(let text) = member.value.value else {
          throw StringsDictParseError.formNotAString(
            member.value.location, key: key, variable: name, category: member.key, found: member.value.kindDescription)
        }
        forms.append(PluralForm(category: category, text: text, location: member.value.location))
      }
      if !forms.contains(where: { $0.category == .other }) {
        try fail(.missingOtherForm(location, key: key, variable: name))
      }
      forms.sort { $0.category < $1.category }
      return PluralVariable(kind: .variable, name: name, valueType: valueType, forms: forms, location: location)
    }

    private func deviceVariants(of key: String, members: [LocatedPlist.Member]) throws -> [DeviceVariant] {
      guard let rules = Self.member(deviceRuleType, of: members) else { return [] }
      guard case .dictionary = rules.value else {
        throw StringsDictParseError.deviceRulesNotADictionary(rules.location, key: key, found: rules.kindDescription)
      }
      return try rules.keptMembers.map { device in
        guard case .string(let text) = device.value.value else {
          throw StringsDictParseError.deviceTextNotAString(
            device.value.location, key: key, device: device.key, found: device.value.kindDescription)
        }
        return DeviceVariant(device: device.key, text: text, location: device.value.location)
      }
    }
  }
}
