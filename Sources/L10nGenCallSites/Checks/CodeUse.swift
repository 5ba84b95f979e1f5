import L10nGenCore
import L10nGenLint
import L10nGenLookups

/// What the code of a config uses of its tables, read once for `lint --sources` (which reports it)
/// and `sync` (which brings the tables in step with it): the keys its literal lookups read that no
/// table has, the keys nothing reads, the lookups whose key is known only at run time, and what the
/// code says of the keys it uses.
public struct CodeUse: Sendable {
  /// A literal lookup of a key its table lacks: users see its default value, or the key itself.
  public struct Missing: Equatable, Sendable {
    /// The config's module whose tables the file reads (`CodeModules.indices`).
    public var module: Int
    public var table: String
    public var key: String
    /// The text the lookup shows without a table entry, when it gives one (`value:`, `defaultValue:`).
    public var value: String?
    /// Whether it gives one known only at run time: what users see without the entry is not known.
    public var valueIsUnknown = false
    /// Its `comment:` for translators, when it says something.
    public var comment: String?
    public var location: SourceLocation
    /// Whether the lookup is SwiftUI's (`Text("Done")`): its key is shown as it is.
    public var isText: Bool
    /// Whether the key is made of a literal with interpolations (`"\(count) items"`: `%lld items`),
    /// whose values fill its specifiers.
    public var isFormat = false
  }

  /// A development key no code reads: through no member of an output, no literal lookup, no
  /// `dynamicKeys` pattern.
  public struct Unused: Equatable, Sendable {
    public var module: Int
    public var table: String
    public var key: String
    /// Where the development table defines it.
    public var location: SourceLocation
    /// The member generated for it, as code would name it (`L10n.Inbox.unread`), when there is one.
    public var member: String?
  }

  /// A lookup whose key is known only at run time.
  public struct Dynamic: Equatable, Sendable {
    public var module: Int
    /// Its table (`Localizable` when none is named).
    public var table: String
    /// Whether its table is named by a literal (or not at all); one named by an expression may be any.
    public var tableIsKnown = true
    /// How it is written, for messages (`NSLocalizedString`, `String(format:)`).
    public var lookup: String
    public var location: SourceLocation
    /// For a key written as a literal with interpolations (`"status.\(code)"`), its literal parts
    /// in order (`["status.", ""]`): every key it can read starts, ends and goes through them. Nil
    /// when nothing is known of the key.
    public var fragments: [String]?

    /// Whether the literal parts of its key tell which keys it reads: some of them is text. The keys
    /// of their shape count as used; a lookup that does not tell may read any key.
    public var tellsItsKeys: Bool { fragments?.contains { !$0.isEmpty } ?? false }

    /// Whether it may read `key`: always, unless the literal parts of its key rule it out.
    public func mayRead(_ key: String) -> Bool {
      guard let fragments, let first = fragments.first, let last = fragments.last else { return true }
      guard fragments.count > 1 else { return key == first }
      guard key.hasPrefix(first), key.dropFirst(first.count).hasSuffix(last), key.count >= first.count + last.count else { return false }
      var rest = Substring(key.dropFirst(first.count).dropLast(last.count))
      for middle in fragments.dropFirst().dropLast() where !middle.isEmpty {
        guard let found = rest.range(of: middle) else { return false }
        rest = rest[found.upperBound...]
      }
      return true
    }
  }

  public var missing: [Missing] = []
  /// A literal with interpolations no key of its table has the shape of, whose key is not known:
  /// the code does not tell a value's type, which gives its specifier (`ValueTypes`).
  public struct Untyped: Equatable, Sendable {
    public var module: Int
    public var table: String
    public var literal: InterpolatedLiteral
    public var location: SourceLocation
  }
  public var untyped: [Untyped] = []
  public var unused: [Unused] = []
  public var dynamic: [Dynamic] = []
  /// The comments code gives each key it looks up with a literal, by module, table and key.
  public var comments: [[String: [String: Set<String>]]] = []

  /// The catalog comment Xcode writes for a key whose lookups give `comments`: each once, A to Z (by
  /// Unicode scalar values), one a line; nil for none.
  public static func comment(joining comments: Set<String>) -> String? {
    comments.isEmpty ? nil : comments.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.joined(separator: "\n")
  }
  /// The keys literals with interpolations look up, by module and table (`FormatKeyShape`).
  /// With the comments each gives.
  public var formatKeys: [[String: [FormatKeyShape: Set<String>]]] = []
  public var counts = CodeUsage(files: 0, lookups: 0, keys: 0, used: 0, unused: 0, unknown: 0)
}
