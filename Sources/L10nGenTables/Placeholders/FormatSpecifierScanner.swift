import L10nGenCore

/// Reads the `%` sequences of a text's UTF-8 the way CoreFoundation's `__CFParseFormatSpec` does: a loop
/// over the characters after `%` where flags, digits, `*`, `.`, `n$` and length letters may come in any
/// order until a conversion character ends the specifier, and any other character makes the whole
/// sequence a literal (`.invalid`). Named placeholders `(name)` right after `%` or `%n$` are String
/// Catalog syntax, not Foundation's; they are read here so catalogs can name their arguments.
///
/// The tool's one reader of specifiers: `FormatParser` and `PlaceholderSignature` are built on it.
/// Every character a specifier is made of is ASCII, so it reads bytes; a name's characters and a
/// non-ASCII character that ends a sequence are read whole, so a sequence never splits a character.
struct FormatSpecifierScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var read = ScannedSpecifier(bytes: 0..<0)
  private var seenDot = false
  private var seenSharp = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next `%` sequence; nil when there is none left.
  mutating func next() -> ScannedSpecifier? {
    index = ByteWords.firstIndex(
      in: bytes, from: index, wordsWhere: { !ByteWords.hasByte(UInt8(ascii: "%"), in: $0) }, matters: { bytes[$0] == UInt8(ascii: "%") })
    guard index < bytes.count else { return nil }
    let percent = index
    index += 1
    read = ScannedSpecifier(bytes: percent..<percent)
    seenDot = false
    seenSharp = false
    read.kind = readKind()
    read.bytes = percent..<index
    return read
  }

  private mutating func readKind() -> ScannedSpecifier.Kind {
    if index < bytes.count && bytes[index] == UInt8(ascii: "%") {
      index += 1
      return .percent
    }
    while let character = nextCharacter() {
      var current = character
      while true {  // re-examines the character that ended a number or followed a '.'
        switch current {
        case "#":
          seenSharp = true
          read.flags.unicodeScalars.append(current)
        case " ", "-", "+":
          read.flags.unicodeScalars.append(current)
        case "0" where seenDot:
          read.precision = .literal(0)
        case "0":
          read.flags.unicodeScalars.append(current)
        case "1"..."9":
          let number = readNumber(startingWith: current)
          guard let following = nextCharacter() else { return .invalid }
          if following == "$" {
            assignPosition(number)
          } else {
            if seenDot {
              if read.precision != .next { read.precision = .literal(number) }
            } else if read.width != .next {
              read.width = .literal(number)
            }
            current = following
            continue
          }
        case "*":
          read.width = .next
        case ".":
          seenDot = true
          guard let following = nextCharacter() else { return .invalid }
          if following == "*" {
            read.precision = .next
          } else {
            if read.precision == nil { read.precision = .literal(0) }
            current = following
            continue
          }
        case "h", "l":
          let doubled = index < bytes.count && bytes[index] == UInt8(truncatingIfNeeded: current.value)
          if doubled { index += 1 }
          read.length = current == "h" ? (doubled ? .hh : .h) : (doubled ? .ll : .l)
        case "L": read.length = .L
        case "q": read.length = .q
        case "t": read.length = .t
        case "z": read.length = .z
        case "j": read.length = .j
        case "(" where read.name == nil && read.flags.isEmpty && read.width == nil && read.precision == nil && read.length == nil:
          guard let name = readName() else { return .invalid }
          read.name = name
        case "@" where seenSharp:
          seenSharp = false
          if let variable = readVariable() { return variable }
        default:
          if current.isASCII, let conversion = Self.conversions[Int(current.value)] { return .argument(conversion) }
          return .invalid
        }
        break
      }
    }
    return .invalid  // the string ended inside the specifier
  }

  /// The next character, the index moved past it; a non-ASCII one, which no rule of a specifier
  /// matches, comes back as the scalar of its first byte.
  private mutating func nextCharacter() -> Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    index += byte < 0x80 ? 1 : scalar(at: index).length
    return Unicode.Scalar(byte)
  }

  private mutating func readNumber(startingWith first: Unicode.Scalar) -> Int {
    var number = Int(first.value - 48)
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      number = min(number * 10 + Int(bytes[index] - 48), Int(Int32.max))  // Foundation fails past this anyway
      index += 1
    }
    return number
  }

  /// `n$` belongs to a pending `.*` first, then a pending `*`, else to the argument (CF's order).
  private mutating func assignPosition(_ number: Int) {
    if read.precision == .next {
      read.precision = .positional(number)
    } else if read.width == .next {
      read.width = .positional(number)
    } else {
      read.position = number
    }
  }

  /// `name)` after `(`; nil (and the index back after `(`, where Foundation stops) when it is not one.
  private mutating func readName() -> Range<Int>? {
    let nameStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
      let (scalar, length) = scalar(at: index)
      guard Self.isNameCharacter(scalar) else { break }
      index += length
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ")"), index > nameStart else {
      index = nameStart
      return nil
    }
    index += 1
    return nameStart..<(index - 1)
  }

  /// After `%#@`: ASCII letters, digits and `_` up to the closing `@`, as CF reads stringsdict keys.
  /// Any other character ends the name without a variable: CF drops that character and goes on
  /// reading the specifier (so `%#@a%d` consumes an int), which nil asks the caller to do.
  private mutating func readVariable() -> ScannedSpecifier.Kind? {
    let nameStart = index
    while let character = nextCharacter() {
      if character == "@" {
        read.flags.removeAll { $0 == "#" }
        return .variable(name: nameStart..<(index - 1))
      }
      guard character.isASCII, Self.isNameCharacter(character) else {
        read.droppedCharacter = true
        return nil
      }
    }
    return .invalid
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// The scalar whose UTF-8 starts at `position`, and how many bytes it takes.
  private func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int) {
    var iterator = bytes[position...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return ("\u{FFFD}", 1) }  // a String's UTF-8 is valid
    return (scalar, UTF8.width(scalar))
  }

  /// The conversion each ASCII character stands for, from `FormatSpecifier.Conversion`'s own table.
  private static let conversions: [FormatSpecifier.Conversion?] = (0..<128).map { value in
    FormatSpecifier.Conversion(rawValue: Character(Unicode.Scalar(UInt8(value))))
  }
}
