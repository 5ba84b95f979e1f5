/// An error about the user's input, which knows where it is and says what is wrong.
///
/// Every stage has its own typed error enum conforming to this protocol; the command line reports
/// its `diagnostic`; `description` is the compilers' `path:line:column: error: message` form of it.
public protocol LocatedError: Error, CustomStringConvertible {
  /// Where the problem is; `nil` when it concerns no particular file (e.g. a usage problem).
  var location: SourceLocation? { get }
  /// What is wrong, naming the offending text.
  var message: String { get }
}

extension LocatedError {
  public var description: String { diagnostic.description }
}

/// Several errors found in one run (e.g. every identifier collision of a table), reported together.
public struct ErrorList: Error, CustomStringConvertible {
  public var errors: [any LocatedError]

  public init(_ errors: [any LocatedError]) {
    self.errors = errors
  }

  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
