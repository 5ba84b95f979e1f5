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
