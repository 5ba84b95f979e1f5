/// The printf placeholders of localized strings, read as Foundation's `String(format:)` reads them,
/// and the typed argument list a generated accessor needs.
public enum FormatParser {
  /// Every `%` sequence of `format`, in order: arguments, `%%`, `.stringsdict` variables and the
  /// sequences Foundation prints literally (`.invalid`).
  public static func specifiers(in format: String) -> [FormatSpecifier] {
    scannedSpecifiers(in: format).map(\.specifier)
  }

  /// The specifiers with the range of Unicode scalars each one covers, for code that rewrites them.
  static func scannedSpecifiers(in format: String) -> [(specifier: FormatSpecifier, scalars: Range<Int>)] {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return [] }
    let scalars = Array(format.unicodeScalars)
    // Character offset of each scalar; in ASCII text without CR LF every scalar is a Character.
    var characterOffsets = [Int]()
    let isSimple = format.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
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

  /// Slots filled by positional and sequential specifiers, holes compacted (`%2$@ %3$d` → two
  /// arguments), as SwiftGen and Foundation do. Sequential specifiers, `*` widths and precisions
  /// included, take slots 1, 2, 3… of their own, whatever the positional ones use. A `.stringsdict`
  /// variable left in a plain string is an argument formatted like `%@`.
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
