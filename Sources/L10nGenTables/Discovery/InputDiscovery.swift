import Foundation

/// Finds the tables named by the command line or a config: files, or folders searched recursively.
public enum InputDiscovery {
  /// The tables of `inputs`, in the order their first file is found (files as given; a folder's
  /// files in path order, those `filter` keeps). A `.strings` and a `.stringsdict` of one name form one table.
  public static func tables(in inputs: [String], filter: InputFilter? = nil) throws -> [TableSource] {
    var tables: [TableSource] = []
    var indexByName: [String: Int] = [:]
    for file in try files(in: inputs, filter: filter) {
      let url = URL(fileURLWithPath: file)
      guard let format = TableSource.Format(rawValue: url.pathExtension) else {
        throw DiscoveryError.unsupportedFile(path: file)
      }
      let name = url.deletingPathExtension().lastPathComponent
      if let index = indexByName[name] {
        if let clash = tables[index].files.first(where: { $0.format == format || $0.format == .xcstrings || format == .xcstrings }) {
          throw DiscoveryError.duplicateTable(name: name, path: file, otherPath: clash.path)
        }
        tables[index].files.append((format, file))
        tables[index].files.sort { order($0.format) < order($1.format) }
      } else {
        indexByName[name] = tables.count
        tables.append(TableSource(name: name, files: [(format, file)]))
      }
    }
    return tables
  }

  /// Every table file named by `inputs`: a file as given, a folder's table files in sorted order.
  package static func files(in inputs: [String], filter: InputFilter? = nil) throws -> [String] {
    let keeps = filter?.compiled()
    var result: [String] = []
    var seen = Set<String>()
    for input in inputs {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
        throw DiscoveryError.notFound(path: input)
      }
      var found = isDirectory.boolValue ? try tableFiles(under: input) : [input]
      if isDirectory.boolValue, let keeps { found = found.filter(keeps) }
      for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
        result.append(file)
      }
    }
    return result
  }

  private static func tableFiles(under directory: String) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
      throw DiscoveryError.unreadableDirectory(path: directory, reason: "not readable")
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let ext = (relative as NSString).pathExtension
      guard TableSource.Format(rawValue: ext) != nil else { continue }
      files.append((directory as NSString).appendingPathComponent(relative))
    }
    return files.sorted()
  }

  private static func order(_ format: TableSource.Format) -> Int {
    TableSource.Format.allCases.firstIndex(of: format) ?? 0
  }
}
