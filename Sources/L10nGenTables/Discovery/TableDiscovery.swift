import L10nGenCore

/// Finds the tables that inputs name — files, `.lproj` folders, folders searched recursively — each
/// with every locale beside it, once, for generation, lint and catalog compilation alike. Which locale
/// is the development one is `DevelopmentLanguage`'s to say.
public enum TableDiscovery {
  /// The tables of `inputs`, in the order their first file is found. A file of a `*.lproj` folder
  /// stands for its table in every `*.lproj` folder beside it. `filter` keeps the files of input
  /// folders it matches. With `inputsNameDevelopmentTables` (a config's inputs, the command line of
  /// `strings`), the folders the inputs name files in help tell the development language.
  public static func groups(
    inputs: [String], filter: InputFilter? = nil, language: DevelopmentLanguage = DevelopmentLanguage(),
    inputsNameDevelopmentTables: Bool = false
  ) throws -> [TableGroup] {
    var builders: [String: Builder] = [:]
    var order: [String] = []
    var listings = DirectoryListings()
    // The `.lproj` folders the inputs name files in, by the folder that holds them: one development
    // language for all the tables there.
    var namedLocales: [String: Set<String>] = [:]
    for file in try files(in: inputs, filter: filter) {
      let url = URL(fileURLWithPath: file).standardizedFileURL
      guard let format = TableFormat(pathExtension: url.pathExtension) else { throw DiscoveryError.unsupportedFile(path: file) }
      let name = url.deletingPathExtension().lastPathComponent
      let folder = url.deletingLastPathComponent()
      let given = TableFile(format: format, path: file)
      let id: String
      var builder: Builder
      var locale: String?
      if format.placement == .everyLanguage {
        id = "catalog:" + url.path
        builder = Builder(name: name, kind: .catalog, files: [given])
      } else if folder.pathExtension.lowercased() == "lproj" {
        // Paths stay as the user wrote them (relative ones too), so messages show them that way; a
        // file named from inside its `.lproj` (`X.strings`, `./X.strings`) has no parent to spell.
        let home = folder.deletingLastPathComponent().path
        let typedFolder = PathText.deletingLastComponent(file)
        var directory = home
        if PathText.pathExtension(typedFolder).lowercased() == "lproj" {
          let parent = PathText.deletingLastComponent(typedFolder)
          directory = parent.isEmpty ? "." : parent
        }
        id = "lproj:" + home + "/" + name.lowercased()
        builder = builders[id] ?? Builder(name: name, kind: .lproj(directory: directory), files: [], home: home)
        let folderLocale = folder.deletingPathExtension().lastPathComponent
        locale = folderLocale
        namedLocales[home, default: []].insert(folderLocale)
      } else {
        id = "file:" + url.deletingPathExtension().path
        builder = builders[id] ?? Builder(name: name, kind: .standalone, files: [])
        if !builder.files.contains(where: { $0.format == format }) { builder.files.append(given) }
      }
      builder.inputs.append((locale, given))
      if builders[id] == nil { order.append(id) }
      builders[id] = builder
    }
    return try order.map { id in
      let builder = builders[id]!
      let named = inputsNameDevelopmentTables ? namedLocales[builder.home ?? "", default: []].sorted() : []
      return try builder.group(language: language, named: named, listings: &listings)
    }
  }

  /// Every table file named by `inputs`: a file as given, a folder's table files (those `filter`
  /// keeps) in path order; a file met twice is listed once.
  package static func files(in inputs: [String], filter: InputFilter? = nil) throws -> [String] {
    let keeps = filter?.compiled()
    var result: [String] = []
    var seen = Set<String>()
    for input in inputs {
      guard FileManager.default.fileExists(atPath: input) else {
        throw DiscoveryError.notFound(path: input)
      }
      let isFolder = PathText.isFolder(input)
      var found = isFolder ? try tableFiles(under: input) : [input]
      if isFolder, let keeps { found = found.filter(keeps) }
      for file in found where seen.insert(PathText.standardized(file)).inserted {
        result.append(file)
      }
    }
    return result
  }

  private static func tableFiles(under directory: String) throws -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw DiscoveryError.unreadableDirectory(path: directory, reason: "not readable")
    }
    var files: [String] = []
    collectTableFiles(in: directory, names: names, into: &files)
    return files.sorted()
  }

  /// What a directory enumerator lists: every entry under `folder` named like a table, going into
  /// the folders below (not through symbolic links to folders), and past one that cannot be read.
  private static func collectTableFiles(in folder: String, names: [String], into files: inout [String]) {
    for name in names {
      let path = PathText.appending(name, to: folder)
      if TableFormat(pathExtension: PathText.pathExtension(name)) != nil { files.append(path) }
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        let inside = try? FileManager.default.contentsOfDirectory(atPath: path)
      else { continue }
      collectTableFiles(in: path, names: inside, into: &files)
    }
  }

  private struct Builder {
    var name: String
    var kind: TableGroup.Kind
    var files: [TableFile]
    var inputs: [(locale: String?, file: TableFile)] = []
    /// The folder that holds an `.lproj` table's folders, as an absolute path: what tables share.
    var home: String?

    init(name: String, kind: TableGroup.Kind, files: [TableFile], home: String? = nil) {
      self.name = name
      self.kind = kind
      self.files = files
      self.home = home
    }

    /// `named`: the locales the inputs named files in beside this table, when they name development tables.
    func group(language: DevelopmentLanguage, named: [String], listings: inout DirectoryListings) throws -> TableGroup {
      guard case .lproj(let directory) = kind else {
        let sorted = files.sorted { $0.format.order < $1.format.order }
        return TableGroup(name: name, kind: kind, developmentLocale: nil, locales: [LocaleFiles(locale: nil, files: sorted)], inputs: inputs)
      }
      let folders = try listings.lprojFolders(in: directory)
      let development = language.choose(among: folders.map(\.locale), named: named)
      var result = [LocaleFiles]()
      var name = self.name
      for (locale, folderName) in folders {
        let folder = PathText.appending(folderName, to: directory)
        let files = try listings.files(in: folder).compactMap { file -> TableFile? in
          let url = URL(fileURLWithPath: file)
          guard let format = TableFormat(pathExtension: url.pathExtension), format.placement == .languageFolder,
            url.deletingPathExtension().lastPathComponent.lowercased() == name.lowercased()
          else { return nil }
          return TableFile(format: format, path: PathText.appending(file, to: folder))
        }
        result.append(LocaleFiles(locale: locale, files: files.sorted { $0.format.order < $1.format.order }))
        if locale == development, let file = files.first {  // the development language spells the table's name
          name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        }
      }
      result.sort { ($0.locale == development ? 0 : 1, $0.locale ?? "") < ($1.locale == development ? 0 : 1, $1.locale ?? "") }
      return TableGroup(name: name, kind: kind, developmentLocale: development, locales: result, inputs: inputs)
    }
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
        guard PathText.isFolder(PathText.appending(name, to: directory)) else { return nil }
        return (url.deletingPathExtension().lastPathComponent, name)
      }
    }
  }
}
