/// A text with its format specifiers taken out, each replaced by a space: what is left to name a key
/// after (`%lld active` is `  active`). Arguments, `%%`, String Catalog names (`%1$(count)lld`) and
/// `%#@variable@` references go; a `%` that Foundation would not read as written (the `% o` of "50% off",
/// a character that is no conversion) stays text.
package enum SpecifierFreeText {
  package static func of(_ text: String) -> String {
    guard PlaceholderSignature.hasPercent(text) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var scanner = FormatSpecifierScanner(bytes)
      var copied = 0
      while let scanned = scanner.next() {
        guard scanned.kind != .invalid, !scanned.isSuspicious, !scanned.droppedCharacter else { continue }
        result += bytes[copied..<scanned.bytes.lowerBound]
        result.append(UInt8(ascii: " "))
        copied = scanned.bytes.upperBound
      }
      result += bytes[copied...]
      return String(decoding: result, as: UTF8.self)
    }
  }
}
