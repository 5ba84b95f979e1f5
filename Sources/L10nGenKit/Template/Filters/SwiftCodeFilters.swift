/// l10ngen's own filters, for its built-in templates: `swiftString`, `lines`, `swiftComment` and
/// `reachableTypeName`.
enum SwiftCodeFilters {
  static let all: [String: TemplateFilter] = [
    "swiftString": .simple { .string(swiftStringBody(try text($0))) },
    "lines": .simple { .array(lines(try text($0)).map(TemplateValue.string)) },
    "reachableTypeName": .simple { .string(SwiftIdentifier.reachableTypeName(try text($0))) },
    "swiftComment": .simple { .string(swiftCommentText(try text($0))) },
  ]

  /// A missing value reads as empty text; collections are an error.
  private static func text(_ value: TemplateValue) throws -> String {
    value == .null ? "" : try FilterArguments.text(value)
  }

  /// Escapes `string` for use between the quotes of a Swift string literal: `\\`, `\"`, `\n`,
  /// `\r`, `\t`, `\0`, and `\u{…}` for every other control character and U+2028/U+2029. The
  /// result is always a valid literal body (no interpolation, no raw newline).
  static func swiftStringBody(_ string: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result.append(contentsOf: #"\\"#.unicodeScalars)
      case "\"": result.append(contentsOf: #"\""#.unicodeScalars)
      case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
      case "\0": result.append(contentsOf: #"\0"#.unicodeScalars)
      default:
        if scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029 {
          result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        } else {
          result.append(scalar)
        }
      }
    }
    return String(result)
  }

  /// Splits on `\r\n`, `\r` and `\n`; "" gives [""], a final newline gives a final "".
  static func lines(_ string: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in string.unicodeScalars {
      if scalar == "\n" && afterCarriageReturn {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = scalar == "\r"
      if isLineBreak(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }

  /// Every character Foundation's `CharacterSet.newlines` holds — the ones Stencil's `indent` filter
  /// breaks lines at — so that a line from `lines` stays one line after `indent` (a doc comment
  /// holding U+2028 would otherwise spill onto a code line).
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// One line of text made safe for a `//` comment: control characters (a NUL is a compiler
  /// warning, line breaks would end the comment) become `\u{…}`; tabs and all else stay.
  static func swiftCommentText(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: { $0 != "\t" && ($0.properties.generalCategory == .control || isLineBreak($0)) }) else {
      return string
    }
    var result = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      if scalar != "\t" && (scalar.properties.generalCategory == .control || isLineBreak(scalar)) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
