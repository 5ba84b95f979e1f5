import L10nGenCore
import L10nGenTemplate

/// A parsed template, how it names keys, and what it declares itself (`TemplateDeclarations`).
public struct LoadedTemplate: Sendable {
  public let template: Template
  /// The built-in template's name, or the file's path.
  public let name: String
  /// The built-in template's own naming; nil for a template file, which states it with
  /// `--option naming=` or an `l10ngen-naming:` declaration (structured when it does neither).
  public let naming: KeyNaming?
  let declarations: TemplateDeclarations

  public init(_ choice: TemplateChoice, spacing: TemplateSpacing? = nil) throws {
    try self.init(choice, spacing: spacing, interpreted: false)
  }

  /// `interpreted`: a built-in template is parsed and interpreted instead of run as the Swift it is
  /// compiled into (the same output; tests compare the two).
  init(_ choice: TemplateChoice, spacing: TemplateSpacing?, interpreted: Bool) throws {
    switch choice {
    case .builtin(let name):
      guard let builtin = BuiltinTemplate.named(name) else {
        throw GenerationError.unknownTemplate(name: name, available: BuiltinTemplate.all.map(\.name))
      }
      // Compiled for the spacing it is written for; another is the engine's to apply.
      if spacing == nil, !interpreted, let compiled = builtin.compiled {
        template = compiled
      } else {
        template = try builtin.parsed(spacing: spacing ?? .smart)
      }
      naming = builtin.naming
      self.name = name
      declarations = TemplateDeclarations(source: builtin.source) { BuiltinTemplate.partials[$0] }
    case .file(let path):
      let source: String
      do {
        source = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw GenerationError.unreadableTemplate(path: path, reason: FileManager.default.fileExists(atPath: path) ? "not UTF-8 text" : "no such file")
      }
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
      declarations = TemplateDeclarations(source: source) { try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
      // SwiftGen 6 rendered custom templates with its blank-line remover: keep that unless the
      // template says it is written for another (an exported built-in template does).
      template = try Template(source: source, path: path, spacing: spacing ?? declarations.spacing ?? .legacy, includeDirectory: directory.path)
      naming = nil
      name = path
    }
  }

  /// The suffix of the extra member the template declares beside each plain string, if any: the
  /// swift6 templates' `localizedStringResources` param adds `<name>Resource`.
  func companionSuffix(params: [String: TemplateValue]) -> String? {
    declarations.companionSuffix(params: params)
  }

  /// Whether it generates Objective-C (`{# l10ngen-language: objective-c #}`), whose accessors Swift
  /// code does not call.
  public var isObjectiveC: Bool { declarations.isObjectiveC }
}
