import L10nGenCore
import L10nGenTables

/// A key whose Swift name coincides with another's in its scope, named apart from it by what
/// distinguishes its text (`CoincidingKeys`): it has an accessor, under another name than its own.
public struct RenamedKey: LocatedError, Sendable, Equatable {
  /// Who keeps the name the key would have had.
  public enum Keeper: Sendable, Equatable {
    /// A plainer key: "Share" keeps `share` from "Share…".
    case key(String)
    /// A level's enum (its Swift path, and its first key).
    case level(String, key: String)
  }

  public var key: String
  public var location: SourceLocation?
  /// The name it gets (`share_ellipsis`), and the one it would have had (`share`).
  public var name: String
  public var sharedName: String
  public var keeper: Keeper
  /// `table "Localizable"`, `'Alert' of table "Localizable"`.
  public var scope: String
  public var table: String

  /// What happened, and how to choose another name.
  public var message: String {
    let kept: String
    switch keeper {
    case .key(let other): kept = "key \(LocatedJSON.stringLiteral(other)) keeps it"
    case .level(let path, let key): kept = "it is the enum '\(path)' (key \(LocatedJSON.stringLiteral(key)))"
    }
    let naming = "\"names\": {\(LocatedJSON.stringLiteral(table)): {\(LocatedJSON.stringLiteral(key)): \"…\"}}"
    return "key \(LocatedJSON.stringLiteral(key)) is named '\(name)': its own name '\(sharedName)' coincides with another in \(scope), and \(kept)"
      + " (to choose another name: \(naming))"
  }

  /// A warning, as the key has an accessor (an error with strict names, where every name is the
  /// user's to decide).
  public var warning: LocatedWarning { LocatedWarning(location: location, message: message, kind: .renamedKey) }
}
