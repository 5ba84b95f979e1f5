import L10nGenTables

/// How generated code names the accessor of one key, for code that calls it: `L10n.Inbox.unread`
/// and, for a function, its parameters' labels.
public struct Accessor: Equatable, Sendable {
  public var table: String
  public var key: String
  /// The names from the file's enum to the member: `["L10n", "Inbox", "unread"]`.
  public var path: [String]
  /// Nil for a property; a function's parameters' labels (nil: none, `_`).
  public var labels: [String?]?
  /// The development language's text, with its arguments as written.
  public var text: String
  /// The member the template declares beside it, when it does (`titleResource`).
  public var companion: String?
  /// A function's parameters' types, as the template declares them: for templates whose functions
  /// label their arguments (l10ngen's swift6 ones) each argument's Swift type, every integer an `Int`
  /// (`Double` for `%f`, `String` for `%@`); for SwiftGen's, its `swiftGenType` (`Float` for `%f`),
  /// `%@` an `Any`. Empty for a property.
  public var parameterTypes: [String]

  public init(
    table: String, key: String, path: [String], labels: [String?]?, text: String, companion: String? = nil, parameterTypes: [String] = []
  ) {
    self.table = table
    self.key = key
    self.path = path
    self.labels = labels
    self.text = text
    self.companion = companion
    self.parameterTypes = parameterTypes
  }

  /// The expression that calls it with `arguments` (as written): `L10n.Inbox.unread(count)`,
  /// `L10n.files(count: n)`. Nil when the counts differ.
  public func call(with arguments: [String]) -> String? {
    let name = path.joined(separator: ".")
    guard let labels else { return arguments.isEmpty ? name : nil }
    guard labels.count == arguments.count else { return nil }
    return name + "(" + zip(labels, arguments).map { label, argument in label.map { "\($0): \(argument)" } ?? argument }.joined(separator: ", ") + ")"
  }

  /// The Objective-C message that calls it, an Objective-C accessor (`StringsGenerator.objectiveCAccessors`),
  /// with `arguments` (as written): `[Localizable inboxTitle]`, `[Localizable inboxUnreadWithValues:n :name]`.
  /// Nil when the counts differ.
  public func message(with arguments: [String]) -> String? {
    guard path.count == 2, arguments.count == (labels?.count ?? 0) else { return nil }
    switch arguments.count {
    case 0: return "[\(path[0]) \(path[1])]"
    case 1: return "[\(path[0]) \(path[1])WithValue:\(arguments[0])]"
    default: return "[\(path[0]) \(path[1])WithValues:" + arguments.joined(separator: " :") + "]"
    }
  }

  /// Every named entry's accessor, as the templates place it: in the file's enum, in its table's
  /// enum when tables have enums (not the top-level table), then, with structured names, in each of
  /// its levels' enums.
  static func accessors(
    of tables: [(table: LocalizationTable, tree: KeyTree)], names: SwiftNames, rules: NamingRules, enumName: String, labeled: Bool
  ) -> [Accessor] {
    var accessors: [Accessor] = []
    for (index, pair) in tables.enumerated() {
      let tableNames = names.tables[index]
      guard let typeName = tableNames.typeName else { continue }
      let tablePath = [enumName] + (rules.tableEnums && pair.table.name != rules.topLevelTable ? [typeName] : [])
      // Depth first from the root, each level's path built once.
      var pending: [(node: Int, path: [String])] = [(0, tablePath)]
      while let (nodeIndex, path) = pending.popLast() {
        let node = pair.tree.nodes[nodeIndex]
        for entry in node.entryIndices {
          guard let member = tableNames.memberNames[entry] else { continue }
          let arguments = pair.tree.entries[entry].arguments
          let labels =
            arguments.isEmpty
            ? nil
            : labeled ? tableNames.labels[entry] ?? NamingStage.sourceLabels(arguments) : arguments.map { _ in String?.none }
          let types = arguments.map { argument in
            labeled
              ? argument.swiftGenType == "Int" ? "Int" : argument.swiftType
              : argument.swiftGenType == "String" ? "Any" : argument.swiftGenType
          }
          accessors.append(
            Accessor(
              table: pair.table.name, key: pair.tree.entries[entry].key, path: path + [member], labels: labels,
              text: pair.tree.entries[entry].translation, companion: tableNames.companionNames[entry], parameterTypes: types))
        }
        for child in node.children {
          let level = rules.style == .structured ? tableNames.levelNames[child.node].map { [$0] } ?? [] : []
          pending.append((child.node, path + level))
        }
      }
    }
    return accessors
  }
}
