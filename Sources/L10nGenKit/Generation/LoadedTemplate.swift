import Foundation

/// A parsed template and how it names keys, from a built-in name or a file.
public struct LoadedTemplate: Sendable {
  public let template: Template
  public let naming: KeyNaming
  /// Whether the template knows the `localizedStringResources` param (the built-in swift6 ones).
  let declaresResources: Bool

  public init(_ choice: TemplateChoice, spacing: TemplateSpacing? = nil) throws {
    switch choice {
    case .builtin(let name):
      guard let builtin = BuiltinTemplate.named(name) else {
        throw GenerationError.unknownTemplate(name: name, available: BuiltinTemplate.all.map(\.name))
      }
      template = try Template(
        source: builtin.source, path: "<built-in>/\(name).stencil", spacing: spacing ?? .smart,
        includes: .embedded(BuiltinTemplate.partials))
      naming = builtin.naming
      declaresResources = name.hasSuffix("-swift6")
    case .file(let path):
      let source: String
      do {
        source = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw GenerationError.unreadableTemplate(path: path, reason: FileManager.default.fileExists(atPath: path) ? "not UTF-8 text" : "no such file")
      }
      // SwiftGen 6 rendered custom templates with its blank-line remover: keep that by default.
      template = try Template(
        source: source, path: path, spacing: spacing ?? .legacy,
        includeDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
      naming = Self.guessNaming(source)
      declaresResources = false
    }
  }

  /// The suffix of the extra member the template declares beside each plain string, if any: the
  /// swift6 templates' `localizedStringResources` param adds `<name>Resource`.
  func companionSuffix(params: [String: TemplateValue]) -> String? {
    guard declaresResources, let value = params["localizedStringResources"] else { return nil }
    switch value {
    case .null, .bool(false): return nil
    case .string(let text) where text.isEmpty: return nil
    default: return "Resource"
    }
  }

  /// A template that names members from the whole key (`string.key|swiftIdentifier`) is flat;
  /// anything else is taken as structured. `--option naming=` overrides the guess.
  static func guessNaming(_ source: String) -> KeyNaming {
    let compact = source.replacingOccurrences(of: " ", with: "")
    return compact.contains("string.key|swiftIdentifier") ? .flat : .structured
  }
}
