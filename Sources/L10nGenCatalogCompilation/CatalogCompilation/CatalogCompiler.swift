import L10nGenCore
import L10nGenTables

/// Compiles every language of a String Catalog into the `.strings` and `.stringsdict` tables Foundation
/// reads (`CompiledCatalog`), for builds that Xcode's build system does not run: SwiftPM copies a
/// catalog as it is, and every lookup in it misses.
///
/// For each key and language:
/// - The text is the device variation for `other` (else the first device: a SwiftPM build has no
///   device), else the plural variation, else the string unit. A key without a source-language value is
///   its own text there, as in Xcode. A key without a value in another language is left out of it, so
///   that lookups fall back to the development language (Foundation's on Apple platforms, the
///   generated code's on Linux).
/// - A key that varies by plural, or refers to a substitution, in any language is a `.stringsdict`
///   entry in every language (l10ngen's Linux runtime looks for plural entries before `.strings` ones,
///   language by language); other keys are `.strings` entries, their text as written.
/// - In a `.stringsdict` entry every specifier names its argument. A substitution `%#@name@` becomes
///   `%N$#@name@` with N its `argNum` (or its place in the sequence), and `%arg` in its forms
///   `%N$<formatSpecifier>`. A plural variation of the whole text becomes a variable over the first
///   argument its forms print as a number (the source language's, when the translation prints none).
/// - Named placeholders lose their names (`%1$(count)lld` → `%1$lld`).
///
/// A text that cannot be compiled (a plural without `other`, a substitution that is not defined or
/// refers to itself) is left out of its language with a warning; the generator reports the source
/// language's as errors.
public enum CatalogCompiler {
  /// Throws `CatalogCompilationError.invalidLanguage` for a language that cannot name a folder.
  public static func compile(_ catalog: StringCatalog, table: String) throws -> (catalog: CompiledCatalog, warnings: [LocatedWarning]) {
    let languages = catalog.languages
    try validate(languages, of: catalog)
    let sourceIndex = 0  // `languages` starts with the source language
    var localizations = languages.map { CompiledLocalization(language: $0) }
    var warnings = [LocatedWarning]()
    for entry in catalog.entries {
      let texts = languages.map { text(of: entry, in: $0, sourceLanguage: catalog.sourceLanguage) }
      guard texts.contains(where: { $0?.varies == true }) else {
        for (index, text) in texts.enumerated() {
          guard case .text(let value, _)? = text?.kind else { continue }
          localizations[index].strings.append(.init(key: entry.key, value: PositionalFormat.unnamed(value)))
        }
        continue
      }
      for (index, text) in texts.enumerated() {
        guard let text else { continue }
        do {
          localizations[index].plurals.append(try pluralEntry(key: entry.key, text: text, source: texts[sourceIndex]))
        } catch let skipped as Skipped {
          warnings.append(
            LocatedWarning(
              location: skipped.location, message: "\(skipped.reason); the key is left out of the compiled \(languages[index].debugDescription) table"
            ))
        }
      }
    }
    return (CompiledCatalog(table: table, localizations: localizations), warnings)
  }

  /// Letters, digits, `-` and `_`: every language code Xcode writes (`en`, `pt-BR`, `zh-Hans`, `es-419`).
  private static func validate(_ languages: [String], of catalog: StringCatalog) throws {
    for language in languages {
      let isFolderName =
        !language.isEmpty
        && language.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x5F }
      guard !isFolderName else { continue }
      let location =
        language == catalog.sourceLanguage
        ? catalog.sourceLanguageLocation
        : catalog.entries.lazy.compactMap { $0.localization(language)?.location }.first ?? catalog.sourceLanguageLocation
      throw CatalogCompilationError.invalidLanguage(location, language: language)
    }
  }

  // MARK: - The text of a key in a language

  private struct Text {
    enum Kind {
      case text(String, SourceLocation)
      case plural(StringCatalog.PluralVariation, path: JSONPath)
    }

    var kind: Kind
    var substitutions: [StringCatalog.Substitution]
    /// The localization's path, for messages.
    var path: JSONPath

    var varies: Bool {
      switch kind {
      case .plural: return true
      case .text(let text, _):
        return FormatParser.specifiers(in: text).contains { if case .variable = $0.kind { return true } else { return false } }
      }
    }
  }

  private static func text(of entry: StringCatalog.Entry, in language: String, sourceLanguage: String) -> Text? {
    let path = entry.path(language)
    let keyText = language == sourceLanguage ? Text(kind: .text(entry.key, entry.location), substitutions: [], path: path) : nil
    guard let localization = entry.localization(language) else { return keyText }
    let substitutions = localization.substitutions
    if let device = localization.devices.first(where: { $0.device == "other" }) ?? localization.devices.first {
      let devicePath = path.appending("variations").appending("device").appending(device.device)
      if let plural = device.plural {
        return Text(kind: .plural(plural, path: devicePath.appending("variations").appending("plural")), substitutions: substitutions, path: path)
      }
      if let unit = device.stringUnit { return Text(kind: .text(unit.value, unit.location), substitutions: substitutions, path: path) }
    }
    if let plural = localization.plural {
      return Text(kind: .plural(plural, path: path.appending("variations").appending("plural")), substitutions: substitutions, path: path)
    }
    if let unit = localization.stringUnit { return Text(kind: .text(unit.value, unit.location), substitutions: substitutions, path: path) }
    return keyText.map { Text(kind: $0.kind, substitutions: substitutions, path: path) }
  }

  // MARK: - .stringsdict entries

  /// Why a text is left out of its language.
  private struct Skipped: Error {
    var location: SourceLocation
    var reason: String
  }

  private static func pluralEntry(key: String, text: Text, source: Text?) throws -> CompiledLocalization.PluralEntry {
    var builder = PluralEntryBuilder(substitutions: text.substitutions, path: text.path)
    switch text.kind {
    case .text(let value, let location):
      let format = try builder.numbered(value, firstSlot: 1, location: location, within: [])
      return CompiledLocalization.PluralEntry(key: key, format: format, variables: builder.variables)
    case .plural(let plural, let path):
      guard plural.form(.other) != nil else { throw Skipped(location: plural.formsLocation, reason: "\(path) has no \"other\" form") }
      var name = "plural"
      var suffix = 1
      while text.substitutions.contains(where: { $0.name == name }) {
        suffix += 1
        name = "plural\(suffix)"
      }
      let reserved = builder.reserve()
      var forms = [CompiledLocalization.PluralEntry.Form]()
      for form in plural.forms {
        let numbered = try builder.numbered(form.stringUnit.value, firstSlot: 1, location: form.stringUnit.location, within: [name])
        forms.append(.init(form.category, numbered))
      }
      guard let number = numberArgument(in: forms.map(\.text)) ?? source.flatMap(numberArgument(of:)) else {
        // Nothing to choose a form by: the text is its `other` form.
        let other = forms.first { $0.category == .other }?.text ?? ""
        return CompiledLocalization.PluralEntry(key: key, format: other, variables: builder.variables)
      }
      builder.fill(reserved, with: .init(name: name, valueType: number.valueType, forms: forms))
      return CompiledLocalization.PluralEntry(key: key, format: "%\(number.slot)$#@\(name)@", variables: builder.variables)
    }
  }

  /// The argument that chooses a whole-text plural form: the lowest one its forms print as a number.
  private static func numberArgument(in numberedForms: [String]) -> (slot: Int, valueType: String)? {
    var best: (slot: Int, valueType: String)?
    for form in numberedForms {
      for specifier in FormatParser.specifiers(in: form) {
        guard case .argument(let conversion) = specifier.kind, let slot = specifier.position, slot < best?.slot ?? Int.max else { continue }
        let valueType = (specifier.length?.rawValue ?? "") + String(conversion.rawValue)
        if ArgumentType.pluralValue(valueType) != nil { best = (slot, valueType) }
      }
    }
    return best
  }

  /// The source language's number argument for a key, when its text is a plural variation.
  private static func numberArgument(of source: Text) -> (slot: Int, valueType: String)? {
    guard case .plural(let plural, _) = source.kind else { return nil }
    let slots = Dictionary(source.substitutions.map { ($0.name, $0.argumentNumber) }) { first, _ in first }
    return numberArgument(
      in: plural.forms.map { form in
        PositionalFormat.numbered(form.stringUnit.value, firstSlot: 1, variableSlot: { slots[$0] ?? nil }) { "%\($1)$#@\($0)@" }
      })
  }

  /// Collects the variables a format and its forms refer to, numbering every text on the way.
  private struct PluralEntryBuilder {
    let substitutions: [String: StringCatalog.Substitution]
    let path: JSONPath
    private var reserved = [CompiledLocalization.PluralEntry.Variable?]()
    private var indexOfName = [String: Int]()

    init(substitutions: [StringCatalog.Substitution], path: JSONPath) {
      self.substitutions = Dictionary(substitutions.map { ($0.name, $0) }) { first, _ in first }
      self.path = path
    }

    /// In the order they were first referred to.
    var variables: [CompiledLocalization.PluralEntry.Variable] { reserved.compactMap { $0 } }

    /// A place for a variable whose forms refer to others, so that it comes before them.
    mutating func reserve() -> Int {
      reserved.append(nil)
      return reserved.count - 1
    }

    mutating func fill(_ index: Int, with variable: CompiledLocalization.PluralEntry.Variable) {
      reserved[index] = variable
    }

    /// `text` numbered from `firstSlot`, its references kept (`%N$#@name@`) and their substitutions added.
    /// `within` are the variables whose forms lead here, to catch a substitution that refers to itself.
    mutating func numbered(_ text: String, firstSlot: Int, location: SourceLocation, within: [String]) throws -> String {
      let substitutions = self.substitutions
      var references = [(name: String, slot: Int)]()
      let numbered = PositionalFormat.numbered(text, firstSlot: firstSlot, variableSlot: { substitutions[$0]?.argumentNumber }) {
        references.append(($0, $1))
        return "%\($1)$#@\($0)@"
      }
      for reference in references {
        try add(reference.name, slot: reference.slot, referredToAt: location, within: within)
      }
      return numbered
    }

    private mutating func add(_ name: String, slot: Int, referredToAt location: SourceLocation, within: [String]) throws {
      if let start = within.firstIndex(of: name) {
        let cycle = (within[start...] + [name]).joined(separator: " → ")
        throw Skipped(location: location, reason: "substitution \(name.debugDescription) of \(path) refers to itself (\(cycle))")
      }
      guard indexOfName[name] == nil else { return }
      guard let substitution = substitutions[name] else {
        throw Skipped(location: location, reason: "\(path) refers to substitution \(name.debugDescription), which it does not define")
      }
      guard substitution.plural.form(.other) != nil else {
        let pluralPath = path.appending("substitutions").appending(name).appending("variations").appending("plural")
        throw Skipped(location: substitution.plural.formsLocation, reason: "\(pluralPath) has no \"other\" form")
      }
      let index = reserve()
      indexOfName[name] = index
      var forms = [CompiledLocalization.PluralEntry.Form]()
      for form in substitution.plural.forms {
        let text = PluralFormatReader.replacingArgumentToken(in: form.stringUnit.value, slot: slot, valueType: substitution.formatSpecifier)
        forms.append(.init(form.category, try numbered(text, firstSlot: slot, location: form.stringUnit.location, within: within + [name])))
      }
      fill(index, with: .init(name: name, valueType: substitution.formatSpecifier, forms: forms))
    }
  }
}
