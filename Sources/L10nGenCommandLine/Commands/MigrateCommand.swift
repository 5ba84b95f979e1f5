import Foundation
import L10nGenKit

/// `l10ngen migrate`: rewrites the lookups of Swift code into the accessors the config generates.
enum MigrateCommand: Command {
  static let declaration = CommandDeclaration(
    name: "migrate",
    summary: "Rewrite NSLocalizedString and other lookups in Swift code into the generated accessors.",
    forms: ["[PATH...]"],
    discussion: """
      Reads the Swift files of the PATHs (files, or folders searched recursively, passing over hidden
      folders, Pods, Carthage and bundles), else of the config's "code": {"sources": […]}, else of
      the current folder, and rewrites each lookup of a string the config's outputs generate into its
      accessor, with the names generation gives it (enum, levels, user names and labels). The
      lookups of Objective-C files (.m, .mm) are listed, not rewritten: the accessors are Swift.

        NSLocalizedString("settings.title", comment: "")              L10n.Settings.title
        String(format: NSLocalizedString("inbox.unread", comment: ""), count)
                                                                      L10n.Inbox.unread(count)

      Read: NSLocalizedString(…), String(localized:…) with a literal key,
      bundle.localizedString(forKey:value:table:), the project's own lookup functions and String
      properties (--lookup-function, --lookup-property, or "lookupFunctions" and "lookupProperties"
      in "code"), each alone or inside String(format:…), String(format:locale:…) or
      String.localizedStringWithFormat(…), whose arguments become the accessor's, in order. The table
      is the one the lookup names, else Localizable.

      A lookup that cannot be rewritten is left as it is, with a note at its line that says why: a key
      that is not a literal, a table no output generates, an argument count other than the format's,
      a text with % used unformatted (the accessor would print %% as %), code under #if false. A key
      its table lacks is an error: users see the key itself.

      Only the lookups change: comments, string literals and the rest of each line stay byte for
      byte, as do the file's encoding, line endings and permissions; writes are atomic. The config's
      own outputs are never read. A file that cannot be read whole (an unterminated literal or
      comment) is left as it is, with a warning.

      EXIT STATUS: 0 done, 1 a key missing from its table (or, with --check, a lookup left to
      rewrite), 2 usage errors.
      """,
    options: [
      Option.config, Option.dryRun, Option.check, Option.lookupFunction, Option.lookupProperty,
    ],
    sections: [
      HelpSection(
        "EXAMPLES",
        """
          l10ngen migrate --dry-run Sources/App     what would change, as a diff
          l10ngen migrate Sources/App               rewrite
          l10ngen migrate --check                   in CI: no lookup left to rewrite
        """
      )
    ])

  /// The options of this command, read through these declarations.
  enum Option {
    static let config = OptionDeclaration("--config", "FILE", help: "The config whose outputs' accessors the lookups become (default: l10ngen.json).")
    static let dryRun = OptionDeclaration("--dry-run", help: "Print what would change as a unified diff, and write nothing.")
    static let check = OptionDeclaration("--check", help: "Write nothing; fail when a lookup would be rewritten (a CI gate).")
    static let lookupFunction = OptionDeclaration(
      "--lookup-function", "NAME", repeatable: true, help: "A lookup function of the project's, key first: tr(\"key\", …).")
    static let lookupProperty = OptionDeclaration(
      "--lookup-property", "NAME", repeatable: true, help: "A String property of the project's that looks up the string: \"key\".localized.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String]) throws -> ExitStatus {
    let name = declaration.name
    let dryRun = scanned.isSet(Option.dryRun)
    let check = scanned.isSet(Option.check)
    guard !(dryRun && check) else { throw UsageError("--dry-run and --check both write nothing: choose one", command: name) }
    let configPath = scanned.value(Option.config) ?? ConfigLoader.defaultPath
    guard FileManager.default.fileExists(atPath: configPath) else {
      throw CommandError("no config at \(configPath): migrate rewrites lookups into the accessors a config generates (l10ngen init writes one)")
    }
    let configuration = try ConfigLoader.load(path: configPath, environment: environment)
    let functions = LookupFunctions(
      functions: Set(configuration.code.lookupFunctions + scanned.values(Option.lookupFunction)),
      properties: Set(configuration.code.lookupProperties + scanned.values(Option.lookupProperty)))
    let modules = try CodeModules(jobs: configuration.strings)
    let paths = !scanned.positional.isEmpty ? scanned.positional : !configuration.code.sources.isEmpty ? configuration.code.sources : ["."]
    let files = try SwiftSourceSearch.files(in: paths, excluding: configuration.strings.flatMap(\.outputs).map(\.output))

    var summary = MigrationSummary()
    for file in files {
      guard let bytes = FileManager.default.contents(atPath: file).map(Array.init), let source = SourceText(bytes: bytes) else {
        Console.error("\(file): warning: left as it is: not UTF-8, nor UTF-16 with a byte order mark")
        summary.unreadable += 1
        continue
      }
      // Each file's lookups become the accessors of its own module (`CodeModules`).
      let rewriter = LookupRewriter(index: modules.index(for: file), functions: functions)
      let result =
        SwiftSourceSearch.isObjectiveC(file) ? rewriter.report(objectiveC: source.utf8, path: file) : rewriter.rewrite(source.utf8, path: file)
      guard result.isComplete else {
        Console.error("\(file): warning: left as it is: a string literal or comment is not closed, so what follows it cannot be told from code")
        summary.unreadable += 1
        continue
      }
      result.skipped.forEach { Console.error($0.description) }
      summary.add(result)
      guard result.changed else { continue }
      if dryRun {
        Console.out(result.diff(oldName: "a/" + file, newName: "b/" + file), terminator: "")
      } else if !check {
        try OutputWriter.replace(file, with: source.encoded(result.rewritten))
      }
    }
    Console.error(summary.description(written: !dryRun && !check))
    if summary.unknownKeys > 0 { return .failure }
    return check && summary.rewritten > 0 ? .failure : .success
  }
}

/// What a migration did, for its last line.
struct MigrationSummary {
  var rewritten = 0
  var files = 0
  var unreadable = 0
  var unknownKeys = 0
  var left: [SkippedLookup.Reason: Int] = [:]

  mutating func add(_ result: LookupRewriter.FileRewrite) {
    rewritten += result.rewrites
    if result.changed { files += 1 }
    for skipped in result.skipped {
      left[skipped.reason, default: 0] += 1
      if skipped.reason.isError { unknownKeys += 1 }
    }
  }

  func description(written: Bool) -> String {
    let verb = written ? "rewrote" : "would rewrite"
    var line = "\(verb) \(rewritten) lookup\(rewritten == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
    let total = left.values.reduce(0, +)
    if total > 0 {
      let reasons = SkippedLookup.Reason.allCases.compactMap { reason in left[reason].map { "\($0) \(reason.rawValue)" } }
      line += "; left \(total): " + reasons.joined(separator: ", ")
    }
    if unreadable > 0 { line += "; \(unreadable) file\(unreadable == 1 ? "" : "s") left unread" }
    return line
  }
}
