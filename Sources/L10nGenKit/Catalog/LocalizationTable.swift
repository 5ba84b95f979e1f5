/// A table (`Localizable`, `InfoPlist`…) of the development language: its entries in file order.
public struct LocalizationTable: Equatable, Sendable {
  /// The file name without extension, which is also the table name Foundation looks up.
  public var name: String
  public var entries: [LocalizedEntry]
  /// The files the table was read from.
  public var files: [String]

  public init(name: String, entries: [LocalizedEntry], files: [String]) {
    self.name = name
    self.entries = entries
    self.files = files
  }
}
