import L10nGenTables
import L10nGenTemplate

/// One format argument of a string as templates see it (`string.arguments`): `position`, `type`,
/// `swiftGenType`, `specifier`, `name` and `label` when the source names the argument, and `skipped`,
/// the positions before it that no specifier uses (`[1]` for `%2$@` in `%2$@ %3$d`), to which a call
/// passes placeholders: Foundation gives each such position an argument of its own; and
/// `resourceSpecifier`, the specifier its `String.LocalizationValue` interpolation takes (none for text:
/// `LocalizationValueInterpolation`). Made as they are read, as the strings they belong to (`StringRecord`).
final class ArgumentRecord: TemplateRecord {
  private static let allMemberNames = ["position", "type", "swiftGenType", "specifier", "name", "label", "skipped", "resourceSpecifier"]
  var memberNames: [String] { Self.allMemberNames }

  private let argument: FormatArgument
  /// The argument's Swift label (`NamingStage`), if any.
  private let label: String?
  /// The position of the argument before this one (0 for the first).
  private let previousPosition: Int

  init(_ argument: FormatArgument, label: String?, previousPosition: Int = 0) {
    self.argument = argument
    self.label = label
    self.previousPosition = previousPosition
  }

  func member(_ key: String) -> TemplateValue? {
    // Matched on the key's length first, as `StringRecord` does; in the order the built-in
    // templates read them most.
    switch (key.utf8.count, key) {
    case (12, "swiftGenType"): return .string(argument.swiftGenType)
    case (4, "type"): return .string(argument.swiftType)
    case (5, "label"): return label.map { .string($0) }
    case (4, "name"): return argument.name.map { .string($0) }
    case (8, "position"): return .int(argument.position)
    case (9, "specifier"): return .string(argument.specifier)
    case (17, "resourceSpecifier"): return LocalizationValueInterpolation.specifier(for: argument).map { .string($0) }
    case (7, "skipped"):
      guard argument.position > previousPosition + 1 else { return nil }
      return .array(((previousPosition + 1)..<argument.position).map { .int($0) })
    default: return memberName(equivalentTo: key).flatMap(member)
    }
  }
}
