/// The printf placeholders of localized strings, read as Foundation's `String(format:)` reads them,
/// and the typed argument list a generated accessor needs.
public enum FormatParser {
  /// Every `%` sequence of `format`, in order: arguments, `%%`, `.stringsdict` variables and the
  /// sequences Foundation prints literally (`.invalid`).
  public static func specifiers(in format: String) -> [FormatSpecifier] {
    specifiers(in: format, countingCharacters: true)
  }

  /// `specifiers(in:)`, with offsets counted in scalars unless `countingCharacters`: `arguments(in:)`
  /// runs for every text of every table and needs an offset only for an error message, while
  /// counting Characters (grapheme breaking) costs more than all the rest.
  private static func specifiers(in format: String, countingCharacters: Bool) -> [FormatSpecifier] {
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
    var characterOffsets = [Int]()  // Character offset of each scalar, when not its index
    if countingCharacters && !isSimple {
      characterOffsets.reserveCapacity(scalars.count)
      for (offset, character) in format.enumerated() {
        characterOffsets.append(contentsOf: repeatElement(offset, count: character.unicodeScalars.count))
      }
    }
    var specifiers = [FormatSpecifier]()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var (specifier, end) = FormatSpecifierScanner.scan(scalars, percent: index)
      specifier.offset = characterOffsets.isEmpty ? index : characterOffsets[index]
      specifiers.append(specifier)
      index = end
    }
    return specifiers
  }

  /// Slots filled by positional and sequential specifiers, holes compacted (`%2$@ %3$d` → two
  /// arguments), as SwiftGen and Foundation do. Sequential specifiers, `*` widths and precisions
  /// included, take slots 1, 2, 3… of their own, whatever the positional ones use.
  ///
  /// Two uses of one slot must agree on SwiftGen's type (its rule: `%1$d` and `%1$ld` agree, `%1$@` and
  /// `%1$d` do not, which throws `PlaceholderError.conflictingTypes`); when they agree but their exact
  /// types differ in width, the slot gets the wider one (`Int` for `%1$d … %1$ld`), otherwise the first.
  public static func arguments(in format: String) throws -> [FormatArgument] {
    // A few slots at most: an array searched in order costs less than hashing.
    var slots: [(slot: Int, argument: FormatArgument, offset: Int)] = []
    var nextSequential = 1

    func fill(_ amount: FieldAmount?, of specifier: FormatSpecifier) throws {
      switch amount {
      case .next:
        try fill(slot: nextSequential, with: .fieldAmount, name: nil, by: specifier)
        nextSequential += 1
      case .positional(let slot):
        try fill(slot: slot, with: .fieldAmount, name: nil, by: specifier)
      case .literal, nil:
        break
      }
    }

    func fill(slot: Int, with type: ArgumentType, name: String?, by specifier: FormatSpecifier) throws {
      guard let index = slots.firstIndex(where: { $0.slot == slot }) else {
        let argument = FormatArgument(
          position: slot, swiftGenType: type.swiftGenType, swiftType: type.swiftType, name: name, specifier: specifier.text)
        slots.append((slot, argument, specifier.offset))
        return
      }
      let (existing, offset) = (slots[index].argument, slots[index].offset)
      guard existing.swiftGenType == type.swiftGenType else {
        throw PlaceholderError.conflictingTypes(
          position: slot,
          first: .init(specifier: existing.specifier, offset: characterOffset(ofScalar: offset, in: format), type: existing.swiftGenType),
          second: .init(
            specifier: specifier.text, offset: characterOffset(ofScalar: specifier.offset, in: format), type: type.swiftGenType))
      }
      var merged = existing
      let existingType = ArgumentType(swiftGenType: existing.swiftGenType, swiftType: existing.swiftType)
      if let old = existingType.bitWidth, let new = type.bitWidth, new > old { merged.swiftType = type.swiftType }
      merged.name = existing.name ?? name
      slots[index].argument = merged
    }

    for specifier in specifiers(in: format, countingCharacters: false) {
      let type: ArgumentType
      var name = specifier.name
      switch specifier.kind {
      case .argument(let conversion):
        type = ArgumentType(conversion: conversion, length: specifier.length)
      case .variable(let variable):
        type = .variable
        name = name ?? variable
      case .percent, .invalid:
        continue
      }
      try fill(specifier.width, of: specifier)
      try fill(specifier.precision, of: specifier)
      let slot: Int
      if let position = specifier.position {
        slot = position
      } else {
        slot = nextSequential
        nextSequential += 1
      }
      try fill(slot: slot, with: type, name: name, by: specifier)
    }
    return slots.sorted { $0.slot < $1.slot }.map(\.argument)
  }

  /// The offset in Characters of the Character holding scalar `scalarOffset` of `text`.
  private static func characterOffset(ofScalar scalarOffset: Int, in text: String) -> Int {
    var scalars = 0
    for (offset, character) in text.enumerated() {
      scalars += character.unicodeScalars.count
      if scalars > scalarOffset { return offset }
    }
    return text.count
  }
}
