import L10nGenCommandLine
import L10nGenKit

/// `l10ngen lint`: checks every locale of the tables against the development language.
enum LintCommand: Command {
  static let declaration = CommandDeclaration(
    name: "lint",
    summary: "Check every locale of the tables: syntax, keys, placeholders, plurals.",
    forms: ["[INPUT...]"],
    discussion: """
      Reads the tables a config's entries name (default: l10ngen.json), or the INPUTs (files, .lproj
      folders, folders searched recursively), in every locale beside them: every *.lproj folder next to
      the development language's, and every language of a String Catalog. Each locale is compared with
      the development language: the .lproj named by --development-language, else (with a config) the
      one .lproj its inputs name, else en, else Base. Each file is read once.

      EXIT STATUS: 0 no errors (and no warnings with --strict), 1 findings that fail, 2 usage errors.
      """,
    options: [
      OptionDeclaration("--config", "FILE", help: "Lint the tables of this config's entries; its \"lint\": {\"disable\": […]}\nturns rules off."),
      OptionDeclaration(
        "--format", "FORMAT",
        help: """
          text (default: findings by file, then each locale's progress),
          xcode (path:line:column: warning: …), github (workflow commands that
          annotate a pull request) or json (every finding; schema in the README).
          """),
      OptionDeclaration("--strict", help: "Fail on warnings too."),
      OptionDeclaration("--disable", "RULE", repeatable: true, help: "Leave out a rule's findings."),
      .developmentLanguage,
    ],
    sections: [HelpSection(
      "RULES",
      LintRule.allCases.map {
        "  \($0.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)) \($0.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)"
      }.joined(separator: "\n")
    )])

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String]) throws -> ExitStatus {
    let name = declaration.name
    var format = LintOutputFormat.text
    if let value = scanned.last("--format") {
      guard let parsed = LintOutputFormat(rawValue: value) else {
        throw UsageError("--format must be text, xcode, github or json, not '\(value)'", command: name)
      }
      format = parsed
    }
    var disabled = Set<LintRule>()
    for value in scanned.all("--disable") {
      guard let rule = LintRule(rawValue: value) else {
        throw UsageError("--disable '\(value)' is not a rule (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))", command: name)
      }
      disabled.insert(rule)
    }
    let developmentLanguage = scanned.last("--development-language")
    let groups: [TableGroup]
    if scanned.positional.isEmpty {
      let configuration = try ConfigLoader.load(path: scanned.last("--config"), environment: environment)
      disabled.formUnion(configuration.lint.disabled)
      groups = try TableDiscovery.groups(inputs: configuration.strings.flatMap(\.inputs), language: DevelopmentLanguage(requested: developmentLanguage), inputsNameDevelopmentTables: true)
    } else {
      guard scanned.last("--config") == nil else {
        throw UsageError("give --config or INPUT paths, not both", command: name)
      }
      groups = try TableDiscovery.groups(inputs: scanned.positional, language: DevelopmentLanguage(requested: developmentLanguage))
    }
    let report = Linter.lint(groups, disabled: disabled)
    let writer = LintWriter { Console.out($0) }
    format.write(report, to: writer)
    writer.finish()
    return report.fails(strict: scanned.flags.contains("--strict")) ? .failure : .success
  }
}
