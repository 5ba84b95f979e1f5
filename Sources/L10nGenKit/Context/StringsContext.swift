/// Turns tables into the dictionary templates render, with SwiftGen's names and meanings.
///
/// SwiftGen's part: `tables: [{name, levels}]`, levels `{name?, strings?, children?}`, strings
/// `{name, key, translation, comment?, types?}` with newlines written as the two characters `\n`.
/// l10ngen's additions, under names SwiftGen never used: `rawKey`, `rawTranslation`, `rawComment`
/// (the exact text, for templates that escape it themselves) and `arguments` (precise types, names).
public enum StringsContext {
  public static func make(
    tables: [(table: LocalizationTable, tree: KeyTree)],
    params: [String: TemplateValue],
    environment: [String: String] = [:]
  ) -> [String: TemplateValue] {
    let sorted = tables.sorted { $0.table.name.lowercased() < $1.table.name.lowercased() }
    let tableValues: [TemplateValue] = sorted.map { item in
      .dictionary(["name": .string(item.table.name), "levels": level(0, of: item.tree)])
    }
    return [
      "tables": .array(tableValues),
      "param": .dictionary(params),
      "env": .dictionary(environment.mapValues { .string($0) }),
    ]
  }

  private static func level(_ nodeIndex: Int, of tree: KeyTree) -> TemplateValue {
    let node = tree.nodes[nodeIndex]
    var result: [String: TemplateValue] = [:]
    if let component = node.component { result["name"] = .string(component) }
    if !node.entryIndices.isEmpty {
      // Made when the template reads it: only the level being rendered has its strings in memory.
      result["strings"] = .computed(ComputedTemplateValue {
        .array(node.entryIndices.map { string(tree.entries[$0], name: tree.components[$0].last ?? "") })
      })
    }
    if !node.children.isEmpty {
      result["children"] = .array(node.children.map { level($0.node, of: tree) })
    }
    return .dictionary(result)
  }

  static func string(_ entry: LocalizedEntry, name: String) -> TemplateValue {
    var string: [String: TemplateValue] = [
      "name": .string(name),
      "key": .string(newlineEscaped(entry.key)),
      "translation": .string(newlineEscaped(entry.translation)),
      "rawKey": .string(entry.key),
      "rawTranslation": .string(entry.translation),
    ]
    if let comment = entry.comment {
      string["comment"] = .string(newlineEscaped(comment))
      string["rawComment"] = .string(comment)
    }
    if !entry.arguments.isEmpty {
      string["types"] = .array(entry.arguments.map { .string($0.swiftGenType) })
      string["arguments"] = .array(entry.arguments.map(argument))
    }
    return .dictionary(string)
  }

  private static func argument(_ argument: FormatArgument) -> TemplateValue {
    var value: [String: TemplateValue] = [
      "position": .int(argument.position),
      "type": .string(argument.swiftType),
      "swiftGenType": .string(argument.swiftGenType),
      "specifier": .string(argument.specifier),
    ]
    if let name = argument.name { value["name"] = .string(name) }
    return .dictionary(value)
  }

  /// SwiftGen writes line breaks as `\n` / `\r` so one-line templates stay one line.
  static func newlineEscaped(_ text: String) -> String {
    let hasLineBreak = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 0x0A || $0 == 0x0D } }
    guard hasLineBreak ?? text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
