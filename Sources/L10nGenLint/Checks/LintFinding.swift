import L10nGenCore

/// One problem `l10ngen lint` found: which rule, where, and a message that names the text.
public struct LintFinding: Equatable, Sendable {
  public var rule: LintRule
  public var location: SourceLocation
  public var message: String
  /// The locale of the file the finding is in (`de`, `pt-BR`); nil for a table outside any `.lproj`.
  public var locale: String?
  /// The table's name (`Localizable`).
  public var table: String
  /// The key concerned, when there is one.
  public var key: String?
  /// The rule's own severity, unless the run's `LintPolicy` gives it another.
  public var severity: LintSeverity

  public init(rule: LintRule, location: SourceLocation, message: String, locale: String?, table: String, key: String? = nil) {
    self.rule = rule
    self.location = location
    self.message = message
    self.locale = locale
    self.table = table
    self.key = key
    self.severity = rule.severity
  }
}

/// What a lint run found, and how complete each locale is.
public struct LintReport: Equatable, Sendable {
  /// Sorted by file, then line and column.
  public var findings: [LintFinding]
  /// One row per locale, sorted by locale.
  public var locales: [LocaleSummary]
  /// Files that were not checked, with why (a table with no development-language folder beside it).
  public var skipped: [SkippedTable]
  /// How the code uses the keys, when it was checked (`--sources`).
  public var code: CodeUsage?

  public init(findings: [LintFinding], locales: [LocaleSummary], skipped: [SkippedTable] = [], code: CodeUsage? = nil) {
    self.findings = findings
    self.locales = locales
    self.skipped = skipped
    self.code = code
  }

  /// Read through a buffer, field by field: iterating the array copies each finding, retaining
  /// every text it holds, and a large app's report has hundreds of thousands.
  public func count(_ severity: LintSeverity) -> Int {
    findings.withUnsafeBufferPointer { all in
      var count = 0
      for index in all.indices where all[index].severity == severity { count += 1 }
      return count
    }
  }

  /// Whether the run fails: any error, or any warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    findings.withUnsafeBufferPointer { all in
      all.indices.contains { all[$0].severity == .error || (strict && all[$0].severity == .warning) }
    }
  }
}

/// A locale's line in the summary: how many development-language keys it has to translate, how many it
/// does, and what was found in its files.
public struct LocaleSummary: Equatable, Sendable {
  public var locale: String
  public var isDevelopment: Bool
  /// Development-language keys of every table linted in this locale.
  public var keys: Int
  /// Keys with a value that is not empty and not identical to the development value (texts without
  /// letters, and locales of the development language such as `en-GB`, count identical values too).
  public var translated: Int
  public var errors: Int
  public var warnings: Int
  public var infos: Int

  public init(locale: String, isDevelopment: Bool, keys: Int, translated: Int, errors: Int = 0, warnings: Int = 0, infos: Int = 0) {
    self.locale = locale
    self.isDevelopment = isDevelopment
    self.keys = keys
    self.translated = translated
    self.errors = errors
    self.warnings = warnings
    self.infos = infos
  }

  /// Translated keys in percent, one decimal; 100 when there is nothing to translate.
  public var translatedPercent: Double {
    keys == 0 ? 100 : (Double(translated) * 1000 / Double(keys)).rounded(.down) / 10
  }
}

/// A table lint could not compare, and why.
public struct SkippedTable: Equatable, Sendable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// What checking the code against the tables counted: the lookups it read, and the development
/// keys it uses, does not use, and looks up without a table defining them.
public struct CodeUsage: Equatable, Sendable {
  public var files: Int
  public var lookups: Int
  public var keys: Int
  public var used: Int
  public var unused: Int
  public var unknown: Int

  public init(files: Int, lookups: Int, keys: Int, used: Int, unused: Int, unknown: Int) {
    self.files = files
    self.lookups = lookups
    self.keys = keys
    self.used = used
    self.unused = unused
    self.unknown = unknown
  }
}
