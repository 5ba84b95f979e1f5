import L10nGenCore

/// Reads a table's files into the development-language model the later stages share.
public enum TableLoader {
  /// Each file through its format's reading (`TableFormat.load`), in `TableFormat.all`'s order: a
  /// `.stringsdict` entry, which Foundation prefers, replaces the `.strings` entry of the same key,
  /// keeping its place; other entries come in file order.
  public static func load(_ source: TableSource) throws -> LocalizationTable {
    var loaded = LoadedEntries()
    for file in source.files {
      if file.format.placement == .languageFolder {
        loaded.developmentLanguage = loaded.developmentLanguage ?? localizationFolder(of: file.path)
      }
      try file.format.load(TableFile(format: file.format, path: file.path), &loaded)
    }
    return LocalizationTable(
      name: source.name, entries: loaded.entries, files: source.files.map(\.path), warnings: loaded.warnings,
      developmentLanguage: loaded.developmentLanguage)
  }

  /// The language folder a file is in (`en.lproj/A.strings` → `en`, `Base.lproj` → `Base`); nil outside one.
  static func localizationFolder(of path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
    let language = components[components.count - 2].dropLast(".lproj".count)
    return language.isEmpty ? nil : String(language)
  }

  static func entry(from parsed: ParsedEntry) throws -> LocalizedEntry {
    LocalizedEntry(
      key: parsed.key, translation: parsed.value, comment: parsed.comment, arguments: try arguments(of: parsed), location: parsed.location)
  }

  /// Apart from `entry(from:)`: with the `do`/`catch` there, the compiler copied and released every
  /// entry it made (callgrind: 7 M instructions of generating 20,000 keys).
  private static func arguments(of parsed: ParsedEntry) throws -> [FormatArgument] {
    do {
      return try FormatParser.arguments(in: parsed.value)
    } catch let error as LocatedError {
      throw EntryError.invalidPlaceholders(key: parsed.key, reason: error.message, location: parsed.valueLocation)
    } catch {
      throw EntryError.invalidPlaceholders(key: parsed.key, reason: "\(error)", location: parsed.valueLocation)
    }
  }

  /// Types an entry that varies: its arguments from every form and variant (`PluralFormatReader`), a
  /// fallback text that needs no variation, and (for `.stringsdict`) SwiftGen's reading of its types.
  static func entry(
    from parsed: ParsedVariantEntry, source: TableFormat, warnings: inout [LocatedWarning]
  ) throws
    -> LocalizedEntry
  {
    let variables = readerVariables(parsed.plurals, source: source)
    let result = try arguments(of: parsed, variables: variables, source: source, warnings: &warnings)
    var swiftGenTypes: [String]?
    if source == .stringsdict, let format = parsed.format {
      let valueTypes = Dictionary(parsed.plurals.compactMap { plural in plural.name.map { ($0, plural.valueType ?? "@") } }) { a, _ in a }
      let types = SwiftGenPluralTypes.types(formatKey: format, valueTypes: valueTypes)
      if let types, types != result.map(\.swiftGenType) { swiftGenTypes = types }
    }
    var entry = LocalizedEntry(
      key: parsed.key, translation: fallback(of: parsed, variables: variables), comment: parsed.comment,
      arguments: result, location: parsed.location, source: source, format: parsed.isWidthOnly ? nil : parsed.format,
      plurals: parsed.plurals, devices: parsed.devices, swiftGenTypes: swiftGenTypes)
    entry.isWidthOnly = parsed.isWidthOnly
    entry.extractionState = parsed.extractionState
    entry.generatesSymbol = parsed.generatesSymbol
    return entry
  }

  /// Only the arguments of `entry(from:source:warnings:)` (and its warnings), for lint, which needs
  /// no fallback text and no SwiftGen types.
  package static func arguments(
    of parsed: ParsedVariantEntry, source: TableFormat, warnings: inout [LocatedWarning]
  ) throws
    -> [FormatArgument]
  {
    try arguments(of: parsed, variables: readerVariables(parsed.plurals, source: source), source: source, warnings: &warnings)
  }

  private static func arguments(
    of parsed: ParsedVariantEntry, variables: [String: PluralFormatReader.Variable], source: TableFormat,
    warnings: inout [LocatedWarning]
  ) throws -> [FormatArgument] {
    let texts = variedTexts(of: parsed, source: source)
    let result: PluralFormatReader.Result
    do {
      result = try PluralFormatReader.read(texts, variables: variables)
    } catch let error as PlaceholderError {
      let location = error.location ?? parsed.formatLocation
      switch error {
      case .conflictingTypes:
        throw EntryError.invalidPlaceholders(key: parsed.key, reason: error.message, location: location)
      case .undefinedVariable(let name, let origin):
        let referrer = origin.flatMap { $0.description.hasPrefix("form ") ? $0.description : nil }
        throw EntryError.undefinedVariable(key: parsed.key, name: name, referrer: referrer, source: source, location: location)
      case .variableCycle(let names, _):
        throw EntryError.variableCycle(key: parsed.key, names: names, location: location)
      }
    }
    for mismatch in result.mismatches {
      let name = mismatch.variable
      warnings.append(
        LocatedWarning(
          location: mismatch.origin.location,
          message: "plural variable \(name.debugDescription) of key \(parsed.key.debugDescription) takes its number from argument "
            + "\(mismatch.argument.position), which its forms print as \(mismatch.argument.swiftGenType) (\(mismatch.argument.specifier)): "
            + "Foundation will choose the form by reading that text as a number (\(mismatch.valueType)); refer to the variable "
            + "at the number's position (%n$#@\(name)@)",
          kind: .pluralArgumentType))
    }
    return result.arguments
  }

  private static func readerVariables(_ plurals: [PluralVariable], source: TableFormat) -> [String: PluralFormatReader.Variable] {
    var variables = [String: PluralFormatReader.Variable]()
    for plural in plurals {
      guard let name = plural.name, variables[name] == nil else { continue }
      let kind = plural.kind == .substitution ? "substitution" : "variable"
      variables[name] = PluralFormatReader.Variable(
        valueType: plural.valueType, argumentNumber: plural.argumentNumber, usesArgumentToken: plural.kind == .substitution,
        forms: plural.forms.map { form in
          (form.category.rawValue, form.text, FormatOrigin("form \"\(form.category.rawValue)\" of \(kind) \"\(name)\"", location: form.location))
        },
        origin: FormatOrigin("\(kind) \"\(name)\"", location: plural.location))
    }
    return variables
  }

  /// The texts Foundation may format first: the entry's format, or every text its whole-text variations may have.
  private static func variedTexts(of parsed: ParsedVariantEntry, source: TableFormat) -> [(text: String, origin: FormatOrigin)] {
    if let format = parsed.format {
      let name = source == .stringsdict ? "NSStringLocalizedFormatKey" : ""
      return [(format, FormatOrigin(name, location: parsed.formatLocation))]
    }
    func forms(_ plural: PluralVariable?, of place: String) -> [(text: String, origin: FormatOrigin)] {
      (plural?.forms ?? []).map { ($0.text, FormatOrigin("form \"\($0.category.rawValue)\"\(place)", location: $0.location)) }
    }
    var texts = forms(parsed.plurals.first { $0.kind == .wholeText }, of: "")
    for device in parsed.devices {
      if let text = device.text {
        texts.append((text, FormatOrigin("device \"\(device.device)\"", location: device.location)))
      }
      texts += forms(device.plural, of: " of device \"\(device.device)\"")
    }
    return texts
  }

  /// The format, else the `other` device's (or first device's) text, else the `other` plural form.
  private static func fallback(of parsed: ParsedVariantEntry, variables: [String: PluralFormatReader.Variable]) -> String {
    func other(_ plural: PluralVariable?) -> String? {
      plural.flatMap { ($0.forms.first { $0.category == .other } ?? $0.forms.last)?.text }
    }
    let device = parsed.devices.first { $0.device == "other" } ?? parsed.devices.first
    let text = parsed.format ?? device.flatMap { $0.text ?? other($0.plural) } ?? other(parsed.plurals.first { $0.kind == .wholeText })
    return PluralFormatReader.fallback(for: text ?? parsed.key, variables: variables)
  }
}
