import L10nGenCore

/// Which `.lproj` folder of a table holds its development language: decided here, and only here, for
/// generation, the plugins, lint and `l10ngen init`.
///
/// In order: the language asked for (`--development-language`, or the package's `defaultLocalization`
/// that a plugin points at with `--package-manifest`), else `Base` beside it; else, when the inputs
/// name the development tables (a config, the command line of `strings`) and name files in one
/// language's folder only (`Base.lproj` beside it aside), that folder; else `en`, else `Base`. Files in
/// `Base.lproj` belong to the development language too: Foundation looks there after its folder. Nothing else: a lone `hy.lproj` beside a storyboard is a
/// translation, not a development language (`init` may propose it, and says so: `proposal`).
public struct DevelopmentLanguage: Equatable, Sendable {
  /// The language asked for; nil when nobody said.
  public var requested: String?

  public init(requested: String? = nil) {
    self.requested = requested
  }

  /// The package's `defaultLocalization` when `manifest` (a `Package.swift`) sets it, else nothing
  /// asked for. Plugins are not told it by SwiftPM, so the tool reads the manifest's text: the
  /// literal string after `defaultLocalization:`.
  public static func fromManifest(_ manifest: String) -> DevelopmentLanguage {
    guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { return DevelopmentLanguage() }
    return DevelopmentLanguage(requested: defaultLocalization(inManifest: text))
  }

  static func defaultLocalization(inManifest text: String) -> String? {
    // The first `defaultLocalization`, white space, `:`, white space, and a literal without escapes.
    let scalars = Array(text.unicodeScalars)
    let name = Array("defaultLocalization".unicodeScalars)
    func skipSpace(_ index: inout Int) {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
    var start = 0
    while start + name.count <= scalars.count {
      defer { start += 1 }
      guard scalars[start..<(start + name.count)].elementsEqual(name) else { continue }
      var index = start + name.count
      skipSpace(&index)
      guard index < scalars.count, scalars[index] == ":" else { continue }
      index += 1
      skipSpace(&index)
      guard index < scalars.count, scalars[index] == "\"" else { continue }
      let open = index + 1
      var close = open
      while close < scalars.count, scalars[close] != "\"", scalars[close] != "\\" { close += 1 }
      guard close > open, close < scalars.count, scalars[close] == "\"" else { continue }
      return String(String.UnicodeScalarView(scalars[open..<close]))
    }
    return nil
  }

  /// The development locale among `locales` (the `.lproj` folders beside a table, without the
  /// extension); `named`: the folders the inputs named files in, when they name the development tables.
  /// Nil when none is (a language asked for with neither its folder nor `Base` there, or none of the
  /// defaults).
  public func choose(among locales: [String], named: [String] = []) -> String? {
    if let requested {
      // Base.lproj holds the development language's base internationalization (Xcode's layout).
      return locales.first { $0 == requested } ?? locales.first { $0.lowercased() == requested.lowercased() }
        ?? locales.first { $0 == "Base" }
    }
    // Base.lproj goes with whichever language folder is named beside it.
    let languages = Set(named).subtracting(["Base"])
    if languages.count == 1, let only = languages.first, locales.contains(only) { return only }
    if languages.isEmpty, named.contains("Base"), locales.contains("Base") { return "Base" }
    return ["en", "Base"].first(where: locales.contains)
  }

  /// What `l10ngen init` proposes: the choice, else, when no language was asked for, the only folder
  /// there is (which it tells the user it took, since it may be a translation).
  public func proposal(among locales: [String]) -> String? {
    choose(among: locales) ?? (requested == nil && locales.count == 1 ? locales[0] : nil)
  }
}
