extension LintRule {
  /// A locale's table file whose name differs from the development language's only in case.
  ///
  /// Apple platforms' file systems ignore case, iOS devices' do not: the translation is found on a Mac and
  /// not on a phone.
  ///
  /// Its check: found by comparing each locale's files with the development language's (`KeyCoverageCheck`).
  public static let tableNameCase = LintRule(
    "table-name-case", .warning, build: .warning,
    summary: "a locale's table file whose name differs from the development language's only in case",
    examples: [
      .triggering(["en.lproj/Localizable.strings": #""a" = "A";"# + "\n", "de.lproj/localizable.strings": #""a" = "X";"# + "\n"]),
      .passing(LintExample.strings(#""a" = "A";"#, german: #""a" = "X";"#)),
    ])
}
