import L10nGenCore

extension TableDiscovery {
  /// The tables generation reads: of each table the inputs name, the files they name in its
  /// development locale, and in `Base.lproj` those of a format the development folder lacks
  /// (Foundation looks in Base after the language's folder); all of a standalone table's or a
  /// catalog's. Tables come in the order they are found. Files the inputs name in other locales are
  /// translations, not read. A `.strings` and a
  /// `.stringsdict` of one name form one table wherever they are; two files of one name and format
  /// (two modules' `Localizable.strings`) are an error.
  ///
  /// A table whose development locale has none of its files (the translations of a storyboard) is
  /// skipped, with a warning. One whose development locale cannot be told is an error, unless the
  /// inputs are `everyLocale`'s: every table of a target, as a build plugin passes them, where the
  /// folders named tell nothing and a table with no development folder beside it (a lone `hy.lproj`)
  /// is a translation, skipped with a warning, and so is a `.strings` or `.stringsdict` outside any
  /// `.lproj` (a target's plain resource, not one of its localizations).
  public static func developmentTables(
    in inputs: [String], filter: InputFilter? = nil, language: DevelopmentLanguage = DevelopmentLanguage(), everyLocale: Bool = false
  ) throws -> (tables: [TableSource], warnings: [LocatedWarning]) {
    var tables: [TableSource] = []
    var warnings: [LocatedWarning] = []
    var indexByName: [String: Int] = [:]
    for group in try groups(inputs: inputs, filter: filter, language: language, inputsNameDevelopmentTables: !everyLocale) {
      var files = group.inputs.map(\.file)
      if group.kind == .standalone, everyLocale {
        warnings.append(
          LocatedWarning(
            location: SourceLocation(file: files[0].path, line: 1, column: 1),
            message: "skipped \"\(group.name)\": a table outside any .lproj folder is no localization of the target "
              + "(name it in an l10ngen.json to generate from it)"))
        continue
      }
      if case .lproj = group.kind {
        let first = group.inputs[0]
        guard let development = group.developmentLocale else {
          let locales = group.locales.compactMap(\.locale)
          guard everyLocale else {
            throw DiscoveryError.noDevelopmentLanguage(table: group.name, requested: language.requested, locales: locales, path: first.file.path)
          }
          let expected = (language.requested.map { ["\($0).lproj"] } ?? ["en.lproj"]) + ["Base.lproj"]
          warnings.append(
            LocatedWarning(
              location: SourceLocation(file: first.file.path, line: 1, column: 1),
              message: "skipped table \"\(group.name)\": \(locales.map { "\($0).lproj" }.joined(separator: ", ")) "
                + "\(locales.count == 1 ? "holds" : "hold") translations, and no development-language folder "
                + "(\(expected.joined(separator: " or "))) is beside \(locales.count == 1 ? "it" : "them")"))
          continue
        }
        files = group.inputs.filter { $0.locale == development }.map(\.file)
        if development != "Base" {
          let formats = Set(files.map(\.format))
          files += group.inputs.filter { $0.locale == "Base" && !formats.contains($0.file.format) }.map(\.file)
        }
        guard !files.isEmpty else {
          warnings.append(
            LocatedWarning(
              location: SourceLocation(file: first.file.path, line: 1, column: 1),
              message: development == "Base"
                ? "skipped table \"\(group.name)\": Base.lproj, the development language's folder, has none of its files"
                : "skipped table \"\(group.name)\": neither \(development).lproj, the development language's folder, nor Base.lproj has any of its files"
            ))
          continue
        }
      }
      for file in files {
        guard let index = indexByName[group.name] else {
          indexByName[group.name] = tables.count
          tables.append(TableSource(name: group.name, files: [(file.format, file.path)]))
          continue
        }
        if let clash = tables[index].files.first(where: {
          $0.format == file.format || $0.format.placement == .everyLanguage || file.format.placement == .everyLanguage
        }) {
          throw DiscoveryError.duplicateTable(name: group.name, path: file.path, otherPath: clash.path)
        }
        tables[index].files.append((file.format, file.path))
        tables[index].files.sort { $0.format.order < $1.format.order }
      }
    }
    return (tables, warnings)
  }
}
