import L10nGenCore

/// One localized string of the development language, as the templates will see it.
public struct LocalizedEntry: Equatable, Sendable {
  /// The key exactly as written in the table (after unescaping).
  public var key: String
  /// The development-language text (the fallback used when a lookup misses). For an entry that
  /// varies, a format that `arguments` can fill without the variations: `PluralFormatReader.fallback`.
  public var translation: String
  /// The translator comment, when the table gives one.
  public var comment: String?
  /// The format arguments in call order, holes left out (each keeps its `position`). For an entry that varies, those of every
  /// form and variant together, read the way Foundation reads them (`PluralFormatReader`).
  public var arguments: [FormatArgument]
  /// Where the entry starts in its table file.
  public var location: SourceLocation
  public var source: TableFormat
  /// The text as written when it differs from `translation`: a `.stringsdict` entry's
  /// `NSStringLocalizedFormatKey`, a catalog's string with `%#@substitutions@` or named placeholders.
  /// Nil for `.strings` entries and for catalog entries whose whole text varies.
  public var format: String?
  /// The plural variables the text refers to, and a catalog's plural variation of the whole text.
  public var plurals: [PluralVariable]
  /// A catalog's device variations, in file order.
  public var devices: [DeviceVariant]
  /// The types SwiftGen 6 gave this entry, when they differ from `arguments`' (`SwiftGenPluralTypes`).
  public var swiftGenTypes: [String]?
  /// A `.stringsdict` entry with only width variants, read as its widest (`ParsedVariantEntry`).
  public var isWidthOnly = false
  /// A String Catalog key's `extractionState` as written (`manual`: added by hand, which is what
  /// Xcode generates symbols for; nil when absent, a key extracted from code); nil for other tables.
  public var extractionState: String?
  /// False for a catalog key marked `generatesSymbol: false`: it asks for no generated symbol.
  public var generatesSymbol = true

  public init(
    key: String, translation: String, comment: String?, arguments: [FormatArgument], location: SourceLocation,
    source: TableFormat = .strings, format: String? = nil, plurals: [PluralVariable] = [], devices: [DeviceVariant] = [],
    swiftGenTypes: [String]? = nil
  ) {
    self.key = key
    self.translation = translation
    self.comment = comment
    self.arguments = arguments
    self.location = location
    self.source = source
    self.format = format
    self.plurals = plurals
    self.devices = devices
    self.swiftGenTypes = swiftGenTypes
  }
}
