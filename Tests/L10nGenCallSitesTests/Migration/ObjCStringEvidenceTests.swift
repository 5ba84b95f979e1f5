import L10nGenLookups
import XCTest

@testable import L10nGenCallSites

/// Which arguments of an Objective-C format are evidently strings, which `%@` prints alike with a
/// locale or without. Apple's headers give the Foundation messages' types (NSString.h,
/// NSFormatter.h, NSNumberFormatter.h, NSException.h); the project's declarations, its own.
final class ObjCStringEvidenceTests: XCTestCase {
  private let file = """
    #define FN(x) [NSNumberFormatter localizedStringFromNumber:x numberStyle:NSNumberFormatterDecimalStyle]
    #define COUNT(x) [x count]
    @implementation SPTableInfo
    - (void)show:(NSString *)table {
      NSMutableString *classText = [NSMutableString string];
      id value = nil;
      HERE;
    }
    @end
    """

  private var evidence: ObjCStringEvidence {
    var declarations = ObjCDeclarations()
    declarations.add(
      objectiveC: Array(
        """
        @interface SPTableInfo : NSObject
        - (NSString *)database;
        - (NSNumber *)reason;
        @end
        @interface SPOther : NSObject
        - (NSNumber *)database;
        @end
        NSString *SPErrorText(NSInteger code);
        """.utf8))
    declarations.add(objectiveC: Array(file.utf8))
    return ObjCStringEvidence(declarations: declarations, scopes: ObjCLocalScopes(bytes: Array(file.utf8)))
  }

  private var here: Int { file.utf8.count - file[file.range(of: "HERE")!.lowerBound...].utf8.count }

  func testWhatIsEvidentlyAString() {
    for argument in [
      #"@"x""#, #"@"a" "b""#, "table", "classText", "(NSString *)value", "[self database]", "self.database", "[error localizedDescription]",
      "[formatter stringFromNumber:n]", "[NSNumberFormatter.decimalStyleFormatter stringFromNumber:[NSNumber numberWithLong:n]]",
      "FN(@0)", "NSStringFromClass([self class])", "SPErrorText(3)", #"table ?: @"""#, #"flag ? table : @"-""#,
      #"[NSString stringWithFormat:NSLocalizedString(@"k", nil), [formatter stringFromNumber:n]]"#, "(table)",
    ] {
      XCTAssertTrue(evidence.isString(argument, at: here), argument)
    }
  }

  func testWhatIsNot() {
    for argument in [
      "value", "[dict objectForKey:@\"name\"]", "[other database]", "[items objectAtIndex:0]", "COUNT(items)", "count",
      // The project declares `reason` otherwise: Foundation's NSException is not the only class with it.
      "[exception reason]", "(NSNumber *)table", #"flag ? table : value"#, "table + 1",
    ] {
      XCTAssertFalse(evidence.isString(argument, at: here), argument)
    }
  }

  /// What the code declares otherwise in sight, or could, is no string: each of these once read as
  /// one (the name resolved to another declaration of it, `NSString *` somewhere).
  func testADeclarationInSightOfAnotherTypeIsNotTakenForAString() {
    let file = """
      static NSString *name = @"x";
      static NSString *price = @"y";
      #define SAFE(text) ((text) ?: @"")
      @interface Offer : NSObject
      @property (copy) NSString *price;
      @end
      @implementation Inbox
      - (void)refresh {
        dispatch_async(dispatch_get_main_queue(), ^{
          NSString *message = [self summary];
        });
      }
      - (NSString *)show:(id)name message:(NSDictionary *)message count:(NSNumber *)total {
        SKProduct *product = nil;
        NSNumber *a = @1, *b = @2;
      #if 0
        NSString *total = @"";
      #endif
        HERE;
      }
      - (void)send:(void (^)(NSString *reply))completion {
        THERE;
      }
      @end
      """
    var declarations = ObjCDeclarations()
    declarations.add(objectiveC: Array(file.utf8))
    let evidence = ObjCStringEvidence(declarations: declarations, scopes: ObjCLocalScopes(bytes: Array(file.utf8)))
    let here = file.utf8.count - file[file.range(of: "HERE")!.lowerBound...].utf8.count
    let there = file.utf8.count - file[file.range(of: "THERE")!.lowerBound...].utf8.count
    for argument in ["name", "message", "total", "b", "product.price", "SAFE(total)", "[(NSDictionary *)info objectForKey:@\"k\"]", "@'a'", "@"] {
      XCTAssertFalse(evidence.isString(argument, at: here), argument)
    }
    XCTAssertTrue(evidence.isString("SAFE(@\"n\")", at: here), "the macro's parameter is its argument")
    XCTAssertTrue(evidence.isString("[(name) uppercaseString]", at: here), "a parenthesized receiver, no cast")
    XCTAssertNil(ObjCLocalScopes(bytes: Array(file.utf8)).isString("reply", at: there), "a block type's parameter is no variable of the method")
  }

  /// A name another branch of a conditional declares otherwise is not one in any.
  func testANameAnotherBranchDeclaresOtherwiseIsNotAString() {
    let file = """
      void f(void) {
      #if TARGET_OS_IPHONE
        NSString *label = @"";
      #else
        NSNumber *label = @1;
      #endif
        HERE;
      }
      """
    let evidence = ObjCStringEvidence(declarations: ObjCDeclarations(), scopes: ObjCLocalScopes(bytes: Array(file.utf8)))
    XCTAssertFalse(evidence.isString("label", at: file.utf8.count - file[file.range(of: "HERE")!.lowerBound...].utf8.count))
  }
}
