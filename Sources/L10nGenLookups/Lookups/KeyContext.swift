/// What takes a key literal, and where the parts of its call are: what a rewrite of the literal into
/// a `LocalizedStringResource` member needs to know (`Text("settings.title", tableName: "Settings")`
/// becomes `Text(.Settings.settingsTitle)`, the table's argument going with it).
public struct KeyContext: Equatable, Sendable {
  public enum Taker: Equatable, Sendable {
    /// A view's, scene's or value's initializer of SwiftUI (and Charts, MapKit, PhotosUI), by its
    /// type's name: `Text("…")`, `Button("…") { … }`. `LocalizedStringKey("…")` and
    /// `LocalizedStringResource("…")` too.
    case initializer(String)
    /// A modifier, by its name: `.navigationTitle("…")`, `.searchable(text:prompt:)`.
    case modifier(String)
    /// A parameter of the project's own functions and types, or of App Intents', by the callee's name.
    case parameter(String)
    /// A declaration of a key type that returns or is given the literal, by the type's name:
    /// `static var title: LocalizedStringResource = "Compose"`.
    case declaration(String)
    /// An App Enum's `caseDisplayRepresentations`.
    case caseDisplayRepresentation
  }

  public var taker: Taker
  /// The labels of the call's arguments (nil: none), in order; empty for a declaration's literal.
  public var labels: [String?]
  /// The argument holding the key.
  public var keyArgument: Int
  /// The bytes of each argument, from its label to the end of its expression.
  public var argumentRanges: [Range<Int>]
  /// The literal's bytes.
  public var literal: Range<Int>
  /// The call's bytes, from its callee's name to its closing parenthesis; the literal's for a
  /// declaration.
  public var call: Range<Int>
  /// Whether each argument is a closure literal (`action: { … }`).
  public var closureLiterals: [Bool]
  /// How many closures follow the call's parentheses (trailing closures).
  public var trailingClosures: Int
  /// Whether the literal is a branch of a conditional (`flag ? "Pause" : "Resume"`).
  public var isBranch: Bool
  /// Whether what takes it is optional (`var title: LocalizedStringResource? = "…"`), where a
  /// leading-dot member may be `Optional`'s.
  public var isOptional = false

  public init(
    taker: Taker, labels: [String?] = [], keyArgument: Int = 0, argumentRanges: [Range<Int>] = [], literal: Range<Int>, call: Range<Int>? = nil,
    closureLiterals: [Bool] = [], trailingClosures: Int = 0, isBranch: Bool = false
  ) {
    self.taker = taker
    self.labels = labels
    self.keyArgument = keyArgument
    self.argumentRanges = argumentRanges
    self.literal = literal
    self.call = call ?? literal
    self.closureLiterals = closureLiterals
    self.trailingClosures = trailingClosures
    self.isBranch = isBranch
  }
}
