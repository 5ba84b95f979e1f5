import L10nGenCore

extension TableFormat {
  /// `.stringsdict`: one language's plural and width variations, an XML property list, in its
  /// `.lproj` beside the `.strings` of the same name (`StringsDictParser`, `StringsDictFormat`).
  public static let stringsdict = TableFormat(
    "stringsdict", placement: .languageFolder, entrySource: "stringsdict",
    load: { file, loaded in
      let table = try StringsDictParser.parse(contentsOf: file.path)
      loaded.warnings += table.warnings
      for parsed in table.entries {
        let entry = try TableLoader.entry(from: parsed, source: file.format, warnings: &loaded.warnings)
        loaded.add(entry)
      }
    },
    write: { bytes, path, order in
      let result = try StringsDictFormat.format(bytes, path: path, order: order)
      return TableFormatter.Result(path: path, original: bytes, formatted: result.utf8, keys: result.keys, warnings: result.warnings)
    },
    edit: { bytes, path, edit in try StringsDictEdit.edit(bytes, path: path, edit) })
}
