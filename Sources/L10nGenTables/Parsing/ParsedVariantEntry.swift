import L10nGenCore

/// An entry of a `.stringsdict` table or a String Catalog as its file writes it: a text that may vary
/// at run time by plural or device, before its arguments are read (`TableLoader`).
public struct ParsedVariantEntry: Equatable, Sendable {
  public var key: String
  /// The translator comment (String Catalogs' `comment`).
  public var comment: String?
  /// The text Foundation formats first: a `.stringsdict` entry's `NSStringLocalizedFormatKey`, a
  /// catalog's string unit (or its key when the source language has no value). Nil when the whole
  /// text varies (`plurals` has a `.wholeText` variable, or `devices` is not empty).
  public var format: String?
  /// Where `format` is written (its value, or the entry's key when there is none).
  public var formatLocation: SourceLocation
  public var plurals: [PluralVariable]
  public var devices: [DeviceVariant]
  /// The entry's key in the file.
  public var location: SourceLocation
  /// A `.stringsdict` entry with only width variants (`NSStringVariableWidthRuleType`): `format` is
  /// its widest variant.
  public var isWidthOnly = false
  /// A catalog key's `extractionState` (`manual`, `stale`…; nil when absent: extracted from code).
  public var extractionState: String?
  /// False for a catalog key marked `generatesSymbol: false`.
  public var generatesSymbol = true

  public init(
    key: String, comment: String? = nil, format: String?, formatLocation: SourceLocation,
    plurals: [PluralVariable] = [], devices: [DeviceVariant] = [], location: SourceLocation
  ) {
    self.key = key
    self.comment = comment
    self.format = format
    self.formatLocation = formatLocation
    self.plurals = plurals
    self.devices = devices
    self.location = location
  }
}

/// What a parser of a varying format read: its entries in file order and what it noticed on the way.
public struct ParsedVariantTable: Equatable, Sendable {
  public var entries: [ParsedVariantEntry]
  public var warnings: [LocatedWarning]

  public init(entries: [ParsedVariantEntry], warnings: [LocatedWarning] = []) {
    self.entries = entries
    self.warnings = warnings
  }
}
