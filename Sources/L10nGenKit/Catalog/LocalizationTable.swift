/// A table (`Localizable`, `InfoPlist`…) of the development language: its entries in file order.
public struct LocalizationTable: Equatable, Sendable {
  /// The file name without extension, which is also the table name Foundation looks up.
  public var name: String
  public var entries: [LocalizedEntry]
  /// The files the table was read from.
  public var files: [String]
  /// What reading the table noticed without failing, in file order, for the command line to print.
  public var warnings: [LocatedWarning]

  public init(name: String, entries: [LocalizedEntry], files: [String], warnings: [LocatedWarning] = []) {
    self.name = name
    self.entries = entries
    self.files = files
    self.warnings = warnings
  }
}
