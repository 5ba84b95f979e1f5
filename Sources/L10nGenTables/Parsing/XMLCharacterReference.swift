/// The references XML text may hold, as Foundation's property-list parser reads them: the five named
/// ones (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) and `&#N;` / `&#xH;` (a lowercase `x`, digits only:
/// Foundation rejects `&#X41;` and `&#+65;`).
enum XMLCharacterReference {
  /// The scalar that `&name;` stands for, or nil when Foundation would not read it.
  static func scalar(named name: Substring) -> Unicode.Scalar? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let isHex = name.dropFirst().hasPrefix("x")
      let digits = name.dropFirst(isHex ? 2 : 1)
      guard !digits.isEmpty, digits.allSatisfy({ isHex ? $0.isHexDigit : ("0"..."9").contains($0) }) else { return nil }
      return UInt32(digits, radix: isHex ? 16 : 10).flatMap(Unicode.Scalar.init)
    }
  }
}
