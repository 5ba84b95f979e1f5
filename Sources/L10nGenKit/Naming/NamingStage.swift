/// Gives every table enum, level enum and accessor its Swift name, once, between the key tree and the
/// context, and checks each name against everything the generated file declares in its scope:
/// siblings, the template's own members, the file's enum and run time (which generated code refers to
/// from inside the levels), keywords. A key whose name cannot be declared, and every key a collision
/// involves, are left out (stable whatever the order of the keys), each with a problem saying why; a
/// table likewise.
public enum NamingStage {
  /// Real keys have a handful of levels; past this, nested enums stop being code anyone can use
  /// (and templates, context and compiler all recurse per level).
  public static let maximumDepth = 100

  public static func names(_ tables: [(table: LocalizationTable, tree: KeyTree)], rules: NamingRules) -> SwiftNames {
    guard rules.style != .none else {
      // Nothing is checked: every entry is named as its key, for the context's sake only.
      return SwiftNames(
        tables: tables.map { item in
          var names = SwiftNames.Table(typeName: item.table.name)
          for index in item.tree.entries.indices { names.memberNames[index] = item.tree.entries[index].key }
          return names
        }, problems: [])
    }
    var problems: [NamingProblem] = []
    var named = tables.map { item -> SwiftNames.Table in
      var namer = TableNamer(tree: item.tree, tableName: item.table.name, rules: rules)
      if rules.style == .flat { namer.nameFlat() } else { namer.nameStructured() }
      problems += namer.problems
      return namer.names
    }
    if rules.tableEnums {
      problems += nameTables(tables.map(\.table), rules: rules, into: &named)
    } else if let first = tables.first {
      named[0].typeName = KeyNaming.typeName(first.table.name)
    }
    problems.sort { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0) }
    return SwiftNames(tables: named, problems: problems)
  }

  /// Table enums: a table whose name is no identifier, is reserved, or collides with another's is
  /// left out whole.
  private static func nameTables(_ tables: [LocalizationTable], rules: NamingRules, into named: inout [SwiftNames.Table]) -> [NamingProblem] {
    var problems: [NamingProblem] = []
    var owners: [String: [Int]] = [:]
    for (index, table) in tables.enumerated() {
      let location = table.files.first.map { SourceLocation(file: $0, line: 1, column: 1) }
      let name = KeyNaming.typeName(table.name)
      if !SwiftIdentifier.isValidIdentifier(name) {
        problems.append(.tableName(table: table.name, name: nil, location: location))
      } else if rules.reservedTypeNames.contains(name) || rules.reservedMembers.contains(name) {
        problems.append(.tableName(table: table.name, name: name, location: location))
      } else {
        owners[name, default: []].append(index)
        continue
      }
      named[index] = SwiftNames.Table(typeName: nil)
    }
    for (name, indices) in owners {
      guard indices.count > 1 else {
        named[indices[0]].typeName = name
        continue
      }
      for index in indices {
        named[index] = SwiftNames.Table(typeName: nil)
        if index != indices[0] {
          let location = tables[index].files.first.map { SourceLocation(file: $0, line: 1, column: 1) }
          problems.append(.tableCollision(table: tables[index].name, otherTable: tables[indices[0]].name, name: name, location: location))
        }
      }
    }
    return problems
  }
}

/// Names one table's keys.
private struct TableNamer {
  let tree: KeyTree
  let tableName: String
  let rules: NamingRules
  var names = SwiftNames.Table(typeName: nil)
  var problems: [NamingProblem] = []

  init(tree: KeyTree, tableName: String, rules: NamingRules) {
    self.tree = tree
    self.tableName = tableName
    self.rules = rules
  }

  /// What one scope holds: each name and who claims it (an entry, or a level with everything below it).
  private enum Claimant {
    case entry(Int)
    case level(node: Int)
  }

  /// The members the template declares where the table's keys go (none when the table has its own enum).
  private var topReserved: Set<String> { rules.tableEnums ? [] : rules.reservedMembers }

  mutating func nameFlat() {
    leaveOutUnplacedAndDeep()
    var claims: [String: [Claimant]] = [:]
    for node in tree.nodes {
      for index in node.entryIndices where !isLeftOut(index) {
        // Flat templates name members from the whole key, where line breaks are written `\n`.
        let name = KeyNaming.memberName(StringsContext.newlineEscaped(tree.entries[index].key))
        claim(name, entry: index, component: nil, into: &claims)
      }
    }
    settle(claims, scope: "table \"\(tableName)\"", reserved: topReserved)
  }

  mutating func nameStructured() {
    leaveOutUnplacedAndDeep()
    // Levels with nothing left to name below them (a key too deep, say) are not visited at all. A
    // child's index is above its parent's: one pass from the last node up settles every level.
    var live = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices.reversed() {
      live[index] = tree.nodes[index].entryIndices.contains { !leftOut.contains($0) } || tree.nodes[index].children.contains { live[$0.node] }
    }
    // (node, Swift path of the scope) — an explicit stack: keys may be arbitrarily deep.
    var stack: [(node: Int, scope: String)] = [(0, "")]
    while let (nodeIndex, scope) = stack.popLast() {
      let node = tree.nodes[nodeIndex]
      var claims: [String: [Claimant]] = [:]
      for child in node.children where live[child.node] {
        let name = KeyNaming.typeName(child.component)
        let first = tree.nodes[child.node].firstEntryIndex
        if !SwiftIdentifier.isValidIdentifier(name) {
          leaveOut(level: child.node, .noIdentifier(key: tree.entries[first].key, component: child.component, location: tree.entries[first].location))
        } else if rules.reservedTypeNames.contains(name) {
          let scopeName = scope.isEmpty ? "table \"\(tableName)\"" : "'\(scope)' of table \"\(tableName)\""
          leaveOut(level: child.node, .reserved(key: tree.entries[first].key, location: tree.entries[first].location, name: name, scope: scopeName))
        } else {
          claims[name, default: []].append(.level(node: child.node))
        }
      }
      for index in node.entryIndices where !isLeftOut(index) {
        let last = tree.components[index].last ?? tree.entries[index].key
        claim(KeyNaming.memberName(last), entry: index, component: tree.components[index].count > 1 ? last : nil, into: &claims)
      }
      let scopeName = scope.isEmpty ? "table \"\(tableName)\"" : "'\(scope)' of table \"\(tableName)\""
      settle(claims, scope: scopeName, reserved: scope.isEmpty ? topReserved : [])
      for child in node.children {
        guard let name = names.levelNames[child.node] else { continue }
        stack.append((child.node, scope.isEmpty ? name : scope + "." + name))
      }
    }
  }

  // MARK: Claims

  private var leftOut = Set<Int>()

  private func isLeftOut(_ entry: Int) -> Bool { leftOut.contains(entry) }

  /// Claims `name` (and its companion) for an entry, or reports that it is no identifier.
  private mutating func claim(_ name: String, entry index: Int, component: String?, into claims: inout [String: [Claimant]]) {
    guard SwiftIdentifier.isValidIdentifier(name) else {
      leaveOut(entry: index, .noIdentifier(key: tree.entries[index].key, component: component, location: tree.entries[index].location))
      return
    }
    claims[name, default: []].append(.entry(index))
    if let companion = companionName(name, of: index) { claims[companion, default: []].append(.entry(index)) }
  }

  private func companionName(_ name: String, of index: Int) -> String? {
    guard let suffix = rules.companionSuffix, tree.entries[index].arguments.isEmpty else { return nil }
    let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    return SwiftIdentifier.escapeReservedKeywords(bare + suffix)
  }

  /// Gives every name claimed once to its claimant; leaves out all claimants of a name claimed more
  /// than once or reserved, reporting each against the first in table order.
  private mutating func settle(_ claims: [String: [Claimant]], scope: String, reserved: Set<String>) {
    var losers: [(Claimant, NamingProblem)] = []
    for (name, claimants) in claims {
      if reserved.contains(name) || reserved.contains(name.trimmingBackticks) {
        for claimant in claimants {
          let entry = firstEntry(of: claimant)
          losers.append((claimant, .reserved(key: tree.entries[entry].key, location: tree.entries[entry].location, name: name, scope: scope)))
        }
        continue
      }
      guard claimants.count > 1 else { continue }
      let ordered = claimants.sorted { firstEntry(of: $0) < firstEntry(of: $1) }
      let first = tree.entries[firstEntry(of: ordered[0])]
      for claimant in ordered.dropFirst() {
        let entry = tree.entries[firstEntry(of: claimant)]
        losers.append((claimant, .collision(key: entry.key, location: entry.location, otherKey: first.key, otherLocation: first.location, name: name, scope: scope)))
      }
      let next = tree.entries[firstEntry(of: ordered[1])]
      losers.append((ordered[0], .collision(key: first.key, location: first.location, otherKey: next.key, otherLocation: next.location, name: name, scope: scope)))
    }
    var reported = Set<Int>()
    for (claimant, problem) in losers {
      switch claimant {
      case .entry(let index):
        leftOut.insert(index)
        if reported.insert(index).inserted { problems.append(problem) }
      case .level(let node):
        if reported.insert(-1 - node).inserted { leaveOut(level: node, problem) } else { leaveOut(level: node, nil) }
      }
    }
    for (name, claimants) in claims where claimants.count == 1 {
      switch claimants[0] {
      case .entry(let index) where !leftOut.contains(index):
        if names.memberNames[index] == nil {
          let member = KeyNaming.memberName(memberText(of: index))
          names.memberNames[index] = member
          if let companion = companionName(member, of: index) { names.companionNames[index] = companion }
        }
      case .level(let node) where !isLevelLeftOut(node):
        names.levelNames[node] = name
      default:
        break
      }
    }
    // An entry whose companion lost keeps no name either.
    for index in Array(names.memberNames.keys) where leftOut.contains(index) {
      names.memberNames[index] = nil
      names.companionNames[index] = nil
    }
  }

  /// The text an entry's member name is made from: the whole key (flat) or its last component.
  private func memberText(of index: Int) -> String {
    rules.style == .flat ? StringsContext.newlineEscaped(tree.entries[index].key) : tree.components[index].last ?? tree.entries[index].key
  }

  private func firstEntry(of claimant: Claimant) -> Int {
    switch claimant {
    case .entry(let index): return index
    case .level(let node): return tree.nodes[node].firstEntryIndex
    }
  }

  // MARK: Leaving out

  private var leftOutLevels = Set<Int>()

  private func isLevelLeftOut(_ node: Int) -> Bool { leftOutLevels.contains(node) }

  private mutating func leaveOut(entry index: Int, _ problem: NamingProblem) {
    if leftOut.insert(index).inserted { problems.append(problem) }
  }

  /// Leaves out a level and every entry below it, with one problem for all of them.
  private mutating func leaveOut(level node: Int, _ problem: NamingProblem?) {
    leftOutLevels.insert(node)
    names.levelNames[node] = nil
    if let problem { problems.append(problem) }
    var stack = [node]
    while let current = stack.popLast() {
      for index in tree.nodes[current].entryIndices { leftOut.insert(index) }
      stack += tree.nodes[current].children.map(\.node)
    }
  }

  /// Keys with no component (`""`, `"."`) and keys deeper than the generated code can nest.
  private mutating func leaveOutUnplacedAndDeep() {
    for index in tree.unplacedEntries {
      leaveOut(entry: index, .noIdentifier(key: tree.entries[index].key, component: nil, location: tree.entries[index].location))
    }
    for index in tree.components.indices where tree.components[index].count > NamingStage.maximumDepth {
      leaveOut(
        entry: index,
        .tooDeep(
          key: tree.entries[index].key, levels: tree.components[index].count, limit: NamingStage.maximumDepth, separator: tree.separator,
          location: tree.entries[index].location))
    }
  }
}

extension String {
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 2 ? String(dropFirst().dropLast()) : self
  }
}
