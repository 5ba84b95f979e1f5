import Foundation

/// What a command accepts and how it is described: the argument scanner and `--help` are both made
/// from this, so the help cannot name an option the parser refuses or leave out one it takes.
struct CommandDeclaration {
  /// The word after `l10ngen` (`strings`); `run` is also what a bare `l10ngen` runs.
  var name: String
  /// One line, for `l10ngen --help`.
  var summary: String
  /// What comes after the options in the usage line (`INPUT...`, `compile FILE.xcstrings...`), one
  /// usage line each; empty: the options alone.
  var forms: [String] = [""]
  /// The paragraphs after the usage, for people.
  var discussion: String
  var options: [OptionDeclaration]
  /// Sections after the options (`EXAMPLES:`, `RULES:`), each with its heading.
  var sections: [HelpSection] = []
  /// How the usage line starts: `l10ngen strings`; the default command's is `l10ngen`.
  var invocation: String? = nil

  /// Every option's name, with `-h`/`--help`, which every command takes.
  static let helpOption = OptionDeclaration("-h, --help", help: "Show this help.")

  var scanner: ArgumentScanner {
    ArgumentScanner(
      command: name,
      valueOptions: Set(options.filter { $0.value != nil }.map(\.name)),
      flags: Set(options.filter { $0.value == nil }.map(\.name)))
  }

  /// The `--help` text: usage lines wrapped at 100 columns, the discussion, every option with its help.
  var help: String {
    let start = "USAGE: " + (invocation ?? "l10ngen \(name)")
    func words(_ form: String) -> [String] { form.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) } }
    // An option a form names itself (a required one, or one of that form only) is left to the forms that name it.
    let named = Set(forms.flatMap(words))
    let synopsis = options.filter { !named.contains($0.name) }.map(\.synopsis)
    var lines: [String] = []
    for form in forms {
      let formWords = words(form)
      let subcommand = formWords.first.map { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } } ?? false
      let words = form.isEmpty ? synopsis : subcommand ? [form] + synopsis : synopsis + [form]
      lines += Self.wrap(words, first: start, indent: String(repeating: " ", count: start.count + 1))
    }
    var text = lines.joined(separator: "\n") + "\n\n" + discussion + "\n\nOPTIONS:\n"
    let all = options + [Self.helpOption]
    let width = min(24, (all.map { $0.label.count }.max() ?? 0) + 2)
    for option in all {
      let label = "  " + option.label
      let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
      let column = width + 2
      if label.count + 2 > column {
        text += label + "\n"
        text += helpLines.map { String(repeating: " ", count: column) + $0 }.joined(separator: "\n") + "\n"
      } else {
        let padded = label.padding(toLength: column, withPad: " ", startingAt: 0)
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
struct OptionDeclaration {
  var name: String
  var value: String?
  var help: String
  var repeatable: Bool

  init(_ name: String, _ value: String? = nil, repeatable: Bool = false, help: String) {
    self.name = name
    self.value = value
    self.help = help
    self.repeatable = repeatable
  }

  /// `--param KEY[=VALUE]`, as the options column shows it.
  var label: String { value.map { "\(name) \($0)" } ?? name }

  /// `[--param KEY[=VALUE]]...`, as the usage line shows it.
  var synopsis: String { "[\(label)]" + (repeatable ? "..." : "") }
}

/// The options of the commands that write files, declared once.
extension OptionDeclaration {
  static let check = OptionDeclaration(
    "--check", help: "Write nothing; exit 1 if an output is missing or out of date (for CI and hooks).")
  static let dryRun = OptionDeclaration("--dry-run", help: "Write nothing; say what would be written.")
  static let strictNames = OptionDeclaration(
    "--strict-names",
    help: "A key that cannot be named, or whose name collides, is an error (by\ndefault it is left out with a warning, and the rest is generated).")
  static let developmentLanguage = OptionDeclaration(
    "--development-language", "LANG",
    help: "The .lproj of the development language (default: the one .lproj the\ninputs name, else en, else Base).")
  static let quiet = OptionDeclaration("--quiet", help: "Print no summary line (errors and warnings still go to standard error).")
  static let regenerateHint = OptionDeclaration(
    "--regenerate-hint", "COMMAND",
    help: "The command --check's message tells to run to regenerate (default: this\ncommand; the command plugin and the pre-commit hook give theirs).")
  static let verbose = OptionDeclaration("--verbose", help: "Also list each output's inputs and how long each step took.")
}

/// A part of `--help` after the options, under its heading (`EXAMPLES`, `RULES`).
struct HelpSection {
  var heading: String
  var body: String

  init(_ heading: String, _ body: String) {
    self.heading = heading
    self.body = body
  }
}
