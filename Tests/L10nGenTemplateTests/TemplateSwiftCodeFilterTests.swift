import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// l10ngen's own filters: `swiftString`, `lines`, `swiftComment` and `reachableTypeName`.
final class TemplateSwiftCodeFilterTests: XCTestCase {
  func testSwiftStringEscapesSpecialCharacters() throws {
    let input = "a\\b\"c\nd\re\tf\0g\u{1}h\u{2028}i\u{2029}j\u{7F}k\u{85}é😀"
    XCTAssertEqual(
      try render("{{ s|swiftString }}", ["s": .string(input)]),
      #"a\\b\"c\nd\re\tf\0g\u{1}h\u{2028}i\u{2029}j\u{7F}k\u{85}é😀"#)
  }

  func testSwiftStringLeavesInterpolationInert() throws {
    XCTAssertEqual(try render("{{ s|swiftString }}", ["s": #"\(x)"#]), #"\\(x)"#)
  }

  func testSwiftStringRoundTripsThroughSwiftUnescaping() {
    let samples = ["", "plain", "quote\"", "back\\slash", "\u{0}\u{1F}\u{7F}\u{9F}", "\r\n\t", "\u{2028}\u{2029}", "e\u{301}", "\"\u{301}"]
    for sample in samples {
      XCTAssertEqual(unescapeSwiftLiteralBody(SwiftCodeFilters.swiftStringBody(sample)), sample, "sample \(sample.debugDescription)")
    }
  }

  func testSwiftStringAgreesWithScalarWiseEscaping() {
    for sample in Self.trickySamples {
      XCTAssertEqual(SwiftCodeFilters.swiftStringBody(sample), Self.scalarWiseEscaped(sample), sample.debugDescription)
    }
  }

  func testLinesAgreesWithScalarWiseSplitting() {
    for sample in Self.trickySamples {
      XCTAssertEqual(SwiftCodeFilters.lines(sample), Self.scalarWiseLines(sample).map(TemplateValue.string), sample.debugDescription)
    }
  }

  func testSwiftStringOfMissingValueIsEmpty() throws {
    XCTAssertEqual(try render("[{{ nothing|swiftString }}]"), "[]")
  }

  func testLinesSplitsOnEveryLineBreakKind() throws {
    XCTAssertEqual(try render(#"{{ s|lines|join:"|" }}"#, ["s": "a\r\nb\rc\nd"]), "a|b|c|d")
  }

  func testLinesOfEmptyStringIsOneEmptyLine() throws {
    XCTAssertEqual(try render("{{ s|lines }}|{{ t|lines }}", ["s": "", "t": "a\n"]), #"[""]|["a", ""]"#)
  }

  func testLinesBreakWhereIndentDoes() throws {
    XCTAssertEqual(try render(#"{{ s|lines|join:"|" }}"#, ["s": "a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f"]), "a|b|c|d|e|f")
  }

  func testSwiftCommentEscapesControlCharactersButKeepsTextAndTabs() throws {
    XCTAssertEqual(try render("{{ s|swiftComment }}", ["s": "a\u{0}b\u{7}c\td \"q\" */ é"]), "a\\u{0}b\\u{7}c\td \"q\" */ é")
  }

  func testSwiftCommentEscapesEveryControlCharacterAndLineBreakAsUnicodeScalars() throws {
    let text = "\u{1F}\u{7F}\u{80}\u{85}\u{9F}\u{A0}\u{2027}\u{2028}\u{2029}\u{202A}\u{C}\\🙂"
    XCTAssertEqual(
      try render("{{ s|swiftComment }}", ["s": .string(text)]),
      "\\u{1F}\\u{7F}\\u{80}\\u{85}\\u{9F}\u{A0}\u{2027}\\u{2028}\\u{2029}\u{202A}\\u{C}\\🙂")
  }

  /// The byte-wise filter against the definition it implements, over every scalar up to U+2100
  /// and the line separators: Cc and Foundation's newlines are escaped, all else stays.
  func testSwiftCommentEscapesExactlyTheControlAndLineBreakScalars() {
    for value in Array(0...0x2100) + [0x2028, 0x2029, 0x1F600] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let escaped = scalar != "\t" && (scalar.properties.generalCategory == .control || [0x2028, 0x2029].contains(value))
      let expected = escaped ? "x\\u{\(String(value, radix: 16, uppercase: true))}y" : "x\(scalar)y"
      XCTAssertEqual(SwiftCodeFilters.swiftCommentText("x\(scalar)y"), expected, "U+\(String(value, radix: 16))")
    }
  }

  func testReachableTypeNameRenamesMetatypeAndModuleNames() throws {
    XCTAssertEqual(
      try render("{{ a|reachableTypeName }} {{ b|reachableTypeName }} {{ c|reachableTypeName }}", ["a": "`Type`", "b": "Swift", "c": "Title"]),
      "Type_ Swift_ Title")
  }

  /// The reverse of `swiftString`, as the Swift compiler reads a literal's body.
  private func unescapeSwiftLiteralBody(_ body: String) -> String? {
    var result = String.UnicodeScalarView()
    var scalars = body.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }  // would end or break the literal
        result.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": result.append("\\")
      case "\"": result.append("\"")
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "t": result.append("\t")
      case "0": result.append("\0")
      case "u":
        guard scalars.next() == "{" else { return nil }
        var hex = ""
        while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
        guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
        result.append(decoded)
      default: return nil
      }
    }
    return String(result)
  }

  // MARK: - Scalar-wise references for the byte-wise filters

  /// Texts of up to 3 characters mixing every kind the filters treat apart: ASCII, controls, C1
  /// controls, line and paragraph separators, other multi-byte characters, CR LF pairs.
  private static let trickySamples: [String] = {
    let alphabet = [
      "a", "\\", "\"", "\n", "\r", "\r\n", "\t", "\0", "\u{1}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{B}",
      "\u{C}", "é", "😀", "\u{301}",
    ]
    var texts = [""]
    var previous = [""]
    for _ in 1...3 {
      previous = previous.flatMap { text in alphabet.map { text + $0 } }
      texts += previous
    }
    return texts
  }()

  private static func scalarWiseEscaped(_ string: String) -> String {
    var result = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result += #"\\"#
      case "\"": result += #"\""#
      case "\n": result += #"\n"#
      case "\r": result += #"\r"#
      case "\t": result += #"\t"#
      case "\0": result += #"\0"#
      default:
        if scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029 {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  private static func scalarWiseLines(_ string: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var afterCarriageReturn = false
    for scalar in string.unicodeScalars {
      if scalar == "\n" && afterCarriageReturn {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = scalar == "\r"
      if [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value) {
        lines.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    return lines + [current]
  }
}
