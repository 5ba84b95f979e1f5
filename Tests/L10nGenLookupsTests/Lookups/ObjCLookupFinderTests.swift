import L10nGenLookups
import XCTest

final class ObjCLookupFinderTests: XCTestCase {
  private func lookups(_ source: String) -> [String] {
    ObjCLookupFinder(bytes: Array(source.utf8)).lookups().map {
      "\($0.name) \($0.key ?? "nil") \($0.table ?? "-")\($0.tableIsLiteral ? "" : "?")\($0.isInactive ? " inactive" : "")"
    }
  }

  func testTheMacrosAndTheBundleMessage() {
    XCTAssertEqual(
      lookups(
        #"""
        self.title = NSLocalizedString(@"settings.title", @"The title");
        label.text = [NSString stringWithFormat:NSLocalizedString(@"inbox.unread", nil), count];
        x = NSLocalizedStringFromTable(@"compose", @"Mail", @"");
        y = NSLocalizedStringFromTableInBundle(@"compose", @"Mail", bundle, nil);
        z = [[NSBundle mainBundle] localizedStringForKey:@"Cancel" value:@"" table:nil];
        w = [bundle localizedStringForKey:@"Done" value:nil table:@"Buttons"];
        v = NSLocalizedString(key, nil);
        u = NSLocalizedStringFromTable(@"a", tableName, nil);
        """#),
      [
        "NSLocalizedString settings.title -", "NSLocalizedString inbox.unread -", "NSLocalizedStringFromTable compose Mail",
        "NSLocalizedStringFromTableInBundle compose Mail", "localizedStringForKey:value:table: Cancel -",
        "localizedStringForKey:value:table: Done Buttons", "NSLocalizedString nil -", "NSLocalizedStringFromTable a -?",
      ])
  }

  /// What a rewrite replaces: the macro call, or the `[NSString …Format:…]` message it is the format
  /// of with that message's arguments, or the whole message to a bundle with its receiver.
  func testEachLookupsBytesItsBundleAndTheFormattingMessageAroundIt() {
    let source = #"""
      a = [NSString stringWithFormat:NSLocalizedString(@"inbox.unread", nil), count, [user name]];
      b = [NSString localizedStringWithFormat: NSLocalizedString(@"x", nil)];
      c = NSLocalizedStringFromTableInBundle(@"k", nil, [NSBundle mainBundle], nil);
      d = [[NSBundle mainBundle] localizedStringForKey:@"Cancel" value:nil table:nil];
      e = [self.bundle localizedStringForKey:@"Done" value:nil table:nil];
      f = [label stringWithFormat:NSLocalizedString(@"y", nil), 1];
      """#
    let bytes = Array(source.utf8)
    let found = ObjCLookupFinder(bytes: bytes).lookups()
    func text(_ range: Range<Int>?) -> String? { range.map { String(decoding: bytes[$0], as: UTF8.self) } }
    XCTAssertEqual(text(found[0].range), #"NSLocalizedString(@"inbox.unread", nil)"#)
    XCTAssertEqual(found[0].wrapper?.selector, "stringWithFormat:")
    XCTAssertEqual(found[0].wrapper?.arguments(in: bytes), ["count", "[user name]"])
    XCTAssertEqual(text(found[0].wrapper?.range), #"[NSString stringWithFormat:NSLocalizedString(@"inbox.unread", nil), count, [user name]]"#)
    XCTAssertEqual(found[1].wrapper?.selector, "localizedStringWithFormat:")
    XCTAssertEqual(found[1].wrapper?.arguments(in: bytes), [])
    XCTAssertEqual(found[2].bundle, "[NSBundle mainBundle]")
    XCTAssertNil(found[2].wrapper)
    XCTAssertEqual(text(found[3].range), #"[[NSBundle mainBundle] localizedStringForKey:@"Cancel" value:nil table:nil]"#)
    XCTAssertEqual(found[3].bundle, "[NSBundle mainBundle]")
    XCTAssertTrue(found[3].isMessage)
    XCTAssertEqual(found[4].bundle, "self.bundle")
    XCTAssertNil(found[5].wrapper, "a message to another receiver than NSString")
  }

  /// `appendFormat:` and `stringByAppendingFormat:` of any receiver, and `NSException`'s
  /// `raise:format:`, format their lookup as `stringWithFormat:` does; other messages do not.
  func testAppendingAndRaisingMessagesFormatTheirLookup() {
    let source = #"""
      [[self log] appendFormat:NSLocalizedString(@"a", nil), n];
      s = [s stringByAppendingFormat:
             NSLocalizedString(@"b", nil), name];
      [NSException raise:@"Sync" format:NSLocalizedString(@"c", nil), name];
      [NSPredicate predicateWithFormat:NSLocalizedString(@"d", nil), name];
      [exception raise:@"Sync" format:NSLocalizedString(@"e", nil), name];
      """#
    let bytes = Array(source.utf8)
    let found = ObjCLookupFinder(bytes: bytes).lookups()
    func text(_ range: Range<Int>?) -> String? { range.map { String(decoding: bytes[$0], as: UTF8.self) } }
    XCTAssertEqual(found.map { $0.wrapper?.selector }, ["appendFormat:", "stringByAppendingFormat:", "format:", nil, nil])
    XCTAssertEqual(text(found[0].wrapper?.range), #"[[self log] appendFormat:NSLocalizedString(@"a", nil), n]"#)
    XCTAssertEqual(
      found[0].wrapper.map { String(decoding: bytes[$0.selectorStart..<$0.range.upperBound], as: UTF8.self) },
      #"appendFormat:NSLocalizedString(@"a", nil), n]"#)
    XCTAssertEqual(found[1].wrapper?.arguments(in: bytes), ["name"])
    XCTAssertEqual(found[1].wrapper?.appends, true)
    XCTAssertEqual(found[2].wrapper?.raises, true)
    XCTAssertEqual(found[2].wrapper?.formatsWithoutLocale, true)
  }

  /// A comparison's `<` pairs with no `>` (`self->_bundle`), a comment's `)` ends no call, and a
  /// call left open is no lookup.
  func testBracketsPairAsTheCodeNestsThem() {
    let source = #"""
      for (int i = 0; i < n; i++) {}
      a = [self->_bundle localizedStringForKey:@"k" value:nil table:nil];
      b = NSLocalizedString(@"ok", nil /* :) */);
      c = NSLocalizedString(@"open", nil
      """#
    let found = ObjCLookupFinder(bytes: Array(source.utf8)).lookups()
    XCTAssertEqual(found.map { $0.key }, ["k", "ok"])
    XCTAssertEqual(found[0].bundle, "self->_bundle")
    XCTAssertEqual(found[1].holdsCommentOrDirective, true)
  }

  func testCommentsAndStringsAreNotCodeAndIfZeroIsNeverCompiled() {
    XCTAssertEqual(
      lookups(
        #"""
        // NSLocalizedString(@"a", nil)
        /* NSLocalizedString(@"b", nil) */
        NSString *s = @"NSLocalizedString(@\"c\", nil)";
        #if 0
        NSLocalizedString(@"d", nil);
        #else
        NSLocalizedString(@"e", nil);
        #endif
        """#), ["NSLocalizedString d - inactive", "NSLocalizedString e -"])
  }

  /// The `@"…"` literals of the code, which name its tables; those in comments are not code, and a
  /// C string is no `NSString`.
  func testStringLiteralsAreTheObjectiveCStringsOutsideComments() {
    let source = #"""
      // [bundle localizedStringForKey:@"a" value:nil table:@"Commented"];
      /* @"Block" */
      NSString *s = NSLocalizedStringFromTable(@"k", @"Settings", nil);
      const char *c = "Plain";
      NSString *q = @"say \"hi\"";
      """#
    XCTAssertEqual(ObjCLookupFinder(bytes: Array(source.utf8)).stringLiterals(), ["k", "Settings", "say \"hi\""])
  }
}
