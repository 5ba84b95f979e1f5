import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups
import L10nGenTables

/// The accessors a config's outputs declare, by table and key: what `l10ngen migrate` rewrites a
/// lookup into. A table read by the config whose output names keys in a way this cannot follow is
/// kept with the reason, so that its lookups say why they stay.
public struct AccessorIndex: Sendable {
  private var accessors: [String: [String: Accessor]] = [:]
  /// Every key of each table the accessors come from, those left without an accessor included,
  /// where the development table defines it.
  private var keys: [String: [String: SourceLocation]] = [:]
  private var unnamed: [String: String] = [:]
  /// The bundle each table's accessors read; nil where they read it through the project's own
  /// lookup function (the `lookupFunction` param).
  private var bundles: [String: LookupBundle?] = [:]
  /// Every locale's texts of each table, where they were read.
  private var translations: [String: TranslatedTexts] = [:]
  /// The String Catalog keys of each table a person manages by hand (`"extractionState" : "manual"`).
  private var manual: [String: Set<String>] = [:]

  public init() {}

  /// Adds the accessors of one output, whose tables have `tableKeys` (where each is defined) and are
  /// read from `bundle` (nil: through the project's lookup function). A table that an earlier output
  /// already declares keeps that output's accessors.
  public mutating func add(_ found: [Accessor], tableKeys: [String: [String: SourceLocation]], bundle: LookupBundle? = .main) {
    for (table, tableKeys) in tableKeys where accessors[table] == nil {
      accessors[table] = [:]
      if keys[table] == nil { bundles[table] = .some(bundle) }
      keys[table] = tableKeys
      unnamed[table] = nil
      for accessor in found where accessor.table == table { accessors[table]?[accessor.key] = accessor }
    }
  }

  /// The locales of each table that write integers with digits of their own (`١٢٣`).
  private var ownDigits: [String: Set<String>] = [:]

  /// Every member that names each key, by table: the paths of every output's accessors, their
  /// companions and `LocalizedStringResource` members, for code that may use any.
  private var members: [String: [String: [[String]]]] = [:]

  /// Records the members of one output (`StringsGenerator.accessors` or `resourceMembers`).
  public mutating func addMembers(_ found: [Accessor]) {
    for accessor in found {
      var paths = [accessor.path]
      if let companion = accessor.companion { paths.append(accessor.path.dropLast() + [companion]) }
      members[accessor.table, default: [:]][accessor.key, default: []] += paths
    }
  }

  /// The members naming each key of `table`, by key.
  public func members(of table: String) -> [String: [[String]]] { members[table] ?? [:] }

  /// Records every locale's texts of `table`.
  public mutating func add(_ texts: TranslatedTexts, table: String) {
    guard translations[table] == nil else { return }
    translations[table] = texts
    ownDigits[table] = Set(texts.locales.filter(LocaleNumbers.writesOwnDigits))
  }

  /// Whether `locale`, one of `table`'s, writes integers with digits other than ASCII's.
  public func writesOwnDigits(table: String, locale: String) -> Bool { ownDigits[table]?.contains(locale) ?? false }

  /// Every locale's texts of `key` of `table` (none when they were not read).
  public func texts(table: String, key: String) -> [TranslatedTexts.Text] { translations[table]?[key] ?? [] }

  /// A text of `key` with `%` — some language's, else the development text `accessorText` — which a
  /// lookup that shows it unformatted shows otherwise than an accessor, which formats every text.
  public func textWithPercent(table: String, key: String, accessorText: String) -> TranslatedTexts.Text? {
    texts(table: table, key: key).first { $0.text.contains("%") }
      ?? (accessorText.contains("%") ? TranslatedTexts.Text(locale: nil, text: accessorText) : nil)
  }

  /// The first number of a text of `key` that a locale writes otherwise than no locale: a decimal
  /// number (`3.5`, `3,5`), or an integer in a language whose digits are its own (`123`, `١٢٣`). What
  /// keeps a format with no locale (`String(format:)`, `stringWithFormat:`) from becoming an
  /// accessor, which formats in the user's locale.
  public func localeDependentNumber(table: String, key: String) -> (text: TranslatedTexts.Text, conversion: FormatSpecifier.Conversion)? {
    for text in texts(table: table, key: key) {
      for conversion in LocaleNumbers.conversions(in: text.text) {
        let ownDigits = LocaleNumbers.integerConversions.contains(conversion) && text.locale.map { writesOwnDigits(table: table, locale: $0) } == true
        if LocaleNumbers.decimalConversions.contains(conversion) || ownDigits { return (text, conversion) }
      }
    }
    return nil
  }

  /// The locales `table` is in (none when they were not read).
  public func locales(of table: String) -> [String] { translations[table]?.locales ?? [] }

  /// Records the keys of tables an output generates without accessors this index can name (its
  /// members are `LocalizedStringResource`s, or a template names them its own way), for the checks
  /// of code, which know them by their keys.
  public mutating func addKeys(_ tableKeys: [String: [String: SourceLocation]], bundle: LookupBundle? = .main) {
    for (table, tableKeys) in tableKeys where keys[table] == nil {
      keys[table] = tableKeys
      bundles[table] = .some(bundle)
    }
  }

  /// Records that `table` is generated by an output whose accessors cannot be named (`reason`).
  public mutating func addUnnamed(table: String, reason: String) {
    if accessors[table] == nil, unnamed[table] == nil { unnamed[table] = reason }
  }

  public enum Found: Equatable {
    case accessor(Accessor)
    /// The table has no such key.
    case missingKey
    /// The key has no accessor: its name was left out (a warning of generation says why).
    case leftOut
    /// The table is generated by an output whose names cannot be known here.
    case unnamedTable(reason: String)
    /// No output of the config generates the table.
    case ungeneratedTable
  }

  public func find(table: String, key: String) -> Found {
    if let found = accessors[table] {
      if let accessor = found[key] { return .accessor(accessor) }
      return keys[table]?[key] != nil ? .leftOut : .missingKey
    }
    if let reason = unnamed[table] { return .unnamedTable(reason: reason) }
    return .ungeneratedTable
  }

  /// The tables whose keys are known, with accessors or without.
  public var tables: [String] { Array(keys.keys).sorted() }

  /// The bundle the accessors of `table` read: `.some(nil)` when they read it through the project's
  /// lookup function, nil when no output declares them.
  public func bundle(of table: String) -> LookupBundle?? { bundles[table] }

  /// Whether a lookup of `table` in `bundle` reads what its accessors read: the same bundle, or the
  /// main bundle where the accessors call the project's lookup function (which reads the app's
  /// tables). False for a table no output declares.
  public func readsAccessorsBundle(table: String, _ bundle: LookupBundle) -> Bool {
    guard let accessorBundle = bundles[table] else { return false }
    return accessorBundle.map { $0 == bundle } ?? (bundle == .main)
  }

  /// Records the keys of `table` a person manages by hand.
  public mutating func addManual(_ keys: Set<String>, table: String) {
    manual[table, default: []].formUnion(keys)
  }

  /// Whether `key` of `table` is a String Catalog key a person manages by hand, which Xcode never
  /// marks stale, nor sync prunes.
  public func isManual(table: String, key: String) -> Bool { manual[table]?.contains(key) ?? false }

  /// The `LocalizedStringResource` members of a table (the `resource-symbols` template's), what
  /// SwiftUI's literal keys become: by key, with the bundle they read and the systems the module
  /// compiling them runs on (nil: not known).
  public struct Resources: Sendable {
    public var members: [String: Accessor]
    public var bundle: LookupBundle
    public var deployment: DeploymentTarget?
  }

  private var resources: [String: Resources] = [:]

  /// Records the members of a `resource-symbols` output, for the tables in `tables`; a table an
  /// earlier output already declares keeps that output's.
  public mutating func addResources(_ found: [Accessor], tables: some Sequence<String>, bundle: LookupBundle, deployment: DeploymentTarget?) {
    for table in tables where resources[table] == nil {
      var members: [String: Accessor] = [:]
      for member in found where member.table == table { members[member.key] = member }
      resources[table] = Resources(members: members, bundle: bundle, deployment: deployment)
    }
  }

  /// The `LocalizedStringResource` members of `table`; nil when no output declares them.
  public func resources(of table: String) -> Resources? { resources[table] }

  /// The Objective-C accessors of a table (`objc-h`'s): by key, with the bundle they read and the
  /// header that declares them, as `#import` names it.
  public struct ObjectiveCAccessors: Sendable {
    public var members: [String: Accessor]
    public var bundle: LookupBundle
    public var header: String
  }

  private var objectiveC: [String: ObjectiveCAccessors] = [:]

  /// Records the Objective-C accessors of an `objc-h` output whose file is `header`, for the tables in
  /// `tables`; a table an earlier output already declares keeps that output's.
  public mutating func addObjectiveC(_ found: [Accessor], tables: some Sequence<String>, bundle: LookupBundle, header: String) {
    for table in tables where objectiveC[table] == nil {
      var members: [String: Accessor] = [:]
      for member in found where member.table == table { members[member.key] = member }
      objectiveC[table] = ObjectiveCAccessors(members: members, bundle: bundle, header: header)
    }
  }

  /// The Objective-C accessors of `table`; nil when no output declares them.
  public func objectiveC(of table: String) -> ObjectiveCAccessors? { objectiveC[table] }

  /// Whether an output declares Objective-C accessors for some table.
  public var hasObjectiveCAccessors: Bool { !objectiveC.isEmpty }

  /// The keys of `table` and where each is defined.
  public func keys(of table: String) -> [String: SourceLocation] { keys[table] ?? [:] }

  /// The accessors of `table`, by key.
  public func accessors(of table: String) -> [String: Accessor] { accessors[table] ?? [:] }
}
