import L10nGenTables
import L10nGenTemplate

/// One localized string as templates see it (`STRING` of the context, see `StringsContext`), its
/// members made as a template reads them: a table has thousands of strings, and a template reads a
/// few members of each, once.
final class StringRecord: TemplateRecord {
  /// Every member a string can have, in no particular order; `member` gives nil for those a
  /// string lacks (`comment` without a comment, `types` without arguments…).
  private static let allMemberNames = [
    "name", "key", "translation", "rawKey", "rawTranslation", "fallback", "source", "comment", "rawComment", "types",
    "arguments", "format", "plurals", "devices", "swiftName", "swiftCompanionName",
  ]
  var memberNames: [String] { Self.allMemberNames }

  private let entries: [LocalizedEntry]
  private let index: Int
  /// The last component of the key.
  private let name: String
  /// The accessor's name and its companion's, from `NamingStage`.
  private let swiftName: String?
  private let companionName: String?
  /// `arguments`, made once: templates read it several times per string (to test it, to declare
  /// the parameters, to pass them on).
  private let arguments: TemplateValue?

  /// The string of `entries[index]`; the array is shared by all the strings of a table, not copied.
  /// `arguments`: the entry's, when the caller has read them already. `labels`: the arguments'
  /// labels the naming stage gave (nil: `_`); without them, the source's.
  init(
    _ entries: [LocalizedEntry], _ index: Int, name: String, arguments: [FormatArgument]? = nil, swiftName: String? = nil,
    companionName: String? = nil,
    labels: [String?]? = nil
  ) {
    self.entries = entries
    self.index = index
    self.name = name
    self.swiftName = swiftName
    self.companionName = companionName
    let arguments = arguments ?? entries[index].arguments
    self.arguments =
      arguments.isEmpty
      ? nil
      : .array(
        zip(arguments.indices, labels ?? NamingStage.sourceLabels(arguments)).map { index, label in
          .record(ArgumentRecord(arguments[index], label: label, previousPosition: index == 0 ? 0 : arguments[index - 1].position))
        })
  }

  func member(_ key: String) -> TemplateValue? {
    // Matched on the key's length first, as comparing two different strings costs more than
    // comparing lengths (callgrind: 2% of a render, when the cases compared the text alone);
    // cases in the order the built-in templates read them most. Reads go through the array in
    // place, as copying an entry out would retain each of its fields.
    switch (key.utf8.count, key) {
    case (9, "arguments"): return arguments
    case (9, "swiftName"): return swiftName.map { .string($0) }
    case (18, "swiftCompanionName"): return companionName.map { .string($0) }
    case (8, "fallback"): return .string(entries[index].translation)
    case (6, "rawKey"): return .string(entries[index].key)
    case (4, "name"): return .string(name)
    case (10, "rawComment"): return entries[index].comment.map { .string($0) }
    case (7, "plurals"): return entries[index].plurals.isEmpty ? nil : .array(entries[index].plurals.map(StringsContext.plural))
    case (7, "devices"): return entries[index].devices.isEmpty ? nil : .array(entries[index].devices.map(StringsContext.device))
    case (3, "key"): return .string(StringsContext.newlineEscaped(entries[index].key))
    case (11, "translation"): return .string(StringsContext.newlineEscaped(StringsContext.shownTranslation(entries[index])))
    case (7, "comment"): return entries[index].comment.map { .string(StringsContext.newlineEscaped($0)) }
    case (5, "types"):
      let types = entries[index].swiftGenTypes ?? entries[index].arguments.map(\.swiftGenType)
      return types.isEmpty ? nil : .array(types.map { .string($0) })
    case (14, "rawTranslation"): return .string(StringsContext.shownTranslation(entries[index]))
    case (6, "source"): return .string(entries[index].source.entrySource)
    case (6, "format"): return entries[index].format.map { .string($0) }
    default: return memberName(equivalentTo: key).flatMap(member)
    }
  }
}
