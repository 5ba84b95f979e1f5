import L10nGenCore

/// Parses String Catalogs (`.xcstrings`, versions 1.x) into a `StringCatalog`: every key of `strings`
/// (manual, extracted or stale alike, `shouldTranslate: false` included) in every language.
///
/// A missing or mistyped member is an error at its place, in any language; members a newer 1.x
/// version may add are ignored, unknown variations and plural categories are warned about.
public enum StringCatalogParser {
  /// The catalog with every language.
  public static func parseCatalog(contentsOf path: String) throws -> StringCatalog {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StringCatalogParseError.unreadableFile(path: path, reason: StringsFileParser.readFailureReason(path: path, error: error))
    }
    return try parseCatalog(data: data, path: path)
  }

  public static func parseCatalog(data: Data, path: String) throws -> StringCatalog {
    let root = try LocatedJSONReader.read(try TableTextDecoder.utf8(from: data, path: path, acceptsUnmarkedUTF16: true), path: path)
    var reader = Reader()
    return try reader.catalog(root, path: path)
  }

  /// The source language's table, for the generator (`StringCatalog.sourceLanguageTable()`).
  public static func parse(contentsOf path: String) throws -> ParsedVariantTable {
    try parseCatalog(contentsOf: path).sourceLanguageTable()
  }

  public static func parse(data: Data, path: String) throws -> ParsedVariantTable {
    try parseCatalog(data: data, path: path).sourceLanguageTable()
  }

  private struct Reader {
    var warnings = [LocatedWarning]()

    mutating func catalog(_ root: LocatedJSON, path: String) throws -> StringCatalog {
      _ = try members(of: root, at: JSONPath())
      let versionNode = try required("version", of: root, at: JSONPath())
      let version = try string(versionNode, at: JSONPath(["version"]))
      guard version.split(separator: ".", omittingEmptySubsequences: false).first == "1" else {
        throw StringCatalogParseError.unsupportedVersion(versionNode.location, version: version)
      }
      let sourceLanguageNode = try required("sourceLanguage", of: root, at: JSONPath())
      let sourceLanguage = try string(sourceLanguageNode, at: JSONPath(["sourceLanguage"]))
      let strings = try required("strings", of: root, at: JSONPath())
      var entries = [StringCatalog.Entry]()
      for member in try members(of: strings, at: JSONPath(["strings"])) {
        entries.append(try entry(member))
      }
      return StringCatalog(
        path: path, version: version, sourceLanguage: sourceLanguage, sourceLanguageLocation: sourceLanguageNode.location,
        entries: entries, warnings: warnings)
    }

    private mutating func entry(_ member: LocatedJSON.Member) throws -> StringCatalog.Entry {
      let path = JSONPath(["strings"]).appending(member.key, bracketed: true)
      let node = member.value
      _ = try members(of: node, at: path)
      var entry = StringCatalog.Entry(key: member.key, location: member.keyLocation)
      entry.comment = try node["comment"].map { try string($0, at: path.appending("comment")) }
      entry.extractionState = try node["extractionState"].map { try string($0, at: path.appending("extractionState")) }
      if let flag = node["shouldTranslate"] { entry.shouldTranslate = try bool(flag, at: path.appending("shouldTranslate")) }
      if let flag = node["generatesSymbol"] { entry.generatesSymbol = try bool(flag, at: path.appending("generatesSymbol")) }
      guard let localizations = node["localizations"] else { return entry }
      let localizationsPath = path.appending("localizations")
      for language in try members(of: localizations, at: localizationsPath) {
        entry.localizations.append(try localization(language, at: localizationsPath.appending(language.key)))
      }
      return entry
    }

    private mutating func localization(_ member: LocatedJSON.Member, at path: JSONPath) throws -> StringCatalog.Localization {
      let variant = try self.variant(member.value, at: path, devices: true)
      var localization = StringCatalog.Localization(
        language: member.key, stringUnit: variant.stringUnit, plural: variant.plural, devices: variant.devices,
        location: member.keyLocation)
      if let substitutions = member.value["substitutions"] {
        let substitutionsPath = path.appending("substitutions")
        for substitution in try members(of: substitutions, at: substitutionsPath) {
          localization.substitutions.append(try self.substitution(substitution, at: substitutionsPath.appending(substitution.key)))
        }
      }
      return localization
    }

    /// A localization, a device's variant or a plural form: a string unit and/or variations of it.
    private mutating func variant(
      _ node: LocatedJSON, at path: JSONPath, devices allowDevices: Bool
    ) throws
      -> (stringUnit: StringCatalog.StringUnit?, plural: StringCatalog.PluralVariation?, devices: [StringCatalog.DeviceCase])
    {
      _ = try members(of: node, at: path)
      var plural: StringCatalog.PluralVariation?
      var devices = [StringCatalog.DeviceCase]()
      if let variations = node["variations"] {
        let variationsPath = path.appending("variations")
        for variation in try members(of: variations, at: variationsPath) {
          let variationPath = variationsPath.appending(variation.key)
          switch variation.key {
          case "plural":
            plural = try pluralVariation(variation.value, at: variationPath, location: variation.keyLocation)
          case "device" where allowDevices:
            for device in try members(of: variation.value, at: variationPath) {
              let devicePath = variationPath.appending(device.key)
              let inner = try self.variant(device.value, at: devicePath, devices: false)
              guard inner.stringUnit != nil || inner.plural != nil else {
                throw StringCatalogParseError.missingMember(device.value.location, path: devicePath.description, member: "stringUnit")
              }
              devices.append(
                StringCatalog.DeviceCase(
                  device: device.key, stringUnit: inner.stringUnit, plural: inner.plural, location: device.keyLocation))
            }
          default:
            warnings.append(
              LocatedWarning(
                location: variation.keyLocation, message: "\(variationPath) is not a variation l10ngen knows (plural, device); it is ignored"))
          }
        }
      }
      return (try node["stringUnit"].map { try stringUnit($0, at: path.appending("stringUnit")) }, plural, devices)
    }

    private func stringUnit(_ node: LocatedJSON, at path: JSONPath) throws -> StringCatalog.StringUnit {
      _ = try members(of: node, at: path)
      let value = try required("value", of: node, at: path)
      let state = try node["state"].map { StringCatalog.StringUnit.State(rawValue: try string($0, at: path.appending("state"))) }
      return StringCatalog.StringUnit(value: try string(value, at: path.appending("value")), state: state, location: value.location)
    }

    /// The forms in category order. A variation without `other` is kept as written: the reader that
    /// needs one says so (`sourceLanguageTable()`, `CatalogCompiler`).
    private mutating func pluralVariation(
      _ node: LocatedJSON, at path: JSONPath, location: SourceLocation
    ) throws
      -> StringCatalog.PluralVariation
    {
      var forms = [StringCatalog.PluralCase]()
      for member in try members(of: node, at: path) {
        let formPath = path.appending(member.key)
        guard let category = PluralCategory(rawValue: member.key) else {
          warnings.append(
            LocatedWarning(
              location: member.keyLocation,
              message: "\(formPath) is not a plural category (zero, one, two, few, many, other); it is ignored"))
          continue
        }
        let form = try self.variant(member.value, at: formPath, devices: false)
        guard form.plural == nil, let unit = form.stringUnit else {
          throw StringCatalogParseError.missingMember(member.value.location, path: formPath.description, member: "stringUnit")
        }
        forms.append(StringCatalog.PluralCase(category: category, stringUnit: unit, location: member.keyLocation))
      }
      forms.sort { $0.category < $1.category }
      return StringCatalog.PluralVariation(forms: forms, location: location, formsLocation: node.location)
    }

    private mutating func substitution(_ member: LocatedJSON.Member, at path: JSONPath) throws -> StringCatalog.Substitution {
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
        throw StringCatalogParseError.invalidFormatSpecifier(
          specifierNode.location, path: path.appending("formatSpecifier").description, specifier: specifier)
      }
      let variationsPath = path.appending("variations")
      let variations = try required("variations", of: node, at: path)
      _ = try members(of: variations, at: variationsPath)
      let plural = try required("plural", of: variations, at: variationsPath)
      return StringCatalog.Substitution(
        name: member.key, argumentNumber: argumentNumber, formatSpecifier: specifier,
        plural: try pluralVariation(plural, at: variationsPath.appending("plural"), location: member.keyLocation),
        location: member.keyLocation)
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
      var lines = [ExactKey: Int]()
      for member in members {
        if let firstLine = lines.updateValue(member.keyLocation.line, forKey: ExactKey(member.key)) {
          throw StringCatalogParseError.duplicateKey(member.keyLocation, path: path.description, key: member.key, firstLine: firstLine)
        }
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
