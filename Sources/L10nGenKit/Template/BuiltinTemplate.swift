/// A template compiled into the binary, so a copied `l10ngen` needs no resources beside it.
/// The sources live in `Templates/*.stencil`; `BuiltinTemplate+Sources.swift` is generated from them.
public struct BuiltinTemplate: Sendable {
  public let name: String
  public let naming: KeyNaming
  public let summary: String
  public let source: String

  public static func named(_ name: String) -> BuiltinTemplate? {
    all.first { $0.name == name }
  }
}

extension BuiltinTemplate {
  /// Every built-in template, in the order `templates list` shows them.
  public static let all: [BuiltinTemplate] = [
    BuiltinTemplate(
      name: "structured-swift5", naming: .structured,
      summary: "SwiftGen's structured-swift5 declarations (L10n.Settings.title), valid Swift for any key or text.",
      source: embeddedSource("structured-swift5")),
    BuiltinTemplate(
      name: "flat-swift5", naming: .flat,
      summary: "SwiftGen's flat-swift5 declarations (L10n.settingsTitle), valid Swift for any key or text.",
      source: embeddedSource("flat-swift5")),
  ]

  private static func embeddedSource(_ name: String) -> String {
    embeddedSources.first { $0.name == name }?.source ?? ""
  }
}
