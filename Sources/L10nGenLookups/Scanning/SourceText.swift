import L10nGenCore

/// A source file's text as UTF-8, what the scanner reads, and the encoding it is written in, to
/// write it back the same way: UTF-8 (with its byte order mark, if it has one) or UTF-16, as Xcode
/// may save it. Line endings are bytes like any other and stay as they are.
public struct SourceText: Equatable, Sendable {
  public var utf8: [UInt8]
  public var encoding: TextEncoding

  /// Nil when the bytes are neither UTF-8 nor UTF-16.
  public init?(bytes: [UInt8]) {
    guard let (utf8, encoding) = TextEncoding.decode(bytes) else { return nil }
    self.utf8 = utf8
    self.encoding = encoding
  }

  /// `utf8` written in this text's encoding.
  public func encoded(_ utf8: [UInt8]) -> [UInt8] {
    encoding.encode(utf8)
  }
}
