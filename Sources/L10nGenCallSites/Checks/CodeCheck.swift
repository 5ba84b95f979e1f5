import L10nGenCore
import L10nGenLint

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

  /// Checks the Swift `files` (their paths and UTF-8 text).
  public func check(_ files: [(path: String, utf8: [UInt8])]) -> (findings: [LintFinding], usage: CodeUsage) {
    var findings: [LintFinding] = []
    // The keys each module's code looks up with a literal, by table.
    var used = [[String: Set<String>]](repeating: [:], count: modules.indices.count)
    var references = MemberReferences()
    var lookups = 0
    var unknown = 0
    var objectiveCKeys: [(path: String, lines: LineTable, key: String, table: String?, bundle: LookupBundle?, offset: Int)] = []
    var module = 0
    /// A literal lookup: a use of its key, or a key no table has.
    func record(_ key: String, table: String?, bundle: LookupBundle?, at location: SourceLocation, isText: Bool, value: String? = nil) {
      let table = table ?? "Localizable"
      let index = modules.indices[module]
      let defined = index.keys(of: table)
      if defined[key] != nil {
        used[module][table, default: []].insert(key)
        return
      }
      // A table no output generates is not the config's, nor is another bundle's table (an SDK's,
      // the system's, a brand's): nothing to say of their keys.
      guard !defined.isEmpty, bundle.map({ index.readsAccessorsBundle(table: table, $0) }) ?? true else { return }
      unknown += 1
      let textual = isText || Self.isText(key)
      findings.append(
        LintFinding(
          rule: textual ? .unknownTextKey : .unknownKey, location: location,
          message: value.map { "key \(key.debugDescription) is not in table \(table): users see its value \($0.debugDescription), untranslated" }
            ?? (Self.isText(key)
              ? "\(key.debugDescription) is not in table \(table): it shows untranslated in every language"
              : "key \(key.debugDescription) is not in table \(table): users see the key itself"),
          locale: nil, table: table, key: key))
    }
    for file in files {
      module = modules.moduleNumber(for: file.path)
      if SwiftSourceSearch.isObjectiveC(file.path) {
        let lines = LineTable(file.utf8)
        for lookup in ObjCLookupFinder(bytes: file.utf8).lookups() where !lookup.isInactive {
          lookups += 1
          if let key = lookup.key, lookup.tableIsLiteral {
            objectiveCKeys.append((file.path, lines, key, lookup.table, nil, lookup.offset))
          } else {
            findings.append(Self.dynamicKey(lookup.name, at: lines.location(of: lookup.offset, in: file.path), table: lookup.table))
          }
        }
        continue
      }
      let scanner = SwiftScanner(bytes: file.utf8)
      let lines = LineTable(file.utf8)
      let finder = SwiftLookupFinder(scanner, functions: functions)
      references.formUnion(finder.memberReferences())
      var keys: [(key: String, table: String?, bundle: LookupBundle?, offset: Int, isText: Bool, value: String?)] = []
      for site in finder.sites() where !site.isInactive {
        lookups += 1
        let literalKeys = site.literalKeys
        guard !literalKeys.isEmpty else {
          findings.append(
            Self.dynamicKey(site.formatWrapper ?? site.form.rawValue, at: lines.location(of: site.offset, in: file.path), table: site.table))
          continue
        }
        guard site.tableIsLiteral else { continue }
        // The project's own lookup functions read the app's tables; Foundation's, the bundle given.
        let bundle = site.form == .function || site.form == .property ? nil : LookupBundle(site.bundle)
        for key in literalKeys { keys.append((key, site.table, bundle, site.offset, false, site.value)) }
      }
      for literal in finder.localizedStringKeys() where !literal.isInactive {
        lookups += 1
        keys.append((literal.key, literal.table, LookupBundle(literal.bundle), literal.offset, true, nil))
      }
      for found in keys {
        record(
          found.key, table: found.table, bundle: found.bundle, at: lines.location(of: found.offset, in: file.path), isText: found.isText,
          value: found.value)
      }
    }
    for found in objectiveCKeys {
      module = modules.moduleNumber(for: found.path)
      record(found.key, table: found.table, bundle: found.bundle, at: found.lines.location(of: found.offset, in: found.path), isText: false)
    }
    var keys = 0
    var usedKeys = 0
    var unused = 0
    /// Counts the keys of `table` and reports those no code uses.
    func unusedKeys(of table: String, in index: AccessorIndex, used: Set<String>) {
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
        if referenced || used.contains(key) || dynamicKeys.contains(where: { $0.matches(in: key) }) {
          usedKeys += 1
          continue
        }
        unused += 1
        let name = (accessors[key]?.path ?? members[key]?.first).map { " (\($0.joined(separator: ".")))" } ?? ""
        findings.append(
          LintFinding(
            rule: .unusedKey, location: location,
            message: "key \(key.debugDescription)\(name) is looked up by no code", locale: nil, table: table, key: key))
      }
    }
    for (module, index) in modules.indices.enumerated() {
      for table in index.tables {
        unusedKeys(of: table, in: index, used: used[module][table] ?? [])
      }
    }
    return (findings, CodeUsage(files: files.count, lookups: lookups, keys: keys, used: usedKeys, unused: unused, unknown: unknown))
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
