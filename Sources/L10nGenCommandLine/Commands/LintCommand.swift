import Foundation
import L10nGenKit

/// `l10ngen lint`: checks every locale of the tables against the development language.
enum LintCommand: Command {
  static let declaration = CommandDeclaration(
    name: "lint",
    summary: "Check every locale of the tables: syntax, keys, placeholders, plurals.",
    forms: ["[INPUT...]"],
    discussion: """
      Reads the INPUTs (files, .lproj folders, folders searched recursively), else the tables a
      config's entries name (--config, else l10ngen.json when there is one), else the tables found
      under the current folder (.lproj folders and String Catalogs; it lists them), in every locale
      beside them: every *.lproj folder next to the development language's, and every language of a
      String Catalog. Each locale is compared with the development language: the .lproj named by
      --development-language or the manifest's defaultLocalization (./Package.swift's when it
      searches), else (with a config) the one .lproj its inputs name, else en, else Base. Each file is
      read once. Finding no table is an error.

      A config's "lint": {"disable": […], "errors": […], "warnings": […]} chooses the rules and their
      severities; with --build, its "build" member does, starting from what the build plugins check
      (every rule but the infos, a duplicate key a warning). With INPUTs, only a config named with
      --config applies.

      With no INPUT, and no config that names what to generate, in a package whose targets apply
      L10nGenPlugin: the code of those targets (Sources/<Target>) is checked too, against the
      accessors the plugin generates for them in the build (--sources).

      EXIT STATUS: 0 no errors (and no warnings with --strict), 1 findings that fail or no tables,
      2 usage errors.
      """,
    options: [
      Option.config, Option.format, Option.strict, Option.disable, Option.build, Option.besideGeneration, Option.stamp, Option.sources,
      .developmentLanguage, .packageManifest,
    ],
    sections: [
      HelpSection(
        "RULES",
        LintRule.allCases.map {
          "  \($0.rawValue.padded(to: 24)) \($0.severity.rawValue.padded(to: 8)) \($0.summary)"
        }.joined(separator: "\n")
      )
    ])

  /// What `--stamp` writes: always the same, so that a target compiling it never recompiles for it.
  static let stampText = "// l10ngen lint: every table of this target passed the build's check.\n"

  /// The options of this command, read through these declarations.
  enum Option {
    static let config = OptionDeclaration(
      "--config", "FILE",
      help:
        "The config whose rules apply, and whose entries' tables are read when no\nINPUT is given (default, with no INPUT: l10ngen.json, when there is one)."
    )
    static let format = OptionDeclaration(
      "--format", choosing: DiagnosticFormat.self,
      help: """
        text (default: findings by file, then each locale's progress),
        xcode (path:line:column: warning: …), github (workflow commands that
        annotate a pull request) or json (every finding; schema in Documentation/Lint.md).
        """)
    static let strict = OptionDeclaration("--strict", help: "Fail on warnings too.")
    static let disable = OptionDeclaration("--disable", "RULE", repeatable: true, help: "Leave out a rule's findings.")
    static let build = OptionDeclaration("--build", help: "Check as the build plugins do: their rules, and the config's \"build\" member.")
    static let besideGeneration = OptionDeclaration(
      "--beside-generation", hidden: true,
      help:
        "Leave out what generation reports too in the development language's tables\n(L10nGenPlugin passes it where it generates from every one of them)."
    )
    static let stamp = OptionDeclaration(
      "--stamp", "FILE", hidden: true,
      help:
        "Write FILE (one Swift comment line) when nothing fails, and remove it when\nsomething does: the build plugins' check declares it as its output."
    )
    static let sources = OptionDeclaration(
      "--sources", "PATH", repeatable: true,
      help:
        "Also check Swift code (files, or folders searched recursively) against the config's\ntables: unknown-key, unknown-text-key, unused-key, dynamic-key (default: the\nconfig's \"code\": {\"sources\": […]}, when there is one; else, with no INPUT,\nthe folders of the targets that apply L10nGenPlugin)."
    )
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    // The stamp is left as it is when the check passes again (so nothing that compiles it recompiles),
    // and removed whenever it does not pass, whatever stops it.
    let stamp = scanned.value(Option.stamp)
    var passed = false
    defer { if let stamp, !passed { try? FileManager.default.removeItem(atPath: stamp) } }
    let format = diagnostics.format
    // The report is this command's document (standard output); standard error has one only when there is something to say.
    diagnostics.writesEmptyDocument = false
    var disabled = Set<LintRule>()
    for value in scanned.values(Option.disable) {
      guard let rule = LintRule(rawValue: value) else {
        throw UsageError("--disable '\(value)' is not a rule (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))", command: name)
      }
      disabled.insert(rule)
    }
    let forBuild = scanned.isSet(Option.build)
    // INPUTs name the tables: a config's rules apply only when it is named. With none, the project's
    // (`ProjectConfiguration`): l10ngen.json's tables and rules, and, for the code checks, the
    // accessors of L10nGenPlugin's targets when it names nothing to generate.
    let named = scanned.value(Option.config)
    let project = named == nil && scanned.positional.isEmpty ? try ProjectConfiguration.load(environment: environment) : nil
    let configPath = named ?? (project?.file != nil ? ConfigLoader.defaultPath : nil)
    let configuration = try named.map { try ConfigLoader.load(path: $0, environment: environment) } ?? project?.file
    var policy = (configuration?.lintPolicy(forBuild: forBuild) ?? (forBuild ? .build : .command)).disabling(disabled)
    if scanned.isSet(Option.besideGeneration) { policy = policy.besideGeneration() }

    let groups = try TableSelection.groups(
      scanned, command: name, configuration: configuration, configPath: configPath, verb: "checking", diagnostics: diagnostics)
    var report = Linter.lint(groups, policy: policy)
    let codeConfiguration = named != nil ? configuration : project?.configuration
    let sources = !scanned.values(Option.sources).isEmpty ? scanned.values(Option.sources) : forBuild ? [] : codeConfiguration?.code.sources ?? []
    if !sources.isEmpty {
      guard let codeConfiguration else {
        throw UsageError(
          "--sources checks code against the tables and accessors of a config, or of the targets that apply L10nGenPlugin: "
            + "name a config with --config", command: name)
      }
      if named == nil, let plugin = project?.pluginDescription {
        diagnostics.emit(
          Diagnostic(.note, file: nil, "no \(ConfigLoader.defaultPath) names what to generate: checking the code against what \(plugin) in the build")
        )
      }
      try checkCode(sources, configuration: codeConfiguration, policy: policy, into: &report, diagnostics: diagnostics)
    }
    // The report is the command's result: standard output, in the same format as its diagnostics.
    report.write(format, to: ChunkedWriter { Console.out($0) })
    let fails = report.fails(strict: scanned.isSet(Option.strict))
    if let stamp, !fails { _ = try OutputWriter.write(stampText, to: stamp, mode: .write) }
    passed = !fails
    return fails ? .failure : .success
  }

  /// The code checks (`CodeCheck`) of the Swift files of `sources`, the config's outputs left out,
  /// added to `report` under `policy`.
  private static func checkCode(
    _ sources: [String], configuration: Configuration, policy: LintPolicy, into report: inout LintReport, diagnostics: DiagnosticEmitter
  ) throws {
    var files: [(path: String, utf8: [UInt8])] = []
    for path in try SwiftSourceSearch.files(in: sources, excluding: configuration.strings.flatMap(\.outputs).map(\.output)) {
      guard let bytes = FileManager.default.contents(atPath: path).map(Array.init), let text = SourceText(bytes: bytes) else {
        diagnostics.emit(Diagnostic(.warning, file: path, "not checked: not UTF-8, nor UTF-16 with a byte order mark"))
        continue
      }
      files.append((path, text.utf8))
    }
    let check = CodeCheck(
      modules: try CodeModules(jobs: configuration.strings),
      functions: LookupFunctions(functions: Set(configuration.code.lookupFunctions), properties: Set(configuration.code.lookupProperties)),
      dynamicKeys: configuration.code.dynamicKeys)
    let (findings, usage) = check.check(files)
    report.findings += findings.filter { policy.isEnabled($0.rule) }.map { finding in
      var finding = finding
      finding.severity = policy.severity(of: finding.rule)
      return finding
    }
    report.findings.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
    report.code = usage
  }
}
