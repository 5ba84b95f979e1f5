import L10nGenCore

extension LocatedPlist {
  /// Why no tree could be read.
  package enum ReadFailure: Error, Equatable {
    /// The bytes are no property list; `reason` is the reader's own explanation.
    case invalid(reason: String)
    /// The root is a dictionary with a key that is no string (binary property lists can have one).
    case nonStringKey(found: String)
  }

  /// Reads what `LocatedPlistReader` leaves (binary property lists, and XML outside what it reads):
  /// Foundation's `PropertyListSerialization`, set by the executables that link Foundation
  /// (`FoundationFallbacks.install()`). The stages themselves build on Foundation's essentials,
  /// which have no such reader. Set once, at start, before anything reads.
  package typealias FallbackReader = @Sendable (_ data: Data, _ path: String) throws(ReadFailure) -> LocatedPlist
  nonisolated(unsafe) package static var fallback: FallbackReader?

  /// The property list in `data`: read by `LocatedPlistReader` when it takes the text, else by the
  /// fallback reader, whose value is the same tree without places.
  package static func read(_ data: Data, path: String) throws(ReadFailure) -> LocatedPlist {
    if !data.starts(with: Array("bplist".utf8)), let plist = LocatedPlistReader.read(data, path: path) { return plist }
    guard let fallback else {
      throw .invalid(reason: "binary, or XML this build cannot read without Foundation's property-list reader")
    }
    return try fallback(data, path)
  }
}
