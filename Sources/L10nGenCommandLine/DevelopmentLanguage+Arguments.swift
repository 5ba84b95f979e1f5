import L10nGenTables

extension DevelopmentLanguage {
  /// The language `--development-language` asks for, else the `defaultLocalization` of the manifest
  /// `--package-manifest` names, else none.
  package static func from(_ scanned: ArgumentScanner.Scanned) -> DevelopmentLanguage {
    if let requested = scanned.value(.developmentLanguage) { return DevelopmentLanguage(requested: requested) }
    return scanned.value(.packageManifest).map(DevelopmentLanguage.fromManifest) ?? DevelopmentLanguage()
  }
}
