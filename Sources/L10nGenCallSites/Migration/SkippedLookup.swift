import L10nGenCore

/// A lookup `l10ngen migrate` leaves as it is, where it is and why.
public struct SkippedLookup: Equatable, Sendable, CustomStringConvertible {
  public enum Reason: String, CaseIterable, Sendable {
    /// The key is a variable or a call: which string it is, is known only at run time.
    case keyNotLiteral = "key not a literal"
    /// `String(localized: "Hello \(name)")`: the key is made from the interpolation.
    case interpolatedKey = "interpolated key"
    /// The table has no such key: users see the raw key. A warning: `lint --sources` reports it as
    /// an error.
    case unknownKey = "key missing from its table"
    /// The key's accessor was left out of generation (its name collides or cannot be declared).
    case noAccessor = "key without an accessor"
    /// The table is named by an expression.
    case tableNotLiteral = "table not a literal"
    /// No output of the config generates the table.
    case tableNotGenerated = "table not generated"
    /// The table's output uses a template whose names cannot be known (it names keys its own way).
    case unnamedTemplate = "template names keys its own way"
    /// It reads a bundle other than the one the accessors read (a brand's, an SDK's).
    case otherBundle = "another bundle"
    /// The format is given more or fewer arguments than it reads.
    case argumentCount = "argument count differs from the format"
    /// An argument's type, as the code shows it, is not the accessor's, and no conversion keeps what
    /// the format prints.
    case argumentType = "argument of another type"
    /// The arguments are passed as one list (`arguments: list`).
    case opaqueArguments = "arguments passed as a list"
    /// `String(format:locale:)` with a locale other than the current one, which the accessors use.
    case otherLocale = "a locale other than the current one"
    /// A text with `%`, in some language, used without `String(format:)`: the accessor would format
    /// it (`%%` prints `%`).
    case unformattedPercent = "text with % used as it is"
    /// `String(format:)` writes its numbers without a locale; the accessor writes them the user's way.
    case numberFormatting = "numbers written without the user's locale"
    /// In code that is never compiled (`#if false`).
    case inactiveCode = "code never compiled"
    /// In Objective-C, which the generated accessors are not visible to.
    case objectiveC = "Objective-C"
    /// A literal key whose taker has no form that takes a `LocalizedStringResource` in its place
    /// (`LocalizedStringKey("…")`, a project's own parameter).
    case noResourceForm = "no LocalizedStringResource form"
    /// A literal key in a module that runs on systems older than its resource form.
    case deploymentTarget = "deployment target older than the resource form"

    /// Whether it is a mistake of the code, not only a lookup left as it is.
    public var isWarning: Bool { self == .unknownKey }
  }

  public var location: SourceLocation
  public var reason: Reason
  public var message: String

  public init(location: SourceLocation, reason: Reason, message: String) {
    self.location = location
    self.reason = reason
    self.message = message
  }

  /// A note (a warning for a missing key), with its reason as a fact.
  public var diagnostic: Diagnostic {
    Diagnostic(reason.isWarning ? .warning : .note, at: location, message, facts: [Diagnostic.Fact("reason", reason.rawValue)])
  }

  /// `path:line:column: note: message` (`warning:` for a missing key), as compilers print it.
  public var description: String { diagnostic.description }
}
