/// Which lint rules a run reports, and how much each one's findings matter: `l10ngen lint`'s own
/// (`command`), or the check the build plugins run on every table of a target (`build`), each then
/// adjusted by a config.
public struct LintPolicy: Equatable, Sendable {
  /// Rules whose findings are left out.
  public private(set) var disabled: Set<LintRule>
  /// Severities that differ from the rule's own (`LintRule.severity`).
  public private(set) var severities: [LintRule: LintSeverity]
  /// Whether findings that generation reports too (`LintRule.severityInGeneration`) are left out for
  /// the development language's tables, where generation says them as loudly: a build that generates
  /// from them has said them once.
  public private(set) var leavesOutWhatGenerationReports = false

  public init(disabled: Set<LintRule> = [], severities: [LintRule: LintSeverity] = [:]) {
    self.disabled = disabled
    self.severities = severities.filter { $0.key.severity != $0.value }
  }

  /// `l10ngen lint`: every rule at its own severity.
  public static let command = LintPolicy()

  /// The build plugins' check, each rule at its `buildSeverity`. Errors are what breaks what ships (a
  /// syntax error loses the whole file at run time, a placeholder mismatch prints garbage or crashes,
  /// a plural without `other`); the rest stays a warning, as Xcode has it: a duplicate key builds, and
  /// Foundation keeps its last value. Infos (`identical-to-source`, `placeholder-length`) are not run:
  /// a build is no place for a progress report. Nor are the rules that check code: the build checks tables.
  public static let build = LintPolicy(
    disabled: Set(LintRule.allCases.filter { $0.buildSeverity == nil }),
    severities: Dictionary(uniqueKeysWithValues: LintRule.allCases.compactMap { rule in rule.buildSeverity.map { (rule, $0) } }))

  /// The severity of `rule`'s findings under this policy.
  public func severity(of rule: LintRule) -> LintSeverity {
    severities[rule] ?? rule.severity
  }

  public func isEnabled(_ rule: LintRule) -> Bool {
    !disabled.contains(rule)
  }

  /// Whether a finding of `rule` is reported, in the development language's tables or another's.
  public func reports(_ rule: LintRule, inDevelopmentLanguage: Bool) -> Bool {
    guard isEnabled(rule) else { return false }
    guard inDevelopmentLanguage, leavesOutWhatGenerationReports, let said = rule.severityInGeneration else { return true }
    return said < severity(of: rule)
  }

  /// This policy for a check beside generation from every development-language table.
  public func besideGeneration() -> LintPolicy {
    var copy = self
    copy.leavesOutWhatGenerationReports = true
    return copy
  }

  /// This policy with `rules` left out.
  public func disabling(_ rules: some Sequence<LintRule>) -> LintPolicy {
    var copy = self
    copy.disabled.formUnion(rules)
    return copy
  }

  /// This policy with `rules` run at `severity`: a rule named here runs even where the policy left it out.
  public func reporting(_ rules: some Sequence<LintRule>, as severity: LintSeverity) -> LintPolicy {
    var copy = self
    for rule in rules {
      copy.disabled.remove(rule)
      copy.severities[rule] = rule.severity == severity ? nil : severity
    }
    return copy
  }
}
