/// One table in every locale beside it — `Resources/*.lproj/Localizable.strings` (with its
/// `.stringsdict`) — or one String Catalog, whose languages are inside it, or one table file outside
/// any `.lproj` folder. What `TableDiscovery` finds; generation reads its development files, lint all.
public struct TableGroup: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// `.strings` and `.stringsdict` files in the `*.lproj` folders of `directory`.
    case lproj(directory: String)
    /// A `.strings` or `.stringsdict` file outside any `.lproj` folder: a table of its own.
    case standalone
    /// An `.xcstrings` String Catalog.
    case catalog
  }

  /// As the development language spells it.
  public var name: String
  public var kind: Kind
  /// The `.lproj` the others translate (`DevelopmentLanguage`); nil when it cannot be told, or for a
  /// standalone table or a catalog.
  public var developmentLocale: String?
  /// Each locale's files of the table, the development locale first, then by name. A locale with no
  /// files lacks the table. A standalone table or a catalog has one entry, with a nil locale.
  public var locales: [LocaleFiles]
  /// The files of the table that the inputs named, in the order they were found: the `.lproj` they are
  /// in (nil outside one) and the file.
  public var inputs: [(locale: String?, file: TableFile)]

  public init(name: String, kind: Kind, developmentLocale: String?, locales: [LocaleFiles], inputs: [(locale: String?, file: TableFile)] = []) {
    self.name = name
    self.kind = kind
    self.developmentLocale = developmentLocale
    self.locales = locales
    self.inputs = inputs
  }

  public static func == (lhs: TableGroup, rhs: TableGroup) -> Bool {
    lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.developmentLocale == rhs.developmentLocale && lhs.locales == rhs.locales
      && lhs.inputs.map(\.locale) == rhs.inputs.map(\.locale) && lhs.inputs.map(\.file) == rhs.inputs.map(\.file)
  }
}

/// One locale's files of a table.
public struct LocaleFiles: Equatable, Sendable {
  public var locale: String?
  public var files: [TableFile]

  public init(locale: String?, files: [TableFile]) {
    self.locale = locale
    self.files = files
  }
}

public struct TableFile: Equatable, Sendable {
  public var format: TableFormat
  public var path: String

  public init(format: TableFormat, path: String) {
    self.format = format
    self.path = path
  }
}
