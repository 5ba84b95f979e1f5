import Foundation
import L10nGenTables

/// One table in every locale beside it — `Resources/*.lproj/Localizable.strings` (with its
/// `.stringsdict`) — or one String Catalog, whose languages are inside it.
public struct LintTableGroup: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// `.strings` and `.stringsdict` files in the `*.lproj` folders of `directory`.
    case lproj(directory: String)
    /// A `.strings` or `.stringsdict` file outside any `.lproj` folder: checked on its own.
    case standalone
    /// An `.xcstrings` String Catalog.
    case catalog
  }

  public var name: String
  public var kind: Kind
  /// The `.lproj` the others are compared with; nil when there is none (the group is skipped).
  public var developmentLocale: String?
  /// Each locale's files of the table, the development locale first, then by name. A locale with no
  /// files lacks the table. A standalone file or a catalog has one entry, with a nil locale.
  public var locales: [LocaleFiles]

  public init(name: String, kind: Kind, developmentLocale: String?, locales: [LocaleFiles]) {
    self.name = name
    self.kind = kind
    self.developmentLocale = developmentLocale
    self.locales = locales
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
  public var format: TableSource.Format
  public var path: String

  public init(format: TableSource.Format, path: String) {
    self.format = format
    self.path = path
  }
}

/// Finds what to lint: every table its inputs name, in every locale beside it.
public enum LocaleDiscovery {
  /// The tables of `inputs` (files, `.lproj` folders, folders searched recursively), each in every
  /// `*.lproj` folder beside the one it was found in. The development locale is the `.lproj` named
  /// `developmentLanguage`, else `en`, else `Base`; with `inputsNameDevelopmentTables` (a config's
  /// inputs), the `.lproj` an input is or is inside comes first.
  public static func groups(inputs: [String], developmentLanguage: String?, inputsNameDevelopmentTables: Bool = false) throws
    -> [LintTableGroup]
  {
    var builders: [String: Builder] = [:]
    var order: [String] = []
    var listings = DirectoryListings()
    for input in inputs {
      let named = inputsNameDevelopmentTables ? lprojLocale(containing: input) : nil
      for file in try InputDiscovery.files(in: [input]) {
        let url = URL(fileURLWithPath: file)
        guard let format = TableSource.Format(rawValue: url.pathExtension) else { throw DiscoveryError.unsupportedFile(path: file) }
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        let id: String
        var builder: Builder
        if format == .xcstrings {
          id = "catalog:" + url.standardizedFileURL.path
          builder = Builder(name: name, kind: .catalog, files: [TableFile(format: format, path: file)])
        } else if folder.pathExtension.lowercased() == "lproj" {
          // Paths stay as the user wrote them (relative ones too), so messages show them that way.
          let parent = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
          let directory = parent.isEmpty ? "." : parent
          id = "lproj:" + URL(fileURLWithPath: directory).standardizedFileURL.path + "/" + name.lowercased()
          builder = builders[id] ?? Builder(name: name, kind: .lproj(directory: directory), files: [])
          builder.preferred = builder.preferred ?? named
        } else {
          id = "file:" + url.standardizedFileURL.deletingPathExtension().path
          builder = builders[id] ?? Builder(name: name, kind: .standalone, files: [])
          if !builder.files.contains(where: { $0.format == format }) { builder.files.append(TableFile(format: format, path: file)) }
        }
        if builders[id] == nil { order.append(id) }
        builders[id] = builder
      }
    }
    return try order.map { id in try builders[id]!.group(developmentLanguage: developmentLanguage, listings: &listings) }
  }

  /// `de` for `…/de.lproj` and for a path inside it.
  static func lprojLocale(containing path: String) -> String? {
    var url = URL(fileURLWithPath: path)
    for _ in 0..<2 {
      if url.pathExtension.lowercased() == "lproj" { return url.deletingPathExtension().lastPathComponent }
      url = url.deletingLastPathComponent()
    }
    return nil
  }

  private struct Builder {
    var name: String
    var kind: LintTableGroup.Kind
    var files: [TableFile]
    /// The development locale a config's input names.
    var preferred: String?

    init(name: String, kind: LintTableGroup.Kind, files: [TableFile]) {
      self.name = name
      self.kind = kind
      self.files = files
    }

    func group(developmentLanguage: String?, listings: inout DirectoryListings) throws -> LintTableGroup {
      guard case .lproj(let directory) = kind else {
        let sorted = files.sorted { order($0.format) < order($1.format) }
        return LintTableGroup(name: name, kind: kind, developmentLocale: nil, locales: [LocaleFiles(locale: nil, files: sorted)])
      }
      let folders = try listings.lprojFolders(in: directory)
      let locales = folders.map(\.locale)
      let development: String?
      if let wanted = preferred ?? developmentLanguage {
        development = locales.contains(wanted) ? wanted : nil
      } else {
        development = ["en", "Base"].first { locales.contains($0) }
      }
      var result = [LocaleFiles]()
      var name = self.name
      for (locale, folderName) in folders {
        let folder = (directory as NSString).appendingPathComponent(folderName)
        let files = try listings.files(in: folder).compactMap { file -> TableFile? in
          let url = URL(fileURLWithPath: file)
          guard let format = TableSource.Format(rawValue: url.pathExtension), format != .xcstrings,
            url.deletingPathExtension().lastPathComponent.lowercased() == name.lowercased()
          else { return nil }
          return TableFile(format: format, path: (folder as NSString).appendingPathComponent(file))
        }
        result.append(LocaleFiles(locale: locale, files: files.sorted { order($0.format) < order($1.format) }))
        if locale == development, let file = files.first {  // the development language spells the table's name
          name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        }
      }
      result.sort { ($0.locale == development ? 0 : 1, $0.locale ?? "") < ($1.locale == development ? 0 : 1, $1.locale ?? "") }
      return LintTableGroup(name: name, kind: kind, developmentLocale: development, locales: result)
    }

    private func order(_ format: TableSource.Format) -> Int { TableSource.Format.allCases.firstIndex(of: format) ?? 0 }
  }

  /// Folder contents, read once however many tables share a folder.
  private struct DirectoryListings {
    private var cache: [String: [String]] = [:]

    mutating func files(in folder: String) throws -> [String] {
      if let cached = cache[folder] { return cached }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      cache[folder] = names
      return names
    }

    /// The `*.lproj` folders in `directory` with their locales, sorted.
    mutating func lprojFolders(in directory: String) throws -> [(locale: String, folder: String)] {
      try files(in: directory).compactMap { name in
        let url = URL(fileURLWithPath: name)
        guard url.pathExtension.lowercased() == "lproj" else { return nil }
        var isDirectory: ObjCBool = false
        let path = (directory as NSString).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return (url.deletingPathExtension().lastPathComponent, name)
      }
    }
  }
}
