import Foundation

/// Parses String Catalogs (`.xcstrings`, versions 1.x): one table named after the file, whose entries
/// are every key of `strings` — manual, extracted or stale alike, `shouldTranslate: false` included.
///
/// An entry's development-language text is its `sourceLanguage` localization: a `stringUnit`, plural
/// (`variations.plural`) and device (`variations.device`) variations, and `substitutions` that its
/// text refers to as `%#@name@`. A key without a source-language value is its own text, as in Xcode.
/// Members a newer 1.x version may add are ignored; a missing or mistyped one is an error at its place.
public enum StringCatalogParser {
  public static func parse(contentsOf path: String) throws -> ParsedVariantTable {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StringCatalogParseError.unreadableFile(path: path, reason: StringsFileParser.readFailureReason(path: path, error: error))
    }
    return try parse(data: data, path: path)
  }

  public static func parse(data: Data, path: String) throws -> ParsedVariantTable {
    let root = try LocatedJSONReader.read(try TableTextDecoder.utf8(from: data, path: path), path: path)
    var reader = Reader()
    return try reader.catalog(root)
  }

  private struct Reader {
    var warnings = [LocatedWarning]()

    mutating func catalog(_ root: LocatedJSON) throws -> ParsedVariantTable {
      _ = try members(of: root, at: JSONPath())
      let versionNode = try required("version", of: root, at: JSONPath())
      let version = try string(versionNode, at: JSONPath(["version"]))
      guard version.split(separator: ".", omittingEmptySubsequences: false).first == "1" else {
        throw StringCatalogParseError.unsupportedVersion(versionNode.location, version: version)
      }
      let sourceLanguage = try string(try required("sourceLanguage", of: root, at: JSONPath()), at: JSONPath(["sourceLanguage"]))
      let strings = try required("strings", of: root, at: JSONPath())
      var entries = [ParsedVariantEntry]()
      for member in try members(of: strings, at: JSONPath(["strings"])) {
        entries.append(try entry(member, sourceLanguage: sourceLanguage))
      }
      return ParsedVariantTable(entries: entries, warnings: warnings)
    }

    private mutating func entry(_ member: LocatedJSON.Member, sourceLanguage: String) throws -> ParsedVariantEntry {
      let key = member.key
      let path = JSONPath(["strings"]).appending(key, bracketed: true)
      let node = member.value
      _ = try members(of: node, at: path)
      let comment = try node["comment"].map { try string($0, at: path.appending("comment")) }
      if let state = node["extractionState"] { _ = try string(state, at: path.appending("extractionState")) }
      if let flag = node["shouldTranslate"] { _ = try bool(flag, at: path.appending("shouldTranslate")) }
      var entry = ParsedVariantEntry(
        key: key, comment: comment, format: key, formatLocation: member.keyLocation, location: member.keyLocation)
      guard let localizations = node["localizations"] else { return entry }
      let localizationsPath = path.appending("localizations")
      _ = try members(of: localizations, at: localizationsPath)
      guard let source = localizations[sourceLanguage] else { return entry }
      let sourcePath = localizationsPath.appending(sourceLanguage)
      let variant = try self.variant(source, at: sourcePath, devices: true)
      var plurals = variant.plural.map { [$0] } ?? []
      if let substitutions = source["substitutions"] {
        let substitutionsPath = sourcePath.appending("substitutions")
        for substitution in try members(of: substitutions, at: substitutionsPath) {
          plurals.append(try self.substitution(substitution, at: substitutionsPath.appending(substitution.key)))
        }
      }
      entry.plurals = plurals
      entry.devices = variant.devices
      if let text = variant.text {
        entry.format = text.value
        entry.formatLocation = text.location
      } else if variant.plural != nil || !variant.devices.isEmpty {
        entry.format = nil
      }
      return entry
    }

    /// A localization, a device's variant or a plural form: a string unit or variations of it.
    private mutating func variant(_ node: LocatedJSON, at path: JSONPath, devices allowDevices: Bool) throws
      -> (text: (value: String, location: SourceLocation)?, plural: PluralVariable?, devices: [DeviceVariant])
    {
      _ = try members(of: node, at: path)
      if let variations = node["variations"] {
        let variationsPath = path.appending("variations")
        var plural: PluralVariable?
        var devices = [DeviceVariant]()
        for variation in try members(of: variations, at: variationsPath) {
          let variationPath = variationsPath.appending(variation.key)
          switch variation.key {
          case "plural":
            plural = try pluralVariation(
              variation.value, at: variationPath, kind: .wholeText, name: nil, valueType: nil, argumentNumber: nil,
              location: variation.keyLocation)
          case "device" where allowDevices:
            for device in try members(of: variation.value, at: variationPath) {
              let devicePath = variationPath.appending(device.key)
              let inner = try self.variant(device.value, at: devicePath, devices: false)
              guard inner.text != nil || inner.plural != nil else {
                throw StringCatalogParseError.missingMember(device.value.location, path: devicePath.description, member: "stringUnit")
              }
              devices.append(DeviceVariant(device: device.key, text: inner.text?.value, plural: inner.plural, location: device.keyLocation))
            }
          default:
            warnings.append(LocatedWarning(
              location: variation.keyLocation, message: "\(variationPath) is not a variation l10ngen knows (plural, device); it is ignored"))
          }
        }
        if plural != nil || !devices.isEmpty { return (nil, plural, devices) }
      }
      guard let unit = node["stringUnit"] else { return (nil, nil, []) }
      let unitPath = path.appending("stringUnit")
      _ = try members(of: unit, at: unitPath)
      let value = try required("value", of: unit, at: unitPath)
      return ((try string(value, at: unitPath.appending("value")), value.location), nil, [])
    }

    private mutating func pluralVariation(
      _ node: LocatedJSON, at path: JSONPath, kind: PluralVariable.Kind, name: String?, valueType: String?, argumentNumber: Int?,
      location: SourceLocation
    ) throws -> PluralVariable {
      var forms = [PluralForm]()
      for member in try members(of: node, at: path) {
        let formPath = path.appending(member.key)
        guard let category = PluralCategory(rawValue: member.key) else {
          warnings.append(LocatedWarning(
            location: member.keyLocation,
            message: "\(formPath) is not a plural category (zero, one, two, few, many, other); it is ignored"))
          continue
        }
        let form = try self.variant(member.value, at: formPath, devices: false)
        guard let text = form.text else {
          throw StringCatalogParseError.missingMember(member.value.location, path: formPath.description, member: "stringUnit")
        }
        forms.append(PluralForm(category: category, text: text.value, location: text.location))
      }
      guard forms.contains(where: { $0.category == .other }) else {
        throw StringCatalogParseError.missingOtherForm(node.location, path: path.description)
      }
      forms.sort { $0.category < $1.category }
      return PluralVariable(kind: kind, name: name, valueType: valueType, argumentNumber: argumentNumber, forms: forms, location: location)
    }

    private mutating func substitution(_ member: LocatedJSON.Member, at path: JSONPath) throws -> PluralVariable {
      let node = member.value
      _ = try members(of: node, at: path)
      var argumentNumber: Int?
      if let number = node["argNum"] {
        guard case .number(let text) = number.value, let value = Int(text), value >= 1 else {
          let found = number.kindDescription == "a number" ? "number \(numberText(number))" : number.kindDescription
          throw StringCatalogParseError.invalidArgumentNumber(number.location, path: path.appending("argNum").description, found: found)
        }
        argumentNumber = value
      }
      let specifierNode = try required("formatSpecifier", of: node, at: path)
      let specifier = try string(specifierNode, at: path.appending("formatSpecifier"))
      guard ArgumentType.pluralValue(specifier) != nil else {
        throw StringCatalogParseError.invalidFormatSpecifier(specifierNode.location, path: path.appending("formatSpecifier").description, specifier: specifier)
      }
      let variationsPath = path.appending("variations")
      let variations = try required("variations", of: node, at: path)
      _ = try members(of: variations, at: variationsPath)
      let plural = try required("plural", of: variations, at: variationsPath)
      return try pluralVariation(
        plural, at: variationsPath.appending("plural"), kind: .substitution, name: member.key, valueType: specifier,
        argumentNumber: argumentNumber, location: member.keyLocation)
    }

    // MARK: - Typed access with paths

    private func numberText(_ node: LocatedJSON) -> String {
      if case .number(let text) = node.value { return text }
      return ""
    }

    /// An object's members, each name once.
    private func members(of node: LocatedJSON, at path: JSONPath) throws -> [LocatedJSON.Member] {
      guard case .object(let members) = node.value else {
        throw StringCatalogParseError.wrongType(node.location, path: path.description, expected: "an object", found: node.kindDescription)
      }
      var lines = [String: Int]()
      for member in members {
        if let firstLine = lines[member.key] {
          throw StringCatalogParseError.duplicateKey(member.keyLocation, path: path.description, key: member.key, firstLine: firstLine)
        }
        lines[member.key] = member.keyLocation.line
      }
      return members
    }

    private func required(_ name: String, of node: LocatedJSON, at path: JSONPath) throws -> LocatedJSON {
      guard let value = node[name] else { throw StringCatalogParseError.missingMember(node.location, path: path.description, member: name) }
      return value
    }

    private func string(_ node: LocatedJSON, at path: JSONPath) throws -> String {
      guard case .string(let value) = node.value else {
        throw StringCatalogParseError.wrongType(node.location, path: path.description, expected: "a string", found: node.kindDescription)
      }
      return value
    }

    private func bool(_ node: LocatedJSON, at path: JSONPath) throws -> Bool {
      guard case .bool(let value) = node.value else {
        throw StringCatalogParseError.wrongType(node.location, path: path.description, expected: "a boolean", found: node.kindDescription)
      }
      return value
    }

  }
}

/// Where a value sits in a catalog, rendered only for messages: `strings["k"].localizations.en`.
private struct JSONPath: CustomStringConvertible {
  private var components: [(name: String, bracketed: Bool)]

  init(_ names: [String] = []) {
    components = names.map { ($0, false) }
  }

  func appending(_ name: String, bracketed: Bool = false) -> JSONPath {
    var path = self
    path.components.append((name, bracketed))
    return path
  }

  /// `name` after a dot when it is an identifier (language codes like `zh-Hans` too), else `["name"]`.
  var description: String {
    var text = ""
    for (name, bracketed) in components {
      let isIdentifier =
        !bracketed && name.utf8.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x5F } == true
        && name.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }
      if isIdentifier {
        text += text.isEmpty ? name : ".\(name)"
      } else {
        text += "[\(name.debugDescription)]"
      }
    }
    return text.isEmpty ? "the catalog" : text
  }
}
