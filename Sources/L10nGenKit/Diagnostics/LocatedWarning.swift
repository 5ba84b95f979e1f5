/// Something in the input that works but is probably not what its author meant (a `.stringsdict` value
/// type written `%ld`, a plural chosen by an argument its forms use as text). Reported, never fatal.
public struct LocatedWarning: Hashable, Sendable, CustomStringConvertible {
  public var location: SourceLocation?
  public var message: String

  public init(location: SourceLocation?, message: String) {
    self.location = location
    self.message = message
  }

  /// `path:line:column: warning: message`, the compilers' format (Xcode lists it as a warning).
  public var description: String {
    guard let location else { return "warning: \(message)" }
    return "\(location): warning: \(message)"
  }
}
