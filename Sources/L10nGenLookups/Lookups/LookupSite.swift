/// One lookup of a localized string in Swift source, as written: the expression that looks it up
/// (with the `String(format:)` around it, when there is one), its key and table, and the arguments
/// its format is given.
public struct LookupSite: Equatable, Sendable {
  /// How the lookup is written.
  public enum Form: String, Equatable, Sendable {
    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`.
    case nsLocalizedString = "NSLocalizedString"
    /// `String(localized: "key", table:, bundle:, comment:)`.
    case stringLocalized = "String(localized:)"
    /// `bundle.localizedString(forKey:value:table:)`.
    case bundleLocalizedString = "localizedString(forKey:value:table:)"
    /// A lookup function the project declares: `tr("key")`.
    case function
    /// A lookup property the project declares on `String`: `"key".localized`.
    case property
  }

  /// What the key argument is.
  public enum Key: Equatable, Sendable {
    /// A string literal, its text.
    case literal(String)
    /// A literal with interpolations: `String(localized: "Hello \(name)")`, when its parts read as
    /// Swift reads them.
    case interpolated(InterpolatedLiteral?)
    /// A conditional whose branches are literals, `flag ? "a.two" : "a.one"`: the condition's text,
    /// as written, and each branch's key.
    case conditional(condition: String, whenTrue: String, whenFalse: String)
    /// Anything else: a variable, a call, a multi-line literal.
    case expression
  }

  /// The lookup itself.
  public var form: Form
  /// The project's function or property, for those forms (`tr`, `localized`).
  public var name: String?
  /// The text a lookup shows when its table lacks the key (`value:`), as written, when it gives one.
  public var value: String?
  /// `String(localized:)`'s `defaultValue:`, when it is a literal that shows something: the text the
  /// development language shows when its table lacks the key.
  public var defaultValue: String?
  /// Whether a `value:` or `defaultValue:` is given that shows a text known only at run time (a
  /// variable, an interpolation): what users see without the key's entry is then not known here.
  public var valueIsUnknown = false
  /// The `comment:` given to translators, when it is a literal that says something.
  public var comment: String?
  /// `String(format:)`, `String(format:locale:)` or `String.localizedStringWithFormat` around the
  /// lookup, when there is one: its arguments are the format's.
  public var formatWrapper: String?
  /// The bytes of the whole expression, the wrapper included.
  public var range: Range<Int>
  /// Where the lookup's name starts, for messages.
  public var offset: Int
  public var key: Key
  /// The table named, nil when none is: Xcode's default table, `Localizable`. `tableIsLiteral` is
  /// false when it is named by an expression.
  public var table: String?
  public var tableIsLiteral: Bool
  /// The bundle argument or receiver as written (`Bundle.main`, `.module`), when there is one.
  public var bundle: String?
  /// The locale a `String(format:locale:)` wrapper gives, as written.
  public var locale: String?
  /// The format's arguments, as written, in order, and their bytes in the file.
  public var arguments: [String]
  public var argumentRanges: [Range<Int>]
  /// Whether the wrapper passes its arguments in a way that cannot be read one by one
  /// (`arguments: list`, a `CVarArg` array made elsewhere).
  public var argumentsAreOpaque: Bool
  /// Whether it is in code that is never compiled (`#if false`).
  public var isInactive: Bool
  /// For a lookup kept in a constant and formatted once, later in the same body
  /// (`let text = NSLocalizedString("updated %@", comment: "")` … `String(format: text, date)`), the
  /// lines of the `let`, which the rewrite removes: `range` is then the formatting call's.
  public var declaration: Range<Int>?
  /// Whether the expression is a whole argument, element, value or returned expression, so that
  /// any expression written in its place is read as a whole (`f(a ? b : c)`, not `a ? b : c + d`).
  public var standsAlone = false

  /// The keys it may read: one, or a conditional's two; none when its key is known only at run time.
  public var literalKeys: [String] {
    switch key {
    case .literal(let key): return [key]
    case .conditional(_, let whenTrue, let whenFalse): return [whenTrue, whenFalse]
    case .interpolated, .expression: return []
    }
  }

  public init(
    form: Form, formatWrapper: String? = nil, range: Range<Int>, offset: Int, key: Key, table: String? = nil, tableIsLiteral: Bool = true,
    bundle: String? = nil, locale: String? = nil, arguments: [String] = [], argumentRanges: [Range<Int>] = [], argumentsAreOpaque: Bool = false,
    isInactive: Bool = false
  ) {
    self.argumentRanges = argumentRanges
    self.form = form
    self.formatWrapper = formatWrapper
    self.range = range
    self.offset = offset
    self.key = key
    self.table = table
    self.tableIsLiteral = tableIsLiteral
    self.bundle = bundle
    self.locale = locale
    self.arguments = arguments
    self.argumentsAreOpaque = argumentsAreOpaque
    self.isInactive = isInactive
  }
}
