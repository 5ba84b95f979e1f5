import L10nGenCore

/// A String Catalog (`.xcstrings`) with every language it holds, as its file writes it: for each key
/// and language the string unit (value and state), the plural and device variations and the
/// substitutions. What to make of them is left to the stages that read it: the generator takes the
/// source language (`sourceLanguageTable()`), `CatalogCompiler` every language.
///
/// Members a newer 1.x version may add are not kept; every value keeps where it is written.
public struct StringCatalog: Equatable, Sendable {
  /// The file the catalog was read from.
  public var path: String
  /// The `version` member, e.g. `1.0`.
  public var version: String
  /// The development language (`sourceLanguage`), e.g. `en`.
  public var sourceLanguage: String
  /// Where the `sourceLanguage` value is written.
  public var sourceLanguageLocation: SourceLocation
  /// Every key of `strings`, in file order.
  public var entries: [Entry]
  /// What reading the catalog noticed without failing (unknown variations and plural categories).
  public var warnings: [LocatedWarning]

  public init(
    path: String, version: String, sourceLanguage: String, sourceLanguageLocation: SourceLocation, entries: [Entry],
    warnings: [LocatedWarning] = []
  ) {
    self.path = path
    self.version = version
    self.sourceLanguage = sourceLanguage
    self.sourceLanguageLocation = sourceLanguageLocation
    self.entries = entries
    self.warnings = warnings
  }

  /// The catalog's languages: the source language first, then every other language that any key is
  /// localized in, sorted. (Xcode lists the same set; a language with no key yet is not in the file.)
  public var languages: [String] {
    var others = Set<String>()
    for entry in entries {
      for localization in entry.localizations where localization.language != sourceLanguage {
        others.insert(localization.language)
      }
    }
    return [sourceLanguage] + others.sorted()
  }

  /// One key of `strings`.
  public struct Entry: Equatable, Sendable {
    public var key: String
    /// The translator comment.
    public var comment: String?
    /// `manual`, `extracted_with_value`, `stale`… as written; nil when absent.
    public var extractionState: String?
    /// False when the key is marked "Don't translate" (`shouldTranslate: false`).
    public var shouldTranslate: Bool
    /// False when the key asks for no generated symbol (`generatesSymbol: false`, which Xcode's
    /// String Catalog symbols honour).
    public var generatesSymbol = true
    /// The key's languages, in file order.
    public var localizations: [Localization]
    /// Where the key is written.
    public var location: SourceLocation

    public init(
      key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
      localizations: [Localization] = [], location: SourceLocation
    ) {
      self.key = key
      self.comment = comment
      self.extractionState = extractionState
      self.shouldTranslate = shouldTranslate
      self.localizations = localizations
      self.location = location
    }

    /// The key's localization in `language`, nil when it has none (it is not translated there).
    public func localization(_ language: String) -> Localization? {
      localizations.first { $0.language == language }
    }
  }

  /// A key in one language. Xcode writes either a string unit or one kind of variation; a file may hold
  /// more, and all of it is kept. Readers take variations before the string unit, as Xcode does.
  public struct Localization: Equatable, Sendable {
    public var language: String
    public var stringUnit: StringUnit?
    /// `variations.plural`: the whole text varies by plural.
    public var plural: PluralVariation?
    /// `variations.device`, in file order; empty when the text does not vary by device.
    public var devices: [DeviceCase]
    /// The plural variables that the text (or a form) refers to as `%#@name@`, in file order.
    public var substitutions: [Substitution]
    /// Where the language is written (its member name).
    public var location: SourceLocation

    public init(
      language: String, stringUnit: StringUnit? = nil, plural: PluralVariation? = nil, devices: [DeviceCase] = [],
      substitutions: [Substitution] = [], location: SourceLocation
    ) {
      self.language = language
      self.stringUnit = stringUnit
      self.plural = plural
      self.devices = devices
      self.substitutions = substitutions
      self.location = location
    }

    /// True when the localization gives no text at all (no string unit, no variation l10ngen knows).
    public var isEmpty: Bool { stringUnit == nil && plural == nil && devices.isEmpty }

    public func substitution(named name: String) -> Substitution? {
      substitutions.first { $0.name == name }
    }
  }

  /// A text and how far its translation has come.
  public struct StringUnit: Equatable, Sendable {
    public var value: String
    /// Nil when the file gives no `state`.
    public var state: State?
    /// Where the value is written.
    public var location: SourceLocation

    public init(value: String, state: State? = nil, location: SourceLocation) {
      self.value = value
      self.state = state
      self.location = location
    }

    /// A string unit's `state`. Xcode writes `new`, `translated`, `needs_review` (and `stale` in
    /// some versions); any other text is kept as written.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      public var rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }

      public static let new = State(rawValue: "new")
      public static let translated = State(rawValue: "translated")
      public static let needsReview = State(rawValue: "needs_review")
      public static let stale = State(rawValue: "stale")

      public var description: String { rawValue }
    }
  }

  /// Texts by CLDR plural category (`variations.plural`, of a whole text, a device's text or a substitution).
  public struct PluralVariation: Equatable, Sendable {
    /// The forms in the order of `PluralCategory`; categories the file does not give are absent.
    public var forms: [PluralCase]
    /// Where the variation is named: its `plural` member, or the substitution's name.
    public var location: SourceLocation
    /// Where the object holding the forms starts.
    public var formsLocation: SourceLocation

    public init(forms: [PluralCase], location: SourceLocation, formsLocation: SourceLocation) {
      self.forms = forms
      self.location = location
      self.formsLocation = formsLocation
    }

    public func form(_ category: PluralCategory) -> StringUnit? {
      forms.first { $0.category == category }?.stringUnit
    }
  }

  /// One category of a plural variation.
  public struct PluralCase: Equatable, Sendable {
    public var category: PluralCategory
    public var stringUnit: StringUnit
    /// Where the category is named.
    public var location: SourceLocation

    public init(category: PluralCategory, stringUnit: StringUnit, location: SourceLocation) {
      self.category = category
      self.stringUnit = stringUnit
      self.location = location
    }
  }

  /// One device's text (`variations.device.iphone`…; `other` for the devices not named): a string unit,
  /// or a plural variation (taken first when both are written).
  public struct DeviceCase: Equatable, Sendable {
    public var device: String
    public var stringUnit: StringUnit?
    public var plural: PluralVariation?
    /// Where the device is named.
    public var location: SourceLocation

    public init(device: String, stringUnit: StringUnit? = nil, plural: PluralVariation? = nil, location: SourceLocation) {
      self.device = device
      self.stringUnit = stringUnit
      self.plural = plural
      self.location = location
    }
  }

  /// A plural variable that a text refers to as `%#@name@`; its forms write its number as `%arg`.
  public struct Substitution: Equatable, Sendable {
    public var name: String
    /// The argument the reference takes (`argNum`); nil when the file does not say.
    public var argumentNumber: Int?
    /// The conversion Foundation reads the number as (`lld`, `ld`, `d`, `f`…), without `%`.
    public var formatSpecifier: String
    public var plural: PluralVariation
    /// Where the substitution is named.
    public var location: SourceLocation

    public init(name: String, argumentNumber: Int?, formatSpecifier: String, plural: PluralVariation, location: SourceLocation) {
      self.name = name
      self.argumentNumber = argumentNumber
      self.formatSpecifier = formatSpecifier
      self.plural = plural
      self.location = location
    }
  }
}
