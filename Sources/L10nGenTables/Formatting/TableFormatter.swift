import L10nGenCore

/// `l10ngen format` for one file: its bytes in the one form of its kind (`StringsTableFormat`,
/// `StringsDictFormat`, `CatalogFormat`), or why it is left as it is.
public enum TableFormatter {
  public struct Result: Equatable, Sendable {
    public var path: String
    public var original: [UInt8]
    public var formatted: [UInt8]
    /// The table's keys in the order written: a development table's order, which its translations follow.
    public var keys: [String]
    public var warnings: [LocatedWarning]

    public var changed: Bool { formatted != original }
  }

  public static func format(_ bytes: [UInt8], path: String, order: KeyOrder) throws -> Result {
    switch PathText.pathExtension(path) {
    case "strings":
      if bytes.starts(with: Array("bplist".utf8)) {
        throw FormatError.unsupported(path: path, reason: "a binary property list; format the text table it is made from")
      }
      guard let (utf8, encoding) = TextEncoding.decode(bytes) else {
        // The reader's own error says where the text goes wrong.
        _ = try TableTextDecoder.utf8(from: Data(bytes), path: path)
        throw FormatError.unsupported(path: path, reason: "UTF-32; save it as UTF-8 or UTF-16")
      }
      if case .utf16(_, byteOrderMark: false) = encoding {
        // Foundation cannot read it; writing it so again would keep it unread.
        _ = try TableTextDecoder.utf8(from: Data(bytes), path: path)
      }
      if utf8.first(where: { ![0x09, 0x0A, 0x0D, 0x20].contains($0) }) == UInt8(ascii: "<") {
        throw FormatError.unsupported(path: path, reason: "an XML property list; Xcode's .strings tables are text")
      }
      let result = try StringsTableFormat.format(utf8, path: path, order: order)
      return Result(path: path, original: bytes, formatted: encoding.encode(result.utf8), keys: result.keys, warnings: result.warnings)
    case "stringsdict":
      let result = try StringsDictFormat.format(bytes, path: path, order: order)
      return Result(path: path, original: bytes, formatted: result.utf8, keys: result.keys, warnings: result.warnings)
    case "xcstrings":
      let result = try CatalogFormat.format(bytes, path: path)
      return Result(path: path, original: bytes, formatted: result.utf8, keys: result.keys, warnings: result.warnings)
    default:
      throw FormatError.unsupported(path: path, reason: "not a .strings, .stringsdict or .xcstrings table")
    }
  }
}
