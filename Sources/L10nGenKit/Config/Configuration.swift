/// What a config file asks for: jobs that each turn some tables into one or more generated files.
public struct Configuration: Equatable, Sendable {
  public var strings: [StringsJob]

  public init(strings: [StringsJob]) {
    self.strings = strings
  }
}

/// One `strings` entry of a config: the tables to read and what to render from them.
public struct StringsJob: Equatable, Sendable {
  /// Files or folders, already resolved against the config file's folder.
  public var inputs: [String]
  /// `separator`, `naming`: the same keys as `--option` on the command line.
  public var options: [String: String]
  public var outputs: [OutputRequest]

  public init(inputs: [String], options: [String: String] = [:], outputs: [OutputRequest]) {
    self.inputs = inputs
    self.options = options
    self.outputs = outputs
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
