/// One thing a run says about its inputs (an error, a warning, a lint finding, a lookup `migrate`
/// leaves): every command reports through this type and `DiagnosticEmitter`, so that each format is
/// written in one place.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How much it matters. Notes are said and never fail a run; infos are counted, and listed only
  /// where every finding is (`--format json`).
  public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.index < rhs.index }

    /// Its place in `allCases`.
    var index: Int {
      switch self {
      case .info: return 0
      case .note: return 1
      case .warning: return 2
      case .error: return 3
      }
    }
  }

  /// A fact about the diagnostic that a machine reads beside its message (lint's `locale`, `table`
  /// and `key`): a member of its JSON object, in this order. Its name is a plain word (letters,
  /// digits, `-`), written into JSON as it is.
  public struct Fact: Equatable, Sendable {
    public var name: String
    public var value: String?

    public init(_ name: String, _ value: String?) {
      self.name = name
      self.value = value
    }
  }

  public var severity: Severity
  /// The file concerned; nil when it concerns none (a usage problem, a note on the run).
  public var file: String?
  /// 1-based, as compilers print it; nil when the diagnostic is about the file as a whole.
  public var line: Int?
  public var column: Int?
  /// What is wrong, naming the offending text.
  public var message: String
  /// The name of the kind of problem, as users disable or look it up (`missing-key`, `unnamed-key`).
  public var rule: String?
  public var facts: [Fact]
  /// What follows the message: a hint at what to do, a related place.
  public var notes: [String]

  public init(
    _ severity: Severity, at location: SourceLocation?, _ message: String, rule: String? = nil, facts: [Fact] = [], notes: [String] = []
  ) {
    self.severity = severity
    self.file = location?.file
    self.line = location?.line
    self.column = location?.column
    self.message = message
    self.rule = rule
    self.facts = facts
    self.notes = notes
  }

  /// A diagnostic about a file as a whole (`path: warning: …`).
  public init(_ severity: Severity, file: String?, _ message: String, rule: String? = nil, notes: [String] = []) {
    self.init(severity, at: nil, message, rule: rule, notes: notes)
    self.file = file
  }

  /// `path:line:column: `, `path: ` or nothing: where the compilers' form starts.
  public var place: String {
    guard let file else { return "" }
    guard let line else { return file + ": " }
    return "\(file):\(line):\(column ?? 1): "
  }

  /// The compilers' form, `path:line:column: warning: message`, which Xcode and SwiftPM read from a
  /// plugin's output; each note on a line of its own after it.
  public var description: String {
    ([place + severity.rawValue + ": " + message] + notes).joined(separator: "\n")
  }
}

extension LocatedError {
  /// The error as a diagnostic.
  public var diagnostic: Diagnostic { Diagnostic(.error, at: location, message) }
}

extension LocatedWarning {
  /// The warning as a diagnostic, its kind the rule.
  public var diagnostic: Diagnostic { Diagnostic(.warning, at: location, message, rule: kind?.rawValue) }
}
