import L10nGenLookups
import XCTest

/// Where each variable of an Objective-C file can be read, as C's block scope says: the nearest
/// declaration in sight decides.
final class ObjCLocalScopesTests: XCTestCase {
  private let source = """
    NSString *const kTitle = @"x";
    @implementation SPTablesList
    - (void)rename:(NSString *)name to:(NSNumber *)number {
      id message = nil;
      {
        NSString *message = @"inner";
        MARK_A;
      }
      MARK_B;
      for (NSString *item in items) MARK_C;
      MARK_D;
      [list enumerateObjectsUsingBlock:^(NSString *entry, NSUInteger index, BOOL *stop) { MARK_E; }];
      CGFloat width = 2 * height;
      id value = nil;
      [label setStringValue:(NSString *)value];
      MARK_G;
    }
    @end
    void after(void) { MARK_F; }
    """

  private func at(_ mark: String) -> Int { source.utf8.count - (source.range(of: mark).map { source[$0.lowerBound...].utf8.count } ?? 0) }

  func testABlocksDeclarationHidesTheOuterOneUntilTheBlockCloses() {
    let scopes = ObjCLocalScopes(bytes: Array(source.utf8))
    XCTAssertEqual(scopes.isString("message", at: at("MARK_A")), true)
    XCTAssertEqual(scopes.isString("message", at: at("MARK_B")), false, "the outer `id message`")
    XCTAssertNil(scopes.isString("message", at: at("MARK_F")), "another function")
  }

  func testParametersBelongToTheBodyOrStatementThatFollows() {
    let scopes = ObjCLocalScopes(bytes: Array(source.utf8))
    XCTAssertEqual(scopes.isString("name", at: at("MARK_D")), true)
    XCTAssertEqual(scopes.isString("number", at: at("MARK_D")), false)
    XCTAssertNil(scopes.isString("name", at: at("MARK_F")))
    XCTAssertEqual(scopes.isString("item", at: at("MARK_C")), true)
    XCTAssertNil(scopes.isString("item", at: at("MARK_D")), "the loop's variable ends with it")
    XCTAssertEqual(scopes.isString("entry", at: at("MARK_E")), true)
    XCTAssertNil(scopes.isString("entry", at: at("MARK_F")))
    XCTAssertEqual(scopes.isString("kTitle", at: at("MARK_F")), true, "a global, to the end of the file")
  }

  func testSelfIsTheImplementationsClassAndAProductDeclaresNothing() {
    let scopes = ObjCLocalScopes(bytes: Array(source.utf8))
    XCTAssertEqual(scopes.type(of: "self", at: at("MARK_A")), "SPTablesList")
    XCTAssertNil(scopes.type(of: "self", at: at("MARK_F")))
    XCTAssertEqual(scopes.type(of: "number", at: at("MARK_A")), "NSNumber")
    XCTAssertEqual(scopes.type(of: "width", at: at("height;")), "CGFloat")
    XCTAssertNil(scopes.type(of: "height", at: at("height;") + 6), "`2 * height` is a product")
    XCTAssertEqual(scopes.isString("value", at: at("MARK_G")), false, "`(NSString *)value` is a cast in a body")
  }
}
