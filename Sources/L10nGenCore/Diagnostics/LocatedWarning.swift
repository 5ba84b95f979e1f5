/// Something in the input that works but is probably not what its author meant (a `.stringsdict` value
/// type written `%ld`, a plural chosen by an argument its forms use as text). Reported, never fatal.
public struct LocatedWarning: Hashable, Sendable, CustomStringConvertible {
  /// What kind of thing a warning points at, so that `l10ngen lint` can file it under a rule.
  public enum Kind: String, Hashable, Sendable {
    /// Content the parser skips: a member that is not a plural category, variable or known variation.
    case ignoredMember = "ignored-member"
    /// A `.stringsdict` value type written with a leading `%` (`%ld`), read without it.
    case valueTypeWithPercent = "value-type-percent"
    /// A plural variable chosen by an argument that its forms print as another type.
    case pluralArgumentType = "plural-argument-type"
    /// A key (or table) left without an accessor: its Swift name cannot be declared.
    case unnamedKey = "unnamed-key"
    /// A key whose Swift name coincides with another's, given a name of its own (`share_ellipsis`).
    case renamedKey = "renamed-key"
    /// A `%` Foundation reads as a conversion, or cannot read (`OddPercent`).
    case suspiciousPercent = "suspicious-percent"
    /// A key written twice in one file: Foundation keeps the later value (`DuplicateKey`).
    case duplicateKey = "duplicate-key"
  }

  public var location: SourceLocation?
  public var message: String
  /// Nil for warnings that say what they are only in words.
  public var kind: Kind?

  public init(location: SourceLocation?, message: String, kind: Kind? = nil) {
    self.location = location
    self.message = message
    self.kind = kind
  }

  /// `path:line:column: warning: message`, the compilers' format (Xcode lists it as a warning).
  public var description: String { diagnostic.description }
}
