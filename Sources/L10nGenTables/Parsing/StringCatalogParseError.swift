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
    case let .unreadableFile(path, reason):
      return "cannot read \(path.debugDescription): \(reason)"
    case let .invalidJSON(_, reason):
      return "invalid JSON: \(reason)"
    case let .missingMember(_, path, member):
      return "\(path.isEmpty ? "the catalog" : path) has no \(member.debugDescription)"
    case let .wrongType(_, path, expected, found):
      return "\(path.isEmpty ? "the catalog" : path) is \(found), expected \(expected)"
    case let .unsupportedVersion(_, version):
      return "String Catalog version \(version.debugDescription) is not supported (l10ngen reads versions 1.x)"
    case let .duplicateKey(_, path, key, firstLine):
      return "\(path) has key \(key.debugDescription) twice (first at line \(firstLine))"
    case let .missingOtherForm(_, path):
      return "\(path) has no \"other\" form"
    case let .invalidFormatSpecifier(_, path, specifier):
      return "\(path) is \(specifier.debugDescription), expected a number conversion such as lld, ld or f"
    case let .invalidArgumentNumber(_, path, found):
      return "\(path) is \(found), expected an argument number from 1"
    }
  }
}
