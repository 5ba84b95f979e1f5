import L10nGenCore
import L10nGenLint
import L10nGenLookups

/// `l10ngen lint --sources`: the code checked against the tables, with the scanner and finder
/// `l10ngen migrate` uses. A literal lookup of a key its table lacks (`unknown-key`, or
/// `unknown-text-key` when the key is itself text, shown untranslated); a development key no code
/// looks up, through its accessor or a literal (`unused-key`); a lookup whose key is known only at
/// run time (`dynamic-key`), which makes `unused-key` incomplete: keys matching the config's
/// `dynamicKeys` patterns count as used.
public struct CodeCheck {
  /// The config's modules: a file's lookups are checked against its own module's tables.
  public var modules: CodeModules
  public var functions: LookupFunctions
  /// Patterns of keys looked up with a key made at run time, which count as used.
  package var dynamicKeys: [RegularExpression]

  package init(modules: CodeModules, functions: LookupFunctions = LookupFunctions(), dynamicKeys: [RegularExpression] = []) {
    self.modules = modules
    self.functions = functions
    self.dynamicKeys = dynamicKeys
  }

  package init(index: AccessorIndex, functions: LookupFunctions = LookupFunctions()) {
    self.init(modules: CodeModules(single: index), functions: functions)
  }

  /// Checks the Swift and Objective-C `files` (their paths and UTF-8 text).
  public func check(_ files: [(path: String, utf8: [UInt8])]) -> (findings: [LintFinding], usage: CodeUsage) {
    let use = self.use(files)
    var findings: [LintFinding] = []
    for found in use.dynamic {
      findings.append(Self.dynamicKey(found.lookup, at: found.location, table: found.table))
    }
    for found in use.missing {
      let textual = found.isText || Self.isText(found.key)
      findings.append(
        LintFinding(
          rule: textual ? .unknownTextKey : .unknownKey, location: found.location,
          message: found.value.map {
            "key \(found.key.debugDescription) is not in table \(found.table): users see its value \($0.debugDescription), untranslated"
          }
            ?? (Self.isText(found.key)
              ? "\(found.key.debugDescription) is not in table \(found.table): it shows untranslated in every language"
              : "key \(found.key.debugDescription) is not in table \(found.table): users see the key itself"),
          locale: nil, table: found.table, key: found.key))
    }
    for found in use.unused {
      let name = found.member.map { " (\($0))" } ?? ""
      findings.append(
        LintFinding(
          rule: .unusedKey, location: found.location, message: "key \(found.key.debugDescription)\(name) is looked up by no code", locale: nil,
          table: found.table, key: found.key))
    }
    return (findings, use.counts)
  }

  /// What the Swift and Objective-C `files` (their paths and UTF-8 text) use of the config's tables.
  public func use(_ files: [(path: String, utf8: [UInt8])]) -> CodeUse {
    var use = CodeUse()
    use.comments = Array(repeating: [:], count: modules.indices.count)
    use.formatKeys = Array(repeating: [:], count: modules.indices.count)
    // The keys each module's code looks up with a literal, by table.
    var used = [[String: Set<String>]](repeating: [:], count: modules.indices.count)
    var references = MemberReferences()
    // Every string literal of the code, and the parts of those with interpolations: a key one of
    // them holds, other than as the key of a lookup read here, may be looked up where only the
    // compiler knows a literal is a key (`var title: LocalizedStringKey { "Settings" }`,
    // `@Parameter(title: "Caption")`), or passed to a lookup as a variable; it counts as used.
    var literals: [String: Int] = [:]
    var literalShapes = Set<FormatKeyShape>()
    var literalParts = Set<[String]>()
    var lookups = 0
    var objectiveCKeys: [(path: String, lines: LineTable, found: Literal)] = []
    var module = 0
    /// A literal lookup: a use of its key, or a key no table has.
    func record(_ found: Literal, at location: SourceLocation) {
      let table = found.table ?? "Localizable"
      let index = modules.indices[module]
      let defined = index.keys(of: table)
      // A table no output generates is not the config's, nor is another bundle's table (an SDK's,
      // the system's, a brand's): nothing to say of their keys. Their literal may still be one of
      // the config's keys, read some other way.
      guard index.bundle(of: table) != nil, found.bundle.map({ index.readsAccessorsBundle(table: table, $0) }) ?? true else { return }
      // The literal is this lookup's key, and no other use of it.
      if found.isLiteral { literals[found.key, default: 0] -= 1 }
      if let comment = found.comment { use.comments[module][table, default: [:]][found.key, default: []].insert(comment) }
      if defined[found.key] != nil {
        used[module][table, default: []].insert(found.key)
        return
      }
      use.missing.append(
        CodeUse.Missing(
          module: module, table: table, key: found.key, value: found.value, valueIsUnknown: found.valueIsUnknown, comment: found.comment,
          location: location, isText: found.isText, isFormat: !found.isLiteral))
    }
    // The project's parameters that take a key, from every file, before any is read.
    var scanners: [SwiftScanner?] = []
    var functions = self.functions
    var valueTypes = ValueTypes()
    var untyped: [CodeUse.Untyped] = []
    for file in files {
      let scanner = SwiftSourceSearch.isObjectiveC(file.path) ? nil : SwiftScanner(bytes: file.utf8)
      if let scanner {
        functions.keyParameters.add(declaredIn: scanner)
        valueTypes.add(declaredIn: scanner)
      }
      scanners.append(scanner)
    }
    for (file, scanner) in zip(files, scanners) {
      module = modules.moduleNumber(for: file.path)
      guard let scanner else {
        let lines = LineTable(file.utf8)
        for literal in ObjCLookupFinder(bytes: file.utf8).stringLiterals() { literals[literal, default: 0] += 1 }
        for lookup in ObjCLookupFinder(bytes: file.utf8).lookups() where !lookup.isInactive {
          lookups += 1
          if let key = lookup.key, lookup.tableIsLiteral {
            objectiveCKeys.append(
              (
                file.path, lines,
                Literal(
                  key: key, table: lookup.table, bundle: nil, offset: lookup.offset, value: lookup.value, valueIsUnknown: lookup.valueIsUnknown,
                  comment: lookup.comment)
              ))
          } else {
            use.dynamic.append(
              CodeUse.Dynamic(
                module: module, table: lookup.table ?? "Localizable", tableIsKnown: lookup.tableIsLiteral, lookup: lookup.name,
                location: lines.location(of: lookup.offset, in: file.path)))
          }
        }
        continue
      }
      let lines = LineTable(file.utf8)
      let finder = SwiftLookupFinder(scanner, functions: functions)
      references.formUnion(finder.memberReferences())
      for token in scanner.tokens + scanner.interpolations.joined() {
        guard case .string(let literal) = token.kind else { continue }
        if let value = literal.value(in: scanner.bytes) {
          literals[value, default: 0] += 1
        } else if let parts = literal.literalParts(in: scanner.bytes), parts.count >= 2 {
          literalShapes.insert(FormatKeyShape(parts: parts))
          // It may also be made into a key at run time (`LocalizedStringKey("menu.\(id)")`).
          if parts.joined().contains(where: \.isLetter) { literalParts.insert(parts) }
        }
      }
      var keys: [Literal] = []
      for site in finder.sites() where !site.isInactive {
        lookups += 1
        let literalKeys = site.literalKeys
        // `String(localized:)` with interpolations looks up a format, not a key made at run time.
        if site.form == .stringLocalized, case .interpolated(let interpolated?) = site.key, site.tableIsLiteral {
          let table = site.table ?? "Localizable"
          use.formatKeys[module][table, default: [:]][FormatKeyShape(parts: interpolated.parts), default: []].formUnion(
            site.comment.map { [$0] } ?? [])
          // Its key, where the code tells each value's type.
          if let key = interpolated.key(specifier: valueTypes.specifier) {
            keys.append(
              Literal(
                key: key, table: site.table, bundle: LookupBundle(site.bundle), offset: site.offset, value: nil, comment: site.comment,
                isLiteral: false))
          } else {
            untyped.append(
              CodeUse.Untyped(module: module, table: table, literal: interpolated, location: lines.location(of: site.offset, in: file.path)))
          }
          continue
        }
        guard !literalKeys.isEmpty else {
          var fragments: [String]?
          if case .interpolated(let interpolated) = site.key { fragments = interpolated?.parts }
          use.dynamic.append(
            CodeUse.Dynamic(
              module: module, table: site.table ?? "Localizable", tableIsKnown: site.tableIsLiteral, lookup: site.formatWrapper ?? site.form.rawValue,
              location: lines.location(of: site.offset, in: file.path), fragments: fragments))
          continue
        }
        guard site.tableIsLiteral else { continue }
        // The project's own lookup functions read the app's tables; Foundation's, the bundle given.
        let bundle = site.form == .function || site.form == .property ? nil : LookupBundle(site.bundle)
        for key in literalKeys {
          keys.append(
            Literal(
              key: key, table: site.table, bundle: bundle, offset: site.offset, value: site.value ?? site.defaultValue,
              valueIsUnknown: site.valueIsUnknown, comment: site.comment))
        }
      }
      for literal in finder.localizedStringKeys() where !literal.isInactive {
        lookups += 1
        if literal.isRunTimeKey {
          use.dynamic.append(
            CodeUse.Dynamic(
              module: module, table: literal.table ?? "Localizable", tableIsKnown: true, lookup: "LocalizedStringKey",
              location: lines.location(of: literal.offset, in: file.path)))
          continue
        }
        if let interpolated = literal.interpolation {
          use.formatKeys[module][literal.table ?? "Localizable", default: [:]][FormatKeyShape(parts: interpolated.parts), default: []].formUnion(
            literal.comment.map { [$0] } ?? [])
          if let key = interpolated.key(specifier: valueTypes.specifier) {
            keys.append(
              Literal(
                key: key, table: literal.table, bundle: LookupBundle(literal.bundle), offset: literal.offset, value: nil, comment: literal.comment,
                isText: true, isLiteral: false))
          } else {
            untyped.append(
              CodeUse.Untyped(
                module: module, table: literal.table ?? "Localizable", literal: interpolated,
                location: lines.location(of: literal.offset, in: file.path)))
          }
          continue
        }
        keys.append(
          Literal(
            key: literal.key, table: literal.table, bundle: LookupBundle(literal.bundle), offset: literal.offset, value: literal.value,
            valueIsUnknown: literal.valueIsUnknown, comment: literal.comment, isText: true))
      }
      for found in keys { record(found, at: lines.location(of: found.offset, in: file.path)) }
    }
    for found in objectiveCKeys {
      module = modules.moduleNumber(for: found.path)
      record(found.found, at: found.lines.location(of: found.found.offset, in: found.path))
    }
    // A literal with interpolations anywhere may be made into a key at run time: the keys of its
    // shape count as used.
    let partsAnywhere = literalParts.map {
      CodeUse.Dynamic(module: 0, table: "", tableIsKnown: true, lookup: "", location: SourceLocation(file: "", line: 0, column: 0), fragments: $0)
    }
    var keys = 0
    var usedKeys = 0
    /// Counts the keys of `table` and records those no code uses.
    func unusedKeys(of table: String, in index: AccessorIndex, module: Int) {
      let used = used[module][table] ?? []
      let shapes = use.formatKeys[module][table] ?? [:]
      // Run-time keys made from literal parts (`"onboarding.step.\(n)"`) read the keys of their shape.
      let partlyKnown = use.dynamic.filter { $0.module == module && $0.table == table && $0.tellsItsKeys } + partsAnywhere
      let accessors = index.accessors(of: table)
      let members = index.members(of: table)
      for (key, location) in index.keys(of: table).sorted(by: { ($0.value.file, $0.value.line) < ($1.value.file, $1.value.line) }) {
        keys += 1
        // Any member of any output naming it: in full (`L10n.Inbox.unread`, maybe followed by more,
        // `.uppercased()`), from below the file's enum (`Inbox.unread`; a shorter tail, `Error.unknown`,
        // is as likely another type's member), or a `LocalizedStringResource` member where the type is
        // known (`Text(.inboxUnread(n))`).
        let referenced = (members[key] ?? []).contains { path in
          references.named.contains(path.joined(separator: "."))
            || (path.count >= 3 && references.named.contains(path.dropFirst().joined(separator: ".")))
            || (path.first == "LocalizedStringResource" && references.implicit.contains("." + path.dropFirst().joined(separator: ".")))
        }
        let shape = shapes.isEmpty && literalShapes.isEmpty ? nil : FormatKeyShape(key: key)
        // A catalog key a person manages by hand is theirs to keep, as Xcode keeps it.
        if referenced || used.contains(key) || index.isManual(table: table, key: key) || literals[key, default: 0] > 0
          || dynamicKeys.contains(where: { $0.matches(in: key) })
          || shape.map({ shapes[$0] != nil || literalShapes.contains($0) }) ?? false || partlyKnown.contains(where: { $0.mayRead(key) })
        {
          // The comments of the literals with interpolations that look it up are its own.
          if let shape, let comments = shapes[shape], !comments.isEmpty {
            use.comments[module][table, default: [:]][key, default: []].formUnion(comments)
          }
          usedKeys += 1
          continue
        }
        use.unused.append(
          CodeUse.Unused(
            module: module, table: table, key: key, location: location,
            member: (accessors[key]?.path ?? members[key]?.first).map { $0.joined(separator: ".") }))
      }
    }
    for (module, index) in modules.indices.enumerated() {
      for table in index.tables { unusedKeys(of: table, in: index, module: module) }
    }
    // Those of a config's table that has no key of their shape.
    var shapes: [Int: [String: Set<FormatKeyShape>]] = [:]
    for found in untyped {
      let defined = modules.indices[found.module].keys(of: found.table)
      guard modules.indices[found.module].bundle(of: found.table) != nil else { continue }
      if shapes[found.module]?[found.table] == nil {
        shapes[found.module, default: [:]][found.table] = Set(defined.keys.compactMap(FormatKeyShape.init(key:)))
      }
      if shapes[found.module]?[found.table]?.contains(FormatKeyShape(parts: found.literal.parts)) != true { use.untyped.append(found) }
    }
    use.counts = CodeUsage(files: files.count, lookups: lookups, keys: keys, used: usedKeys, unused: use.unused.count, unknown: use.missing.count)
    return use
  }

  /// A key looked up with a literal.
  private struct Literal {
    var key: String
    var table: String?
    var bundle: LookupBundle?
    var offset: Int
    var value: String?
    var valueIsUnknown = false
    var comment: String?
    var isText = false
    /// Whether the key is a literal of the code, rather than made of one with interpolations.
    var isLiteral = true
  }

  /// A lookup whose key is known only at run time (`lookup` names its form): it makes `unused-key`
  /// incomplete.
  private static func dynamicKey(_ lookup: String, at location: SourceLocation, table: String?) -> LintFinding {
    LintFinding(
      rule: .dynamicKey, location: location,
      message: "the key of this \(lookup) is known only at run time: keys it reads may be reported unused; list their patterns in the "
        + "config's \"code\": {\"dynamicKeys\": […]}",
      locale: nil, table: table ?? "Localizable")
  }

  /// Whether a key is itself text, shown as it is when it has no translation (Apple's style,
  /// `NSLocalizedString("Cancel", comment: "")`), rather than a name (`home.title`, `HOME_TITLE`,
  /// `homeTitle`, `HomeTitle`): it has white space, or no `.` or `_`, starts with no lower-case
  /// letter and has no upper-case letter after a lower-case one.
  static func isText(_ key: String) -> Bool {
    if key.contains(where: \.isWhitespace) { return true }
    if key.contains(".") || key.contains("_") { return false }
    if key.first?.isLowercase == true { return false }
    var previousIsLower = false
    for character in key {
      if character.isUppercase, previousIsLower { return false }
      previousIsLower = character.isLowercase
    }
    return true
  }
}
