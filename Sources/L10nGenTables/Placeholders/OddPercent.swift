import L10nGenCore

/// `%` sequences that do not mean what they look like: `50% off` is the conversion `% o` (an octal
/// number with the space flag) that reads an argument nobody passes; a `%` that starts no conversion
/// (`100%!`, a `%` at the end) is not printed as written. Generated accessors format every text, so
/// each of these shows up in the app; `%%` is a percent sign. Lint reports them in every locale, the
/// generator in the development language, in the same words.
public enum OddPercent {
  public struct Finding: Equatable, Sendable {
    /// Whether the sequence is a conversion that takes an argument.
    public var readsArgument: Bool
    /// `has "% o", which Foundation reads as …; write "%%" for a percent sign`.
    public var explanation: String
  }

  public static func findings(in text: String) -> [Finding] {
    // Over the bytes in place: the generic walk of `String.UTF8View` costs ten times more.
    guard ByteWords.contains(UInt8(ascii: "%"), in: text) else { return [] }
    var text = text
    // The scanner's sequences as they are, a string made only for the odd ones: most texts with a
    // `%` hold only plain conversions.
    return text.withUTF8 { bytes in
      var findings: [Finding] = []
      var scanner = FormatSpecifierScanner(bytes)
      while let scanned = scanner.next() {
        if scanned.isSuspicious, case .argument(let conversion) = scanned.kind {
          findings.append(
            Finding(
              readsArgument: true,
              explanation: "has \(sequence(scanned, in: bytes).debugDescription), which Foundation reads as a conversion "
                + "(\(describe(conversion)) with the space flag) that takes an argument; write \"%%\" for a percent sign"))
        } else if scanned.kind == .invalid {
          let text = sequence(scanned, in: bytes)
          findings.append(
            Finding(
              readsArgument: false,
              explanation: "has \(text == "%" ? "a \"%\" at the end" : text.debugDescription), which is no conversion: "
                + "Foundation does not print it as written; write \"%%\" for a percent sign"))
        }
      }
      return findings
    }
  }

  private static func sequence(_ scanned: ScannedSpecifier, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[scanned.bytes]), as: UTF8.self)
  }

  /// The generator's warnings for a development-language value.
  static func warnings(key: String, value: String, at location: SourceLocation) -> [LocatedWarning] {
    findings(in: value).map { finding in
      LocatedWarning(location: location, message: "key \(key.debugDescription): \(quoted(value)) \(finding.explanation)", kind: .suspiciousPercent)
    }
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
