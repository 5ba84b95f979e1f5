/// The `--option KEY=VALUE` settings of a strings job (also `options` in a config).
public struct StringsOptions: Equatable, Sendable {
  public static let known = ["separator", "naming"]

  /// What splits keys into levels; `.` by default.
  public var separator: String = "."
  /// How the template names keys; `nil`: the built-in template's own, or guessed from a template file.
  public var naming: KeyNaming?

  public init(separator: String = ".", naming: KeyNaming? = nil) {
    self.separator = separator
    self.naming = naming
  }

  public init(_ options: [String: String]) throws {
    for (key, value) in options {
      switch key {
      case "separator":
        guard !value.isEmpty else { throw GenerationError.invalidOption(key: key, value: value, expected: "a non-empty string") }
        separator = value
      case "naming":
        guard let parsed = KeyNaming(rawValue: value) else {
          throw GenerationError.invalidOption(key: key, value: value, expected: "flat or structured")
        }
        naming = parsed
      default:
        throw GenerationError.unknownOption(key: key)
      }
    }
  }
}
