import L10nGenCore

/// Names the user gives, which survive regeneration: an accessor's path for a key (`names`), its
/// argument labels (`labels`), a table's enum (`tableNames`). From a config's strings entry or from
/// `--name TABLE:KEY=NAME`.
public struct UserNames: Equatable, Sendable {
  /// Where a name was given, for errors: a config file and the key path in it, or a command-line
  /// argument.
  public struct Origin: Equatable, Sendable, CustomStringConvertible {
    /// Where in a config file; nil for a command-line argument.
    public var location: SourceLocation?
    public var place: String

    public init(location: SourceLocation?, place: String) {
      self.location = location
      self.place = place
    }

    public var description: String { location == nil ? place : "'\(place)'" }
  }

  /// `path`: the accessor's dotted path in the structured tree (`files.countTitle`).
  public struct Name: Equatable, Sendable {
    public var table: String, key: String, path: String
    public var origin: Origin

    public init(table: String, key: String, path: String, origin: Origin) {
      self.table = table
      self.key = key
      self.path = path
      self.origin = origin
    }
  }

  /// `labels`: one per argument, `_` for none.
  public struct Labels: Equatable, Sendable {
    public var table: String, key: String, labels: [String]
    public var origin: Origin

    public init(table: String, key: String, labels: [String], origin: Origin) {
      self.table = table
      self.key = key
      self.labels = labels
      self.origin = origin
    }
  }

  public struct TableName: Equatable, Sendable {
    public var table: String, name: String
    public var origin: Origin

    public init(table: String, name: String, origin: Origin) {
      self.table = table
      self.name = name
      self.origin = origin
    }
  }

  public var names: [Name] = []
  public var labels: [Labels] = []
  public var tableNames: [TableName] = []

  public init(names: [Name] = [], labels: [Labels] = [], tableNames: [TableName] = []) {
    self.names = names
    self.labels = labels
    self.tableNames = tableNames
  }

  public var isEmpty: Bool { names.isEmpty && labels.isEmpty && tableNames.isEmpty }

  /// `TABLE:KEY=NAME`, as `--name` takes it: the table up to the first `:`, the name after the last `=`.
  public static func parseArgument(_ argument: String) -> Name? {
    guard let colon = argument.firstIndex(of: ":"), let equals = argument.lastIndex(of: "="), colon < equals else { return nil }
    let table = String(argument[..<colon])
    let key = String(argument[argument.index(after: colon)..<equals])
    let path = String(argument[argument.index(after: equals)...])
    guard !table.isEmpty, !path.isEmpty else { return nil }
    return Name(table: table, key: key, path: path, origin: Origin(location: nil, place: "--name " + argument))
  }
}

/// A name the user gave that cannot be used: always an error, since it says what the user meant.
public struct UserNameError: LocatedError, Equatable {
  public var origin: UserNames.Origin
  public var problem: String

  public var location: SourceLocation? { origin.location }
  public var message: String { "\(origin): \(problem)" }
}
