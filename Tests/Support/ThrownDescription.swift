/// What `body` throws, as the error describes itself (`path:line:column: error: …`), or, when it
/// throws nothing, what `describe` says of its result. With `type`, an error of another type says so:
/// the tests of a reader pin the error type it throws too.
public func thrownDescription<T>(
  _ body: () throws -> T, else describe: (T) -> String = { _ in "no error" }, as type: (any Error.Type)? = nil
) -> String {
  do {
    return describe(try body())
  } catch {
    if let type, Swift.type(of: error) != type { return "unexpected error type: \(error)" }
    return "\(error)"
  }
}
