/// Generated code that cannot be (or must not be) written where it was asked to go.
public enum OutputError: LocatedError, Equatable {
  case isDirectory(path: String)
  case overwritesInput(path: String)
  case writeFailed(path: String, reason: String)

  public var location: SourceLocation? { nil }

  public var message: String {
    switch self {
    case .isDirectory(let path): return "output \(path) is a directory; give a file path"
    case .overwritesInput(let path): return "output \(path) is one of the inputs; refusing to overwrite it"
    case .writeFailed(let path, let reason): return "cannot write \(path): \(reason)"
    }
  }
}
