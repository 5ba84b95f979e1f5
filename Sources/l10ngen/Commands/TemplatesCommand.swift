import L10nGenKit

/// `l10ngen templates list | cat NAME`: the built-in templates, to choose one or start your own.
enum TemplatesCommand: Command {
  static let name = "templates"
  static let summary = "List the built-in templates, or print one."
  static let help = """
    USAGE: l10ngen templates list
           l10ngen templates cat NAME

    list  prints each built-in template's name and what it generates.
    cat   prints a template's source, to start a template of your own (--template-path).
    """

  static func run(_ arguments: [String], environment: [String: String]) throws -> ExitStatus {
    let scanned = try ArgumentScanner(command: name, valueOptions: [], flags: []).scan(arguments)
    switch scanned.positional.first {
    case "list"?:
      guard scanned.positional.count == 1 else { throw UsageError("'templates list' takes no argument", command: name) }
      let width = BuiltinTemplate.all.map(\.name.count).max() ?? 0
      for template in BuiltinTemplate.all {
        Console.out(template.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + template.summary)
      }
      return .success
    case "cat"?:
      guard scanned.positional.count == 2 else { throw UsageError("'templates cat' takes one template name", command: name) }
      let requested = scanned.positional[1]
      guard let template = BuiltinTemplate.named(requested) else {
        throw UsageError("no built-in template named '\(requested)' (see 'l10ngen templates list')", command: name)
      }
      Console.out(template.source, terminator: "")
      return .success
    case let other?:
      throw UsageError("unknown templates subcommand '\(other)' (expected list or cat)", command: name)
    case nil:
      throw UsageError("say 'templates list' or 'templates cat NAME'", command: name)
    }
  }
}
