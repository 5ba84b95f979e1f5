/// Reads one `%` sequence the way CoreFoundation's `__CFParseFormatSpec` does: a loop over the
/// characters after `%` where flags, digits, `*`, `.`, `n$` and length letters may come in any
/// order until a conversion character ends the specifier, and any other character makes the whole
/// sequence a literal (`.invalid`). Named placeholders `(name)` right after `%` or `%n$` are String
/// Catalog syntax, not Foundation's; they are read here so catalogs can name their arguments.
struct FormatSpecifierScanner {
  private let scalars: [Unicode.Scalar]
  private var index: Int
  private let start: Int

  private var position: Int?
  private var flags = ""
  private var width: FieldAmount?
  private var precision: FieldAmount?
  private var length: LengthModifier?
  private var name: String?
  private var seenDot = false
  private var seenSharp = false

  /// Scans the specifier whose `%` is at `percent`; returns it (offset not yet set) and the index after it.
  static func scan(_ scalars: [Unicode.Scalar], percent: Int) -> (FormatSpecifier, end: Int) {
    var scanner = FormatSpecifierScanner(scalars: scalars, index: percent + 1, start: percent)
    let kind = scanner.readKind()
    return (scanner.specifier(kind: kind), scanner.index)
  }

  private init(scalars: [Unicode.Scalar], index: Int, start: Int) {
    self.scalars = scalars
    self.index = index
    self.start = start
  }

  private mutating func readKind() -> FormatSpecifier.Kind {
    if index < scalars.count && scalars[index] == "%" {
      index += 1
      return .percent
    }
    while let character = next() {
      var current = character
      while true {  // re-examines the character that ended a number or followed a '.'
        switch current {
        case "#":
          seenSharp = true
          flags.unicodeScalars.append(current)
        case " ", "-", "+":
          flags.unicodeScalars.append(current)
        case "0" where seenDot:
          precision = .literal(0)
        case "0":
          flags.unicodeScalars.append(current)
        case "1"..."9":
          let number = readNumber(startingWith: current)
          guard let following = next() else { return .invalid }
          if following == "$" {
            assignPosition(number)
          } else {
            if seenDot {
              if precision != .next { precision = .literal(number) }
            } else if width != .next {
              width = .literal(number)
            }
            current = following
            continue
          }
        case "*":
          width = .next
        case ".":
          seenDot = true
          guard let following = next() else { return .invalid }
          if following == "*" {
            precision = .next
          } else {
            if precision == nil { precision = .literal(0) }
            current = following
            continue
          }
        case "h", "l":
          let doubled = index < scalars.count && scalars[index] == current
          if doubled { index += 1 }
          length = current == "h" ? (doubled ? .hh : .h) : (doubled ? .ll : .l)
        case "L", "q", "t", "z", "j":
          length = LengthModifier(rawValue: String(current))
        case "(" where name == nil && flags.isEmpty && width == nil && precision == nil && length == nil:
          guard let parsed = readName() else { return .invalid }
          name = parsed
        case "@" where seenSharp:
          seenSharp = false
          if let variable = readVariable() { return variable }
        default:
          if let conversion = FormatSpecifier.Conversion(rawValue: Character(current)) {
            return .argument(conversion)
          }
          return .invalid
        }
        break
      }
    }
    return .invalid  // the string ended inside the specifier
  }

  private mutating func next() -> Unicode.Scalar? {
    guard index < scalars.count else { return nil }
    defer { index += 1 }
    return scalars[index]
  }

  private mutating func readNumber(startingWith first: Unicode.Scalar) -> Int {
    var number = Int(first.value - 48)
    while index < scalars.count, ("0"..."9").contains(scalars[index]) {
      number = min(number * 10 + Int(scalars[index].value - 48), Int(Int32.max))  // Foundation fails past this anyway
      index += 1
    }
    return number
  }

  /// `n$` belongs to a pending `.*` first, then a pending `*`, else to the argument (CF's order).
  private mutating func assignPosition(_ number: Int) {
    if precision == .next {
      precision = .positional(number)
    } else if width == .next {
      width = .positional(number)
    } else {
      position = number
    }
  }

  /// `name)` after `(`; nil (and the index back after `(`, where Foundation stops) when it is not one.
  private mutating func readName() -> String? {
    let nameStart = index
    while index < scalars.count, scalars[index] != ")" {
      let scalar = scalars[index]
      guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else { break }
      index += 1
    }
    guard index < scalars.count, scalars[index] == ")", index > nameStart else {
      index = nameStart
      return nil
    }
    index += 1
    return text(nameStart..<(index - 1))
  }

  /// After `%#@`: ASCII letters, digits and `_` up to the closing `@`, as CF reads stringsdict keys.
  /// Any other character ends the name without a variable: CF drops that character and goes on
  /// reading the specifier (so `%#@a%d` consumes an int), which nil asks the caller to do.
  private mutating func readVariable() -> FormatSpecifier.Kind? {
    let nameStart = index
    while let scalar = next() {
      if scalar == "@" {
        flags.removeAll { $0 == "#" }
        return .variable(name: text(nameStart..<(index - 1)))
      }
      guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else {
        return nil
      }
    }
    return .invalid
  }

  private func specifier(kind: FormatSpecifier.Kind) -> FormatSpecifier {
    var isArgument = false
    if case .argument = kind { isArgument = true }
    return FormatSpecifier(
      text: text(start..<index), offset: 0, position: position, flags: flags,
      width: width, precision: precision, length: length, kind: kind, name: name,
      isSuspicious: isArgument && flags.unicodeScalars.contains(" "))
  }

  /// The scalars in `range` as a string, encoded at once (appending them to a string one by one
  /// costs several times the whole scan).
  private func text(_ range: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    for scalar in scalars[range] { bytes.append(contentsOf: UTF8.encode(scalar)!) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
