/// How much a finding matters: errors fail `l10ngen lint`, warnings fail it with `--strict`, infos never do.
public enum LintSeverity: String, CaseIterable, Comparable, Sendable {
  case info, warning, error

  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Every check `l10ngen lint` makes, by the identifier users disable it with (`--disable missing-key`).
/// The order is Documentation/Lint.md's and `--help`'s.
public enum LintRule: String, CaseIterable, Sendable {
  case syntax
  case duplicateKey = "duplicate-key"
  case missingKey = "missing-key"
  case extraKey = "extra-key"
  case tableNameCase = "table-name-case"
  case placeholderMismatch = "placeholder-mismatch"
  case placeholderMissing = "placeholder-missing"
  case placeholderLength = "placeholder-length"
  case suspiciousPercent = "suspicious-percent"
  case pluralMissingOther = "plural-missing-other"
  case pluralUnusedVariable = "plural-unused-variable"
  case valueTypePercent = "value-type-percent"
  case pluralArgumentType = "plural-argument-type"
  case pluralUnusedCategory = "plural-unused-category"
  case pluralMissingCategory = "plural-missing-category"
  case ignoredMember = "ignored-member"
  case catalogState = "catalog-state"
  case catalogNoSourceValue = "catalog-no-source-value"
  case emptyValue = "empty-value"
  case identicalToSource = "identical-to-source"
  case unknownKey = "unknown-key"
  case unknownTextKey = "unknown-text-key"
  case unusedKey = "unused-key"
  case dynamicKey = "dynamic-key"

  public var severity: LintSeverity {
    switch self {
    case .syntax, .duplicateKey, .placeholderMismatch, .pluralMissingOther, .unknownKey: return .error
    case .placeholderLength, .identicalToSource, .dynamicKey: return .info
    default: return .warning
    }
  }

  /// Whether the rule checks code (`l10ngen lint --sources`), not tables.
  public var checksCode: Bool {
    switch self {
    case .unknownKey, .unknownTextKey, .unusedKey, .dynamicKey: return true
    default: return false
    }
  }

  /// How generation reports the rule's findings in the tables it reads, from the same parsers: the
  /// errors that stop it, and the parsers' warnings (`LocatedWarning.Kind`); nil for what it does not check.
  public var severityInGeneration: LintSeverity? {
    switch self {
    case .syntax, .pluralMissingOther: return .error
    default: return LocatedWarning.Kind(rawValue: rawValue) != nil ? .warning : nil
    }
  }

  /// One line for people: what the rule finds.
  public var summary: String {
    switch self {
    case .syntax: return "a file, or an entry of it, that Foundation cannot read as its format (with line and column)"
    case .duplicateKey: return "a key written twice in one file; the later value silently wins at run time"
    case .missingKey: return "a development-language key that a locale does not translate (or a whole table it lacks)"
    case .extraKey: return "a key a locale has that the development language does not"
    case .tableNameCase: return "a locale's table file whose name differs from the development language's only in case"
    case .placeholderMismatch:
      return "a translation whose placeholders read arguments the code does not pass, or as another type (%d for %@)"
    case .placeholderMissing: return "a translation that does not show an argument the development value shows"
    case .placeholderLength: return "a translation that reads an integer argument with another length (%d for %ld)"
    case .suspiciousPercent: return "a '%' that Foundation reads as a conversion ('50% off' is '% o') or cannot read; write %%"
    case .pluralMissingOther: return "a plural variable without the \"other\" form"
    case .pluralUnusedVariable: return "a .stringsdict variable that no format or form refers to"
    case .valueTypePercent: return "an NSStringFormatValueTypeKey written with a leading '%' (%ld for ld): Foundation prints (null)"
    case .pluralArgumentType: return "a plural form chosen by an argument that the forms print as another type"
    case .pluralUnusedCategory: return "a plural form for a category the locale's language never chooses"
    case .pluralMissingCategory: return "a plural variable without a form for a category the language chooses for whole numbers"
    case .ignoredMember: return "content a parser skips: a member that is no plural category, variable or known variation"
    case .catalogState: return "a String Catalog translation marked new or needs_review"
    case .catalogNoSourceValue: return "a manually added String Catalog key with translations but no source-language value"
    case .emptyValue: return "an empty translation of a non-empty development value"
    case .identicalToSource: return "a translation identical to the development value (probably not translated yet)"
    case .unknownKey: return "code (--sources) that looks up a key its table lacks, a key that is no text (home.title): users see the key"
    case .unknownTextKey:
      return "code that looks up text its table lacks (\"Cancel\", a SwiftUI Text(\"…\")): it shows untranslated"
    case .unusedKey: return "a development-language key that no code looks up, through its accessor or a literal"
    case .dynamicKey: return "a lookup whose key is known only at run time: unused-key cannot see which keys it reads"
    }
  }
}
