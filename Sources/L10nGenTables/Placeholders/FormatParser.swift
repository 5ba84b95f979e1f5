import L10nGenCore

/// The printf placeholders of localized strings, read as Foundation's `String(format:)` reads them,
/// and the typed argument list a generated accessor needs.
public enum FormatParser {
  /// Every `%` sequence of `format`, in order: arguments, `%%`, `.stringsdict` variables and the
  /// sequences Foundation prints literally (`.invalid`).
  public static func specifiers(in format: String) -> [FormatSpecifier] {
    scannedSpecifiers(in: format).map(\.specifier)
  }

  /// The specifiers with the range of UTF-8 bytes each one covers, for code that rewrites them (a
  /// range never splits a character).
  package static func scannedSpecifiers(in format: String) -> [(specifier: FormatSpecifier, utf8: Range<Int>)] {
    var specifiers = [(specifier: FormatSpecifier, utf8: Range<Int>)]()
    // In ASCII without a CR LF pair, each byte is a Character: the byte offset is the Character offset.
    var isSimple = true
    var text = format
    text.withUTF8 { bytes in
      // At most one a `%`: the array is made once, not grown.
      specifiers.reserveCapacity(ByteWords.count(of: UInt8(ascii: "%"), in: bytes))
      var scanner = FormatSpecifierScanner(bytes)
      while let scanned = scanner.next() {
        specifiers.append((scanned.specifier(in: bytes, offset: scanned.bytes.lowerBound), scanned.bytes))
      }
      if !specifiers.isEmpty {
        isSimple =
          ByteWords.firstIndex(
            in: bytes, from: 0, wordsWhere: { !ByteWords.hasNonASCII($0) && !ByteWords.hasByte(0x0D, in: $0) },
            matters: { bytes[$0] >= 0x80 || bytes[$0] == 0x0D }) == bytes.count
      }
    }
    if !isSimple { countCharacters(in: format, &specifiers) }
    return specifiers
  }

  /// Sets each specifier's offset to the Character its `%` is in (from its byte offset).
  private static func countCharacters(in format: String, _ specifiers: inout [(specifier: FormatSpecifier, utf8: Range<Int>)]) {
    var characters = format.makeIterator()
    var character = -1
    var characterEnd = 0  // the byte after the Character `character`
    for index in specifiers.indices {
      while characterEnd <= specifiers[index].utf8.lowerBound, let next = characters.next() {
        characterEnd += next.utf8.count
        character += 1
      }
      specifiers[index].specifier.offset = character
    }
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
    // Most texts have no `%`, hence no specifier: over the bytes in place, before any scanning.
    guard ByteWords.contains(UInt8(ascii: "%"), in: format) else { return [] }
    var slots = ArgumentSlots()
    try slots.read(format, fillVariables: true)
    return slots.arguments
  }
}
