import Foundation

/// A file the repository generates: where it is, from the package's root, and what it holds.
public struct GeneratedFile: Equatable, Sendable {
  public var path: String
  public var content: String

  public init(path: String, content: String) {
    self.path = path
    self.content = content
  }

  /// Its place on disk.
  public var url: URL { Generator.packageRoot.appendingPathComponent(path) }
}

/// Every generated file of the repository, by what makes it, in the order `Scripts/regenerate` runs
/// them: each step reads what the steps before wrote, once the package is built again with it.
/// `swift run generate-sources STEP` writes a step's files; the tests compare them, and write nothing.
public enum Generator: String, CaseIterable, Sendable {
  /// CLDR's plural rules (`Sources/L10nGenLint/Plurals/CLDR/plurals.json`) → lint's categories and
  /// the run time's rule function (a template part).
  case pluralRules = "plural-rules"
  /// `LintRule` → the table of rules in `Documentation/Lint.md`.
  case lintRules = "lint-rules"
  /// `Templates/*.stencil` → `BuiltinTemplate+Sources.swift`, the templates embedded in the tool.
  case embeddedTemplates = "embedded-templates"
  /// The embedded templates → `CompiledTemplates.swift`, each compiled into Swift.
  case compiledTemplates = "compiled-templates"
  /// The swift6 templates' run time → `Sources/L10nGenRuntime/L10nRuntime.swift`, as a library.
  case runtimeLibrary = "runtime-library"
  /// What each built-in template generates for the fixtures → `Tests/Fixtures/Golden`.
  case goldens

  /// What remakes a step's files, for their headers and messages.
  public var command: String { "swift run generate-sources \(rawValue)" }

  /// The step's files, as its sources make them now.
  public func files() throws -> [GeneratedFile] {
    switch self {
    case .pluralRules: return try PluralRuleSources.files()
    case .lintRules: return try [LintRulesTable.file()]
    case .embeddedTemplates: return try [EmbeddedTemplateSources.file()]
    case .compiledTemplates: return try [CompiledTemplateSources.file()]
    case .runtimeLibrary: return try [RuntimeLibrarySource.file()]
    case .goldens: return try GoldenFiles.files()
    }
  }

  /// The folder of `Package.swift`.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
