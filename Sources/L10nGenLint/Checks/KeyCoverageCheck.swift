import Foundation
import L10nGenCore
import L10nGenTables

/// Keys a locale lacks, and keys it has that the development language does not. A missing key shows
/// the raw key (or the fallback the code passes); a missing table falls back to the development
/// language's, which is reported once for the table, not once per key.
enum KeyCoverageCheck {
  /// The checks of the locale's files as a whole; false when its keys cannot be compared (the
  /// development language's table has a syntax error, or does not exist).
  static func checkFiles(_ translation: inout LocaleTable, development: LocaleTable, developmentLocale: String) -> Bool {
    guard development.unreadableFiles.isEmpty else { return false }  // its keys are unknown: nothing to compare with
    if development.files.isEmpty {
      for file in translation.files {
        let count = translation.entries.lazy.filter { $0.file == file.path }.count
        translation.report(
          .extraKey, at: start(of: file.path),
          "\(developmentLocale).lproj has no \(translation.table) table, so none of the \(count) keys of this file is in the "
            + "development language")
      }
      return false
    }
    for file in translation.files {
      let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
      guard name != development.table else { continue }
      let expected = development.table + file.format.description
      translation.report(
        .tableNameCase, at: start(of: file.path),
        "\(URL(fileURLWithPath: file.path).lastPathComponent.debugDescription) differs from the development language's "
          + "\(swiftQuoted(expected)) in case: Foundation looks up \(swiftQuoted(expected)), which a case-sensitive "
          + "file system (iOS devices) does not match")
    }
    return true
  }

  /// `key "x" is missing (en: "…")`.
  static func missingKeyMessage(_ entry: LintEntry, developmentLocale: String) -> String {
    "key \(swiftQuoted(entry.key)) is missing (\(developmentLocale): \(quoted(entry.displayText)))"
  }

  /// `missingKeyMessage` of each of a development table's entries, made once for all its locales: a
  /// large app's unfinished translations report the same few thousand keys in each of dozens of
  /// locales, and each finding quoted its key and text again, and held a copy of its own.
  static func missingKeyMessages(of development: LocaleTable, developmentLocale: String) -> [String] {
    development.entries.map { missingKeyMessage($0, developmentLocale: developmentLocale) }
  }

  /// The development keys not `translated` (by index in `development.entries`). `fallsBack`: a locale
  /// whose missing files are expected (`en-GB` when the development language is `en`; `pt-BR` when
  /// `pt` has the table; a table no locale translates): Foundation takes the table from elsewhere.
  static func reportMissing(
    in translation: inout LocaleTable, development: LocaleTable, translated: [Bool], developmentLocale: String, fallsBack: Bool
  ) {
    let locale = translation.locale ?? "this locale"
    guard translated.contains(false) else { return }  // the common case: nothing missing
    var entriesPerFile = [String: Int]()
    func entryCount(of path: String) -> Int {
      if let count = entriesPerFile[path] { return count }
      let count = translation.entries.lazy.filter { $0.file == path }.count
      entriesPerFile[path] = count
      return count
    }
    var missingInAbsentFile = [TableFormat: Int]()
    var missingInEmptyFile = [String: Int]()
    for (index, entry) in development.entries.enumerated() where !translated[index] && !translation.brokenKeys.contains(ExactKey(entry.key)) {
      let format = development.files.first { $0.path == entry.file }?.format ?? .strings
      guard let file = translation.files.first(where: { $0.format == format }) else {
        missingInAbsentFile[format, default: 0] += 1
        continue
      }
      if translation.unreadableFiles.contains(file.path) { continue }
      if entryCount(of: file.path) == 0 {
        missingInEmptyFile[file.path, default: 0] += 1
        continue
      }
      let message =
        development.missingKeyMessages.indices.contains(index)
        ? development.missingKeyMessages[index] : missingKeyMessage(entry, developmentLocale: developmentLocale)
      translation.report(.missingKey, at: start(of: file.path), message, key: entry.key)
    }
    for (path, count) in missingInEmptyFile.sorted(by: { $0.key < $1.key }) {
      translation.report(.missingKey, at: start(of: path), "the file has no entries: all \(count) keys of the table are missing")
    }
    if !fallsBack && !missingInAbsentFile.isEmpty {
      let formats = missingInAbsentFile.keys.sorted { $0.pathExtension < $1.pathExtension }
      let count = missingInAbsentFile.values.reduce(0, +)
      let names = formats.map { "\(development.table)\($0)" }.joined(separator: " or ")
      let developmentFile = development.files.first { $0.format == formats[0] }?.path ?? development.files[0].path
      translation.report(
        .missingKey, at: start(of: developmentFile),
        "\(locale).lproj has no \(names), so \(locale) shows \(count == 1 ? "its key" : "its \(count) keys") in the "
          + "development language (\(developmentLocale))")
    }
  }

  static func reportExtra(_ entry: LintEntry, developmentLocale: String, into translation: inout LocaleTable) {
    translation.report(
      .extraKey, at: entry.location, "key \(swiftQuoted(entry.key)) is not in the development language (\(developmentLocale))",
      key: entry.key)
  }

  private static func start(of path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }
}
