extension SwiftIdentifier {
  /// Names a nested enum can be declared with but never reached, or that would hide what generated
  /// code refers to: `L10n.Type` is the metatype, `L10n.Protocol` likewise, and an enum `Swift` or
  /// `Foundation` hides the module names l10ngen's templates qualify their types with.
  package static let unreachableTypeNames: Set<String> = ["Type", "Protocol", "Swift", "Foundation"]

  /// `Type` → `Type_` (likewise the other unreachable names, escaped or not); anything else unchanged.
  public static func reachableTypeName(_ name: String) -> String {
    let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    return unreachableTypeNames.contains(bare) ? bare + "_" : name
  }
}
