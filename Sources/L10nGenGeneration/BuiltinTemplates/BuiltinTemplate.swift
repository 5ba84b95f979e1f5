import L10nGenCompiledTemplates
import L10nGenTables
import L10nGenTemplate

/// A template compiled into the binary, so a copied `l10ngen` needs no resources beside it.
/// The sources live in `Templates/*.stencil`; `BuiltinTemplate+Sources.swift` is generated from them.
public struct BuiltinTemplate: Sendable {
  public let name: String
  public let summary: String
  public let source: String
  /// The extension of the files it generates: `swift`, or `h` and `m` for Objective-C.
  public var fileExtension = "swift"

  public static func named(_ name: String) -> BuiltinTemplate? {
    all.first { $0.name == name }
  }

  /// `params` with the development language `language` asks for, when `template` takes it (a
  /// `Base.lproj` development folder names none) and the params do not say already: what the command
  /// line and the build plugin's entries give a template.
  public static func params(
    _ params: [String: TemplateValue], naming language: DevelopmentLanguage, for template: TemplateChoice
  ) -> [String: TemplateValue] {
    var takesLanguage = true
    if case .builtin(let builtin) = template { takesLanguage = named(builtin)?.params.contains("developmentLanguage") ?? false }
    guard let requested = language.requested, takesLanguage, params["developmentLanguage"] == nil else { return params }
    var params = params
    params["developmentLanguage"] = .string(requested)
    return params
  }
}

extension BuiltinTemplate {
  /// Every built-in template, in the order `templates list` shows them.
  public static let all: [BuiltinTemplate] = [
    BuiltinTemplate(
      name: "structured-swift6",
      summary: "Recommended. L10n.Settings.title; precise argument types and labels, Swift 6 and MainActor-safe, language choice, plurals on Linux.",
      source: embeddedSource("structured-swift6")),
    BuiltinTemplate(
      name: "flat-swift6",
      summary: "Recommended. L10n.settingsTitle; precise argument types and labels, Swift 6 and MainActor-safe, language choice, plurals on Linux.",
      source: embeddedSource("flat-swift6")),
    BuiltinTemplate(
      name: "resource-symbols",
      summary:
        "LocalizedStringResource members in Xcode 26's String Catalog symbol shape (Text(.settingsTitle)), for catalogs and .strings tables; Apple platforms.",
      source: embeddedSource("resource-symbols")),
    BuiltinTemplate(
      name: "structured-swift5",
      summary: "SwiftGen's structured-swift5 declarations (L10n.Settings.title), valid Swift for any key or text.",
      source: embeddedSource("structured-swift5")),
    BuiltinTemplate(
      name: "flat-swift5",
      summary: "SwiftGen's flat-swift5 declarations (L10n.settingsTitle), valid Swift for any key or text.",
      source: embeddedSource("flat-swift5")),
    BuiltinTemplate(
      name: "objc-h",
      summary:
        "Objective-C accessors' header, in SwiftGen's objc shape: +[Localizable settingsTitle], arguments typed as their conversions read them.",
      source: embeddedSource("objc-h"), fileExtension: "h"),
    BuiltinTemplate(
      name: "objc-m",
      summary: "Objective-C accessors' implementation, beside objc-h (param headerName: the header's file name).",
      source: embeddedSource("objc-m"), fileExtension: "m"),
  ]

  /// Shared parts the built-in templates include (`Templates/_*.stencil`), by file name.
  public static let partials: [String: String] = Dictionary(
    embeddedSources.filter { $0.name.hasPrefix("_") }.map { ($0.name + ".stencil", $0.source) },
    uniquingKeysWith: { first, _ in first })

  private static func embeddedSource(_ name: String) -> String {
    embeddedSources.first { $0.name == name }?.source ?? ""
  }
}

extension BuiltinTemplate {
  /// The template parsed, for the template engine to interpret (`spacing`: the template's own,
  /// smart, unless the user asked for another).
  package func parsed(spacing: TemplateSpacing = .smart) throws -> Template {
    try Template(source: source, path: "<built-in>/\(name).stencil", spacing: spacing, includes: .embedded(Self.partials))
  }

  /// The template as compiled into the binary (`L10nGenCompiledTemplates`, generated from
  /// `Templates/` by `Scripts/regenerate`): what it renders with, as it prints what `parsed()` would.
  package var compiled: Template? {
    CompiledTemplates.byName[name].map { Template(compiled: $0) }
  }
}

extension BuiltinTemplate {
  /// The template the commands use when none is named, and `l10ngen init` writes.
  public static let recommendedName = "structured-swift6"

  /// How it names keys, as it declares (`{# l10ngen-naming: flat #}`), so that an exported copy keeps it.
  public var naming: KeyNaming {
    TemplateDeclarations(source: source) { Self.partials[$0] }.naming ?? .structured
  }

  /// The params the template declares it reads (`{# l10ngen-params: … #}`), in name order.
  public var params: [String] {
    (declaredParams ?? []).sorted()
  }

  /// The params it declares; nil when it declares none (and so takes any).
  package var declaredParams: Set<String>? {
    TemplateDeclarations(source: source) { Self.partials[$0] }.params
  }
}
