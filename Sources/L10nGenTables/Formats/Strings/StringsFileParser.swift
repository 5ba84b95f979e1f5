import L10nGenCore

/// Parses `.strings` tables: text (UTF-8 or UTF-16, the old-style property-list dialect Foundation
/// reads), XML property lists and binary property lists. Entries come in file order; every problem
/// is a `StringsParseError` with a location, never a crash or a silently skipped entry.
public enum StringsFileParser {
  /// Reads and parses the table at `path`; failing to read it is a `StringsParseError` as well.
  /// With `keepingDuplicateKeys` (lint), a key written twice gives two entries instead of an error.
  public static func parse(contentsOf path: String, keepingDuplicateKeys: Bool = false) throws -> [ParsedEntry] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StringsParseError.unreadableFile(path: path, reason: readFailureReason(path: path, error: error))
    }
    return try parse(data: data, path: path, keepingDuplicateKeys: keepingDuplicateKeys)
  }

  /// Parses a table's bytes, telling binary property lists, XML property lists and text apart.
  public static func parse(data: Data, path: String, keepingDuplicateKeys: Bool = false) throws -> [ParsedEntry] {
    if data.starts(with: Array("bplist".utf8)) {
      return try PropertyListTableParser.parse(data: data, path: path, keepingDuplicateKeys: keepingDuplicateKeys)
    }
    let text = try TableTextDecoder.utf8(from: data, path: path)
    if startsLikeXML(text) {
      return try PropertyListTableParser.parse(data: data, path: path, keepingDuplicateKeys: keepingDuplicateKeys)
    }
    var parser = StringsTextParser(bytes: text, path: path)
    return try parser.parse(keepingDuplicateKeys: keepingDuplicateKeys)
  }

  /// Parses a table that is already text (a leading byte-order mark is ignored).
  public static func parse(text: String, path: String) throws -> [ParsedEntry] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if startsLikeXML(bytes) {
      return try PropertyListTableParser.parse(data: Data(bytes), path: path)
    }
    var parser = StringsTextParser(bytes: bytes, path: path)
    return try parser.parse()
  }

  /// An old-style table cannot start with `<`, an XML property list always does (after whitespace).
  private static func startsLikeXML(_ text: [UInt8]) -> Bool {
    text.first { ![0x09, 0x0A, 0x0D, 0x20].contains($0) } == UInt8(ascii: "<")
  }

  static func readFailureReason(path: String, error: Error) -> String {
    if !FileManager.default.fileExists(atPath: path) { return "no such file" }
    if PathText.isFolder(path) { return "it is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "it could not be read"
  }
}
