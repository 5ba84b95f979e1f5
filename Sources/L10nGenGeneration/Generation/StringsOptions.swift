/// The `--option KEY=VALUE` settings of a strings job (also `options` in a config).
public struct StringsOptions: Equatable, Sendable {
  public static let known = ["separator", "naming", "strictNames"]

  /// What splits keys into levels; `.` by default.
  public var separator: String = "."
  /// How the template names keys; `nil`: the built-in template's own, `structured` for a template file.
  public var naming: KeyNaming?
  /// Whether a key that cannot be named (or collides) is an error rather than a warning that leaves
  /// it out (`--strict-names`, config `strictNames`).
  public var strictNames = false

  public init(separator: String = ".", naming: KeyNaming? = nil, strictNames: Bool = false) {
    self.separator = separator
    self.naming = naming
    self.strictNames = strictNames
  }

  public init(_ options: [String: String]) throws {
    for (key, value) in options {
      switch key {
      case "separator":
        guard !value.isEmpty else { throw GenerationError.invalidOption(key: key, value: value, expected: "a non-empty string") }
        separator = value
      case "naming":
        guard let parsed = KeyNaming(rawValue: value) else {
          throw GenerationError.invalidOption(key: key, value: value, expected: "flat, structured or none")
        }
        naming = parsed
      case "strictNames":
        guard let parsed = Bool(value) else { throw GenerationError.invalidOption(key: key, value: value, expected: "true or false") }
        strictNames = parsed
      default:
        throw GenerationError.unknownOption(key: key)
      }
    }
  }
}
