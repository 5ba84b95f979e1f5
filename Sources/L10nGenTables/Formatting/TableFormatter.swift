import L10nGenCore

/// `l10ngen format` for one file: its bytes in the one form of its format (`TableFormat.write`:
/// `StringsTableFormat`, `StringsDictFormat`, `CatalogFormat`), or why it is left as it is.
public enum TableFormatter {
  public struct Result: Equatable, Sendable {
    public var path: String
    public var original: [UInt8]
    public var formatted: [UInt8]
    /// The table's keys in the order written: a development table's order, which its translations follow.
    public var keys: [String]
    public var warnings: [LocatedWarning]

    public var changed: Bool { formatted != original }
  }

  /// `bytes` in the one form of the format of `path` (`TableFormat.write`).
  public static func format(_ bytes: [UInt8], path: String, order: KeyOrder) throws -> Result {
    guard let format = TableFormat(path: path) else {
      throw FormatError.unsupported(path: path, reason: "not a \(TableFormat.listed("or")) table")
    }
    return try format.write(bytes, path, order)
  }
}
