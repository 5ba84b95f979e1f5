import L10nGenCore

/// Everything that can be wrong with a String Catalog (`.xcstrings`), named by its JSON path
/// (`strings["greeting"].localizations.en.stringUnit.value`).
public enum StringCatalogParseError: LocatedError, Equatable, Sendable {
  case unreadableFile(path: String, reason: String)
  case invalidJSON(SourceLocation, reason: String)
  /// A member that must be there is missing (`sourceLanguage`, `version`, `strings`, `formatSpecifier`…).
  case missingMember(SourceLocation, path: String, member: String)
  /// A member of the wrong JSON type.
  case wrongType(SourceLocation, path: String, expected: String, found: String)
  case unsupportedVersion(SourceLocation, version: String)
  case duplicateKey(SourceLocation, path: String, key: String, firstLine: Int)
  /// A plural variation (of a text or a substitution) without the `other` form Foundation falls back to.
  case missingOtherForm(SourceLocation, path: String)
  case invalidFormatSpecifier(SourceLocation, path: String, specifier: String)
  case invalidArgumentNumber(SourceLocation, path: String, found: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadableFile:
      return nil
    case .invalidJSON(let location, _), .missingMember(let location, _, _), .wrongType(let location, _, _, _),
      .unsupportedVersion(let location, _), .duplicateKey(let location, _, _, _), .missingOtherForm(let location, _),
      .invalidFormatSpecifier(let location, _, _), .invalidArgumentNumber(let location, _, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read \(path.debugDescription): \(reason)"
    case .invalidJSON(_, let reason):
      return "invalid JSON: \(reason)"
    case .missingMember(_, let path, let member):
      return "\(path.isEmpty ? "the catalog" : path) has no \(member.debugDescription)"
    case .wrongType(_, let path, let expected, let found):
      return "\(path.isEmpty ? "the catalog" : path) is \(found), expected \(expected)"
    case .unsupportedVersion(_, let version):
      return "String Catalog version \(version.debugDescription) is not supported (l10ngen reads versions 1.x)"
    case .duplicateKey(_, let path, let key, let firstLine):
      return "\(path) has key \(key.debugDescription) twice (first at line \(firstLine))"
    case .missingOtherForm(_, let path):
      return "\(path) has no \"other\" form"
    case .invalidFormatSpecifier(_, let path, let specifier):
      return "\(path) is \(specifier.debugDescription), expected a number conversion such as lld, ld or f"
    case .invalidArgumentNumber(_, let path, let found):
      return "\(path) is \(found), expected an argument number from 1"
    }
  }
}
