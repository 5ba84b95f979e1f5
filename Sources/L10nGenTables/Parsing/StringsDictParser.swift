import Foundation
import L10nGenCore

/// Parses `.stringsdict` tables: property lists whose entries have a format key
/// (`NSStringLocalizedFormatKey`) with `%#@variable@` references and a plural rule per variable.
///
/// A plain XML table is read in one pass by `XMLPropertyListReader`, values and locations together.
/// Anything else — binary property lists, other value types, odd XML — goes to Foundation's
/// `PropertyListSerialization`, which decides what the file says; its XML text is then read again
/// (`XMLPlistKeyLocator.keyPaths`) only to give entries their file order and every error and warning
/// a real line. Binary property lists have no lines: their entries come sorted, located at 1:1.
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
    if let text = XMLPropertyListReader.utf8Text(data), let document = XMLPropertyListReader.read(text) {
      return Reader(path: path, root: document.root, locations: Locations(keys: document.keys, text: text, path: path))
    }
    let start = SourceLocation(file: path, line: 1, column: 1)
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw StringsDictParseError.invalidPropertyList(start, reason: PropertyListTableParser.reason(for: error))
    }
    guard let dictionary = root as? [String: Any] else {
      throw StringsDictParseError.notADictionary(start, found: PropertyListTableParser.describeType(of: root))
    }
    return Reader(path: path, root: dictionary, locations: Locations(data: data, path: path, root: dictionary))
  }

  /// Where each key path is written, when the text can be read and agrees with Foundation.
  struct Locations {
    var start: SourceLocation
    var keys: [[String]: (key: SourceLocation, value: SourceLocation)] = [:]
    /// Top-level keys in file order, duplicates included; empty when unknown.
    var order: [(name: String, location: SourceLocation)] = []
    /// The member names of each dictionary, by its path, in file order.
    var members: [[String]: [String]] = [:]

    init(data: Data, path: String, root: [String: Any]) {
      guard !data.starts(with: Array("bplist".utf8)), let text = try? TableTextDecoder.utf8(from: data, path: path) else {
        self.init(path: path)
        return
      }
      let found = XMLPlistKeyLocator.keyPaths(in: text)
      let topLevel = found.filter { $0.path.count == 1 }
      guard Set(topLevel.map { $0.path[0] }) == Set(root.keys) else {  // not what Foundation read: don't guess
        self.init(path: path)
        return
      }
      self.init(keys: found, text: text, path: path)
    }

    /// No locations known: everything at the start of the file.
    init(path: String) {
      start = SourceLocation(file: path, line: 1, column: 1)
    }

    /// The locations of `keys`, found in `text` by a reader that also read the values.
    init(keys found: [XMLPlistKeyLocator.PathKey], text: [UInt8], path: String) {
      start = SourceLocation(file: path, line: 1, column: 1)
      var tracker = TextPositionTracker(bytes: text, file: path)
      for key in found {
        let located = (tracker.location(of: key.offset), tracker.location(of: key.valueOffset))
        if keys[key.path] == nil {
          keys[key.path] = located
          members[Array(key.path.dropLast()), default: []].append(key.path[key.path.count - 1])
        }
        if key.path.count == 1 { order.append((key.path[0], located.0)) }
      }
    }

    func key(_ path: String...) -> SourceLocation { keys[path]?.key ?? start }
    func value(_ path: String...) -> SourceLocation { keys[path]?.value ?? start }

    /// The members of a dictionary at `path` in file order (sorted when the file gives none).
    func members(of dictionary: [String: Any], at path: [String]) -> [String] {
      guard let located = members[path], Set(located) == Set(dictionary.keys) else { return dictionary.keys.sorted() }
      return located
    }
  }

  private struct Reader {
    let path: String
    let root: [String: Any]
    let locations: Locations
    var warnings = [LocatedWarning]()
    /// Collect problems in `errors` and go on with the next entry, instead of throwing the first.
    var recovering = false
    var errors = [StringsDictParseError]()

    init(path: String, root: [String: Any], locations: Locations) {
      self.path = path
      self.root = root
      self.locations = locations
    }

    mutating func read() throws -> ParsedVariantTable {
      var ordered = locations.order
      if ordered.isEmpty { ordered = root.keys.sorted().map { ($0, locations.start) } }
      var lineOfKey = [String: Int]()
      var entries = [ParsedVariantEntry]()
      for (key, location) in ordered {
        if let firstLine = lineOfKey[key] {
          try fail(.duplicateKey(location, key: key, firstLine: firstLine))
          continue
        }
        lineOfKey[key] = location.line
        do {
          if let entry = try entry(key, location: location) { entries.append(entry) }
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

    private mutating func entry(_ key: String, location: SourceLocation) throws -> ParsedVariantEntry? {
      guard let members = root[key] as? [String: Any] else {
        throw StringsDictParseError.entryNotADictionary(
          locations.value(key), key: key, found: PropertyListTableParser.describeType(of: root[key] as Any))
      }
      let devices = try deviceVariants(of: key, members: members)
      var format: String?
      if let value = members[formatKey] {
        guard let text = value as? String else {
          throw StringsDictParseError.formatKeyNotAString(
            locations.value(key, formatKey), key: key, found: PropertyListTableParser.describeType(of: value))
        }
        format = text
      } else if devices.isEmpty {
        if let widths = members[widthRuleType] {
          let texts = (widths as? [String: Any] ?? [:]).compactMap { width, text in (text as? String).map { (Int(width) ?? .min, width, $0) } }
          guard let widest = texts.max(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { return nil }
          var entry = ParsedVariantEntry(key: key, format: widest.2, formatLocation: locations.value(key, widthRuleType, widest.1), location: location)
          entry.isWidthOnly = true
          return entry
        }
        throw StringsDictParseError.missingFormatKey(location, key: key)
      }
      var plurals = [PluralVariable]()
      for name in locations.members(of: members, at: [key])
      where name != formatKey && name != widthRuleType && name != deviceRuleType {
        guard let variable = members[name] as? [String: Any] else {
          warnings.append(LocatedWarning(
            location: locations.key(key, name),
            message: "key \(key.debugDescription) has a member \(name.debugDescription) that is not a plural variable; it is ignored",
            kind: .ignoredMember))
          continue
        }
        plurals.append(try pluralVariable(name, of: key, members: variable))
      }
      return ParsedVariantEntry(
        key: key, format: format, formatLocation: format == nil ? location : locations.value(key, formatKey),
        plurals: plurals, devices: devices, location: location)
    }

    private mutating func pluralVariable(_ name: String, of key: String, members: [String: Any]) throws -> PluralVariable {
      let location = locations.key(key, name)
      guard let specType = members[specTypeKey] else {
        throw StringsDictParseError.missingSpecType(location, key: key, variable: name)
      }
      guard let specTypeName = specType as? String, specTypeName == pluralRuleType else {
        throw StringsDictParseError.unknownSpecType(
          locations.value(key, name, specTypeKey), key: key, variable: name,
          found: specType as? String ?? PropertyListTableParser.describeType(of: specType))
      }
      guard let valueTypeValue = members[valueTypeKey] else {
        throw StringsDictParseError.missingValueType(location, key: key, variable: name)
      }
      let valueTypeLocation = locations.value(key, name, valueTypeKey)
      var valueType = valueTypeValue as? String ?? PropertyListTableParser.describeType(of: valueTypeValue)
      if valueType.hasPrefix("%") && valueType.count > 1 {
        warnings.append(LocatedWarning(
          location: valueTypeLocation,
          message: "plural variable \(name.debugDescription) of key \(key.debugDescription) has NSStringFormatValueTypeKey "
            + "\(valueType.debugDescription) with a leading '%', which Foundation cannot read (it prints \"(null)\" for the "
            + "variable); write \(String(valueType.dropFirst()).debugDescription)",
          kind: .valueTypeWithPercent))
        valueType.removeFirst()
      }
      guard valueTypeValue is String, ArgumentType.pluralValue(valueType) != nil else {
        throw StringsDictParseError.invalidValueType(valueTypeLocation, key: key, variable: name, valueType: valueType)
      }
      var forms = [PluralForm]()
      for member in locations.members(of: members, at: [key, name]) where member != specTypeKey && member != valueTypeKey {
        guard let category = PluralCategory(rawValue: member) else {
          warnings.append(LocatedWarning(
            location: locations.key(key, name, member),
            message: "plural variable \(name.debugDescription) of key \(key.debugDescription) has an unknown member "
              + "\(member.debugDescription) (plural categories: zero, one, two, few, many, other); it is ignored",
            kind: .ignoredMember))
          continue
        }
        guard let text = members[member] as? String else {
          throw StringsDictParseError.formNotAString(
            locations.value(key, name, member), key: key, variable: name, category: member,
            found: PropertyListTableParser.describeType(of: members[member] as Any))
        }
        forms.append(PluralForm(category: category, text: text, location: locations.value(key, name, member)))
      }
      if !forms.contains(where: { $0.category == .other }) {
        try fail(.missingOtherForm(location, key: key, variable: name))
      }
      forms.sort { $0.category < $1.category }
      return PluralVariable(kind: .variable, name: name, valueType: valueType, forms: forms, location: location)
    }

    private func deviceVariants(of key: String, members: [String: Any]) throws -> [DeviceVariant] {
      guard let value = members[deviceRuleType] else { return [] }
      guard let rules = value as? [String: Any] else {
        throw StringsDictParseError.deviceRulesNotADictionary(
          locations.value(key, deviceRuleType), key: key, found: PropertyListTableParser.describeType(of: value))
      }
      return try locations.members(of: rules, at: [key, deviceRuleType]).map { device in
        guard let text = rules[device] as? String else {
          throw StringsDictParseError.deviceTextNotAString(
            locations.value(key, deviceRuleType, device), key: key, device: device,
            found: PropertyListTableParser.describeType(of: rules[device] as Any))
        }
        return DeviceVariant(device: device, text: text, location: locations.value(key, deviceRuleType, device))
      }
    }
  }
}
