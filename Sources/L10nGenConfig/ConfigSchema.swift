import L10nGenCore

/// The members a config may have, with a line about each: the loader accepts these and no others, and
/// `l10ngen run --help` lists them from here, so the two cannot drift apart.
public enum ConfigSchema {
  public struct Member: Sendable {
    public let key: String
    public let help: String
  }

  /// The top level of the file.
  public static let root: [Member] = [
    Member(key: "strings", help: "the entries to generate: tables in, one or more files out"),
    Member(key: "lint", help: "{\"disable\": [RULE…], \"errors\": [RULE…], \"warnings\": [RULE…]}: 'l10ngen lint''s rules"),
    Member(key: "build", help: "the same for the check the build plugins run on every table of a target"),
    Member(key: "code", help: "the app's Swift code, which 'l10ngen migrate' rewrites (below)"),
    Member(key: "runtime", help: "{\"output\": FILE}: the swift6 run time in a file of its own, which the swift6 outputs use"),
  ]

  /// `runtime`.
  public static let runtime: [Member] = [
    Member(key: "output", help: "the file to write the run time into (l10ngen runtime)"),
    Member(key: "params", help: "{\"accessLevel\": …, \"runtimeName\": …}: as the swift6 templates read them"),
  ]

  /// `code`.
  public static let code: [Member] = [
    Member(key: "sources", help: "a path or paths: Swift files, or folders searched recursively"),
    Member(key: "lookupFunctions", help: "the project's own lookup functions, key first: [\"tr\", …]"),
    Member(key: "lookupProperties", help: "the project's own String properties that look the string up: [\"localized\", …]"),
    Member(key: "dynamicKeys", help: "regular expressions of keys looked up with keys made at run time: not unused"),
    Member(key: "migrateSwiftUI", help: "true: 'l10ngen migrate' also rewrites SwiftUI's literal keys into LocalizedStringResource members"),
  ]

  /// One entry of `strings`.
  public static let entry: [Member] = [
    Member(key: "inputs", help: "a path or paths: table files, or folders searched recursively"),
    Member(key: "filter", help: "a regular expression a file found in an input folder must match (SwiftGen's filter)"),
    Member(key: "options", help: "{\"separator\": \".\", \"naming\": …}: as --option on the command line"),
    Member(key: "outputs", help: "an output, or a list of them (below)"),
    Member(key: "strictNames", help: "true: a key that cannot be named, or collides, is an error"),
    Member(key: "names", help: "{TABLE: {KEY: \"level.name\"}}: the accessor a key gets"),
    Member(key: "labels", help: "{TABLE: {KEY: [LABEL|\"_\"…]}}: its arguments' labels"),
    Member(key: "tableNames", help: "{TABLE: NAME}: the enum a table gets"),
  ]

  /// One output of an entry.
  public static let output: [Member] = [
    Member(key: "template", help: "a built-in template's name (l10ngen templates list)"),
    Member(key: "templatePath", help: "or a template file of your own"),
    Member(key: "output", help: "the file to write, or \"-\" for standard output"),
    Member(key: "params", help: "the template's params, {\"enumName\": \"L10n\", …}"),
    Member(key: "spacing", help: "\"smart\" or \"legacy\" (SwiftGen 6's blank-line remover)"),
  ]

  /// `lint` and `build`.
  public static let lint: [Member] = [
    Member(key: "disable", help: "rules whose findings are left out"),
    Member(key: "errors", help: "rules whose findings are errors"),
    Member(key: "warnings", help: "rules whose findings are warnings"),
  ]
}
