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
}
