/// The printf placeholders of localized strings, read as Foundation's `String(format:)` reads them,
/// and the typed argument list a generated accessor needs.
public enum FormatParser {
  /// Every `%` sequence of `format`, in order: arguments, `%%`, `.stringsdict` variables and the
  /// sequences Foundation prints literally (`.invalid`).
  public static func specifiers(in format: String) -> [FormatSpecifier] {
    scannedSpecifiers(in: format).map(\.specifier)
  }

  /// The specifiers with the range of Unicode scalars each one covers, for code that rewrites them.
  package static func scannedSpecifiers(in format: String) -> [(specifier: FormatSpecifier, scalars: Range<Int>)] {
    // One pass over the bytes: is there a `%` at all, and is the text ASCII without a CR LF pair,
    // where each scalar is a byte and a Character.
    var format = format
    let (hasPercent, isSimple) = format.withUTF8 { bytes in
      var hasPercent = false
      var isSimple = true
      for byte in bytes {
        if byte == UInt8(ascii: "%") { hasPercent = true }
        if byte >= 0x80 || byte == 0x0D { isSimple = false }
      }
      return (hasPercent, isSimple)
    }
    guard hasPercent else { return [] }
    let scalars = isSimple ? format.withUTF8 { $0.map { Unicode.Scalar($0) } } : Array(format.unicodeScalars)
    // Character offset of each scalar, when it is not the scalar's index.
    var characterOffsets = [Int]()
    if !isSimple {
      characterOffsets.reserveCapacity(scalars.count)
      for (offset, character) in format.enumerated() {
        characterOffsets.append(contentsOf: repeatElement(offset, count: character.unicodeScalars.count))
      }
    }
    var specifiers = [(specifier: FormatSpecifier, scalars: Range<Int>)]()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var (specifier, end) = FormatSpecifierScanner.scan(scalars, percent: index)
      specifier.offset = isSimple ? index : characterOffsets[index]
      specifiers.append((specifier, index..<end))
      index = end
    }
    return specifiers
  }

  /// Slots filled by positional and sequential specifiers, holes left out (`%2$@ %3$d` → two
  /// arguments, each with its position), as SwiftGen's accessors take them. Sequential specifiers, `*`
  /// widths and precisions included, take slots 1, 2, 3… of their own, whatever the positional ones
  /// use. A `.stringsdict` variable left in a plain string is an argument formatted like `%@`, as older
  /// CoreFoundation read it (the current one prints it as text).
  ///
  /// Two uses of one slot must agree on SwiftGen's type (its rule: `%1$d` and `%1$ld` agree, `%1$@` and
  /// `%1$d` do not, which throws `PlaceholderError.conflictingTypes`); when they agree but their exact
  /// types differ in width, the slot gets the wider one (`Int` for `%1$d … %1$ld`), otherwise the first.
  public static func arguments(in format: String) throws -> [FormatArgument] {
    var slots = ArgumentSlots()
    try slots.read(format, fillVariables: true)
    return slots.arguments
  }
}
