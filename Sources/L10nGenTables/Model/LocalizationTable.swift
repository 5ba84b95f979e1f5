import L10nGenCore

/// A table (`Localizable`, `InfoPlist`…) of the development language: its entries in file order.
public struct LocalizationTable: Equatable, Sendable {
  /// The file name without extension, which is also the table name Foundation looks up.
  public var name: String
  public var entries: [LocalizedEntry]
  /// The files the table was read from.
  public var files: [String]
  /// What reading the table noticed without failing, in file order, for the command line to print.
  public var warnings: [LocatedWarning]
  /// Where Foundation finds the table at run time: the localization folder its files are in (`en`,
  /// `en-GB`, `Base`), or a String Catalog's source language (the folder it compiles to). Nil for
  /// files in no `.lproj` folder.
  public var developmentLanguage: String?

  public init(name: String, entries: [LocalizedEntry], files: [String], warnings: [LocatedWarning] = [], developmentLanguage: String? = nil) {
    self.name = name
    self.entries = entries
    self.files = files
    self.warnings = warnings
    self.developmentLanguage = developmentLanguage
  }
}
