import L10nGenCore
import L10nGenTables
import L10nGenTemplate

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
/// (`en`, `en-GB`, `Base`; a catalog's source language). And the names `NamingStage` decided:
/// `swiftName` of each table, level and string, `swiftCompanionName` of a string whose template
/// declares a companion, `tableEnums`, whether tables have enums of their own, and `atTopLevel`, true
/// for the one table whose keys stay in the file's enum beside the others' enums (for templates that
/// declare a top-level table), and `typeNames`, whose members are the Swift names of every table's
/// and level's enum, each `true` (`typeNames.String`: whether the file declares an enum `String`). Keys
/// and tables it left out are not in the context at all.
public enum StringsContext {
  public static func make(
    tables: [(table: LocalizationTable, tree: KeyTree)],
    names: SwiftNames? = nil,
    tableEnums: Bool? = nil,
    topLevelTable: String? = nil,
    params: [String: TemplateValue],
    environment: [String: String] = [:]
  ) -> [String: TemplateValue] {
    let named = tables.indices.map { (tables[$0].table, tables[$0].tree, names?.tables[$0]) }
      .filter { $0.2 == nil || $0.2?.typeName != nil }
    let sorted = named.sorted { $0.0.name.lowercased() < $1.0.name.lowercased() }
    let tableValues: [TemplateValue] = sorted.map { table, tree, names in
      let kept = names.map { Kept(tree: tree, names: $0) }
      var value: [String: TemplateValue] = ["name": .string(table.name), "levels": level(0, of: tree, kept: kept)]
      if let typeName = names?.typeName { value["swiftName"] = .string(typeName) }
      if let language = table.developmentLanguage { value["developmentLanguage"] = .string(language) }
      if table.name == topLevelTable { value["atTopLevel"] = .bool(true) }
      return .dictionary(value)
    }
    var context: [String: TemplateValue] = [
      "tables": .array(tableValues),
      "tableEnums": .bool(tableEnums ?? (tables.count > 1 || params["forceFileNameEnum"]?.isTruthy == true)),
      "param": .dictionary(params),
      "env": .dictionary(environment.mapValues { .string($0) }),
    ]
    if let language = sorted.lazy.compactMap(\.0.developmentLanguage).first {
      context["developmentLanguage"] = .string(language)
    }
    if names != nil {
      // Made when a template reads it (the swift6 templates, once).
      let tables = named.compactMap(\.2)
      context["typeNames"] = .computed(
        ComputedTemplateValue {
          var typeNames = [String: TemplateValue]()
          for table in tables {
            if let typeName = table.typeName { typeNames[typeName] = .bool(true) }
            for name in table.levelNames.values { typeNames[name] = .bool(true) }
          }
          return .dictionary(typeNames)
        })
    }
    return context
  }

  /// What the names keep of a tree: the named entries, and the levels with one below them.
  struct Kept {
    let names: SwiftNames.Table
    let levels: [Bool]

    init(tree: KeyTree, names: SwiftNames.Table) {
      self.names = names
      // A child's index is above its parent's: one pass from the last node up settles every level.
      var levels = [Bool](repeating: false, count: tree.nodes.count)
      for index in tree.nodes.indices.reversed() {
        let node = tree.nodes[index]
        levels[index] = node.entryIndices.contains(where: names.isNamed) || node.children.contains { levels[$0.node] }
      }
      self.levels = levels
    }
  }

  private static func level(_ nodeIndex: Int, of tree: KeyTree, kept: Kept?) -> TemplateValue {
    let node = tree.nodes[nodeIndex]
    var result = [String: TemplateValue](minimumCapacity: 4)  // name, swiftName, strings, children: never grown
    if let component = node.component { result["name"] = .string(component) }
    if let swiftName = kept?.names.levelNames[nodeIndex] { result["swiftName"] = .string(swiftName) }
    let entries = kept.map { kept in node.entryIndices.filter(kept.names.isNamed) } ?? node.entryIndices
    if !entries.isEmpty {
      // Made when the template reads it: only the level being rendered has its strings in memory.
      result["strings"] = .computed(
        ComputedTemplateValue(count: entries.count) {
          // What the records need of the level's strings is read in one pass first: they lie
          // anywhere in the table, and reading each between making the records waited on memory
          // once a string (perf, 200,000 keys).
          let gathered = entries.map {
            (name: tree.leaves[$0].last ?? "", arguments: tree.entries[$0].arguments, swiftName: kept?.names.memberNames[$0])
          }
          return .array(
            zip(entries, gathered).map { index, read in
              .record(
                StringRecord(
                  tree.entries, index, name: read.name, arguments: read.arguments, swiftName: read.swiftName,
                  companionName: kept?.names.companionNames[index], labels: kept?.names.labels[index]))
            })
        })
    }
    let children = kept.map { kept in node.children.filter { kept.levels[$0.node] } } ?? node.children
    if !children.isEmpty {
      result["children"] = .array(children.map { level($0.node, of: tree, kept: kept) })
    }
    return .dictionary(result)
  }

  /// What SwiftGen shows for a `.stringsdict` entry. SwiftGen never read catalogs: their entries show
  /// the fallback, since SwiftGen-style templates pass `translation` as the lookup's fallback and the
  /// text as written (`%#@files@`, `%1$(name)@`) would make Foundation misread the arguments.
  static func shownTranslation(_ entry: LocalizedEntry) -> String {
    guard entry.source == .stringsdict else { return entry.translation }
    return entry.format.map { "Plural format key: \"\($0)\"" } ?? entry.translation
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
