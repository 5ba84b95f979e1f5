import L10nGenTables
import L10nGenTemplate

/// One format argument of a string as templates see it (`string.arguments`): `position`, `type`,
/// `swiftGenType`, `specifier`, `name` and `label` when the source names the argument, and `skipped`,
/// the positions before it that no specifier uses (`[1]` for `%2$@` in `%2$@ %3$d`), to which a call
/// passes placeholders: Foundation gives each such position an argument of its own; and
/// `resourceSpecifier`, the specifier its `String.LocalizationValue` interpolation takes (none for text:
/// `LocalizationValueInterpolation`); `objcType`, the Objective-C type of the parameter that passes it. Made as they are read, as the strings they belong to (`StringRecord`).
final class ArgumentRecord: TemplateRecord {
  private static let allMemberNames = [
    "position", "type", "swiftGenType", "specifier", "name", "label", "skipped", "resourceSpecifier", "objcType",
  ]
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

  /// The Objective-C type that passes each argument type as its conversion reads it from a
  /// `va_list` (C's default promotions: a `char` or `short` is passed as an `int`, a `float` as a
  /// `double`): `%d` an `int`, `%ld` a `long`, `%@` an object, `%s` a C string. Nil for none (a
  /// `%n`'s pointer is not passed from Objective-C accessors).
  static let objcTypes: [String: String] = [
    "String": "id", "Int32": "int", "UInt32": "unsigned int", "Int": "long", "UInt": "unsigned long", "Int16": "short",
    "UInt16": "unsigned short", "Int8": "signed char", "UInt8": "unsigned char", "CChar": "char", "Double": "double",
    "UnsafePointer<CChar>": "const char *", "UnsafePointer<UInt16>": "const unichar *", "UnsafeRawPointer": "const void *",
    "UnsafePointer<UInt8>": "const unsigned char *",
  ]

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
    case (8, "objcType"):
      // `%Lf` reads a `long double` (C's `L` length), which Swift's `Double` stands for.
      if argument.swiftType == "Double", argument.specifier.contains("L") { return .string("long double") }
      return Self.objcTypes[argument.swiftType].map { .string($0) }
    case (7, "skipped"):
      guard argument.position > previousPosition + 1 else { return nil }
      return .array(((previousPosition + 1)..<argument.position).map { .int($0) })
    default: return memberName(equivalentTo: key).flatMap(member)
    }
  }
}
