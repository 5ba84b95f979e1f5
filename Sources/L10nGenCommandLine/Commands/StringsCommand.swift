import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// `l10ngen strings`: one set of tables, one template, one output, all from the command line.
package enum StringsCommand: Command {
  package static let declaration = CommandDeclaration(
    name: "strings",
    summary: "Generate Swift code from localization tables with a template.",
    forms: ["INPUT..."],
    discussion: """
      Reads the development-language tables INPUT (files, or folders searched recursively for
      .strings, .stringsdict and .xcstrings files) and renders them with a template. A .strings and a
      .stringsdict of one name are one table; an .xcstrings String Catalog is a table of its own.
      Files of a table in other .lproj folders are its translations, not read.
      Warnings (path:line:column: warning: …) go to standard error (in the --format asked for) and do
      not fail the run; so does a line for the output file ('wrote FILE (N strings, T tables)' or
      'FILE is up to date'), which --format json leaves out.
      """,
    options: [
      Option.template, Option.templatePath, Option.output, Option.param, Option.option, .strictNames, .developmentLanguage,
      .packageManifest, Option.everyLocale, Option.skipEmpty, Option.name, Option.spacing, .check, .dryRun, .quiet, .verbose,
      .regenerateHint,
    ],
    sections: [
      HelpSection(
        "EXAMPLES",
        """
          l10ngen strings --output Sources/App/L10n.swift Resources/en.lproj
          l10ngen strings --template flat-swift5 --output Sources/App/L10n.swift Resources/en.lproj
          l10ngen strings --template-path my-template.stencil --param publicAccess Localizable.strings
        """
      )
    ])

  /// The params each built-in template declares, so that the help follows the templates.
  package static var paramHelp: String {
    var lines = ["A template parameter, 'param.KEY' in templates; KEY alone means true."]
    var groups: [(params: [String], templates: [String])] = []
    for template in BuiltinTemplate.all {
      if let index = groups.firstIndex(where: { $0.params == template.params }) {
        groups[index].templates.append(template.name)
      } else {
        groups.append((template.params, [template.name]))
      }
    }
    for group in groups {
      lines.append(group.templates.joined(separator: ", ") + ":")
      var line = " "
      for param in group.params {
        if line.count + param.count + 2 > 74 {
          lines.append(line)
          line = " "
        }
        line += " " + param
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The options of this command alone, read through these declarations.
  enum Option {
    static let template = OptionDeclaration(
      "--template", "NAME",
      help: "A built-in template (default: \(BuiltinTemplate.recommendedName)). See 'l10ngen templates list'.")
    static let templatePath = OptionDeclaration("--template-path", "FILE", help: "A Stencil template file of your own (e.g. a SwiftGen template).")
    static let output = OptionDeclaration(
      "--output", "FILE|-",
      help: "Where to write the code (default: -, standard output). Written only when\nits content changes, atomically.")
    static let param = OptionDeclaration("--param", "KEY[=VALUE]", repeatable: true, help: paramHelp)
    static let option = OptionDeclaration(
      "--option", "KEY=VALUE", repeatable: true,
      help: """
        separator=SEP splits keys into levels (default '.');
        naming=flat|structured|symbols|none says how a --template-path
        template names keys, which decides the names checked (default
        structured; symbols: as Xcode names String Catalog symbols; none
        checks nothing).
        """)
    static let everyLocale = OptionDeclaration(
      "--every-locale", hidden: true,
      help:
        "INPUT is every table of a target, translations too (what the build plugin\npasses): tables with no development-language folder are skipped."
    )
    static let skipEmpty = OptionDeclaration(
      "--skip-empty", hidden: true,
      help:
        "With no development-language table in INPUT, write nothing (the command\nplugin passes it: a target of translations only gets no file).")
    static let name = OptionDeclaration(
      "--name", "TABLE:KEY=NAME", repeatable: true,
      help: "Names KEY of TABLE: NAME is the accessor's path (files.countTitle is\nL10n.Files.countTitle; flat templates join it, filesCountTitle)."
    )
    static let spacing = OptionDeclaration(
      "--spacing", choosing: TemplateSpacing.self,
      help:
        "Whitespace handling: smart (Stencil's; the default for built-in templates)\nor legacy (SwiftGen 6's blank-line remover; the default for --template-path)."
    )
  }

  package static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    guard !scanned.positional.isEmpty else { throw UsageError("no INPUT given: name the tables (files or folders) to read", command: name) }
    let template: TemplateChoice
    switch (scanned.value(Option.template), scanned.value(Option.templatePath)) {
    case (nil, nil): template = .builtin(BuiltinTemplate.recommendedName)
    case (let name?, nil): template = .builtin(name)
    case (nil, let path?): template = .file(path)
    default: throw UsageError("give either --template or --template-path, not both", command: name)
    }
    let spacing = try scanned.choice(Option.spacing, of: TemplateSpacing.self, command: name)
    var options: [String: String] = [:]
    for option in scanned.values(Option.option) {
      let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { throw UsageError("--option '\(option)': expected KEY=VALUE", command: name) }
      options[parts[0]] = parts[1]
    }
    if scanned.isSet(.strictNames) { options["strictNames"] = "true" }
    let names = try scanned.values(Option.name).map { argument in
      guard let parsed = UserNames.parseArgument(argument) else {
        throw UsageError("--name '\(argument)': expected TABLE:KEY=NAME", command: name)
      }
      return parsed
    }
    let mode = try OutputMode.from(scanned, command: name)
    let output = scanned.value(Option.output) ?? "-"
    if mode == .check, output == "-" {
      throw UsageError("--check compares a file with what would be generated: give --output FILE", command: name)
    }
    let verbosity = try ResultReport.Verbosity.from(scanned, command: name)
    let language = DevelopmentLanguage.from(scanned)
    let params = BuiltinTemplate.params(
      try ParamArguments.parse(scanned.values(Option.param), command: name), naming: language, for: template)
    let job = StringsJob(
      inputs: scanned.positional, language: language, everyLocale: scanned.isSet(Option.everyLocale),
      skipEmpty: scanned.isSet(Option.skipEmpty), options: options,
      outputs: [OutputRequest(template: template, output: output, params: params, spacing: spacing)],
      userNames: UserNames(names: names))
    let regenerate =
      scanned.value(.regenerateHint)
      ?? OutputMode.regenerating(scanned, command: name)
    return ResultReport.report(
      // The command line's process exits when a command returns (main.swift).
      try StringsJobRunner.run([job], mode: mode, environment: environment, warn: { diagnostics.emit($0.diagnostic) }, endsProcess: true),
      mode: mode, verbosity: verbosity, regenerate: regenerate, diagnostics: diagnostics)
  }
}

/// `--check` and `--dry-run`, shared by the commands that write files.
package enum OutputMode {
  /// The command that brings a stale file up to date, for `--check`'s message: the one run, without `--check`.
  static func regenerating(_ scanned: ArgumentScanner.Scanned, command: String) -> String {
    (["l10ngen", command] + scanned.arguments.filter { $0 != "--check" }).map(ShellWord.quoted).joined(separator: " ")
  }

  package static func from(_ scanned: ArgumentScanner.Scanned, command: String) throws -> OutputWriter.Mode {
    switch (scanned.isSet(.check), scanned.isSet(.dryRun)) {
    case (true, true): throw UsageError("give --check or --dry-run, not both", command: command)
    case (true, false): return .check
    case (false, true): return .dryRun
    case (false, false): return .write
    }
  }
}
