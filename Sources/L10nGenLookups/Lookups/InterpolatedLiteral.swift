/// A string literal with interpolations used as a key (`Text("\(count) items")`,
/// `String(localized: "Hello \(name)")`, `NSLocalizedString("status.\(code)", …)`): its literal parts,
/// around each interpolation, as Swift reads them, and each interpolated value's code, as written.
public struct InterpolatedLiteral: Hashable, Sendable {
  /// `["", " items"]`.
  public var parts: [String]
  /// `["count"]`.
  public var values: [String]

  public init(parts: [String], values: [String]) {
    self.parts = parts
    self.values = values
  }

  /// The literal token at `literal` read so, from the file's `bytes`; nil when its parts do not read.
  init?(_ literal: StringLiteral, in bytes: [UInt8]) {
    guard let (parts, values) = literal.interpolation(in: bytes) else { return nil }
    self.init(parts: parts, values: values.map { String(decoding: bytes[$0], as: UTF8.self) })
  }

  /// The key the compiler makes of it, each value's specifier given by `specifier`; nil when one
  /// has none. A literal `%` of the parts is written `%%`, as the compiler writes it.
  public func key(specifier: (String) -> String?) -> String? {
    var key = parts[0].replacingOccurrences(of: "%", with: "%%")
    for (value, part) in zip(values, parts.dropFirst()) {
      guard let found = specifier(value) else { return nil }
      key += found + part.replacingOccurrences(of: "%", with: "%%")
    }
    return key
  }
}
