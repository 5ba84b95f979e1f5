/// The Swift names one rendering gives its tables, levels and strings, decided once by `NamingStage`,
/// and what it left out: keys (or whole tables) that cannot be named, or whose names would collide.
public struct SwiftNames: Sendable, Equatable {
  public struct Table: Sendable, Equatable {
    /// The table's own enum (`Localizable`); nil when the table is left out for want of a name.
    public var typeName: String?
    /// The enum of each level below the root, by node index (structured naming).
    public var levelNames: IndexedValues<String> = [:]
    /// The accessor of each entry that has one, by entry index; its companion (`titleResource`) when
    /// the template declares one.
    public var memberNames: IndexedValues<String> = [:]
    public var companionNames: IndexedValues<String> = [:]
    /// The argument labels of each named entry with arguments (nil: `_`).
    public var labels: IndexedValues<[String?]> = [:]

    /// Whether the entry keeps its accessor.
    public func isNamed(_ entry: Int) -> Bool { memberNames[entry] != nil }
  }

  /// In the order of the tables given.
  public var tables: [Table]
  /// Why keys or tables were left out, in file order: warnings by default, errors with strict names.
  public var problems: [NamingProblem]
  /// Keys named apart because their names coincide with others' (`share_ellipsis`), in file order:
  /// always warnings, as each has an accessor.
  public var renamings: [RenamedKey] = []
}

/// What the user named in one table (`UserNames`, resolved to entry indices).
public struct GivenNames: Sendable, Equatable {
  /// Entries placed by a name the user gave: their last component is the accessor's name as written.
  public var placed: [Int: [String]] = [:]
  public var labels: [Int: [String?]] = [:]
  public var typeName: String?

  public init(placed: [Int: [String]] = [:], labels: [Int: [String?]] = [:], typeName: String? = nil) {
    self.placed = placed
    self.labels = labels
    self.typeName = typeName
  }
}

/// What the names are checked against.
public struct NamingRules: Sendable {
  /// How keys become names; `.none` names nothing and checks nothing.
  public var style: KeyNaming
  /// Names no level or member may have, at any depth: the file's enum (`L10n`), the module's run time
  /// and the template's file-level lookups, which generated code refers to from inside the levels.
  public var reservedTypeNames: Set<String>
  /// Members the template itself declares in the file's enum (`setLanguage`, `_tr`…).
  public var reservedMembers: Set<String>
  /// The suffix of a companion the template declares beside each entry: its `LocalizedStringResource`
  /// twin, which an entry whose arguments have no `String.LocalizationValue` interpolation cannot have.
  public var companionSuffix: String?
  /// Whether every member is a `LocalizedStringResource` (the `resource-symbols` template): an entry
  /// whose arguments have no `String.LocalizationValue` interpolation gets none.
  public var resourceMembers: Bool
  /// Whether functions' arguments have the labels their table names (else every label is `_`): what
  /// decides whether two functions of one base name can be told apart.
  public var labeledArguments: Bool
  /// Whether tables get enums of their own (several tables, or `forceFileNameEnum`).
  public var tableEnums: Bool
  /// With table enums, the table whose keys still go directly in the file's enum, beside the others'
  /// enums (Xcode's default table, `Localizable`, for templates that declare it); nil: none does.
  public var topLevelTable: String?
  /// Whether every name is made ASCII (`KeyNaming.ascii`), before names are told apart.
  public var asciiIdentifiers = false

  public init(
    style: KeyNaming, reservedTypeNames: Set<String> = [], reservedMembers: Set<String> = [], companionSuffix: String? = nil,
    tableEnums: Bool = false, topLevelTable: String? = nil, resourceMembers: Bool = false, labeledArguments: Bool = false
  ) {
    self.labeledArguments = labeledArguments
    self.resourceMembers = resourceMembers
    self.topLevelTable = topLevelTable
    self.style = style
    self.reservedTypeNames = reservedTypeNames
    self.reservedMembers = reservedMembers
    self.companionSuffix = companionSuffix
    self.tableEnums = tableEnums
  }
}
