import L10nGenCore
import L10nGenTables
import L10nGenTemplate

/// One `strings` entry of a config: the tables to read and what to render from them.
public struct StringsJob: Equatable, Sendable {
  /// Files or folders, already resolved against the config file's folder.
  public var inputs: [String]
  /// Which files found in the input folders are read (SwiftGen's `filter`); nil: every table file.
  public var filter: InputFilter?
  /// The development language asked for (`--development-language`, a package's `defaultLocalization`).
  public var language: DevelopmentLanguage
  /// The inputs are every table of a target, in every locale (what a build plugin passes), not the
  /// development language's: `TableDiscovery.developmentTables(in:filter:language:everyLocale:)`.
  public var everyLocale: Bool
  /// With no development-language table among the inputs, nothing is written (a warning says so),
  /// instead of a file without strings: what a command plugin wants for a target of translations only.
  public var skipEmpty: Bool
  /// `separator`, `naming`: the same keys as `--option` on the command line; `strictNames` (the
  /// entry's own key, `--strict-names`).
  public var options: [String: String]
  public var outputs: [OutputRequest]
  /// `names`, `labels`, `tableNames`: what the user names.
  public var userNames: UserNames
  /// Where a config names each input (by its resolved path), for the errors about it. Not part of
  /// what the job is: two jobs written in different places are equal.
  public var inputLocations: [String: SourceLocation] = [:]

  public static func == (lhs: StringsJob, rhs: StringsJob) -> Bool {
    lhs.inputs == rhs.inputs && lhs.filter == rhs.filter && lhs.language == rhs.language && lhs.everyLocale == rhs.everyLocale
      && lhs.skipEmpty == rhs.skipEmpty && lhs.options == rhs.options && lhs.outputs == rhs.outputs && lhs.userNames == rhs.userNames
  }

  public init(
    inputs: [String], filter: InputFilter? = nil, language: DevelopmentLanguage = DevelopmentLanguage(), everyLocale: Bool = false,
    skipEmpty: Bool = false, options: [String: String] = [:], outputs: [OutputRequest], userNames: UserNames = UserNames()
  ) {
    self.inputs = inputs
    self.filter = filter
    self.language = language
    self.everyLocale = everyLocale
    self.skipEmpty = skipEmpty
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
  /// Where a config writes it, for the errors about it; nil on the command line. Not part of what
  /// the request is: two requests written in different places are equal.
  public var origin: Origin?

  public static func == (lhs: OutputRequest, rhs: OutputRequest) -> Bool {
    lhs.template == rhs.template && lhs.output == rhs.output && lhs.params == rhs.params && lhs.spacing == rhs.spacing
  }

  /// Where a config writes an output, its template and each param.
  public struct Origin: Equatable, Sendable {
    public var output: SourceLocation
    public var template: SourceLocation?
    public var params: [String: SourceLocation]

    public init(output: SourceLocation, template: SourceLocation?, params: [String: SourceLocation]) {
      self.output = output
      self.template = template
      self.params = params
    }
  }

  /// Where `error`, about this output's template or params, is in the config; nil when nothing says.
  public func location(of error: GenerationError) -> SourceLocation? {
    guard let origin else { return nil }
    switch error {
    case .unknownParam(let name, _, _), .invalidParam(let name, _, _): return origin.params[name] ?? origin.output
    case .unknownTemplate: return origin.template ?? origin.output
    case .sameOutputTwice: return origin.output
    default: return nil
    }
  }

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
