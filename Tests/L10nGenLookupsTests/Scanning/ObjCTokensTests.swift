import L10nGenLookups
import XCTest

/// Objective-C as `ObjCTokens` reads it: comments and white space are no tokens, a preprocessor line
/// is one, `@"…"` is `@` and a literal, and brackets pair.
final class ObjCTokensTests: XCTestCase {
  func testCommentsLiteralsDirectivesAndBrackets() {
    let source = """
      #define FN(x) \\
        [x description]
      /* [not code] */ NSString *s = @"a // b"; // [neither]
      c = '}'; f(g[1], (h));
      """
    let code = ObjCTokens(bytes: Array(source.utf8))
    let texts = code.tokens.indices.map(code.text)
    XCTAssertEqual(texts.first, "#define FN(x) \\\n  [x description]")
    XCTAssertEqual(
      Array(texts.dropFirst()),
      ["NSString", "*", "s", "=", "@", "\"a // b\"", ";", "c", "=", "'}'", ";", "f", "(", "g", "[", "1", "]", ",", "(", "h", ")", ")", ";"])
    let open = texts.firstIndex(of: "(")!
    XCTAssertEqual(code.closing(open), texts.count - 2)
    XCTAssertEqual(code.opening(texts.count - 2), open)
    XCTAssertEqual(code.tokens[6].kind, .literal)
  }
}
