import L10nGenCore

/// What `l10ngen sync` changes in one table file, to bring it in step with the code: keys to add (the
/// development table's), keys no code uses (marked, or removed with `prune`), and the comments the
/// code gives the keys it uses. A format applies it (`TableFormat.edit`) in its own way; what the
/// file's readers read of every other key never changes.
public struct TableEdit: Equatable, Sendable {
  /// A key the code looks up that the table lacks.
  public struct Addition: Equatable, Sendable {
    public var key: String
    /// The text the lookup shows without an entry (`value:`, `defaultValue:`), when it gives one.
    public var value: String?
    /// The code's comment for translators.
    public var comment: String?
    /// Whether the key is a format the compiler made of a literal with interpolations
    /// (`"\(done) of \(total)"`: `%lld of %lld`), whose arguments a catalog numbers as Xcode does.
    public var isFormat: Bool

    public init(key: String, value: String? = nil, comment: String? = nil, isFormat: Bool = false) {
      self.key = key
      self.value = value
      self.comment = comment
      self.isFormat = isFormat
    }

    /// What users see of it today, and what the added entry says: its value, else its key.
    public var shown: String { value ?? key }
  }

  /// Added in the order given; a key the file already has is left as it is.
  public var additions: [Addition]
  /// Keys no code uses.
  public var unused: Set<String>
  /// Whether unused keys are removed rather than marked.
  public var prune: Bool
  /// The code's comment of each key it uses, by key.
  public var comments: [String: String]
  /// Keys the code now reads through generated code rather than a literal (`migrate`), which a
  /// catalog marks managed by hand (`"extractionState" : "manual"`), as Xcode's refactoring to symbols
  /// does: Xcode extracts literals only, and would otherwise mark them stale.
  public var managed: Set<String>

  public init(
    additions: [Addition] = [], unused: Set<String> = [], prune: Bool = false, comments: [String: String] = [:], managed: Set<String> = []
  ) {
    self.additions = additions
    self.unused = unused
    self.prune = prune
    self.comments = comments
    self.managed = managed
  }
}

/// What an edit did to one file.
public struct TableEditResult: Equatable, Sendable {
  public var path: String
  public var original: [UInt8]
  public var edited: [UInt8]
  public var added: [String] = []
  /// Marked `stale` (catalogs).
  public var staled: [String] = []
  /// Stale keys the code uses again, no longer marked.
  public var returned: [String] = []
  public var removed: [String] = []
  /// Keys whose comment became the code's.
  public var commented: [String] = []
  /// Keys marked managed by hand (catalogs).
  public var managed: [String] = []
  /// Unused keys a format cannot mark, left as they are (to be listed).
  public var unmarked: [String] = []

  public init(path: String, original: [UInt8], edited: [UInt8]) {
    self.path = path
    self.original = original
    self.edited = edited
  }

  public var changed: Bool { edited != original }
}
