import Foundation
import L10nGenKit

/// `l10ngen format`: every table in one canonical form, without changing what any of them means.
enum FormatCommand: Command {
  static let declaration = CommandDeclaration(
    name: "format",
    summary: "Write every table in one canonical form, changing nothing Foundation reads.",
    forms: ["[PATH...]"],
    discussion: """
      Formats the tables of the PATHs (files, .lproj folders, folders searched recursively), else
      the tables a config's entries name (--config, else l10ngen.json when there is one), else the
      tables found under the current folder: every locale of each. A file already in its form is
      left untouched, its date too.

      .strings: one entry a line, "key" = "value";, a blank line between entries; each entry's
      comments above it, a comment after an entry on its line kept there, the file's header comment
      at the top; keys and values in double quotes with the fewest escapes that read back the same
      (\\" \\\\ \\n \\t \\r, and \\UXXXX for other control characters); the file's encoding, byte-order
      mark and line endings kept.
      .stringsdict: the XML property-list layout Xcode writes; in each entry the format key first,
      in each variable the spec type, the value type, then zero, one, two, few, many, other.
      .xcstrings: the layout Xcode writes, byte for byte (a catalog Xcode saved is already formatted).

      Order: the development language's tables keep theirs, or go A to Z with --sort keys (by
      Unicode scalar values: the same on every machine); translations follow their development
      table, and keys it lacks go last, with a warning. A key written twice keeps the value
      Foundation keeps, the later one, with a warning. Nothing is added: lint reports missing keys.

      Each formatted file is read back and compared with what Foundation reads of the original; a
      file that cannot be read, or would read differently, is left as it is with an error, and the
      others are still formatted. A form it does not write (a binary or XML .strings file, a
      .stringsdict with XML comments) is left as it is with a warning.

      EXIT STATUS: 0 done (a file passed over with a warning too), 1 a file left as it is
      for an error (or, with --check, a file not in its form), 2 usage errors.
      """,
    options: [
      Option.config, Option.sort, Option.check, Option.dryRun, .developmentLanguage,
    ],
    sections: [
      HelpSection(
        "EXAMPLES",
        """
          l10ngen format                            every table the config reads, every locale
          l10ngen format --sort keys Resources      A to Z
          l10ngen format --check                    in CI: every table already formatted
        """
      )
    ])

  /// What `--sort` takes.
  enum SortOrder: String, CaseIterable {
    /// A to Z, by `KeyOrder.precedes`.
    case keys
  }

  /// The options of this command, read through these declarations.
  enum Option {
    static let config = OptionDeclaration(
      "--config", "FILE", help: "The config whose entries' tables are formatted when no PATH is given\n(default: l10ngen.json, when there is one).")
    static let sort = OptionDeclaration(
      "--sort", choosing: SortOrder.self, help: "Write the development tables' entries A to Z (their translations follow).")
    static let check = OptionDeclaration("--check", help: "Write nothing; list each file not in its form, and fail when there is one (a CI gate).")
    static let dryRun = OptionDeclaration("--dry-run", help: "Write nothing; print what would change as a unified diff.")
  }

  /// The other files of a table in one `.lproj`: a `.strings` table's `.stringsdict`, and back.
  private static func otherFiles(of format: TableFormat) -> [TableFormat] {
    format.placement == .languageFolder ? TableFormat.all.filter { $0.placement == .languageFolder && $0 != format } : []
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    let dryRun = scanned.isSet(Option.dryRun)
    let check = scanned.isSet(Option.check)
    guard !(dryRun && check) else { throw UsageError("--dry-run and --check both write nothing: choose one", command: name) }
    let sort = try scanned.choice(Option.sort, of: SortOrder.self, command: name)
    let configPath =
      scanned.value(Option.config)
      ?? (scanned.positional.isEmpty && FileManager.default.fileExists(atPath: ConfigLoader.defaultPath) ? ConfigLoader.defaultPath : nil)
    let configuration = try configPath.map { try ConfigLoader.load(path: $0, environment: environment) }
    let groups = try TableSelection.groups(
      scanned, command: name, configuration: configuration, configPath: configPath, verb: "formatting", diagnostics: diagnostics)
    // With PATHs, only their files are written; the development tables beside them are read for their order.
    let named = scanned.positional.map(PathText.standardized)
    func isNamed(_ path: String) -> Bool {
      named.isEmpty || named.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    var summary = (formatted: 0, unchanged: 0, skipped: 0, failed: 0)
    for group in groups {
      // The development files first: their keys, in the order written, are their translations' order.
      let development = group.locales.first { $0.locale != nil && $0.locale == group.developmentLocale }
      var developmentKeys: [TableFormat: [String]] = [:]
      var unreadable: [TableFormat: String] = [:]
      var files: [(file: TableFile, isDevelopment: Bool)] = development?.files.map { ($0, true) } ?? []
      files += group.locales.filter { $0.locale != development?.locale || development == nil }.flatMap(\.files).map { ($0, false) }
      for (file, isDevelopment) in files {
        let shown = PathText.shown(file.path)
        let path = PathText.standardized(file.path)
        if !isDevelopment, let failed = unreadable[file.format] {
          if isNamed(path) {
            diagnostics.emit(
              Diagnostic(.warning, file: shown, "left as it is: its development table \(failed) was not formatted, and translations follow its order")
            )
            summary.skipped += 1
          }
          continue
        }
        // A development table keeps its order or is sorted; a translation follows its development table.
        let own: KeyOrder = sort == nil ? .asWritten : .sorted
        // A key the development language has in its other file (a `.stringsdict` plural that a
        // language with one form translates in its `.strings`) follows that file's keys.
        let order =
          isDevelopment
          ? own
          : developmentKeys[file.format].map { KeyOrder.following($0 + otherFiles(of: file.format).flatMap { developmentKeys[$0, default: []] }) }
            ?? own
        let result: TableFormatter.Result
        do {
          guard let bytes = FileManager.default.contents(atPath: file.path).map(Array.init) else {
            throw StringsParseError.unreadableFile(path: shown, reason: "it could not be read")
          }
          result = try TableFormatter.format(bytes, path: shown, order: order)
        } catch {
          if isDevelopment { unreadable[file.format] = shown }
          guard isNamed(path) || isDevelopment else { continue }
          // A form the formatter does not write is passed over with a warning; a file that does not
          // read, or would read differently, is an error.
          if let error = error as? FormatError, case .unsupported = error {
            var warning = error.diagnostic
            warning.severity = .warning
            diagnostics.emit(warning)
            summary.skipped += 1
          } else {
            diagnostics.emit((error as? any LocatedError)?.diagnostic ?? Diagnostic(.error, file: shown, "\(error)"))
            summary.failed += 1
          }
          continue
        }
        if isDevelopment { developmentKeys[file.format] = result.keys }
        guard isNamed(path) else { continue }
        diagnostics.emit(result.warnings.map(\.diagnostic))
        guard result.changed else {
          summary.unchanged += 1
          continue
        }
        summary.formatted += 1
        if check {
          Console.out(shown)
        } else if dryRun {
          Console.out(diff(result), terminator: "")
        } else {
          try OutputWriter.replace(file.path, with: result.formatted)
        }
      }
    }
    let verb = check || dryRun ? "would format" : "formatted"
    var parts = ["\(verb) \(summary.formatted) file\(summary.formatted == 1 ? "" : "s")", "\(summary.unchanged) already formatted"]
    let left = summary.skipped + summary.failed
    if left > 0 { parts.append("\(left) left as \(left == 1 ? "it is" : "they are") (see above)") }
    diagnostics.say("l10ngen format: " + parts.joined(separator: ", "))
    if summary.failed > 0 { return .failure }
    return check && summary.formatted > 0 ? .failure : .success
  }

  /// The change as a unified diff of the texts (a UTF-16 table's as UTF-8).
  private static func diff(_ result: TableFormatter.Result) -> String {
    let old = TextEncoding.decode(result.original)?.utf8 ?? result.original
    let new = TextEncoding.decode(result.formatted)?.utf8 ?? result.formatted
    return UnifiedDiff.diff(old, new, oldName: "a/" + result.path, newName: "b/" + result.path)
  }
}
