/// `%` sequences that do not mean what they look like: `50% off` is the conversion `% o` (an octal
/// number with the space flag) that reads an argument nobody passes; a `%` that starts no conversion
/// (`100%!`, a `%` at the end) is not printed as written. Generated accessors format every text, so
/// each of these shows up in the app; `%%` is a percent sign.
enum SuspiciousPercentCheck {
  /// Reports the entry's odd `%` sequences; returns whether one of them is a conversion that takes
  /// an argument (`LintEntry.readsOddConversion`), whose argument mismatch is then not reported again.
  @discardableResult
  static func check(_ entry: LintEntry, into table: inout LocaleTable) -> Bool {
    guard entry.mayHaveOddPercent else { return false }
    var readsOddConversion = false
    entry.forEachText { text, location, place in
      guard PlaceholderSignature.hasPercent(text), PlaceholderSignature.of(text) == nil else { return }
      for specifier in FormatParser.specifiers(in: text) {
        func what() -> String {
          let place = place.description
          return "key \(entry.key.debugDescription)\(place.isEmpty ? "" : ", \(place)"): \(quoted(text))"
        }
        if specifier.isSuspicious, case .argument(let conversion) = specifier.kind {
          readsOddConversion = true
          table.report(
            .suspiciousPercent, at: location,
            "\(what()) has \(specifier.text.debugDescription), which Foundation reads as a conversion (\(describe(conversion)) "
              + "with the space flag) that takes an argument; write \"%%\" for a percent sign",
            key: entry.key)
        } else if specifier.kind == .invalid {
          let sequence = specifier.text == "%" ? "a \"%\" at the end" : specifier.text.debugDescription
          table.report(
            .suspiciousPercent, at: location,
            "\(what()) has \(sequence), which is no conversion: Foundation does not print it as written; write \"%%\" for a "
              + "percent sign",
            key: entry.key)
        }
      }
    }
    return readsOddConversion
  }

  private static func describe(_ conversion: FormatSpecifier.Conversion) -> String {
    switch conversion {
    case .object: return "an object"
    case .decimal, .upperDecimal, .integer: return "an integer"
    case .octal, .upperOctal: return "an octal number"
    case .unsigned, .upperUnsigned: return "an unsigned integer"
    case .hex, .upperHex: return "a hexadecimal number"
    case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat: return "a floating-point number"
    case .character, .unichar: return "a character"
    case .cString, .unicharString, .pascalString: return "a C string"
    case .pointer: return "a pointer"
    case .writtenCount: return "a pointer written to"
    }
  }
}
