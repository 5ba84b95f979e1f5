/// The `%` sequences of a text, found by a byte scan, when each plainly is a well-formed specifier
/// (`%@`, `%1$ld`, `%.2f`, `%*d`, `%#@name@`, `%%`): joined, they make a format with the same
/// arguments as the text (`%1$@%2$ld`). Lint reads the arguments of each distinct signature once per
/// locale instead of once per value, and knows without parsing that the text has no odd `%` in it.
enum PlaceholderSignature {
  /// The signature; nil when some `%` needs `FormatParser` to say what it is (a space flag, a
  /// character that is no conversion, a named placeholder, `%0$`, a `%` at the end).
  /// Whether `text` has a `%` at all (most texts do not): a byte search, not a walk over a view.
  static func hasPercent(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.contains(UInt8(ascii: "%")) }
  }

  static func of(_ text: String) -> String? {
    var signature = [UInt8]()
    let found = text.utf8.withContiguousStorageIfAvailable { scan($0, into: &signature) } ?? scan(Array(text.utf8), into: &signature)
    return found ? String(decoding: signature, as: UTF8.self) : nil
  }

  private static func scan<Bytes: RandomAccessCollection>(_ bytes: Bytes, into signature: inout [UInt8]) -> Bool
  where Bytes.Element == UInt8, Bytes.Index == Int {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < end && bytes[index] == UInt8(ascii: "%") {
        index += 1
        continue
      }
      var sharp = false
      var number = 0
      while index < end, kinds[Int(bytes[index])] == .modifier {
        switch bytes[index] {
        case UInt8(ascii: "#"): sharp = true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): number = min(number * 10 + Int(bytes[index] - 48), 1_000_000)
        case UInt8(ascii: "$"):
          if number == 0 { return false }  // `%0$@` is no specifier
          number = 0
        default: number = 0
        }
        index += 1
      }
      guard index < end, kinds[Int(bytes[index])] == .conversion else { return false }
      index += 1
      if bytes[index - 1] == UInt8(ascii: "@") && sharp {  // `%#@name@`: the name, then its closing `@`
        while true {
          guard index < end else { return false }
          let byte = bytes[index]
          index += 1
          if byte == UInt8(ascii: "@") { break }
          guard kinds[Int(byte)] != .other || byte == UInt8(ascii: "_") else { return false }
        }
      }
      signature.append(contentsOf: bytes[start..<index])
    }
    return true
  }

  private enum Kind { case modifier, conversion, letter, other }

  /// What a byte can be after `%`: a flag, digit, `$`, `.`, `*` or length letter; a conversion; else.
  private static let kinds: [Kind] = (0..<256).map { value in
    let byte = UInt8(value)
    if "0123456789$.#*-+lhqLztj".utf8.contains(byte) { return .modifier }
    if "@dDiuUxXoOfFeEgGaAcCsSpn".utf8.contains(byte) { return .conversion }
    if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
      return .letter
    }
    return .other
  }
}
