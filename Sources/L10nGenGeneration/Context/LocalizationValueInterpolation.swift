import L10nGenTables

/// How an argument goes into a `String.LocalizationValue`, the `defaultValue` of a
/// `LocalizedStringResource` that takes arguments: `\(arg1)` for text, `\(arg1, specifier: "%lld")` for a
/// number, as Xcode's generated symbols write them. Foundation formats the table's text with the
/// interpolated values in order, so every argument is interpolated at its position; the specifier only
/// shapes the text shown when the table lacks the key. Other arguments (`%s`, `%p`: pointers) have no
/// interpolation at all, so such a string can have no `LocalizedStringResource`.
enum LocalizationValueInterpolation {
  /// The specifier of the interpolation: `""` for text (a bare `\(arg)`), the argument's own specifier
  /// without position, name or `*` fields for a number (`%1$(count)lld` is `%lld`), that of its type
  /// when it is a plural variable's (`%#@count@`, `ld`) or its own reads another length; nil when
  /// `String.LocalizationValue` cannot interpolate it.
  static func specifier(for argument: FormatArgument) -> String? {
    guard let canonical = canonicalSpecifier(swiftType: argument.swiftType) else { return nil }
    if canonical.isEmpty { return "" }
    // The argument's own, when it reads the type the argument has: not `%d` where another specifier
    // of the position made it an `Int`, not `%Lf` (a `long double`) for the `Double` passed.
    guard let own = plainSpecifier(argument.specifier), !own.contains("L"),
      (try? FormatParser.arguments(in: own))?.map(\.swiftType) == [argument.swiftType]
    else { return canonical }
    return own
  }

  /// The first argument that has no interpolation, if any.
  static func firstUnsupported(in arguments: [FormatArgument]) -> FormatArgument? {
    arguments.first { canonicalSpecifier(swiftType: $0.swiftType) == nil }
  }

  /// The interpolation specifier for a placeholder passed at a position no specifier uses.
  static let placeholderSpecifier = "%lld"

  /// `String.LocalizationValue` interpolates `String` and the `_FormatSpecifiable` numbers (every
  /// integer and floating-point type): each type's usual specifier; nil for the pointers.
  private static func canonicalSpecifier(swiftType: String) -> String? {
    switch swiftType {
    case "String": return ""
    case "CChar": return "%c"
    case "Int8": return "%hhd"
    case "Int16": return "%hd"
    case "Int32": return "%d"
    case "Int": return "%lld"
    case "UInt8": return "%hhu"
    case "UInt16": return "%hu"
    case "UInt32": return "%u"
    case "UInt": return "%llu"
    case "Double": return "%lf"
    default: return nil
    }
  }

  /// `%1$(count)-5lld` → `%-5lld`; nil for a plural reference (`%#@count@`) or a `*` field.
  private static func plainSpecifier(_ specifier: String) -> String? {
    guard specifier.hasPrefix("%"), !specifier.contains("@"), !specifier.contains("*") else { return nil }
    var rest = specifier.dropFirst()
    if let dollar = rest.firstIndex(of: "$"), rest[..<dollar].allSatisfy(\.isNumber) { rest = rest[rest.index(after: dollar)...] }
    if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
    return "%" + rest
  }
}
