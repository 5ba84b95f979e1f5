import L10nGenCore
import L10nGenTables
import L10nGenTemplate

/// The whole pipeline for one set of tables: discover, parse, check names, build the context, render.
public struct StringsGenerator: Sendable {
  public let tables: [LocalizationTable]
  public let options: StringsOptions
  public let userNames: UserNames

  /// Reads every table of `inputs`. Errors stop at the first bad table (its parser's error).
  public init(
    inputs: [String], language: DevelopmentLanguage = DevelopmentLanguage(), options: StringsOptions, userNames: UserNames = UserNames()
  ) throws {
    self.tables = try TableDiscovery.developmentTables(in: inputs, language: language).tables.map(TableLoader.load)
    self.options = options
    self.userNames = userNames
  }

  public init(tables: [LocalizationTable], options: StringsOptions, userNames: UserNames = UserNames()) {
    self.tables = tables
    self.options = options
    self.userNames = userNames
  }

  /// Renders `template` for these tables. Keys (and tables) that would make uncompilable names are
  /// left out, each told to `warn`; with `strictNames` they are errors, all together, and nothing
  /// is rendered.
  public func render(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> String {
    String(decoding: try renderUTF8(template, params: params, environment: environment, warn: warn), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, what is written to files.
  public func renderUTF8(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [UInt8] {
    let context = try renderContext(template, params: params, environment: environment, warn: warn)
    return try template.template.renderUTF8(context, expectedSize: expectedOutputSize)
  }

  /// `render` as UTF-8, handed to `sink` a chunk at a time as it is written (`Template.render(_:into:)`);
  /// `generated` is told how many strings keep an accessor. `keepingUntilExit`: the context is left to
  /// the process's exit, not freed (`StringsJobRunner.run`'s `endsProcess`).
  public func render(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:],
    into sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void, warn: (LocatedWarning) -> Void = { _ in }, generated: (Int) -> Void = { _ in },
    keepingUntilExit: Bool = false
  ) throws {
    let context = try renderContext(template, params: params, environment: environment, warn: warn, generated: generated)
    if keepingUntilExit { KeptUntilExit.keep(context) }
    try template.template.render(context, into: sink)
  }

  /// The variables `template` renders with, for these tables.
  private func renderContext(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String], warn: (LocatedWarning) -> Void,
    generated: (Int) -> Void = { _ in }
  ) throws -> [String: TemplateValue] {
    try Self.validate(params, for: template)
    var generator = template.declarations.acceptsWidthVariants ? self : withoutWidthOnlyEntries(warn: warn)
    if template.declarations.resourceMembers {
      let parity = template.declarations.parityParam.map { params[$0]?.isTruthy == true } ?? false
      // A table left with nothing to declare gets no enum either.
      generator = generator.keeping(droppingEmptiedTables: true) { entry in
        entry.generatesSymbol && (!parity || (entry.source == .xcstrings && entry.extractionState == "manual"))
      }
    }
    return try generator.context(
      rules: namingRules(template, params: params), params: params, environment: environment, warn: warn, generated: generated)
  }

  /// The tables without their entries that have only width variants, for a template that does not
  /// say it takes them (SwiftGen's templates skip them), each told to `warn`.
  private func withoutWidthOnlyEntries(warn: (LocatedWarning) -> Void) -> StringsGenerator {
    guard tables.contains(where: { $0.entries.contains(where: \.isWidthOnly) }) else { return self }
    for table in tables {
      for entry in table.entries where entry.isWidthOnly {
        warn(
          LocatedWarning(
            location: entry.location,
            message: "key \(entry.key.debugDescription) has only width variants (NSStringVariableWidthRuleType), which this template "
              + "skips, as SwiftGen does: it gets no accessor (the swift6 templates give it one, its widest variant)",
            kind: .unnamedKey))
      }
    }
    return keeping { !$0.isWidthOnly }
  }

  /// The tables with only the entries `isKept` keeps. Names given to the others name nothing here:
  /// not an error.
  private func keeping(droppingEmptiedTables: Bool = false, _ isKept: (LocalizedEntry) -> Bool) -> StringsGenerator {
    var leftOut: [String: Set<String>] = [:]
    let kept = tables.compactMap { table -> LocalizationTable? in
      var table = table
      for entry in table.entries where !isKept(entry) { leftOut[table.name, default: []].insert(entry.key) }
      let wasEmpty = table.entries.isEmpty
      table.entries.removeAll { !isKept($0) }
      return droppingEmptiedTables && !wasEmpty && table.entries.isEmpty ? nil : table
    }
    guard !leftOut.isEmpty else { return self }
    var names = userNames
    names.names.removeAll { leftOut[$0.table]?.contains($0.key) == true }
    names.labels.removeAll { leftOut[$0.table]?.contains($0.key) == true }
    names.tableNames.removeAll { name in !kept.contains { $0.name == name.table } }
    return StringsGenerator(tables: kept, options: options, userNames: names)
  }

  /// A param the template says it does not read, a value it says the param cannot take, or an
  /// `enumName` no enum can have, is an error.
  static func validate(_ params: [String: TemplateValue], for template: LoadedTemplate) throws {
    if let known = template.declarations.params, let unknown = params.keys.sorted().first(where: { !known.contains($0) }) {
      throw GenerationError.unknownParam(name: unknown, template: template.name, known: known.sorted())
    }
    for (param, values) in template.declarations.paramValues.sorted(by: { $0.key < $1.key }) {
      guard let value = params[param] else { continue }
      let given: String
      switch value {
      case .string(let string): given = string
      case .bool(let flag): given = String(flag)
      case .int(let number): given = String(number)
      default: given = "a list or a dictionary"
      }
      guard text(value).map(values.contains) == true else {
        let expected = values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
        throw GenerationError.invalidParam(name: param, value: given, expected: expected)
      }
    }
    for param in ["enumName", "runtimeName", "runtimeModule", "namespace"] {
      guard let value = params[param] else { continue }
      let name = text(value) ?? ""
      // A namespace inside LocalizedStringResource must not hide what the members' bodies name.
      let hidden: Set<String> = param == "namespace" ? ["LocalizedStringResource", "BundleDescription"] : []
      guard SwiftIdentifier.isValidIdentifier(name), !name.hasPrefix("`"), !SwiftIdentifier.unreachableTypeNames.contains(name),
        !hidden.contains(name)
      else {
        throw GenerationError.invalidParam(
          name: param, value: name,
          expected:
            param == "runtimeModule"
            ? "a Swift module name"
            : "a Swift type name (not a keyword, Swift, Foundation, Type or Protocol\(hidden.isEmpty ? "" : ", LocalizedStringResource or BundleDescription"))"
        )
      }
    }
  }

  /// What `template` with `params` declares, which names are checked against.
  public func namingRules(_ template: LoadedTemplate, params: [String: TemplateValue]) -> NamingRules {
    var reservedTypes: Set<String> = [Self.text(params["enumName"]) ?? "L10n", "L10nRuntime"]
    // The levels call the file-level lookups unqualified: a level or member of that name would hide them.
    reservedTypes.formUnion(template.declarations.fileScopeNames(tableCount: tables.count))
    if let runtime = Self.text(params["runtimeName"]) { reservedTypes.insert(runtime) }
    let companionSuffix = template.companionSuffix(params: params)
    // What the resources' bodies name: a level or table enum of that name would hide it (resource
    // members are declared inside LocalizedStringResource, beside its BundleDescription).
    if template.declarations.resourceMembers {
      reservedTypes.formUnion(["LocalizedStringResource", "BundleDescription"])
    } else if companionSuffix != nil {
      reservedTypes.insert("LocalizedStringResource")
    }
    let forced = params["forceFileNameEnum"]?.isTruthy == true
    // A template that keeps a default table at the top level nests only the others (Xcode's shape), so
    // that adding a table renames nothing; SwiftGen's nest every table as soon as there are two.
    var topLevelTable = forced ? nil : template.declarations.topLevelTable
    // A table named as the file's enum would be an enum of that name inside it, hiding the file's
    // enum from its own accessors: without the default table among the inputs, its keys take the top
    // level (`Settings.strings` with `enumName` `Settings` gives `Settings.title`, as SwiftGen's do).
    if let top = topLevelTable, !tables.contains(where: { $0.name == top }), let enumName = Self.text(params["enumName"]),
      let named = tables.first(where: { KeyNaming.typeName($0.name) == enumName })
    {
      topLevelTable = named.name
    }
    let tableEnums = topLevelTable.map { top in forced || tables.contains { $0.name != top } } ?? (forced || tables.count > 1)
    var rules = NamingRules(
      style: template.naming ?? options.naming ?? template.declarations.namingOrDefault, reservedTypeNames: reservedTypes,
      reservedMembers: template.declarations.reservedMembers, companionSuffix: companionSuffix,
      tableEnums: tableEnums, topLevelTable: tableEnums ? topLevelTable : nil, resourceMembers: template.declarations.resourceMembers,
      labeledArguments: template.declarations.labeledArguments)
    rules.asciiIdentifiers = template.declarations.asciiIdentifiers
    return rules
  }

  /// Generated code is a few times the size of the text it is made from (keys, texts and comments
  /// each appear once or twice, in a line of code); four times is generous, and only what is
  /// written of it is ever in memory.
  private var expectedOutputSize: Int {
    var textSize = 0
    for table in tables {
      for entry in table.entries {
        textSize += entry.key.utf8.count + entry.translation.utf8.count + (entry.comment?.utf8.count ?? 0) + 64
      }
    }
    return 4 * textSize + (1 << 16)
  }

  /// The variables templates see, with the names `NamingStage` gives under `rules`. `render` is this
  /// and the template; apart for measuring the stages.
  public func context(
    rules: NamingRules, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in },
    generated: (Int) -> Void = { _ in }
  ) throws -> [String: TemplateValue] {
    let (pairs, names) = try named(rules: rules)
    // Strict names leave no name to the rules: a key named apart from another is an error too.
    if options.strictNames, !names.problems.isEmpty || !names.renamings.isEmpty {
      throw ErrorList(names.problems + names.renamings as [any LocatedError])
    }
    names.problems.forEach { warn($0.warning) }
    names.renamings.forEach { warn($0.warning) }
    generated(names.tables.reduce(0) { $0 + $1.memberNames.count })
    return StringsContext.make(
      tables: pairs, names: names, tableEnums: rules.tableEnums, topLevelTable: rules.topLevelTable, params: params, environment: environment)
  }

  /// The accessors `template` with `params` declares, for code that calls them (`l10ngen migrate`):
  /// nil when its names cannot be known here (a template that names keys its own way, or whose members
  /// are `LocalizedStringResource`s, not strings).
  public func accessors(_ template: LoadedTemplate, params: [String: TemplateValue]) throws -> [Accessor]? {
    guard !template.declarations.resourceMembers, !template.declarations.isObjectiveC else { return nil }
    return try members(template, params: params, root: [Self.text(params["enumName"]) ?? "L10n"])
  }

  /// The Objective-C accessors an Objective-C template declares (`objc-h`), as Objective-C code calls
  /// them: each path is the table's class and the method's name before its arguments
  /// (`["Localizable", "inboxUnread"]`, called `[Localizable inboxUnreadWithValues:a :b]`). Nil for any
  /// other template.
  public func objectiveCAccessors(_ template: LoadedTemplate, params: [String: TemplateValue]) throws -> [Accessor]? {
    guard template.declarations.isObjectiveC else { return nil }
    try Self.validate(params, for: template)
    let (pairs, names) = try named(rules: namingRules(template, params: params))
    var accessors: [Accessor] = []
    for (index, pair) in pairs.enumerated() {
      guard let className = names.tables[index].typeName?.replacingOccurrences(of: "`", with: "") else { continue }
      for (entry, member) in names.tables[index].memberNames {
        let arguments = pair.tree.entries[entry].arguments
        accessors.append(
          Accessor(
            table: pair.table.name, key: pair.tree.entries[entry].key, path: [className, ObjCCodeFilters.methodName(member)],
            labels: arguments.isEmpty ? nil : arguments.map { _ in nil }, text: pair.tree.entries[entry].translation,
            parameterTypes: arguments.map { ArgumentRecord.objcTypes[$0.swiftType] ?? "const void *" }))
      }
    }
    return accessors
  }

  /// The members a template whose members are `LocalizedStringResource`s declares (`resource-symbols`),
  /// each named from `LocalizedStringResource` (and the `namespace` enum, when there is one), as code
  /// names them: `LocalizedStringResource.inboxUnread`, or `.inboxUnread` where the type is known.
  /// Nil for any other template.
  public func resourceMembers(_ template: LoadedTemplate, params: [String: TemplateValue]) throws -> [Accessor]? {
    guard template.declarations.resourceMembers else { return nil }
    return try members(template, params: params, root: ["LocalizedStringResource"] + (Self.text(params["namespace"]).map { [$0] } ?? []))
  }

  /// The members `template` declares, their paths starting with `root`; nil when its names cannot be
  /// known here.
  private func members(_ template: LoadedTemplate, params: [String: TemplateValue], root: [String]) throws -> [Accessor]? {
    try Self.validate(params, for: template)
    let generator = template.declarations.acceptsWidthVariants ? self : keeping { !$0.isWidthOnly }
    let rules = generator.namingRules(template, params: params)
    guard rules.style != .none else { return nil }
    let (pairs, names) = try generator.named(rules: rules)
    var accessors = Accessor.accessors(
      of: pairs, names: names, rules: rules, enumName: root[0], labeled: template.declarations.labeledArguments)
    if root.count > 1 {
      for index in accessors.indices { accessors[index].path.insert(contentsOf: root.dropFirst(), at: 1) }
    }
    return accessors
  }

  /// The tables, their trees and the names `NamingStage` gives them under `rules`; a name the user
  /// gave that collides or is reserved is an error.
  private func named(rules: NamingRules) throws -> ([(table: LocalizationTable, tree: KeyTree)], SwiftNames) {
    let given = try givenNames()
    let trees = tables.indices.map { (index: Int) -> KeyTree in
      let entries = tables[index].entries
      // Symbols are members of one scope per table, named from the whole key: nothing is split.
      if rules.style == .symbols {
        let wholeKeys = Dictionary(uniqueKeysWithValues: entries.indices.map { ($0, [entries[$0].key]) })
        return KeyTree(entries: entries, separator: options.separator, placed: wholeKeys, orderedByText: true)
      }
      let identity: (@Sendable (String) -> String)? = rules.style == .structured ? KeyNaming.levelIdentity : nil
      // A template that reads the names decided here gets a file the order of the keys cannot change;
      // one that names keys its own way, SwiftGen's context (keys equal but for case in table order).
      return KeyTree(
        entries: entries, separator: options.separator, placed: given[index].placed, levelIdentity: identity, orderedByText: rules.style != .none,
        givesNoName: rules.style == .structured ? KeyNaming.givesNoName : nil)
    }
    let pairs = Array(zip(tables, trees)).map { (table: $0, tree: $1) }
    let names = NamingStage.names(pairs, rules: rules, given: given)
    // A name the user gave that collides or is reserved is theirs to change: always an error.
    let userErrors = names.problems.compactMap { problem -> UserNameError? in
      guard problem.isAboutAName else { return nil }
      let given =
        userNames.names.first { $0.table == problem.table && problem.keys.contains($0.key) }?.origin
        ?? (problem.keys.isEmpty ? userNames.tableNames.first { problem.tables.contains($0.table) }?.origin : nil)
      return given.map { UserNameError(origin: $0, problem: problem.message) }
    }
    guard userErrors.isEmpty else { throw ErrorList(userErrors) }
    return (pairs, names)
  }

  /// `userNames` resolved to the tables' entries; every name that names nothing, is no Swift name,
  /// or is given twice is an error, all together.
  private func givenNames() throws -> [GivenNames] {
    var given = tables.map { _ in GivenNames() }
    var errors: [UserNameError] = []
    func find(_ table: String, _ key: String?, _ origin: UserNames.Origin) -> (table: Int, entry: Int?)? {
      guard let tableIndex = tables.firstIndex(where: { $0.name == table }) else {
        errors.append(
          UserNameError(origin: origin, problem: "no table \"\(table)\" among the inputs (tables: \(tables.map(\.name).joined(separator: ", ")))"))
        return nil
      }
      guard let key else { return (tableIndex, nil) }
      guard let entry = tables[tableIndex].entries.firstIndex(where: { $0.key == key }) else {
        errors.append(UserNameError(origin: origin, problem: "table \"\(table)\" has no key \"\(key)\""))
        return nil
      }
      return (tableIndex, entry)
    }
    func isName(_ text: String) -> Bool { SwiftIdentifier.isValidIdentifier(SwiftIdentifier.escapeReservedKeywords(text)) }
    for name in userNames.names {
      guard let found = find(name.table, name.key, name.origin), let entry = found.entry else { continue }
      let table = found.table
      let path = name.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard path.count <= NamingStage.maximumDepth, path.allSatisfy(isName) else {
        errors.append(
          UserNameError(origin: name.origin, problem: "\"\(name.path)\" is not a Swift name, or names joined by \".\" (files.countTitle)"))
        continue
      }
      if let other = given[table].placed.first(where: { $0.value == path }) {
        errors.append(
          UserNameError(origin: name.origin, problem: "key \"\(tables[table].entries[other.key].key)\" has the name \"\(name.path)\" too"))
        continue
      }
      guard given[table].placed.updateValue(path, forKey: entry) == nil else {
        errors.append(UserNameError(origin: name.origin, problem: "key \"\(name.key)\" is named twice"))
        continue
      }
    }
    for labels in userNames.labels {
      guard let found = find(labels.table, labels.key, labels.origin), let entry = found.entry else { continue }
      let table = found.table
      let count = tables[table].entries[entry].arguments.count
      guard labels.labels.count == count else {
        errors.append(
          UserNameError(
            origin: labels.origin, problem: "key \"\(labels.key)\" takes \(count) argument\(count == 1 ? "" : "s"), not \(labels.labels.count)"))
        continue
      }
      let named = labels.labels.filter { $0 != "_" }
      guard named.allSatisfy({ isName($0) && !["inout", "var", "let"].contains($0) }), Set(named).count == named.count else {
        errors.append(UserNameError(origin: labels.origin, problem: "labels must be distinct Swift names, or _ for none"))
        continue
      }
      given[table].labels[entry] = labels.labels.map { $0 == "_" ? nil : $0 }
    }
    for tableName in userNames.tableNames {
      guard let table = find(tableName.table, nil, tableName.origin)?.table else { continue }
      guard SwiftIdentifier.isValidIdentifier(tableName.name), !tableName.name.hasPrefix("`"),
        !SwiftIdentifier.unreachableTypeNames.contains(tableName.name)
      else {
        errors.append(
          UserNameError(
            origin: tableName.origin,
            problem: "\"\(tableName.name)\" is not a Swift type name an enum can have (not a keyword, Swift, Foundation, Type or Protocol)"))
        continue
      }
      given[table].typeName = tableName.name
    }
    guard errors.isEmpty else { throw ErrorList(errors) }
    return given
  }

  private static func text(_ value: TemplateValue?) -> String? {
    if case .string(let text)? = value, !text.isEmpty { return text }
    return nil
  }
}
