import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenTemplate

/// What a config file asks for: jobs that each turn some tables into one or more generated files.
public struct Configuration: Equatable, Sendable {
  public var strings: [StringsJob]
  /// The `lint` member: how `l10ngen lint` checks the tables of `strings`.
  public var lint: LintSettings
  /// The `build` member: how the build plugins check every table of a target in every build that changed one.
  public var build: LintSettings

  /// The `code` member: the app's Swift code, for `l10ngen migrate`.
  public var code: CodeSettings
  /// The `runtime` member: the swift6 templates' run time in a file of its own, which the config's
  /// swift6 outputs then use (`runtime: external`) instead of each carrying one.
  public var runtime: RuntimeFile?

  public init(strings: [StringsJob], lint: LintSettings = LintSettings(), build: LintSettings = LintSettings(), code: CodeSettings = CodeSettings()) {
    self.strings = strings
    self.lint = lint
    self.build = build
    self.code = code
  }

  /// The policy of `l10ngen lint` (`forBuild` false) or of the build plugins' check, with this config's settings.
  public func lintPolicy(forBuild: Bool) -> LintPolicy {
    forBuild ? build.applied(to: .build) : lint.applied(to: .command)
  }
}

/// A config's `"runtime"` member: `{"output": FILE, "params": {"accessLevel": …, "runtimeName": …}}`,
/// what `l10ngen runtime` writes.
public struct RuntimeFile: Equatable, Sendable {
  /// A path, resolved against the config's folder.
  public var output: String
  /// `ModuleRuntime.params` only.
  public var params: [String: TemplateValue]

  public init(output: String, params: [String: TemplateValue] = [:]) {
    self.output = output
    self.params = params
  }
}

/// A config's `"code"` member: `{"sources": [PATH…], "lookupFunctions": [NAME…], "lookupProperties": [NAME…], "dynamicKeys": [PATTERN…],
/// "migrateSwiftUI": true}`.
public struct CodeSettings: Equatable, Sendable {
  /// Swift files or folders, resolved against the config's folder.
  public var sources: [String]
  /// The project's own lookup functions (`tr("key", …)`) and `String` properties (`"key".localized`).
  public var lookupFunctions: [String]
  public var lookupProperties: [String]
  /// Patterns of keys the code looks up with a key made at run time: `unused-key` counts them used.
  package var dynamicKeys: [RegularExpression]
  /// Whether `migrate` rewrites SwiftUI's literal keys (`Text("title")`) into the
  /// `LocalizedStringResource` members of a `resource-symbols` output (`Text(.title)`).
  public var migratesSwiftUI = false

  public init(sources: [String] = [], lookupFunctions: [String] = [], lookupProperties: [String] = []) {
    self.init(sources: sources, lookupFunctions: lookupFunctions, lookupProperties: lookupProperties, dynamicKeys: [])
  }

  package init(sources: [String], lookupFunctions: [String], lookupProperties: [String], dynamicKeys: [RegularExpression]) {
    self.sources = sources
    self.lookupFunctions = lookupFunctions
    self.lookupProperties = lookupProperties
    self.dynamicKeys = dynamicKeys
  }
}

/// A config's `"lint"` or `"build"` member: `{"disable": [RULE…], "errors": [RULE…], "warnings": [RULE…]}`.
public struct LintSettings: Equatable, Sendable {
  /// Rules whose findings are left out.
  public var disabled: [LintRule]
  /// Rules whose findings are errors, which fail the run (or the build).
  public var errors: [LintRule]
  /// Rules whose findings are warnings.
  public var warnings: [LintRule]

  public init(disabled: [LintRule] = [], errors: [LintRule] = [], warnings: [LintRule] = []) {
    self.disabled = disabled
    self.errors = errors
    self.warnings = warnings
  }

  /// `policy` with these settings: the severities first, then what is disabled, which wins.
  public func applied(to policy: LintPolicy) -> LintPolicy {
    policy.reporting(warnings, as: .warning).reporting(errors, as: .error).disabling(disabled)
  }
}

extension Configuration {
  /// The same jobs with every file output moved into `directory` under its file name: the build
  /// plugin's view of a config, whose outputs must land in the plugin's work directory.
  public func redirectingOutputs(to directory: String) throws -> Configuration {
    var copy = self
    var seen: [String: String] = [:]
    if let runtime {
      let name = PathText.lastComponent(runtime.output)
      seen[name] = runtime.output
      copy.runtime?.output = PathText.appending(name, to: directory)
    }
    for jobIndex in copy.strings.indices {
      for outputIndex in copy.strings[jobIndex].outputs.indices where copy.strings[jobIndex].outputs[outputIndex].output != "-" {
        let original = copy.strings[jobIndex].outputs[outputIndex].output
        let name = PathText.lastComponent(original)
        if let other = seen[name] {
          throw ConfigError.invalidValue(
            location: SourceLocation(file: directory, line: 1, column: 1), keyPath: "strings[\(jobIndex)].outputs[\(outputIndex)].output",
            expected: "a file name no other output uses when outputs go to one folder (\(other) and \(original) are both \(name))")
        }
        seen[name] = original
        copy.strings[jobIndex].outputs[outputIndex].output = PathText.appending(name, to: directory)
      }
    }
    return copy
  }
}
