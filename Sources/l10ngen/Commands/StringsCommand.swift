import L10nGenKit

/// `l10ngen strings`: one set of tables, one template, one output, all from the command line.
enum StringsCommand: Command {
  static let name = "strings"
  static let summary = "Generate Swift code from localization tables with a template."
  static let help = """
    USAGE: l10ngen strings [--template NAME | --template-path FILE] [--output FILE|-]
                           [--param KEY[=VALUE]]... [--option KEY=VALUE]...
                           [--spacing smart|legacy] [--strict-names] [--name TABLE:KEY=NAME]...
                       [--check] [--dry-run] INPUT...

    Reads the development-language tables INPUT (files, or folders searched recursively for
    .strings, .stringsdict and .xcstrings files) and renders them with a template. A .strings and a
    .stringsdict of one name are one table; an .xcstrings String Catalog is a table of its own.
    Warnings (path:line:column: warning: …) go to standard error and do not fail the run.

    OPTIONS:
      --template NAME         A built-in template (default: structured-swift5). See 'l10ngen templates list'.
      --template-path FILE    A Stencil template file of your own (e.g. a SwiftGen template).
      --output FILE|-         Where to write the code (default: -, standard output). Written only when
                              its content changes, atomically.
      --param KEY[=VALUE]     A template parameter, 'param.KEY' in templates; KEY alone means true.
                              Built-in templates: enumName, publicAccess, bundle, lookupFunction,
                              noComments, forceFileNameEnum; swift6 ones also accessLevel,
                              cachedProperties, developmentLanguage, localizedStringResources,
                              runtime=module|external (one run time per module), runtimeName.
      --option KEY=VALUE      separator=SEP splits keys into levels (default '.');
                              naming=flat|structured|none says how a --template-path template
                              names keys, which decides the names checked (default structured;
                              none checks nothing).
      --strict-names          A key that cannot be named, or whose name collides, is an error (by
                              default it is left out with a warning, and the rest is generated).
      --name TABLE:KEY=NAME   Names KEY of TABLE: NAME is the accessor's path (files.countTitle is
                              L10n.Files.countTitle; flat templates join it, filesCountTitle).
      --spacing smart|legacy  Whitespace handling: smart (Stencil's; the default for built-in templates)
                              or legacy (SwiftGen 6's blank-line remover; the default for --template-path).
      --check                 Write nothing; exit 1 if the output file is missing or out of date.
      --dry-run               Write nothing; say what would be written.
      -h, --help              Show this help.

    EXAMPLES:
      l10ngen strings --template flat-swift5 --output Sources/App/L10n.swift Resources/en.lproj
      l10ngen strings --template-path my-template.stencil --param publicAccess Localizable.strings
    """

  static func run(_ arguments: [String], environment: [String: String]) throws -> ExitStatus {
    let scanner = ArgumentScanner(
      command: name,
      valueOptions: ["--template", "--template-path", "--output", "--param", "--option", "--spacing", "--name"],
      flags: ["--check", "--dry-run", "--strict-names"])
    let scanned = try scanner.scan(arguments)
    guard !scanned.positional.isEmpty else { throw UsageError("no INPUT given: name the tables (files or folders) to read", command: name) }
    let template: TemplateChoice
    switch (scanned.last("--template"), scanned.last("--template-path")) {
    case (nil, nil): template = .builtin("structured-swift5")
    case (let name?, nil): template = .builtin(name)
    case (nil, let path?): template = .file(path)
    default: throw UsageError("give either --template or --template-path, not both", command: name)
    }
    var spacing: TemplateSpacing?
    if let value = scanned.last("--spacing") {
      guard let parsed = TemplateSpacing(rawValue: value) else { throw UsageError("--spacing must be smart or legacy, not '\(value)'", command: name) }
      spacing = parsed
    }
    var options: [String: String] = [:]
    for option in scanned.all("--option") {
      let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { throw UsageError("--option '\(option)': expected KEY=VALUE", command: name) }
      options[parts[0]] = parts[1]
    }
    if scanned.flags.contains("--strict-names") { options["strictNames"] = "true" }
    let names = try scanned.all("--name").map { argument in
      guard let parsed = UserNames.parseArgument(argument) else {
        throw UsageError("--name '\(argument)': expected TABLE:KEY=NAME", command: name)
      }
      return parsed
    }
    let mode = try OutputMode.from(scanned, command: name)
    let job = StringsJob(
      inputs: scanned.positional, options: options,
      outputs: [OutputRequest(
        template: template, output: scanned.last("--output") ?? "-",
        params: try ParamArguments.parse(scanned.all("--param"), command: name), spacing: spacing)],
      userNames: UserNames(names: names))
    return ResultReport.report(try StringsJobRunner.run([job], mode: mode, environment: environment, warn: { Console.error($0.description) }), mode: mode)
  }
}

/// `--check` and `--dry-run`, shared by the commands that write files.
enum OutputMode {
  static func from(_ scanned: ArgumentScanner.Scanned, command: String) throws -> OutputWriter.Mode {
    switch (scanned.flags.contains("--check"), scanned.flags.contains("--dry-run")) {
    case (true, true): throw UsageError("give --check or --dry-run, not both", command: command)
    case (true, false): return .check
    case (false, true): return .dryRun
    case (false, false): return .write
    }
  }
}
