/// One format argument of a string as templates see it (`string.arguments`): `position`, `type`,
/// `swiftGenType`, `specifier`, and `name` and `label` when the source names the argument. Made
/// as they are read, as the strings they belong to (`StringRecord`).
final class ArgumentRecord: TemplateRecord {
  private static let allMemberNames = ["position", "type", "swiftGenType", "specifier", "name", "label"]
  var memberNames: [String] { Self.allMemberNames }

  private let argument: FormatArgument
  /// A valid Swift argument label from the argument's name (`StringsContext.labels`), if any.
  private let label: String?

  init(_ argument: FormatArgument, label: String?) {
    self.argument = argument
    self.label = label
  }

  func member(_ key: String) -> TemplateValue? {
    switch key {  // in the order the built-in templates read them most
    case "swiftGenType": return .string(argument.swiftGenType)
    case "type": return .string(argument.swiftType)
    case "label": return label.map { .string($0) }
    case "name": return argument.name.map { .string($0) }
    case "position": return .int(argument.position)
    case "specifier": return .string(argument.specifier)
    default: return nil
    }
  }
}
