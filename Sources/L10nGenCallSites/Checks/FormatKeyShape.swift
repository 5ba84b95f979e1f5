import L10nGenTables

/// The keys a literal with interpolations looks up where the literal is a format
/// (`Text("\(count) items")`, `String(localized: "Hello \(name)")`): its parts with one format
/// specifier for each value (`%lld items`, `%@ items`). Which specifier is the compiler's to tell,
/// from the value's type; every key of the shape counts as used by it.
public struct FormatKeyShape: Hashable, Sendable {
  /// The literal parts, around each interpolation.
  public var parts: [String]

  public init(parts: [String]) {
    self.parts = parts
  }

  /// The shape of `key`: its texts around its argument specifiers (`%%` reading as `%`); nil for a
  /// key without one, or with a specifier a literal never makes (a `%#@variable@`, an invalid one).
  public init?(key: String) {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return nil }
    let utf8 = Array(key.utf8)
    var texts: [String] = []
    var current: [UInt8] = []
    var copied = 0
    for (specifier, range) in FormatParser.scannedSpecifiers(in: key) {
      current += utf8[copied..<range.lowerBound]
      copied = range.upperBound
      switch specifier.kind {
      case .percent:
        current.append(UInt8(ascii: "%"))
      case .argument:
        texts.append(String(decoding: current, as: UTF8.self))
        current = []
      case .variable, .invalid:
        return nil
      }
    }
    guard !texts.isEmpty else { return nil }
    current += utf8[copied...]
    texts.append(String(decoding: current, as: UTF8.self))
    parts = texts
  }
}
