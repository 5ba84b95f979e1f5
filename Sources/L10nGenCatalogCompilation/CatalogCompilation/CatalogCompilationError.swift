import L10nGenCore

/// What stops `l10ngen catalog compile` before it writes anything.
public enum CatalogCompilationError: LocatedError, Equatable {
  /// An input that is not a String Catalog.
  case notACatalog(path: String)
  /// Two catalogs of one name would write the same tables.
  case duplicateTable(name: String, first: String, second: String)
  /// A language code that cannot name an `.lproj` folder.
  case invalidLanguage(SourceLocation, language: String)

  public var location: SourceLocation? {
    switch self {
    case .notACatalog, .duplicateTable: return nil
    case .invalidLanguage(let location, _): return location
    }
  }

  public var message: String {
    switch self {
    case .notACatalog(let path):
      return "\(path) is not a String Catalog (a .xcstrings file)"
    case .duplicateTable(let name, let first, let second):
      return "\(first) and \(second) are both table \(name.debugDescription): their compiled tables would overwrite each other"
    case .invalidLanguage(_, let language):
      return "language \(language.debugDescription) cannot name an .lproj folder; expected a code such as en, pt-BR or zh-Hans"
    }
  }
}
