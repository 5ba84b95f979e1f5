import L10nGenCore
import L10nGenTables
import L10nGenTemplate

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

  /// `given`: what the user named, per table (in the same order); none when empty.
  public static func names(_ tables: [(table: LocalizationTable, tree: KeyTree)], rules: NamingRules, given: [GivenNames] = []) -> SwiftNames {
    guard rules.style != .none else {
      // Nothing is checked: every entry is named as its key, for the context's sake only.
      return SwiftNames(
        tables: tables.map { item in
          var names = SwiftNames.Table(typeName: item.table.name)
          for index in item.tree.entries.indices { names.memberNames[index] = item.tree.entries[index].key }
          return names
        }, problems: [], renamings: [])
    }
    var problems: [NamingProblem] = []
    var renamings: [RenamedKey] = []
    // Table enums first: a table that stays at the top level shares the file enum's scope with them.
    let topIndex = rules.tableEnums ? rules.topLevelTable.flatMap { name in tables.firstIndex { $0.table.name == name } } : nil
    var typeNames = tables.map {
      rules.asciiIdentifiers ? KeyNaming.ascii(KeyNaming.typeName($0.table.name)) : KeyNaming.typeName($0.table.name) as String?
    }
    if rules.tableEnums {
      let enumTables = tables.indices.filter { $0 != topIndex }
      let enumNames = nameTables(
        enumTables.map { tables[$0].table }, rules: rules, given: enumTables.map { $0 < given.count ? given[$0] : GivenNames() })
      problems += enumNames.problems
      for (position, index) in enumTables.enumerated() { typeNames[index] = enumNames.names[position] }
    }
    let otherEnums = Set(tables.indices.filter { $0 != topIndex }.compactMap { typeNames[$0] })
    let named = tables.indices.map { index -> SwiftNames.Table in
      guard let typeName = typeNames[index] else { return SwiftNames.Table(typeName: nil) }
      let item = tables[index]
      // Where the table's keys go: beside the template's own members, and the other tables' enums.
      let topReserved = !rules.tableEnums ? rules.reservedMembers : index == topIndex ? rules.reservedMembers.union(otherEnums) : []
      var namer = TableNamer(
        tree: item.tree, tableName: item.table.name, rules: rules, topReserved: topReserved,
        given: index < given.count ? given[index] : GivenNames())
      if rules.style == .flat || rules.style == .symbols { namer.nameFlat() } else { namer.nameStructured() }
      problems += namer.problems
      renamings += namer.renamings
      let entries = item.tree.entries  // once: read through `item` in the loop, the pair is copied per entry
      for entry in namer.names.memberNames.keys where !entries[entry].arguments.isEmpty {
        namer.names.labels[entry] = namer.given.labels[entry] ?? sourceLabels(entries[entry].arguments)
      }
      namer.names.typeName = typeName
      return namer.names
    }
    problems.sort {
      ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < (
        $1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0
      )
    }
    renamings.sort {
      ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < (
        $1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0
      )
    }
    return SwiftNames(tables: named, problems: problems, renamings: renamings)
  }

  /// Table enums: a table whose name is no identifier, is reserved, or collides with another's is
  /// left out whole (nil).
  private static func nameTables(
    _ tables: [LocalizationTable], rules: NamingRules, given: [GivenNames]
  ) -> (names: [String?], problems: [NamingProblem]) {
    var problems: [NamingProblem] = []
    var names = [String?](repeating: nil, count: tables.count)
    var owners: [String: [Int]] = [:]
    for (index, table) in tables.enumerated() {
      let location = table.files.first.map { SourceLocation(file: $0, line: 1, column: 1) }
      let name = given[index].typeName ?? (rules.asciiIdentifiers ? KeyNaming.ascii(KeyNaming.typeName(table.name)) : KeyNaming.typeName(table.name))
      if !SwiftIdentifier.isValidIdentifier(name) {
        problems.append(.tableName(table: table.name, name: nil, location: location))
      } else if rules.reservedTypeNames.contains(name) || rules.reservedMembers.contains(name) {
        problems.append(.tableName(table: table.name, name: name, location: location))
      } else {
        owners[name, default: []].append(index)
      }
    }
    for (name, indices) in owners {
      guard indices.count > 1 else {
        names[indices[0]] = name
        continue
      }
      for index in indices.dropFirst() {
        let location = tables[index].files.first.map { SourceLocation(file: $0, line: 1, column: 1) }
        problems.append(.tableCollision(table: tables[index].name, otherTable: tables[indices[0]].name, name: name, location: location))
      }
    }
    return (names, problems)
  }
}

/// Names one table's keys.
private struct TableNamer {
  let tree: KeyTree
  let tableName: String
  let rules: NamingRules
  let given: GivenNames
  var names = SwiftNames.Table(typeName: nil)
  var problems: [NamingProblem] = []
  /// Keys named apart from others whose names coincide with theirs.
  var renamings: [RenamedKey] = []

  init(tree: KeyTree, tableName: String, rules: NamingRules, topReserved: Set<String>, given: GivenNames) {
    self.reservedTypeNames = WordList(rules.reservedTypeNames)
    self.topReserved = topReserved
    self.tree = tree
    self.tableName = tableName
    self.rules = rules
    self.given = given
    names.memberNames.reserveCapacity(tree.entries.count)  // nearly every entry gets one
  }

  /// What one scope holds: each name and who claims it (an entry, a level with everything below it,
  /// or an entry's companion, its LocalizedStringResource twin, which yields to any other claimant).
  private enum Claimant {
    case entry(Int)
    case level(node: Int)
    case companion(Int)

    var isCompanion: Bool {
      if case .companion = self { return true }
      return false
    }
  }

  /// Who claims one name: nearly always one claimant, kept without an array (a table's every name
  /// would otherwise make one).
  private struct Claims {
    private var first: Claimant?
    private var others: [Claimant] = []

    mutating func append(_ claimant: Claimant) {
      if first == nil { first = claimant } else { others.append(claimant) }
    }

    var count: Int { (first == nil ? 0 : 1) + others.count }
    var all: [Claimant] { (first.map { [$0] } ?? []) + others }
    /// The claimant, when there is one only.
    var only: Claimant? { others.isEmpty ? first : nil }
  }

  /// What else is declared where the table's keys go: the template's members and other tables'
  /// enums for keys in the file's enum; nothing in the table's own enum.
  let topReserved: Set<String>
  /// `rules.reservedTypeNames`, asked of every entry's name: compared by length and bytes instead
  /// of hashed.
  private let reservedTypeNames: WordList

  mutating func nameFlat() {
    leaveOutUnplacedAndDeep()
    var claims = [String: Claims](minimumCapacity: tree.entries.count)
    for node in tree.nodes {
      for index in node.entryIndices where !isLeftOut(index) {
        claim(memberName(of: index), entry: index, component: nil, into: &claims)
      }
    }
    settle(claims, scope: "", reserved: topReserved)
    dropLeftOutNames()
  }

  mutating func nameStructured() {
    leaveOutUnplacedAndDeep()
    // Levels with nothing left to name below them (a key too deep, say) are not visited at all. A
    // child's index is above its parent's: one pass from the last node up settles every level.
    var live = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices.reversed() {
      live[index] = tree.nodes[index].entryIndices.contains { !isLeftOut($0) } || tree.nodes[index].children.contains { live[$0.node] }
    }
    // (node, Swift path of the scope) — an explicit stack: keys may be arbitrarily deep.
    var stack: [(node: Int, scope: String)] = [(0, "")]
    var leaves: [KeyTree.Leaf] = []
    while let (nodeIndex, scope) = stack.popLast() {
      let node = tree.nodes[nodeIndex]
      var claims = [String: Claims](minimumCapacity: node.children.count + node.entryIndices.count)
      for child in node.children where live[child.node] {
        let name = KeyNaming.typeName(child.component)
        let first = tree.nodes[child.node].firstEntryIndex
        if !SwiftIdentifier.isValidIdentifier(name) {
          leaveOut(
            level: child.node,
            .noIdentifier(key: tree.entries[first].key, component: child.component, location: tree.entries[first].location, table: tableName))
        } else if rules.reservedTypeNames.contains(name) {
          let scopeName = describe(scope: scope)
          leaveOut(
            level: child.node,
            .reserved(key: tree.entries[first].key, location: tree.entries[first].location, name: name, scope: scopeName, table: tableName))
        } else {
          claims[name, default: Claims()].append(.level(node: child.node))
        }
      }
      // The level's leaves are read in one pass first: its keys lie anywhere in the table, and
      // reading each between the claims waited on memory once a key (perf, 200,000 keys).
      leaves.removeAll(keepingCapacity: true)
      for index in node.entryIndices { leaves.append(tree.leaves[index]) }
      for (index, leaf) in zip(node.entryIndices, leaves) where !isLeftOut(index) {
        claim(memberName(of: index), entry: index, component: leaf.count > 1 ? leaf.last : nil, into: &claims)
      }
      settle(claims, scope: scope, reserved: scope.isEmpty ? topReserved : [])
      for child in node.children {
        guard let name = names.levelNames[child.node] else { continue }
        stack.append((child.node, scope.isEmpty ? name : scope + "." + name))
      }
    }
    dropLeftOutNames()
  }

  // MARK: Claims

  private var leftOut = Set<Int>()

  /// Empty in nearly every table: asked first, as looking an index up hashes it, for every entry.
  private func isLeftOut(_ entry: Int) -> Bool { !leftOut.isEmpty && leftOut.contains(entry) }

  /// Claims `name` (and its companion) for an entry, or reports that it is no identifier.
  private mutating func claim(_ name: String, entry index: Int, component: String?, into claims: inout [String: Claims]) {
    guard SwiftIdentifier.isValidIdentifier(name) else {
      leaveOut(
        entry: index, .noIdentifier(key: tree.entries[index].key, component: component, location: tree.entries[index].location, table: tableName))
      return
    }
    if reservedTypeNames.contains(name.utf8.first == UInt8(ascii: "`") ? name.trimmingBackticks : name) {
      // A member named like the file's enum hides it from the accessor's own body.
      leaveOut(
        entry: index,
        .reserved(key: tree.entries[index].key, location: tree.entries[index].location, name: name, scope: "table \"\(tableName)\"", table: tableName)
      )
      return
    }
    // The entry is read in place: a copy would retain each of its fields, for every key.
    if rules.resourceMembers || rules.companionSuffix != nil,
      let unsupported = LocalizationValueInterpolation.firstUnsupported(in: tree.entries[index].arguments)
    {
      let problem = NamingProblem.noLocalizationValue(
        key: tree.entries[index].key, specifier: unsupported.specifier, type: unsupported.swiftType, location: tree.entries[index].location,
        table: tableName, twin: !rules.resourceMembers)
      if rules.resourceMembers {
        leaveOut(entry: index, problem)
        return
      }
      problems.append(problem)
    }
    claims[name, default: Claims()].append(.entry(index))
    if let companion = companionName(name, of: index) { claims[companion, default: Claims()].append(.companion(index)) }
  }

  private func companionName(_ name: String, of index: Int) -> String? {
    guard let suffix = rules.companionSuffix, LocalizationValueInterpolation.firstUnsupported(in: tree.entries[index].arguments) == nil else {
      return nil
    }
    let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    return SwiftIdentifier.escapeReservedKeywords(bare + suffix)
  }

  /// How problems name a scope: `table "Localizable"`, `'Alert.Title' of table "Localizable"`.
  private func describe(scope path: String) -> String {
    path.isEmpty ? "table \"\(tableName)\"" : "'\(path)' of table \"\(tableName)\""
  }

  /// What a member is, as far as sharing its name goes: Swift lets a property and functions whose
  /// argument labels differ share a base name (`rename` beside `rename(_:)`); an enum shares its name
  /// with nothing.
  private enum Shape: Hashable {
    case type
    case property
    case function(labels: [String?])

    func conflicts(with other: Shape) -> Bool { self == .type || other == .type || self == other }
  }

  private func shape(of claimant: Claimant) -> Shape {
    switch claimant {
    case .level: return .type
    case .entry(let index), .companion(let index):
      let arguments = tree.entries[index].arguments
      guard !arguments.isEmpty else { return .property }
      return .function(labels: rules.labeledArguments ? given.labels[index] ?? NamingStage.sourceLabels(arguments) : arguments.map { _ in nil })
    }
  }

  /// How the claims of one name in one scope are settled.
  private struct Settlement {
    /// Claimants that keep the name.
    var keepers: [Claimant] = []
    /// Entries named apart from the others (`share_ellipsis`), with the key or level that keeps the name.
    var renamed: [(entry: Int, name: String, keeper: Claimant)] = []
    var losers: [(Claimant, NamingProblem)] = []
  }

  /// Gives every name claimed once to its claimant. A name claimed more than once is kept by claimants
  /// Swift tells apart (a property and functions of other labels), and among those it cannot, by the
  /// plainest key (`CoincidingKeys`): the others are named apart, from what distinguishes their text.
  /// A reserved name, and a name the user gave that collides, leaves out all its claimants (reported
  /// against the first in table order). A companion that shares its name with a member it cannot sit
  /// beside is left out alone: its entry keeps its name.
  ///
  /// `scopePath`: the Swift path of the scope's enum, empty at the top (described only in a problem).
  private mutating func settle(_ claims: [String: Claims], scope scopePath: String, reserved: Set<String>) {
    lazy var scope = describe(scope: scopePath)
    var losers: [(Claimant, NamingProblem)] = []
    var lostCompanions: [Int: NamingProblem] = [:]
    var settled: [String: [Claimant]] = [:]
    var renamed: [(entry: Int, name: String, keeper: Claimant, sharedName: String)] = []
    // Only a name claimed more than once or reserved is settled here; the others (nearly all) are
    // not sorted.
    var contested: [(name: String, all: [Claimant])] = []
    for (name, claimed) in claims
    where claimed.count > 1 || (!reserved.isEmpty && (reserved.contains(name) || reserved.contains(name.trimmingBackticks))) {
      contested.append((name, claimed.all))
    }
    var namesMadeHere = Set<String>()
    // Whether a name made here (or its companion) is nobody's in this scope.
    func isFree(_ candidate: String) -> Bool {
      claims[candidate] == nil && !reserved.contains(candidate) && !reservedTypeNames.contains(candidate) && !namesMadeHere.contains(candidate)
    }
    for (name, all) in contested.sorted(by: { $0.name < $1.name }) {
      let isReserved = reserved.contains(name) || reserved.contains(name.trimmingBackticks)
      let shapes = all.map(shape(of:))
      for (position, claimant) in all.enumerated() {
        guard case .companion(let index) = claimant else { continue }
        // Two companions share a name only where their entries do, which settling the entries decides.
        let rival = all.indices.first { !all[$0].isCompanion && shapes[$0].conflicts(with: shapes[position]) }
        guard isReserved || rival != nil else { continue }
        lostCompanions[index] = .twinLeftOut(
          key: tree.entries[index].key, location: tree.entries[index].location, name: name,
          otherKey: rival.map { tree.entries[firstEntry(of: all[$0])].key }, scope: scope, table: tableName)
      }
      let claimants = all.filter { !$0.isCompanion }
      if isReserved {
        for claimant in claimants {
          let entry = firstEntry(of: claimant)
          losers.append(
            (claimant, .reserved(key: tree.entries[entry].key, location: tree.entries[entry].location, name: name, scope: scope, table: tableName)))
        }
        continue
      }
      let settlement = settleContested(name, claimants, scope: scope, isFree: isFree)
      settled[name] = settlement.keepers
      losers += settlement.losers
      for item in settlement.renamed {
        namesMadeHere.insert(item.name)
        renamed.append((item.entry, item.name, item.keeper, name))
      }
    }
    var reported = Set<Int>()
    for (claimant, problem) in losers {
      switch claimant {
      case .entry(let index):
        leftOut.insert(index)
        if reported.insert(index).inserted { problems.append(problem) }
      case .level(let node):
        if reported.insert(-1 - node).inserted { leaveOut(level: node, problem) } else { leaveOut(level: node, nil) }
      case .companion:
        break
      }
    }
    for (name, claimed) in claims {
      if let keepers = settled[name] {
        // A claimant's own spelling: names that are canonically equivalent ("café" composed and
        // decomposed) are one name to the dictionary, which holds whichever came first.
        for claimant in keepers {
          if case .entry(let index) = claimant {
            keep(memberName(of: index), for: claimant, lostCompanions: lostCompanions)
          } else {
            keep(name, for: claimant, lostCompanions: lostCompanions)
          }
        }
      } else if let only = claimed.only {
        keep(name, for: only, lostCompanions: lostCompanions)
      }
    }
    for item in renamed where !isLeftOut(item.entry) {
      names.memberNames[item.entry] = item.name
      let entry = tree.entries[item.entry]
      let keeper: RenamedKey.Keeper
      switch item.keeper {
      case .level(let node):
        keeper = .level(
          scopePath.isEmpty ? item.sharedName : scopePath + "." + item.sharedName, key: tree.entries[tree.nodes[node].firstEntryIndex].key)
      case .entry(let index), .companion(let index): keeper = .key(tree.entries[index].key)
      }
      renamings.append(
        RenamedKey(
          key: entry.key, location: entry.location, name: item.name, sharedName: item.sharedName, keeper: keeper, scope: scope, table: tableName))
      // A name made here holds an underscore no key's name has: its companion can be nobody else's,
      // but for a name the template or the user declares.
      if let companion = companionName(item.name, of: item.entry) {
        if isFree(companion) {
          names.companionNames[item.entry] = companion
        } else {
          problems.append(
            .twinLeftOut(key: entry.key, location: entry.location, name: companion, otherKey: nil, scope: scope, table: tableName))
        }
      }
    }
  }

  /// Gives `name` to its claimant unless it is left out, with its companion unless that lost.
  private mutating func keep(_ name: String, for claimant: Claimant, lostCompanions: [Int: NamingProblem]) {
    switch claimant {
    case .entry(let index) where !isLeftOut(index):
      guard names.memberNames[index] == nil else { return }
      // The name an entry claims is its member name (`claim`).
      names.memberNames[index] = name
      // Empty in nearly every scope: asked first, as looking an index up hashes it.
      if !lostCompanions.isEmpty, let problem = lostCompanions[index] {
        problems.append(problem)
      } else if let companion = companionName(name, of: index) {
        names.companionNames[index] = companion
      }
    case .level(let node) where !isLevelLeftOut(node):
      names.levelNames[node] = name
    default:
      break
    }
  }

  /// Settles a name claimed by more than one entry or level (companions apart). Claimants of shapes
  /// Swift tells apart keep it side by side; a level keeps it from every entry; among entries of one
  /// shape the plainest key keeps it and the others are named apart. Where a name the user gave is
  /// among them, they all lose it: the user's name is theirs to change.
  private func settleContested(_ name: String, _ claimants: [Claimant], scope: String, isFree: (String) -> Bool) -> Settlement {
    var settlement = Settlement()
    let levels = claimants.filter { if case .level = $0 { return true } else { return false } }
    var groups: [(shape: Shape, entries: [Int])] = []
    for claimant in claimants {
      guard case .entry(let index) = claimant else { continue }
      let shape = shape(of: claimant)
      if let position = groups.firstIndex(where: { $0.shape == shape }) {
        groups[position].entries.append(index)
      } else {
        groups.append((shape, [index]))
      }
    }
    settlement.keepers += levels.prefix(1)
    var madeHere = Set<String>()
    for group in groups {
      if levels.isEmpty, group.entries.count == 1 {
        settlement.keepers.append(.entry(group.entries[0]))
        continue
      }
      if levels.count > 1 || group.entries.contains(where: { given.placed[$0] != nil }) {
        settlement.losers += collisions(name, levels + group.entries.map { .entry($0) }, scope: scope)
        continue
      }
      let ordered = group.entries.sorted { CoincidingKeys.isPlainer(tree.entries[$0].key, than: tree.entries[$1].key) }
      let keeper: Claimant = levels.first ?? .entry(ordered[0])
      if levels.isEmpty { settlement.keepers.append(keeper) }
      let plainest = tree.entries[ordered[0]].key
      for index in ordered where levels.isEmpty ? index != ordered[0] : true {
        // Beside a level, the plainest key is told from it as the text it is.
        let descriptor = index == ordered[0] ? "text" : CoincidingKeys.descriptor(of: tree.entries[index].key, beside: plainest)
        let stem = name.trimmingBackticks.precomposedStringWithCanonicalMapping + "_" + descriptor
        var candidate = descriptor.isEmpty ? stem + "2" : stem
        var number = descriptor.isEmpty ? 3 : 2
        while !(isFree(candidate) && !madeHere.contains(candidate) && SwiftIdentifier.isValidIdentifier(candidate)) {
          candidate = stem + String(number)
          number += 1
        }
        madeHere.insert(candidate)
        settlement.renamed.append((index, candidate, keeper))
      }
    }
    return settlement
  }

  /// Every claimant of `name` loses it, each reported against the first in table order (the first
  /// against the second).
  private func collisions(_ name: String, _ claimants: [Claimant], scope: String) -> [(Claimant, NamingProblem)] {
    guard claimants.count > 1 else { return [] }
    var losers: [(Claimant, NamingProblem)] = []
    let ordered = claimants.sorted { firstEntry(of: $0) < firstEntry(of: $1) }
    let first = tree.entries[firstEntry(of: ordered[0])]
    for claimant in ordered.dropFirst() {
      let entry = tree.entries[firstEntry(of: claimant)]
      losers.append(
        (
          claimant,
          .collision(
            key: entry.key, location: entry.location, otherKey: first.key, otherLocation: first.location, name: name, scope: scope, table: tableName)
        ))
    }
    let next = tree.entries[firstEntry(of: ordered[1])]
    losers.append(
      (
        ordered[0],
        .collision(
          key: first.key, location: first.location, otherKey: next.key, otherLocation: next.location, name: name, scope: scope, table: tableName)
      ))
    return losers
  }

  /// An entry left out keeps no name and no companion: one pass once every scope is settled (a pass
  /// per scope would be quadratic in the number of levels).
  private mutating func dropLeftOutNames() {
    for index in leftOut {
      names.memberNames[index] = nil
      names.companionNames[index] = nil
    }
  }

  /// An entry's member name: from the whole key (flat; line breaks written `\n`, as templates see
  /// keys), or from its last component (structured). A name the user gave is a path of identifiers:
  /// flat, it is joined as a key would be; structured, its last part is the name as written.
  private func memberName(of index: Int) -> String {
    let name = styledMemberName(of: index)
    return rules.asciiIdentifiers && given.placed[index] == nil ? KeyNaming.ascii(name) : name
  }

  private func styledMemberName(of index: Int) -> String {
    switch (rules.style, given.placed[index]) {
    case (.flat, let path?): return KeyNaming.memberName(path.joined(separator: "."))
    case (.symbols, let path?):
      // As written; the parts of a dotted name joined in camel case (`files.countTitle` is `filesCountTitle`).
      let joined = path.enumerated().map { $0 == 0 ? $1 : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
      return SwiftIdentifier.escapeReservedKeywords(joined)
    case (_, let path?): return SwiftIdentifier.escapeReservedKeywords(path.last ?? "")
    case (.flat, nil): return KeyNaming.memberName(StringsContext.newlineEscaped(tree.entries[index].key))
    case (.symbols, nil): return XcodeSymbolName.name(for: tree.entries[index].key)
    case (_, nil): return KeyNaming.memberName(tree.leaves[index].last ?? tree.entries[index].key)
    }
  }

  private func firstEntry(of claimant: Claimant) -> Int {
    switch claimant {
    case .entry(let index), .companion(let index): return index
    case .level(let node): return tree.nodes[node].firstEntryIndex
    }
  }

  // MARK: Leaving out

  private var leftOutLevels = Set<Int>()

  private func isLevelLeftOut(_ node: Int) -> Bool { leftOutLevels.contains(node) }

  private mutating func leaveOut(entry index: Int, _ problem: NamingProblem) {
    if leftOut.insert(index).inserted { problems.append(problem) }
  }

  /// Leaves out a level and every entry below it: `problem` names the level's first key, and every
  /// other key below it gets a problem of its own, so that no key loses its accessor unnamed.
  private mutating func leaveOut(level node: Int, _ problem: NamingProblem?) {
    guard leftOutLevels.insert(node).inserted else { return }
    names.levelNames[node] = nil
    if let problem { problems.append(problem) }
    let first = tree.nodes[node].firstEntryIndex
    let level = tree.components(of: first).prefix(tree.nodes[node].depth).joined(separator: tree.separator)
    var below = [Int]()
    var stack = [node]
    while let current = stack.popLast() {
      below += tree.nodes[current].entryIndices
      stack += tree.nodes[current].children.map(\.node)
    }
    for index in below.sorted() where leftOut.insert(index).inserted && index != first {
      problems.append(
        .belowLeftOutLevel(
          key: tree.entries[index].key, location: tree.entries[index].location, level: level, levelKey: tree.entries[first].key, table: tableName))
    }
  }

  /// Keys with no component (`""`, `"."`) and keys deeper than the generated code can nest.
  private mutating func leaveOutUnplacedAndDeep() {
    for index in tree.unplacedEntries {
      leaveOut(entry: index, .noIdentifier(key: tree.entries[index].key, component: nil, location: tree.entries[index].location, table: tableName))
    }
    for index in tree.leaves.indices where tree.leaves[index].count > NamingStage.maximumDepth {
      leaveOut(
        entry: index,
        .tooDeep(
          key: tree.entries[index].key, levels: tree.leaves[index].count, limit: NamingStage.maximumDepth, separator: tree.separator,
          location: tree.entries[index].location, table: tableName))
    }
  }
}

extension NamingStage {
  /// Argument labels from the names the source gives (a `.stringsdict` variable, a catalog
  /// substitution, `%1$(count)lld`): a valid, unique Swift label, or nil (`_`).
  static func sourceLabels(_ arguments: [FormatArgument]) -> [String?] {
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
}

extension String {
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 2 ? String(dropFirst().dropLast()) : self
  }
}
