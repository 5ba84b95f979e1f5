import Foundation

/// What a config file asks for: jobs that each turn some tables into one or more generated files.
public struct Configuration: Equatable, Sendable {
  public var strings: [StringsJob]
  /// The `lint` member: how `l10ngen lint` checks the tables of `strings`.
  public var lint: LintSettings

  public init(strings: [StringsJob], lint: LintSettings = LintSettings()) {
    self.strings = strings
    self.lint = lint
  }
}

/// A config's `"lint": { "disable": ["rule-id", …] }`.
public struct LintSettings: Equatable, Sendable {
  /// Rules whose findings are left out.
  public var disabled: [LintRule]

  public init(disabled: [LintRule] = []) {
    self.disabled = disabled
  }
}

/// One `strings` entry of a config: the tables to read and what to render from them.
public struct StringsJob: Equatable, Sendable {
  /// Files or folders, already resolved against the config file's folder.
  public var inputs: [String]
  /// Which files found in the input folders are read (SwiftGen's `filter`); nil: every table file.
  public var filter: InputFilter?
  /// `separator`, `naming`: the same keys as `--option` on the command line; `strictNames` (the
  /// entry's own key, `--strict-names`).
  public var options: [String: String]
  public var outputs: [OutputRequest]
  /// `names`, `labels`, `tableNames`: what the user names.
  public var userNames: UserNames

  public init(
    inputs: [String], filter: InputFilter? = nil, options: [String: String] = [:], outputs: [OutputRequest], userNames: UserNames = UserNames()
  ) {
    self.inputs = inputs
    self.filter = filter
    self.options = options
    self.outputs = outputs
    self.userNames = userNames
  }
}

/// One file to generate: which template, with which params, where.
public struct OutputRequest: Equatable, Sendable {
  public var template: TemplateChoice
  /// A path, or `-` for standard output.
  public var output: String
  public var params: [String: TemplateValue]
  /// `nil`: the template's default (`smart` for built-in templates, `legacy` for files).
  public var spacing: TemplateSpacing?

  public init(template: TemplateChoice, output: String, params: [String: TemplateValue] = [:], spacing: TemplateSpacing? = nil) {
    self.template = template
    self.output = output
    self.params = params
    self.spacing = spacing
  }
}

/// A built-in template by name, or a template file.
public enum TemplateChoice: Equatable, Sendable {
  case builtin(String)
  case file(String)
}

extension Configuration {
  /// The same jobs with every file output moved into `directory` under its file name: the build
  /// plugin's view of a config, whose outputs must land in the plugin's work directory.
  public func redirectingOutputs(to directory: String) throws -> Configuration {
    var copy = self
    var seen: [String: String] = [:]
    for jobIndex in copy.strings.indices {
      for outputIndex in copy.strings[jobIndex].outputs.indices where copy.strings[jobIndex].outputs[outputIndex].output != "-" {
        let original = copy.strings[jobIndex].outputs[outputIndex].output
        let name = (original as NSString).lastPathComponent
        if let other = seen[name] {
          throw ConfigError.invalidValue(
            location: SourceLocation(file: directory, line: 1, column: 1), keyPath: "strings[\(jobIndex)].outputs[\(outputIndex)].output",
            expected: "a file name no other output uses when outputs go to one folder (\(other) and \(original) are both \(name))")
        }
        seen[name] = original
        copy.strings[jobIndex].outputs[outputIndex].output = (directory as NSString).appendingPathComponent(name)
      }
    }
    return copy
  }
}
