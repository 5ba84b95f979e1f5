import L10nGenCore

/// How much a finding matters: errors fail `l10ngen lint`, warnings fail it with `--strict`, infos never do.
public enum LintSeverity: String, CaseIterable, Comparable, Sendable {
  case info, warning, error

  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A check `l10ngen lint` makes, by the identifier users disable it with (`--disable missing-key`).
///
/// Each rule is a unit, declared in a file of its own in this folder: its identifier, its severity in
/// `l10ngen lint` and in the build plugins' check, what generation says of it, its summary, examples
/// that trigger it and examples that do not (`LintRuleExamplesTests` runs each through `l10ngen lint`),
/// and, for a rule that compares one translation with its development value, its check. The other
/// rules are found where what they need is read: the parsers (`LocaleTableReader`, `CatalogReader`),
/// the families of checks in `Checks/`, and the code checks (`CodeCheck`); each rule's file names
/// which. Lint.md's rules table (`generate-sources lint-rules`) and `lint --help` are made from these.
public struct LintRule: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// What a rule reads.
  public enum Subject: Sendable {
    /// The tables, every locale of them.
    case tables
    /// The code, against the tables (`l10ngen lint --sources`).
    case code
  }

  /// Every rule, in the order of Documentation/Lint.md and `--help`: adding a rule is its file and its line here.
  public static let allCases: [LintRule] = [
    .syntax,
    .duplicateKey,
    .missingKey,
    .extraKey,
    .tableNameCase,
    .placeholderMismatch,
    .placeholderMissing,
    .placeholderLength,
    .suspiciousPercent,
    .pluralMissingOther,
    .pluralUnusedVariable,
    .valueTypePercent,
    .pluralArgumentType,
    .pluralUnusedCategory,
    .pluralMissingCategory,
    .ignoredMember,
    .catalogState,
    .catalogNoSourceValue,
    .emptyValue,
    .identicalToSource,
    .unknownKey,
    .unknownTextKey,
    .unusedKey,
    .dynamicKey,
  ]

  /// What a rule is, held once: a rule is a reference to it, which findings copy, compare and hash
  /// as cheaply as an enumeration's case (a large app's report has hundreds of thousands of findings).
  private final class Definition: Sendable {
    let id: String
    let severity: LintSeverity
    let buildSeverity: LintSeverity?
    let severityInGeneration: LintSeverity?
    let subject: Subject
    let summary: String
    let examples: [LintExample]
    let translationCheck: (any TranslationCheck)?

    init(
      id: String, severity: LintSeverity, buildSeverity: LintSeverity?, severityInGeneration: LintSeverity?, subject: Subject,
      summary: String, examples: [LintExample], translationCheck: (any TranslationCheck)?
    ) {
      self.id = id
      self.severity = severity
      self.buildSeverity = buildSeverity
      self.severityInGeneration = severityInGeneration
      self.subject = subject
      self.summary = summary
      self.examples = examples
      self.translationCheck = translationCheck
    }
  }

  private let definition: Definition

  /// The identifier (`missing-key`).
  public var rawValue: String { definition.id }
  /// Its severity in `l10ngen lint`.
  public var severity: LintSeverity { definition.severity }
  /// Its severity in the build plugins' check (`LintPolicy.build`); nil: the build does not run it.
  public var buildSeverity: LintSeverity? { definition.buildSeverity }
  /// How generation reports the rule's findings in the tables it reads, from the same parsers: the
  /// errors that stop it, and the parsers' warnings (`LocatedWarning.Kind` of the same name); nil
  /// for what it does not check.
  public var severityInGeneration: LintSeverity? { definition.severityInGeneration }
  public var subject: Subject { definition.subject }
  /// One line for people: what the rule finds.
  public var summary: String { definition.summary }
  /// Projects that trigger the rule, and projects that do not.
  public var examples: [LintExample] { definition.examples }
  /// The rule's check, when it compares one translation with its development value and needs
  /// nothing else; nil for the rules found elsewhere.
  var translationCheck: (any TranslationCheck)? { definition.translationCheck }

  init(
    _ id: String, _ severity: LintSeverity, build: LintSeverity?, generation: LintSeverity? = nil, subject: Subject = .tables,
    summary: String, examples: [LintExample], check: (any TranslationCheck)? = nil
  ) {
    definition = Definition(
      id: id, severity: severity, buildSeverity: build, severityInGeneration: generation, subject: subject, summary: summary,
      examples: examples, translationCheck: check)
  }

  /// The rule named `rawValue`, nil when no rule has that name.
  public init?(rawValue: String) {
    guard let rule = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = rule
  }

  /// Whether the rule checks code (`l10ngen lint --sources`), not tables.
  public var checksCode: Bool { subject == .code }

  /// One rule is one declaration: rules are told apart by which they are, not by their fields.
  public static func == (lhs: LintRule, rhs: LintRule) -> Bool { lhs.definition === rhs.definition }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}

/// A small project, as files, for a rule's documentation and its test: `l10ngen lint` run in its
/// folder reports the rule (`triggers`) or does not.
public struct LintExample: Sendable {
  /// Each file's path in the project, and its text.
  public let files: [String: String]
  public let triggers: Bool

  /// A project whose lint reports the rule.
  static func triggering(_ files: [String: String]) -> LintExample { LintExample(files: files, triggers: true) }
  /// A project whose lint does not.
  static func passing(_ files: [String: String]) -> LintExample { LintExample(files: files, triggers: false) }

  /// `en.lproj/Localizable.strings`, and the `de` one when given: a table and its translation.
  static func strings(_ english: String, german: String? = nil) -> [String: String] {
    var files = ["en.lproj/Localizable.strings": english + "\n"]
    if let german { files["de.lproj/Localizable.strings"] = german + "\n" }
    return files
  }

  /// `LOCALE.lproj/Localizable.stringsdict` with the key `files`, whose format is `format` and whose
  /// variables are `variables` (each member written as given, in order).
  static func plural(
    locale: String = "en", format: String = "%#@n@", _ variables: [(name: String, members: [(String, String)])]
  ) -> [String: String] {
    var dictionary = "\t<key>files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
    for variable in variables {
      dictionary += "\t\t<key>\(variable.name)</key>\n\t\t<dict>\n"
      for (key, value) in variable.members { dictionary += "\t\t\t<key>\(key)</key>\n\t\t\t<string>\(value)</string>\n" }
      dictionary += "\t\t</dict>\n"
    }
    dictionary += "\t</dict>\n"
    return [
      "\(locale).lproj/Localizable.stringsdict":
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
        + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\(dictionary)</dict>\n</plist>\n"
    ]
  }

  /// The members of a plural variable of type `d` with these forms.
  static func forms(_ forms: [(String, String)], valueType: String = "d") -> [(String, String)] {
    [("NSStringFormatSpecTypeKey", "NSStringPluralRuleType"), ("NSStringFormatValueTypeKey", valueType)] + forms
  }

  /// `Localizable.xcstrings` with the key `a`, whose localizations are `localizations` (JSON members),
  /// and `extra` members of the key.
  static func catalog(_ localizations: String, extra: String = "") -> [String: String] {
    [
      "Localizable.xcstrings":
        #"{"sourceLanguage": "en", "strings": {"a": {\#(extra)"localizations": {\#(localizations)}}}, "version": "1.0"}"# + "\n"
    ]
  }

  /// A config whose code (`App/`) is checked against the table `strings`, with `code` as `App/View.swift`.
  static func code(_ code: String, strings: String) -> [String: String] {
    [
      "en.lproj/Localizable.strings": strings + "\n",
      "l10ngen.json":
        #"{"strings": [{"inputs": ["en.lproj"], "outputs": [{"template": "structured-swift6", "output": "App/L10n.swift"}]}], "#
        + #""code": {"sources": ["App"]}}"# + "\n",
      "App/View.swift": "import Foundation\n\n" + code + "\n",
    ]
  }
}
