import L10nGenKit

/// `l10ngen catalog compile`: String Catalogs into the `.strings`/`.stringsdict` tables Foundation reads,
/// for builds Xcode does not run (what the build plugin does for SwiftPM).
enum CatalogCommand: Command {
  static let declaration = CommandDeclaration(
    name: "catalog",
    summary: "Compile String Catalogs into .strings and .stringsdict tables.",
    forms: ["compile FILE.xcstrings... --output-directory DIR"],
    discussion: """
      Compiles every language of each String Catalog as Xcode's build system does, for builds it does
      not run (SwiftPM copies a catalog unchanged, and every lookup in it misses). For each language
      of a catalog Table.xcstrings it writes

        DIR/<language>.lproj/Table.strings       the texts that do not vary
        DIR/<language>.lproj/Table.stringsdict   plural variations and substitutions

      both files always, empty when there is nothing to put in them. A device variation compiles to
      its 'other' device (else the first). A key with no value in a language is left out of that
      language, so lookups fall back to the development language. Files are written only when their
      content changes, atomically; nothing is written when any catalog has an error.
      Warnings (path:line:column: warning: …) go to standard error, in the --format asked for, and do
      not fail the run.

      The build plugins run this for every .xcstrings of a target when Xcode is not building it.
      """,
    options: [
      Option.outputDirectory
    ],
    sections: [
      HelpSection(
        "EXAMPLE",
        "  l10ngen catalog compile Sources/App/Resources/Localizable.xcstrings --output-directory .build/catalogs"
      )
    ])

  /// The options of this command, read through these declarations.
  enum Option {
    static let outputDirectory = OptionDeclaration("--output-directory", "DIR", help: "Where the <language>.lproj folders go (created when missing).")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    switch scanned.positional.first {
    case "compile"?:
      let catalogs = Array(scanned.positional.dropFirst())
      guard !catalogs.isEmpty else { throw UsageError("no FILE given: name the .xcstrings catalogs to compile", command: name) }
      guard let directory = scanned.value(Option.outputDirectory) else {
        throw UsageError("--output-directory DIR is required: say where the .lproj folders go", command: name)
      }
      _ = try CatalogCompilationRunner.run(catalogs: catalogs, outputDirectory: directory, warn: { diagnostics.emit($0.diagnostic) })
      return .success
    case let other?:
      throw UsageError("unknown catalog subcommand '\(other)' (expected compile)", command: name)
    case nil:
      throw UsageError("say 'catalog compile FILE.xcstrings... --output-directory DIR'", command: name)
    }
  }
}
