/// Reads a table's files into the development-language model the later stages share.
public enum TableLoader {
  public static func load(_ source: TableSource) throws -> LocalizationTable {
    var entries: [LocalizedEntry] = []
    for file in source.files {
      switch file.format {
      case .strings:
        for parsed in try StringsFileParser.parse(contentsOf: file.path) {
          entries.append(try entry(from: parsed))
        }
      case .stringsdict, .xcstrings:
        throw CatalogError.unsupportedFormat(path: file.path, format: file.format.rawValue)
      }
    }
    return LocalizationTable(name: source.name, entries: entries, files: source.files.map(\.path))
  }

  static func entry(from parsed: ParsedEntry) throws -> LocalizedEntry {
    let arguments: [FormatArgument]
    do {
      arguments = try FormatParser.arguments(in: parsed.value)
    } catch let error as LocatedError {
      throw CatalogError.invalidPlaceholders(key: parsed.key, reason: error.message, location: parsed.valueLocation)
    } catch {
      throw CatalogError.invalidPlaceholders(key: parsed.key, reason: "\(error)", location: parsed.valueLocation)
    }
    return LocalizedEntry(
      key: parsed.key, translation: parsed.value, comment: parsed.comment, arguments: arguments,
      location: parsed.location)
  }
}
