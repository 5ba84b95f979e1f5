extension StringCatalog {
  /// The source language's entries, which the generator types: one per key, in file order
  /// (`StringCatalog.Entry.variantEntry`). A plural variation there without an `other` form is an
  /// error (Foundation falls back to `other`).
  public func sourceLanguageTable() throws -> ParsedVariantTable {
    var entries = [ParsedVariantEntry]()
    entries.reserveCapacity(self.entries.count)
    for entry in self.entries {
      if let localization = entry.localization(sourceLanguage),
        let (variation, path) = localization.pluralVariations(at: entry.path(sourceLanguage)).first(where: { $0.0.form(.other) == nil })
      {
        throw StringCatalogParseError.missingOtherForm(variation.formsLocation, path: path.description)
      }
      if let parsed = entry.variantEntry(in: sourceLanguage, of: self) { entries.append(parsed) }
    }
    return ParsedVariantTable(entries: entries, warnings: warnings)
  }
}

extension StringCatalog.Entry {
  /// The key in `language` as generation and lint both read it: its localization's variations
  /// (plural, device) or else its string unit. A key without text in a language is nil there, except
  /// in the source language, where it is its own text, as in Xcode. The entry is placed at the key
  /// in the source language (where a key and its text are one) and at the localization in the others.
  package func variantEntry(in language: String, of catalog: StringCatalog) -> ParsedVariantEntry? {
    let isSource = language == catalog.sourceLanguage
    var parsed = ParsedVariantEntry(key: key, comment: comment, format: key, formatLocation: location, location: location)
    parsed.extractionState = extractionState
    parsed.generatesSymbol = generatesSymbol
    guard let localization = localization(language), !localization.isEmpty else { return isSource ? parsed : nil }
    if !isSource { parsed.location = localization.location }
    parsed.formatLocation = localization.location
    parsed.plurals = localization.pluralVariables
    parsed.devices = localization.devices.map(\.variant)
    if localization.plural != nil || !localization.devices.isEmpty {
      parsed.format = nil
    } else if let unit = localization.stringUnit {
      parsed.format = unit.value
      parsed.formatLocation = unit.location
    }
    return parsed
  }

  /// `strings["key"].localizations.language`, for messages.
  package func path(_ language: String) -> JSONPath {
    JSONPath(["strings"]).appending(key, bracketed: true).appending("localizations").appending(language)
  }
}

extension StringCatalog.Localization {
  /// Every plural variation of the localization with its path: the whole text's, each device's, each
  /// substitution's.
  package func pluralVariations(at path: JSONPath) -> [(StringCatalog.PluralVariation, JSONPath)] {
    var variations = [(StringCatalog.PluralVariation, JSONPath)]()
    if let plural { variations.append((plural, path.appending("variations").appending("plural"))) }
    for device in devices {
      if let plural = device.plural {
        variations.append(
          (plural, path.appending("variations").appending("device").appending(device.device).appending("variations").appending("plural")))
      }
    }
    for substitution in substitutions {
      variations.append(
        (substitution.plural, path.appending("substitutions").appending(substitution.name).appending("variations").appending("plural")))
    }
    return variations
  }

  /// The whole text's plural variation, then the substitutions, as the generator's plural variables.
  package var pluralVariables: [PluralVariable] {
    var variables = plural.map { [$0.variable(kind: .wholeText)] } ?? []
    for substitution in substitutions {
      variables.append(
        substitution.plural.variable(
          kind: .substitution, name: substitution.name, valueType: substitution.formatSpecifier,
          argumentNumber: substitution.argumentNumber))
    }
    return variables
  }
}

extension StringCatalog.PluralVariation {
  func variable(kind: PluralVariable.Kind, name: String? = nil, valueType: String? = nil, argumentNumber: Int? = nil) -> PluralVariable {
    PluralVariable(
      kind: kind, name: name, valueType: valueType, argumentNumber: argumentNumber,
      forms: forms.map { PluralForm(category: $0.category, text: $0.stringUnit.value, location: $0.stringUnit.location) },
      location: location)
  }
}

extension StringCatalog.DeviceCase {
  /// The generator's device variant: the text, or (when the device varies by plural) its variation.
  package var variant: DeviceVariant {
    DeviceVariant(
      device: device, text: plural == nil ? stringUnit?.value : nil, plural: plural?.variable(kind: .wholeText), location: location)
  }
}
