import L10nGenCore
import L10nGenTables

/// Entries for tests of the stages after parsing: line N of a made-up `T.strings`.
public func entry(
  _ key: String, _ translation: String = "text", line: Int = 1, comment: String? = nil, arguments: [FormatArgument] = []
) -> LocalizedEntry {
  LocalizedEntry(
    key: key, translation: translation, comment: comment, arguments: arguments,
    location: SourceLocation(file: "T.strings", line: line, column: 1))
}
