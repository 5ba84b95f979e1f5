import Foundation
import L10nGenKit

/// `l10ngen templates list | cat NAME | export NAME DIR`: the built-in templates, to choose one or
/// to start one's own from.
enum TemplatesCommand: Command {
  static let declaration = CommandDeclaration(
    name: "templates",
    summary: "List the built-in templates, print one, or export one to start your own.",
    forms: ["list", "cat [--resolved] NAME", "export NAME DIR"],
    discussion: """
      list    prints each built-in template's name and what it generates.
      cat     prints a template's source; with --resolved, with every part it includes inlined.
      export  writes the template and the parts it includes into DIR (created when missing), ready
              for 'l10ngen strings --template-path DIR/NAME.stencil' or a config's "templatePath":
              it renders exactly what the built-in template does, until you change it.
      """,
    options: [
      Option.resolved
    ],
    sections: [
      HelpSection(
        "EXAMPLE",
        """
          l10ngen templates export structured-swift6 Templates
          l10ngen strings --template-path Templates/structured-swift6.stencil --output L10n.swift Resources/en.lproj
        """
      )
    ])

  /// The options of this command, read through these declarations.
  enum Option {
    static let resolved = OptionDeclaration("--resolved", help: "cat: inline every {% include %}, giving the whole template as one file.")
  }

  static func run(_ scanned: ArgumentScanner.Scanned, environment: [String: String], diagnostics: DiagnosticEmitter) throws -> ExitStatus {
    let name = declaration.name
    let words = scanned.positional
    if scanned.isSet(Option.resolved), words.first != "cat" {
      throw UsageError("--resolved goes with 'templates cat NAME'", command: name)
    }
    switch words.first {
    case "list"?:
      guard words.count == 1 else { throw UsageError("'templates list' takes no argument", command: name) }
      let width = BuiltinTemplate.all.map(\.name.count).max() ?? 0
      for template in BuiltinTemplate.all {
        Console.out(template.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + template.summary)
      }
      return .success
    case "cat"?:
      guard words.count == 2 else { throw UsageError("'templates cat' takes one template name", command: name) }
      let template = try builtin(words[1])
      Console.out(scanned.isSet(Option.resolved) ? template.resolvedSource : template.source, terminator: "")
      return .success
    case "export"?:
      guard words.count == 3 else { throw UsageError("'templates export' takes a template name and a folder", command: name) }
      let template = try builtin(words[1])
      let directory = words[2]
      let files = template.files
      for file in files {
        let path = (directory as NSString).appendingPathComponent(file.name)
        if FileManager.default.fileExists(atPath: path), (try? String(contentsOfFile: path, encoding: .utf8)) != file.source {
          throw CommandError(
            "\(path) exists and differs from the built-in \(file.name); nothing was written (remove it, or export into another folder)")
        }
      }
      for file in files {
        let path = (directory as NSString).appendingPathComponent(file.name)
        _ = try OutputWriter.write(file.source, to: path, mode: .write, inputs: [])
        diagnostics.say("wrote \(path)")
      }
      return .success
    case let other?:
      throw UsageError(
        "unknown templates subcommand '\(other)'\(Suggestion.phrase(for: other, among: ["list", "cat", "export"])) (expected list, cat or export)",
        command: name)
    case nil:
      throw UsageError("say 'templates list', 'templates cat NAME' or 'templates export NAME DIR'", command: name)
    }
  }

  private static func builtin(_ requested: String) throws -> BuiltinTemplate {
    guard let template = BuiltinTemplate.named(requested) else {
      let names = BuiltinTemplate.all.map(\.name)
      throw UsageError(
        "no built-in template named '\(requested)'\(Suggestion.phrase(for: requested, among: names)) (templates: \(names.joined(separator: ", ")))",
        command: declaration.name)
    }
    return template
  }
}
