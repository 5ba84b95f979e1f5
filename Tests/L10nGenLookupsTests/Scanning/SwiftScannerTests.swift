import L10nGenLookups
import XCTest

final class SwiftScannerTests: XCTestCase {
  private func texts(_ source: String) -> [String] {
    let scanner = SwiftScanner(bytes: Array(source.utf8))
    return scanner.tokens.map { String(decoding: scanner.bytes[$0.range], as: UTF8.self) }
  }

  private func stringValues(_ source: String) -> [String?] {
    let scanner = SwiftScanner(bytes: Array(source.utf8))
    return scanner.tokens.compactMap {
      if case .string(let literal) = $0.kind { return .some(literal.value(in: scanner.bytes)) }
      return nil
    }
  }

  func testCommentsAreNotTokensAndBlockCommentsNest() {
    XCTAssertEqual(texts("a // NSLocalizedString(\"x\")\nb /* c /* d */ NSLocalizedString */ e"), ["a", "b", "e"])
  }

  func testAStringLiteralIsOneTokenWithItsInterpolations() {
    // An interpolation holds code of its own: a string with a `)` and a comment do not end it.
    XCTAssertEqual(texts(#"f("a \(g(")", /* ) */ 1)) b", x)"#), ["f", "(", #""a \(g(")", /* ) */ 1)) b""#, ",", "x", ")"])
    XCTAssertEqual(stringValues(#""a \(b)""#), [nil], "an interpolated literal has no single text")
  }

  /// The literal stays one token; the code of each interpolation is read too, nested ones apart.
  func testAnInterpolationsCodeIsReadAsTokensOfItsOwn() {
    let source = #"f("a \(g(")") + "\(h(1))") b", x)"#
    let scanner = SwiftScanner(bytes: Array(source.utf8))
    let code = scanner.interpolations.map { $0.map { String(decoding: scanner.bytes[$0.range], as: UTF8.self) } }
    XCTAssertEqual(code, [["h", "(", "1", ")"], ["g", "(", #"")""#, ")", "+", #""\(h(1))""#]])
  }

  func testCommentsAreKeptWithoutTheirLineBreak() {
    let source = "a // one\r\nb /* two /* three */ */ c\n"
    let scanner = SwiftScanner(bytes: Array(source.utf8))
    XCTAssertEqual(scanner.comments.map { String(decoding: scanner.bytes[$0], as: UTF8.self) }, ["// one", "/* two /* three */ */"])
  }

  func testEscapesAreReadAsSwiftReadsThem() {
    XCTAssertEqual(stringValues(#""tab\t quote\" slash\\ \u{1F600} nul\0""#), ["tab\t quote\" slash\\ 😀 nul\0"])
  }

  func testRawStringsEndOnlyWithTheirHashes() {
    XCTAssertEqual(stringValues(###"#"a "quoted" \n"# + ##"b"#c"##"###), [#"a "quoted" \n"#, ##"b"#c"##])
    XCTAssertEqual(stringValues(##"#"line\#nbreak"#"##), ["line\nbreak"])
    XCTAssertEqual(stringValues(##"#"a \#(b) c"#"##), [nil], "`\\#(` interpolates in a raw string")
  }

  func testAMultiLineStringIsOneTokenWhoseTextSwiftReadsWithoutItsIndentation() {
    let source = "let a = \"\"\"\n  NSLocalizedString(\"x\")\n  \"\"\"\nlet b = 1"
    XCTAssertEqual(texts(source), ["let", "a", "=", "\"\"\"\n  NSLocalizedString(\"x\")\n  \"\"\"", "let", "b", "=", "1"])
    XCTAssertEqual(stringValues(source), ["NSLocalizedString(\"x\")"])
    // The Swift Programming Language, "Multiline String Literals": the closing delimiter's
    // indentation is left out of every line, a line ending in `\` continues on the next.
    XCTAssertEqual(stringValues("\"\"\"\n    Line one\n\n      indented \\\n    joined\n    \"\"\""), ["Line one\n\n  indented joined"])
    XCTAssertEqual(stringValues("\"\"\"\r\n  a\\tb\r\n  \"\"\""), ["a\tb"])
  }

  func testExtendedRegularExpressionsAreLiterals() {
    XCTAssertEqual(texts(#"let r = #/a"b/"/# ; x"#), ["let", "r", "=", #"#/a"b/"/#"#, ";", "x"])
  }

  func testDirectivesAndOperators() {
    XCTAssertEqual(texts("#if DEBUG\na ?? b...c\n#endif"), ["#if", "DEBUG", "a", "??", "b", "...", "c", "#endif"])
    XCTAssertEqual(texts("x?.y! == 1.5e-3"), ["x", "?", ".", "y", "!", "==", "1.5e-3"])
  }

  func testAnUnterminatedLiteralEndsAtItsLineAndMarksTheScanIncomplete() {
    let scanner = SwiftScanner(bytes: Array("let a = \"open\nlet b = 1".utf8))
    XCTAssertFalse(scanner.isComplete)
    XCTAssertTrue(SwiftScanner(bytes: Array("let a = \"closed\"".utf8)).isComplete)
    XCTAssertFalse(SwiftScanner(bytes: Array("/* never closed".utf8)).isComplete)
  }
}
