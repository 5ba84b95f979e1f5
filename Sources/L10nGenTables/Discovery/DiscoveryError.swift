import L10nGenCore

/// Inputs that do not name a usable set of tables.
public enum DiscoveryError: LocatedError, Equatable {
  /// `location`: where a config names the input.
  case notFound(path: String, location: SourceLocation? = nil)
  case unsupportedFile(path: String)
  case duplicateTable(name: String, path: String, otherPath: String)
  /// A table in several `.lproj` folders, none of which is the development language's.
  case noDevelopmentLanguage(table: String, requested: String?, locales: [String], path: String)
  case unreadableDirectory(path: String, reason: String)
  /// Nothing under a folder that `l10ngen init` could generate from.
  case noTables(path: String)

  public var location: SourceLocation? {
    switch self {
    case .notFound(_, let location): return location
    case .noTables: return nil
    case .unsupportedFile(let path), .unreadableDirectory(let path, _): return SourceLocation(file: path, line: 1, column: 1)
    case .duplicateTable(_, let path, _), .noDevelopmentLanguage(_, _, _, let path): return SourceLocation(file: path, line: 1, column: 1)
    }
  }

  public var message: String {
    switch self {
    case .notFound(let path, _):
      return "no such file or directory: \(path)"
    case .unsupportedFile(let path):
      return "not a localization table (expected \(TableFormat.listed("or"))): \(path)"
    case .duplicateTable(let name, _, let otherPath):
      return "table \"\(name)\" is given twice (also by \(otherPath)); the tables of one output need names of their own"
    case .noDevelopmentLanguage(let table, let requested, let locales, _):
      let folders = locales.map { "\($0).lproj" }.joined(separator: ", ")
      if let requested {
        return "table \"\(table)\" has no \(requested).lproj, the development language's folder (found \(folders))"
      }
      return "cannot tell which folder of table \"\(table)\" is the development language's (found \(folders), no en.lproj or Base.lproj): "
        + "pass --development-language, or only the development language's files"
    case .unreadableDirectory(_, let reason):
      return "cannot read directory: \(reason)"
    case .noTables(let path):
      return "no localization tables under \(path): looked for .lproj folders holding .strings or .stringsdict files, and .xcstrings String Catalogs"
    }
  }
}
