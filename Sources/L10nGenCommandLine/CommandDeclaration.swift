import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// What a command accepts and how it is described: the argument scanner and `--help` are both made
/// from this, so the help cannot name an option the parser refuses or leave out one it takes.
package struct CommandDeclaration {
  /// The word after `l10ngen` (`strings`); `run` is also what a bare `l10ngen` runs.
  package var name: String
  /// One line, for `l10ngen --help`.
  package var summary: String
  /// What comes after the options in the usage line (`INPUT...`, `compile FILE.xcstrings...`), one
  /// usage line each; empty: the options alone.
  package var forms: [String] = [""]
  /// The paragraphs after the usage, for people.
  package var discussion: String
  package var options: [OptionDeclaration]
  /// Sections after the options (`EXAMPLES:`, `RULES:`), each with its heading.
  package var sections: [HelpSection] = []
  /// Whether the usage line names the command after the executable (`l10ngen strings`); the default
  /// command's is the executable's name alone (`l10ngen`).
  package var isNamedInUsage = true

  package init(
    name: String, summary: String, forms: [String] = [""], discussion: String, options: [OptionDeclaration],
    sections: [HelpSection] = [], isNamedInUsage: Bool = true
  ) {
    self.name = name
    self.summary = summary
    self.forms = forms
    self.discussion = discussion
    // Every command reports in the format asked for; a command may describe it in its own words.
    self.options = options.contains { $0.name == OptionDeclaration.format.name } ? options : options + [.format]
    self.sections = sections
    self.isNamedInUsage = isNamedInUsage
  }

  /// Every option's name, with `-h`/`--help`, which every command takes.
  package static let helpOption = OptionDeclaration("-h, --help", help: "Show this help.")

  package var scanner: ArgumentScanner {
    ArgumentScanner(
      command: name,
      valueOptions: Set(options.filter { $0.value != nil }.map(\.name)),
      flags: Set(options.filter { $0.value == nil }.map(\.name)))
  }

  /// The `--help` text of the command as `tool` runs it: usage lines wrapped at 100 columns, the
  /// discussion, every option with its help.
  package func help(tool: String) -> String {
    let start = "USAGE: " + tool + (isNamedInUsage ? " " + name : "")
    func words(_ form: String) -> [String] {
      form.split(separator: " ").map { String($0.drop { "[]".contains($0) }.reversed().drop { "[]".contains($0) }.reversed()) }
    }
    // An option a form names itself (a required one, or one of that form only) is left to the forms that name it.
    let named = Set(forms.flatMap(words))
    let shown = options.filter { !$0.isHidden }
    let synopsis = shown.filter { !named.contains($0.name) }.map(\.synopsis)
    var lines: [String] = []
    for form in forms {
      let formWords = words(form)
      let subcommand = formWords.first.map { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } } ?? false
      let words = form.isEmpty ? synopsis : subcommand ? [form] + synopsis : synopsis + [form]
      lines += Self.wrap(words, first: start, indent: String(repeating: " ", count: start.count + 1))
    }
    var text = lines.joined(separator: "\n") + "\n\n" + discussion + "\n\nOPTIONS:\n"
    let all = shown + [Self.helpOption]
    let width = min(24, (all.map { $0.label.count }.max() ?? 0) + 2)
    for option in all {
      let label = "  " + option.label
      let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
      let column = width + 2
      if label.count + 2 > column {
        text += label + "\n"
        text += helpLines.map { String(repeating: " ", count: column) + $0 }.joined(separator: "\n") + "\n"
      } else {
        let padded = label.padded(to: column)
        text += padded + helpLines[0] + "\n"
        text += helpLines.dropFirst().map { String(repeating: " ", count: column) + $0 + "\n" }.joined()
      }
    }
    for section in sections {
      text += "\n\(section.heading):\n" + section.body + "\n"
    }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  private static func wrap(_ words: [String], first: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = first
    for word in words {
      if line.count + 1 + word.count > 100, line != first, line != indent {
        lines.append(line)
        line = indent + word
      } else {
        line += (line == indent ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines
  }
}

/// One option: `--name`, the value it takes (`FILE`; none for a flag), and its help.
package struct OptionDeclaration {
  package var name: String
  package var value: String?
  package var repeatable: Bool
  /// Whether `--help` leaves it out: an option only the plugins pass, which the command takes as any
  /// other (Documentation/CommandLine.md lists them).
  package var isHidden = false
  /// Made when help is shown, not when a command is run: some texts are read from the built-in
  /// templates (`--param`'s lists each template's params), which every run would otherwise scan.
  private let makeHelp: @Sendable () -> String

  package var help: String { makeHelp() }

  package init(
    _ name: String, _ value: String? = nil, repeatable: Bool = false, hidden: Bool = false, help: @autoclosure @escaping @Sendable () -> String
  ) {
    self.isHidden = hidden
    self.name = name
    self.value = value
    self.makeHelp = help
    self.repeatable = repeatable
  }

  /// An option whose value is one of `Choice`'s cases: its value shows them (`smart|legacy`), and
  /// `ArgumentScanner.Scanned.choice(_:of:command:)` reads it, both from the one enum.
  package init<Choice: RawRepresentable & CaseIterable>(_ name: String, choosing _: Choice.Type, help: String) where Choice.RawValue == String {
    self.init(name, Choice.allCases.map(\.rawValue).joined(separator: "|"), help: help)
  }

  /// `--param KEY[=VALUE]`, as the options column shows it.
  package var label: String { value.map { "\(name) \($0)" } ?? name }

  /// `[--param KEY[=VALUE]]...`, as the usage line shows it.
  package var synopsis: String { "[\(label)]" + (repeatable ? "..." : "") }
}

/// The options of the commands that write files, declared once.
extension OptionDeclaration {
  /// Every command's: how its errors, warnings and notes are written (`DiagnosticEmitter`).
  package static let format = OptionDeclaration(
    "--format", choosing: DiagnosticFormat.self,
    help: """
      How errors, warnings and notes are written to standard error: text
      (default: path:line:column: warning: message), xcode (the same, one line
      each, with the rule), github (workflow commands that annotate a pull
      request) or json (one document when the run ends; Documentation/Lint.md).
      """)
  package static let check = OptionDeclaration(
    "--check", help: "Write nothing; exit 1 if an output is missing or out of date (for CI and hooks).")
  package static let dryRun = OptionDeclaration("--dry-run", help: "Write nothing; say what would be written.")
  package static let strictNames = OptionDeclaration(
    "--strict-names",
    help: "A key that cannot be named, or whose name collides, is an error (by\ndefault it is left out with a warning, and the rest is generated).")
  package static let developmentLanguage = OptionDeclaration(
    "--development-language", "LANG",
    help: "The .lproj of the development language (default: the one .lproj the\ninputs name, else en, else Base).")
  package static let packageManifest = OptionDeclaration(
    "--package-manifest", "FILE", hidden: true,
    help:
      "A Package.swift whose defaultLocalization is the development language\nwhen --development-language does not say (the build plugins pass it).")
  package static let quiet = OptionDeclaration("--quiet", help: "Print no summary line (errors and warnings still go to standard error).")
  package static let regenerateHint = OptionDeclaration(
    "--regenerate-hint", "COMMAND",
    help: "The command --check's message tells to run to regenerate (default: this\ncommand; the command plugin and the pre-commit hook give theirs)."
  )
  package static let verbose = OptionDeclaration("--verbose", help: "Also list each output's inputs and how long each step took.")
}

/// A part of `--help` after the options, under its heading (`EXAMPLES`, `RULES`).
package struct HelpSection {
  package var heading: String
  package var body: String

  package init(_ heading: String, _ body: String) {
    self.heading = heading
    self.body = body
  }
}
