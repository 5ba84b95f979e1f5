import L10nGenCore

/// A problem with a template: a syntax error found while parsing, or a failure while rendering
/// (an undefined macro, a filter given the wrong kind of value…). Names the template file and line.
public struct TemplateError: LocatedError, Equatable, Sendable {
  public var location: SourceLocation?
  public var message: String

  public init(location: SourceLocation?, message: String) {
    self.location = location
    self.message = message
  }
}
