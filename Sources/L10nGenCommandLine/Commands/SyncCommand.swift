import Foundation
import L10nGenKit

/// `l10ngen sync`: the tables follow the code, as Xcode keeps a String Catalog in step at every
/// build, for `.strings` tables too and outside Xcode.
enum SyncCommand: Command {
  static let declaration = CommandDeclaration(
    name: "sync",
    summary: "Add the keys the code looks up to the tables, and mark or remove those it no longer uses.",
    forms: ["[PATH...]"],
    discussion: """
      Reads the Swift and Objective-C files of the PATHs (files, or folders searched recursively),
      else of the config's "code": {"sources": […]}, else of the current folder, as lint --sources
      reads them, and brings the config's tables in step (with no l10ngen.json, the tables l10ngen
      init would take, or those of the targets that apply L10nGenPlugin):

      Added: each key a literal lookup reads that its table lacks, to the development language's
      .strings table or String Catalog, with the lookup's default value (value:, defaultValue:; else
      the key, which users see today) and comment; a catalog entry as Xcode writes it. A .stringsdict
      entry is never made up; a lookup of another bundle's table, or of a table no entry of the
      config reads, adds nothing; a key whose lookups show different texts, or whose default value
      is known only at run time, is left, with a note.
      Marked: each key no code uses (no accessor, no lookup, no literal holding it, no
      "dynamicKeys" pattern: lint --sources' rules) is
      marked "extractionState" : "stale" in a catalog, its translations kept (an entry with no
      translation is removed, as Xcode removes it); a stale key the code uses again loses its mark; in a
      .strings table it is listed. A catalog key's comment becomes its code's comment.
      Removed, with --prune: each unused key, from every locale's .strings and .stringsdict and from
      catalogs, with the comments right above it. A lookup whose key or table is made at run time
      may read any key: --prune refuses while one might read a key it would remove, listing them,
      unless the config's "dynamicKeys" name what they read (or --force); and while a source file
      cannot be read.

      Never changed: keys marked "manual" (added by hand in Xcode), the tables the frameworks or the
      system read (a storyboard's, a xib's, InfoPlist, AppShortcuts), and what any lookup shows.
      Each file is written atomically, read back and compared first, in its own layout (a table
      l10ngen format wrote stays formatted).

      EXIT STATUS: 0 done, 1 a table left as it is for an error, --prune refused, or (with
      --check) a table that would change; 2 usage errors.
      """,
    options: [
      Option.config, Option.prune, Option.force, Option.dryRun, Option.check, Option.lookupFunction, Option.lookupProperty, .developmentLanguage,
    ],
    sections: [
      HelpSection(
        "EXAMPLES",
        """
          l10ngen sync --dry-run                    what would change, as a diff
          l10ngen sync                              add and mark
          l10ngen sync --prune                      add, and remove what no code uses
          l10ngen sync --check                      in CI: the tables are in step with the code
        """
      )
    ])

  enum Option {
    static let config = OptionDeclaration("--config", "FILE", help: "The config whose tables are synced (default: l10ngen.json).")
    static let prune = OptionDeclaration("--prune", help: "Remove the keys no code uses from every locale, rather than mark them.")
    static let force = OptionDeclaration("--force", help: "Prune even while lookups whose key is made at run time may read a key removed.")
    static let dryRun = OptionDeclaration("--dry-run", help: "Print what would change as a unified diff, and write nothing.")
    static let check = OptionDeclaration("--check", help: "Write nothing; fail when a table would change (a CI gate).")
    static let lookupFunction = OptionDeclaration(
      "--lookup-function", "NAME", repeatable: true, help: "A lookup function of the project's, key first: tr(\"key\", …).")
    static let lookupProperty = OptionDeclaration(
      "--lookup-property", "NAME", repeatable: true, help: "A String property of the project's that looks up the string: \"key\".localized.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    let dryRun = scanned.isSet(Option.dryRun)
    let check = scanned.isSet(Option.check)
    let prune = scanned.isSet(Option.prune)
    guard !(dryRun && check) else { throw UsageError("--dry-run and --check both write nothing: choose one", command: name) }
    if scanned.isSet(Option.force), !prune { throw UsageError("--force goes with --prune", command: name) }

    let configuration = try self.configuration(scanned, environment: environment, diagnostics: diagnostics)
    let functions = LookupFunctions(
      functions: Set(configuration.code.lookupFunctions + scanned.values(Option.lookupFunction)),
      properties: Set(configuration.code.lookupProperties + scanned.values(Option.lookupProperty)))
    let paths = !scanned.positional.isEmpty ? scanned.positional : !configuration.code.sources.isEmpty ? configuration.code.sources : ["."]
    var files: [(path: String, utf8: [UInt8])] = []
    var unread: [String] = []
    for path in try SwiftSourceSearch.files(in: paths, excluding: configuration.strings.flatMap(\.outputs).map(\.output)) {
      guard let bytes = FileManager.default.contents(atPath: path).map(Array.init), let text = SourceText(bytes: bytes) else {
        diagnostics.emit(Diagnostic(prune ? .error : .warning, file: path, "not read: not UTF-8, nor UTF-16 with a byte order mark"))
        unread.append(path)
        continue
      }
      files.append((path, text.utf8))
    }
    // A key only an unread file uses would be pruned.
    if prune, !unread.isEmpty, !scanned.isSet(Option.force) {
      diagnostics.say("l10ngen sync: nothing pruned: \(unread.count) source file\(unread.count == 1 ? "" : "s") could not be read (see above)")
      return .failure
    }
    let check_ = CodeCheck(modules: try CodeModules(jobs: configuration.strings), functions: functions, dynamicKeys: configuration.code.dynamicKeys)
    let use = check_.use(files)
    let plan = try TableSync(
      jobs: configuration.strings, use: use, prune: prune, declaresDynamicKeys: !configuration.code.dynamicKeys.isEmpty)
    diagnostics.emit(plan.notes)

    if prune, !plan.uncovered.isEmpty, !scanned.isSet(Option.force) {
      for lookup in plan.uncovered {
        diagnostics.emit(
          Diagnostic(
            .error, at: lookup.location,
            "the key of this \(lookup.lookup) is made at run time, and may be one --prune would remove from table \(lookup.table)",
            rule: "dynamic-key",
            notes: ["name the keys it reads in the config's \"code\": {\"dynamicKeys\": […]}, or prune anyway with --force"]))
      }
      diagnostics.say(
        "l10ngen sync: nothing pruned: \(plan.uncovered.count) lookup\(plan.uncovered.count == 1 ? "" : "s") with a key made at run time (see above)")
      return .failure
    }

    var summary = SyncSummary()
    var failed = 0
    let unusedLocations = Dictionary(use.unused.map { ("\($0.table)\u{0}\($0.key)", $0) }, uniquingKeysWith: { a, _ in a })
    for fileEdit in plan.edits {
      let shown = PathText.shown(fileEdit.file.path)
      let result: TableEditResult
      do {
        guard let bytes = FileManager.default.contents(atPath: fileEdit.file.path).map(Array.init) else {
          throw StringsParseError.unreadableFile(path: shown, reason: "it could not be read")
        }
        guard let edited = try fileEdit.file.format.edited(bytes, path: shown, fileEdit.edit) else { continue }
        result = edited
      } catch {
        var diagnostic = (error as? any LocatedError)?.diagnostic ?? Diagnostic(.error, file: shown, "\(error)")
        diagnostic.message = "left as it is: " + diagnostic.message
        diagnostics.emit(diagnostic)
        failed += 1
        continue
      }
      for key in result.unmarked {
        let unused = unusedLocations["\(fileEdit.table)\u{0}\(key)"]
        var location = unused?.location ?? SourceLocation(file: shown, line: 1, column: 1)
        location.file = PathText.shown(location.file)
        diagnostics.emit(
          Diagnostic(
            .warning, at: location,
            "key \(key.debugDescription)\(unused?.member.map { " (\($0))" } ?? "") is looked up by no code; sync --prune removes it",
            rule: "unused-key"))
      }
      summary.add(result, table: fileEdit.table, locale: fileEdit.locale)
      guard result.changed else { continue }
      if check {
        Console.out(shown)
      } else if dryRun {
        let old = TextEncoding.decode(result.original)?.utf8 ?? result.original
        let new = TextEncoding.decode(result.edited)?.utf8 ?? result.edited
        Console.out(UnifiedDiff.diff(old, new, oldName: "a/" + shown, newName: "b/" + shown), terminator: "")
      } else {
        try OutputWriter.replace(fileEdit.file.path, with: result.edited)
      }
    }
    for line in summary.lines(written: !dryRun && !check) { diagnostics.say(line) }
    if failed > 0 { return .failure }
    return check && summary.changedFiles > 0 ? .failure : .success
  }

  /// The config named, else `l10ngen.json`, else the build plugin's targets, else what `l10ngen init`
  /// would write for the current folder.
  private static func configuration(
    _ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter
  ) throws -> Configuration {
    if let configPath = scanned.value(Option.config) {
      guard FileManager.default.fileExists(atPath: configPath) else { throw CommandError("no config at \(configPath)") }
      return try ConfigLoader.load(path: configPath, environment: environment)
    }
    if let project = try ProjectConfiguration.load(environment: environment) {
      if let plugin = project.pluginDescription {
        diagnostics.emit(Diagnostic(.note, file: nil, "no \(ConfigLoader.defaultPath): syncing the tables \(plugin)"))
      }
      return project.configuration
    }
    let starter = try StarterConfig.find(in: ".", configDirectory: ".", developmentLanguage: DevelopmentLanguage.from(scanned).requested)
    guard !starter.groups.isEmpty else {
      throw CommandError("no \(ConfigLoader.defaultPath) here, and no localization table under this folder that code looks up")
    }
    diagnostics.say("no \(ConfigLoader.defaultPath) here: syncing the tables l10ngen init would take")
    for group in starter.groups { diagnostics.say("  " + group.inputs.joined(separator: ", ")) }
    return try ConfigLoader.parse(data: Data(starter.json.utf8), path: "l10ngen init's config", environment: environment)
  }
}

/// What a sync did, per table and locale, for its last lines.
struct SyncSummary {
  private var rows: [(table: String, locale: String?, result: TableEditResult)] = []

  var changedFiles: Int { rows.filter { $0.result.changed }.count }

  mutating func add(_ result: TableEditResult, table: String, locale: String?) { rows.append((table, locale, result)) }

  func lines(written: Bool) -> [String] {
    var lines: [String] = []
    for row in rows {
      var parts: [String] = []
      let result = row.result
      func count(_ keys: [String], _ what: String) { if !keys.isEmpty { parts.append("\(keys.count) \(what)") } }
      count(result.added, "added")
      count(result.staled, "marked stale")
      count(result.returned, "no longer stale")
      count(result.commented, "comments from code")
      count(result.removed, "removed")
      count(result.unmarked, "unused (listed)")
      guard !parts.isEmpty else { continue }
      lines.append("  \(row.table)\(row.locale.map { " (\($0))" } ?? ""): " + parts.joined(separator: ", ") + " — \(result.path)")
    }
    let verb = written ? "changed" : "would change"
    return ["l10ngen sync: \(verb) \(changedFiles) table file\(changedFiles == 1 ? "" : "s")"] + lines
  }
}
