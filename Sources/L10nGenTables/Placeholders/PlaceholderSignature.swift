/// The `%` specifiers of a text joined, when each is plain (`ScannedSpecifier.isPlain`): a format with
/// the same arguments as the text (`%1$@%2$ld` for "%1$@ has %2$ld messages, 50%% off"). Lint reads the
/// arguments of each distinct signature once per locale instead of once per value, and knows without
/// parsing that the text has no odd `%` in it.
package enum PlaceholderSignature {
  /// Whether `text` has a `%` at all (most texts do not): a byte search, not a walk over a view.
  package static func hasPercent(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.contains(UInt8(ascii: "%")) }
  }

  /// The signature (`%%` left out: it takes no argument); nil when some `%` needs `FormatParser` to
  /// say what it is (the `% o` of "50% off", a character that is no conversion, a named placeholder,
  /// `%0$`, a `%` at the end).
  package static func of(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes in
      // Never longer than the text, and most are short enough to make a string without allocating.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { signature in
        var count = 0
        var scanner = FormatSpecifierScanner(bytes)
        while let scanned = scanner.next() {
          guard scanned.isPlain else { return nil }
          if case .percent = scanned.kind { continue }
          let end = count + scanned.bytes.count
          _ = UnsafeMutableBufferPointer(rebasing: signature[count..<end]).initialize(from: UnsafeBufferPointer(rebasing: bytes[scanned.bytes]))
          count = end
        }
        return String(decoding: UnsafeBufferPointer(rebasing: signature[..<count]), as: UTF8.self)
      }
    }
  }
}
