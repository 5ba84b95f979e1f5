import Foundation

/// Turns tables into the dictionary templates render, with SwiftGen's names and meanings.
///
/// SwiftGen's part: `tables: [{name, levels}]`, levels `{name?, strings?, children?}`, strings
/// `{name, key, translation, comment?, types?}` with newlines written as the two characters `\n`; a
/// `.stringsdict` entry's translation is `Plural format key: "…"` and its types SwiftGen's reading.
/// l10ngen's additions, under names SwiftGen never used, all exact text: `rawKey`, `rawTranslation`,
/// `rawComment`, `fallback` (a text `arguments` can fill without the variations), `source`, `format`,
/// `arguments` (precise types, names, and `label`, a valid Swift argument label when the source names
/// the argument), `plurals` and `devices` (the variations, for doc comments) and `developmentLanguage`,
/// for each table and at the top (the first table's): the folder Foundation finds it in at run time
/// (`en`, `en-GB`, `Base`; a catalog's source language).
public enum StringsContext {
  public static func make(
    tables: [(table: LocalizationTable, tree: KeyTree)],
    params: [String: TemplateValue],
    environment: [String: String] = [:]
  ) -> [String: TemplateValue] {
    let sorted = tables.sorted { $0.table.name.lowercased() < $1.table.name.lowercased() }
    let tableValues: [TemplateValue] = sorted.map { item in
      var table: [String: TemplateValue] = ["name": .string(item.table.name), "levels": level(0, of: item.tree)]
      if let language = item.table.developmentLanguage { table["developmentLanguage"] = .string(language) }
      return .dictionary(table)
    }
    var context: [String: TemplateValue] = [
      "tables": .array(tableValues),
      "param": .dictionary(params),
      "env": .dictionary(environment.mapValues { .string($0) }),
    ]
    if let language = sorted.lazy.compactMap(\.table.developmentLanguage).first {
      context["developmentLanguage"] = .string(language)
    }
    return context
  }

  private static func level(_ nodeIndex: Int, of tree: KeyTree) -> TemplateValue {
    let node = tree.nodes[nodeIndex]
    var result: [String: TemplateValue] = [:]
    if let component = node.component { result["name"] = .string(component) }
    if !node.entryIndices.isEmpty {
      // Made when the template reads it: only the level being rendered has its strings in memory.
      result["strings"] = .computed(ComputedTemplateValue {
        .array(node.entryIndices.map { string(tree.entries, $0, name: tree.components[$0].last ?? "") })
      })
    }
    if !node.children.isEmpty {
      result["children"] = .array(node.children.map { level($0.node, of: tree) })
    }
    return .dictionary(result)
  }

  /// The string of `entries[index]`, `name` its last key component: a `StringRecord`, which
  /// makes each member as a template reads it.
  static func string(_ entries: [LocalizedEntry], _ index: Int, name: String) -> TemplateValue {
    .record(StringRecord(entries, index, name: name))
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

  /// What SwiftGen shows for a `.stringsdict` entry. SwiftGen never read catalogs: their entries show
  /// the fallback, since SwiftGen-style templates pass `translation` as the lookup's fallback and the
  /// text as written (`%#@files@`, `%1$(name)@`) would make Foundation misread the arguments.
  static func shownTranslation(_ entry: LocalizedEntry) -> String {
    switch entry.source {
    case .strings, .stringCatalog: return entry.translation
    case .stringsdict: return entry.format.map { "Plural format key: \"\($0)\"" } ?? entry.translation
    }
  }

  static func plural(_ plural: PluralVariable) -> TemplateValue {
    var value: [String: TemplateValue] = [
      "kind": .string(plural.kind.rawValue),
      "forms": .array(plural.forms.map { .dictionary(["category": .string($0.category.rawValue), "text": .string($0.text)]) }),
    ]
    if let name = plural.name { value["name"] = .string(name) }
    if let valueType = plural.valueType { value["valueType"] = .string(valueType) }
    if let argumentNumber = plural.argumentNumber { value["argumentNumber"] = .int(argumentNumber) }
    return .dictionary(value)
  }

  static func device(_ device: DeviceVariant) -> TemplateValue {
    var value: [String: TemplateValue] = ["device": .string(device.device)]
    if let text = device.text { value["text"] = .string(text) }
    if let plural = device.plural { value["plural"] = self.plural(plural) }
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
