import L10nGenCore

extension TableFormat {
  /// `.strings`: one language's texts, `"key" = "value";` (or a property list), in its `.lproj`
  /// (`StringsFileParser`, `StringsTableFormat`).
  public static let strings = TableFormat(
    "strings", placement: .languageFolder, entrySource: "strings",
    load: { file, loaded in
      let (parsedEntries, duplicates) = DuplicateKey.foundationsReading(
        try StringsFileParser.parse(contentsOf: file.path, keepingDuplicateKeys: true))
      loaded.warnings += duplicates.map(\.warning)
      loaded.reserveCapacity(parsedEntries.count)
      for parsed in parsedEntries {
        loaded.warnings += OddPercent.warnings(key: parsed.key, value: parsed.value, at: parsed.valueLocation)
        try loaded.append(from: parsed)
      }
    },
    write: { bytes, path, order in try StringsTableFormat.formatFile(bytes, path: path, order: order) },
    edit: { bytes, path, edit in try StringsEdit.edit(bytes, path: path, edit) })
}
