import Foundation

/// Turns tables into the dictionary templates render, with SwiftGen's names and meanings.
///
/// SwiftGen's part: `tables: [{name, levels}]`, levels `{name?, strings?, children?}`, strings
/// `{name, key, translation, comment?, types?}` with newlines written as the two characters `\n`.
/// l10ngen's additions, under names SwiftGen never used: `rawKey`, `rawTranslation`, `rawComment`
/// (the exact text, for templates that escape it themselves), `arguments` (precise types, names, and
/// `label`, a valid Swift argument label when the source names the argument) and, at the top,
/// `developmentLanguage` (from the tables' `xx.lproj` folder, when there is one).
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
    var context: [String: TemplateValue] = [
      "tables": .array(tableValues),
      "param": .dictionary(params),
      "env": .dictionary(environment.mapValues { .string($0) }),
    ]
    if let language = developmentLanguage(of: sorted.map(\.table)) {
      context["developmentLanguage"] = .string(language)
    }
    return context
  }

  /// The language folder (`en.lproj` → `en`) the tables were read from; `Base` and `mul` say nothing.
  static func developmentLanguage(of tables: [LocalizationTable]) -> String? {
    for file in tables.flatMap(\.files) {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
      guard folder.hasSuffix(".lproj") else { continue }
      let language = String(folder.dropLast(".lproj".count))
      if language != "Base", language != "mul", !language.isEmpty { return language }
    }
    return nil
  }

  private static func level(_ nodeIndex: Int, of tree: KeyTree) -> TemplateValue {
    let node = tree.nodes[nodeIndex]
    var result: [String: TemplateValue] = [:]
    if let component = node.component { result["name"] = .string(component) }
    if !node.entryIndices.isEmpty {
      result["strings"] = .array(node.entryIndices.map { string(tree.entries[$0], name: tree.components[$0].last ?? "") })
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
      string["arguments"] = .array(zip(entry.arguments, labels(entry.arguments)).map(argument))
    }
    return .dictionary(string)
  }

  /// Argument labels from the names the source gives: a valid, unique Swift label, or nil (`_`).
  static func labels(_ arguments: [FormatArgument]) -> [String?] {
    var used: Set<String> = []
    return arguments.map { argument in
      guard let name = argument.name else { return nil }
      let label = KeyNaming.memberName(name)
      guard SwiftIdentifier.isValidIdentifier(label), !["inout", "var", "let"].contains(label), used.insert(label).inserted else {
        return nil
      }
      return label
    }
  }

  private static func argument(_ argument: FormatArgument, label: String?) -> TemplateValue {
    var value: [String: TemplateValue] = [
      "position": .int(argument.position),
      "type": .string(argument.swiftType),
      "swiftGenType": .string(argument.swiftGenType),
      "specifier": .string(argument.specifier),
    ]
    if let name = argument.name { value["name"] = .string(name) }
    if let label { value["label"] = .string(label) }
    return .dictionary(value)
  }

  /// SwiftGen writes line breaks as `\n` / `\r` so one-line templates stay one line.
  static func newlineEscaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
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
