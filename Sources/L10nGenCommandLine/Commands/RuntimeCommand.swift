import L10nGenCore
import L10nGenGeneration

/// `l10ngen runtime`: the run time the swift6 files of a module share, in a file of its own.
enum RuntimeCommand: Command {
  static let declaration = CommandDeclaration(
    name: "runtime",
    summary: "Write the run time the swift6 files of a module share, in a file of its own.",
    forms: ["[--output FILE|-]"],
    discussion: """
      Writes the run time of the structured-swift6 and flat-swift6 templates (looking up, formatting
      as Foundation does, plural rules, the language chosen at run time) alone, as an
      'enum L10nRuntime' of the module. Files generated with '--param runtime=external' use it and
      carry none of their own, so a changed table recompiles its accessors and not the run time,
      and several files of a module share one. The build plugin writes it beside each target's
      L10n.swift. The file depends on nothing but this version of l10ngen: it is written only when
      its content changes, atomically.
      --param takes accessLevel (internal, package or public; publicAccess also works), for other
      modules to use it ('--param runtimeModule=NAME' in theirs), and runtimeName, to name the type
      (their files then say '--param runtimeName=NAME' too).
      """,
    options: [Option.output, Option.param, .check, .dryRun, .quiet],
    sections: [
      HelpSection(
        "EXAMPLE",
        """
          l10ngen runtime --output Sources/App/L10nRuntime.swift
          l10ngen strings --param runtime=external --output Sources/App/L10n.swift Resources/en.lproj
        """
      )
    ])

  /// The options of this command alone, read through these declarations.
  enum Option {
    static let output = OptionDeclaration(
      "--output", "FILE|-", help: "Where to write the run time (default: -, standard output). Written only when\nits content changes, atomically.")
    static let param = OptionDeclaration(
      "--param", "KEY[=VALUE]", repeatable: true, help: "accessLevel, publicAccess or runtimeName, as the swift6 templates read them.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    guard scanned.positional.isEmpty else {
      throw UsageError("'runtime' reads no tables: '\(scanned.positional[0])' is not an option of it", command: name)
    }
    let mode = try OutputMode.from(scanned, command: name)
    let output = scanned.value(Option.output) ?? "-"
    if mode == .check, output == "-" {
      throw UsageError("--check compares a file with what would be written: give --output FILE", command: name)
    }
    let params = try ParamArguments.parse(scanned.values(Option.param), command: name)
    let result = try ModuleRuntime.write(params: params, to: output, mode: mode)
    let regenerate = OutputMode.regenerating(scanned, command: name)
    return ResultReport.report(
      [result], mode: mode, verbosity: try ResultReport.Verbosity.from(scanned, command: name), regenerate: regenerate, diagnostics: diagnostics)
  }
}
