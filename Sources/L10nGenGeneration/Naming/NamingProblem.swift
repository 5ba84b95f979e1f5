import L10nGenCore
import L10nGenTables

/// Why a key or a table gets no accessor: its name would not compile.
public enum NamingProblem: LocatedError, Equatable {
  /// Two keys become the same Swift name in one scope.
  case collision(key: String, location: SourceLocation, otherKey: String, otherLocation: SourceLocation, name: String, scope: String, table: String)
  /// A key (or one of its components) has no character a Swift identifier can use.
  case noIdentifier(key: String, component: String?, location: SourceLocation, table: String)
  /// A key splits into more levels than generated code (and the Swift compiler) can nest.
  case tooDeep(key: String, levels: Int, limit: Int, separator: String, location: SourceLocation, table: String)
  /// A key becomes a name the generated file declares itself, or refers to from inside the levels.
  case reserved(key: String, location: SourceLocation, name: String, scope: String, table: String)
  /// Two tables become the same enum name.
  case tableCollision(table: String, otherTable: String, name: String, location: SourceLocation?)
  /// A table's name gives no enum name, or one the file declares itself.
  case tableName(table: String, name: String?, location: SourceLocation?)
  /// A string whose argument has no `String.LocalizationValue` interpolation (`%s`, `%p`) gets no
  /// `LocalizedStringResource`: no member at all, or (`twin`) none beside its `String` accessor.
  case noLocalizationValue(key: String, specifier: String, type: String, location: SourceLocation, table: String, twin: Bool)
  /// A string's LocalizedStringResource twin (`fooResource`) would take a name something else has,
  /// another key (`otherKey`) or what the file declares itself (nil): the twin is left out, the
  /// string's accessor stays.
  case twinLeftOut(key: String, location: SourceLocation, name: String, otherKey: String?, scope: String, table: String)
  /// A key below a level that is left out (named by the level's own problem, about `levelKey`): it
  /// has no accessor either, and says so itself.
  case belowLeftOutLevel(key: String, location: SourceLocation, level: String, levelKey: String, table: String)

  public var location: SourceLocation? {
    switch self {
    case .collision(_, let location, _, _, _, _, _), .noIdentifier(_, _, let location, _), .tooDeep(_, _, _, _, let location, _),
      .reserved(_, let location, _, _, _), .noLocalizationValue(_, _, _, let location, _, _), .twinLeftOut(_, let location, _, _, _, _),
      .belowLeftOutLevel(_, let location, _, _, _):
      return location
    case .tableCollision(_, _, _, let location), .tableName(_, _, let location): return location
    }
  }

  public var message: String {
    switch self {
    case .collision(let key, _, let otherKey, let otherLocation, let name, let scope, _):
      return "key \(quoted(key)) and key \(quoted(otherKey)) (\(otherLocation)) both become the Swift name '\(name)' in \(scope); rename one of them"
    case .noIdentifier(let key, let component?, _, _):
      return "key \(quoted(key)): component \(quoted(component)) gives no Swift identifier (it has no letter, digit or underscore)"
    case .noIdentifier(let key, nil, _, _):
      return "key \(quoted(key)) gives no Swift identifier (it has no letter, digit or underscore)"
    case .tooDeep(let key, let levels, let limit, let separator, _, _):
      let shown = key.count > 80 ? String(key.prefix(80)) + "…" : key
      return
        "key \(quoted(shown)) splits into \(levels) levels on \(quoted(separator)); at most \(limit) are supported (shorten the key, or choose another separator with --option separator=…)"
    case .reserved(let key, _, let name, let scope, _):
      return "key \(quoted(key)) becomes the Swift name '\(name)' in \(scope), which the generated file declares or refers to itself; rename the key"
    case .tableCollision(let table, let otherTable, let name, _):
      return "tables \(quoted(table)) and \(quoted(otherTable)) both become the Swift enum '\(name)'; rename one of them"
    case .tableName(let table, let name?, _):
      return "table \(quoted(table)) becomes the Swift enum '\(name)', which the generated file declares or refers to itself; rename the table"
    case .tableName(let table, nil, _):
      return "table \(quoted(table)) gives no Swift enum name (it has no letter, digit or underscore); rename the table"
    case .twinLeftOut(let key, _, let name, let otherKey?, let scope, _):
      return "key \(quoted(key)): its LocalizedStringResource twin '\(name)' would have the name of key \(quoted(otherKey)) in \(scope)"
    case .twinLeftOut(let key, _, let name, nil, let scope, _):
      return "key \(quoted(key)): its LocalizedStringResource twin '\(name)' would have a name the generated file declares itself in \(scope)"
    case .noLocalizationValue(let key, let specifier, let type, _, _, _):
      return "key \(quoted(key)): its argument \(specifier) (\(type)) cannot go into a LocalizedStringResource, whose "
        + "String.LocalizationValue interpolates only text and numbers"
    case .belowLeftOutLevel(let key, _, let level, let levelKey, _):
      return "key \(quoted(key)) is below the level \(quoted(level)), which is left out (see key \(quoted(levelKey)))"
    }
  }

  /// The table it is about.
  var table: String {
    switch self {
    case .collision(_, _, _, _, _, _, let table), .noIdentifier(_, _, _, let table), .tooDeep(_, _, _, _, _, let table),
      .reserved(_, _, _, _, let table), .tableCollision(let table, _, _, _), .tableName(let table, _, _),
      .noLocalizationValue(_, _, _, _, let table, _), .twinLeftOut(_, _, _, _, _, let table), .belowLeftOutLevel(_, _, _, _, let table):
      return table
    }
  }

  /// The tables it is about: both of a collision.
  var tables: [String] {
    if case .tableCollision(let table, let otherTable, _, _) = self { return [table, otherTable] }
    return [table]
  }

  /// The keys it is about.
  var keys: [String] {
    switch self {
    case .collision(let key, _, let otherKey, _, _, _, _): return [key, otherKey]
    case .noIdentifier(let key, _, _, _), .tooDeep(let key, _, _, _, _, _), .reserved(let key, _, _, _, _),
      .belowLeftOutLevel(let key, _, _, _, _):
      return [key]
    case .tableCollision, .tableName, .noLocalizationValue, .twinLeftOut: return []
    }
  }

  /// Whether a name decides it: a name the user gave that collides or is reserved is theirs to change.
  var isAboutAName: Bool {
    switch self {
    case .noLocalizationValue, .twinLeftOut, .belowLeftOutLevel: return false
    default: return true
    }
  }

  /// The same as a warning: what is left out, and why.
  public var warning: LocatedWarning {
    let what: String
    switch self {
    case .tableCollision(let table, _, _, _), .tableName(let table, _, _):
      what = "the table gets no accessors; its lookups still work at run time; to keep them, name it: \"tableNames\": {\(json(table)): \"…\"}"
    case .collision(let key, _, _, _, _, _, let table):
      what =
        "neither gets an accessor; their lookups still work at run time; to keep one, name it: \"names\": {\(json(table)): {\(json(key)): \"…\"}}"
    case .noIdentifier(let key, _, _, let table), .tooDeep(let key, _, _, _, _, let table), .reserved(let key, _, _, _, let table),
      .belowLeftOutLevel(let key, _, _, _, let table):
      what = "it gets no accessor; its lookup still works at run time; to keep it, name it: \"names\": {\(json(table)): {\(json(key)): \"…\"}}"
    case .twinLeftOut:
      what = "its String accessor stays; it gets no LocalizedStringResource twin; rename one of the keys to have one"
    case .noLocalizationValue(_, _, _, _, _, let twin):
      what =
        twin
        ? "its String accessor stays; it gets no LocalizedStringResource twin; write the argument as %@ or a number to have one"
        : "it gets no member; write the argument as %@ or a number to have one"
    }
    return LocatedWarning(location: location, message: message + " (" + what + ")", kind: .unnamedKey)
  }

  /// A JSON string literal of `text`.
  private func json(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = (try? encoder.encode([text])) ?? Data("[\"\"]".utf8)
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// A key or name in a message: quoted and escaped as a JSON string (as the config writes it).
  private func quoted(_ text: String) -> String {
    LocatedJSON.stringLiteral(text)
  }
}
