import L10nGenCore
import L10nGenGeneration
import L10nGenLookups
import XCTest

@testable import L10nGenCallSites

/// Where an Objective-C rewrite puts the header's `#import`, and what it leaves: the accessors of a
/// table `Localizable` with `a` (no argument) and `b` (`%d`), read from the main bundle.
final class ObjCLookupRewriterTests: XCTestCase {
  private var rewriter: ObjCLookupRewriter {
    var index = AccessorIndex()
    let accessors = [
      Accessor(table: "Localizable", key: "a", path: ["Localizable", "a"], labels: nil, text: "A"),
      Accessor(table: "Localizable", key: "b", path: ["Localizable", "b"], labels: [nil], text: "%d B", parameterTypes: ["int"]),
      Accessor(table: "Localizable", key: "c", path: ["Localizable", "c"], labels: [nil], text: "C %@", parameterTypes: ["id"]),
    ]
    let location = SourceLocation(file: "Localizable.strings", line: 1, column: 1)
    index.addKeys(["Localizable": ["a": location, "b": location, "c": location]])
    index.addObjectiveC(accessors, tables: ["Localizable"], bundle: .main, header: "L10n.h")
    var declarations = ObjCDeclarations()
    declarations.add(objectiveC: Array("- (NSString *)title;\n@property (copy) NSNumber *count;\n".utf8))
    return ObjCLookupRewriter(index: index, declarations: declarations)
  }

  private func rewritten(_ source: String) -> String {
    String(decoding: rewriter.rewrite(Array(source.utf8), path: "x.m").rewritten, as: UTF8.self)
  }

  func testTheImportGoesAfterTheLastImportOutsideAnyConditionalBlock() {
    XCTAssertEqual(
      rewritten("#import \"A.h\"\n#if DEBUG\n#import \"B.h\"\n#endif\n\nid f(void) { return NSLocalizedString(@\"a\", nil); }\n"),
      "#import \"A.h\"\n#import \"L10n.h\"\n#if DEBUG\n#import \"B.h\"\n#endif\n\nid f(void) { return [Localizable a]; }\n")
    XCTAssertEqual(
      rewritten("#import \"L10n.h\"\nid f(void) { return NSLocalizedString(@\"a\", nil); }\n"),
      "#import \"L10n.h\"\nid f(void) { return [Localizable a]; }\n", "imported once")
  }

  func testAFormattingMessageBecomesOneCallAndCodeNeverCompiledStays() {
    XCTAssertEqual(
      rewritten("id f(int n) { return [NSString localizedStringWithFormat:NSLocalizedString(@\"b\", nil), n]; }\n"),
      "#import \"L10n.h\"\nid f(int n) { return [Localizable bWithValue:n]; }\n")
    XCTAssertEqual(
      rewritten("#if 0\nid f(void) { return NSLocalizedString(@\"a\", nil); }\n#endif\n"),
      "#if 0\nid f(void) { return NSLocalizedString(@\"a\", nil); }\n#endif\n", "never compiled: left")
  }

  /// A lookup among the arguments of another is rewritten in them, and both count.
  func testALookupAmongAnothersArgumentsIsRewrittenInThem() {
    let source =
      "id f(void) { return [NSString stringWithFormat:NSLocalizedString(@\"c\", nil), [NSString stringWithFormat:NSLocalizedString(@\"c\", nil), @\"x\"]]; }\n"
    let rewrite = rewriter.rewrite(Array(source.utf8), path: "x.m")
    XCTAssertEqual(
      String(decoding: rewrite.rewritten, as: UTF8.self),
      "#import \"L10n.h\"\nid f(void) { return [Localizable cWithValue:[Localizable cWithValue:@\"x\"]]; }\n")
    XCTAssertEqual(rewrite.rewrites, 2)
  }

  /// `appendFormat:` and `stringByAppendingFormat:` append what `stringWithFormat:` makes; the
  /// receiver stays, and `%@` of an object not evidently a string stays with them.
  func testAnAppendingMessageKeepsItsReceiver() {
    XCTAssertEqual(
      rewritten("void f(NSMutableString *log) { [log appendFormat:NSLocalizedString(@\"c\", nil), @\"x\"]; }\n"),
      "#import \"L10n.h\"\nvoid f(NSMutableString *log) { [log appendString:[Localizable cWithValue:@\"x\"]]; }\n")
    XCTAssertEqual(
      rewritten("id f(NSString *s) { return [s stringByAppendingFormat:NSLocalizedString(@\"c\", nil), [item title]]; }\n"),
      "#import \"L10n.h\"\nid f(NSString *s) { return [s stringByAppendingString:[Localizable cWithValue:[item title]]]; }\n")
    for left in [
      "void f(NSMutableString *log, id value) { [log appendFormat:NSLocalizedString(@\"c\", nil), value]; }\n",
      // Another class's `appendFormat:` (a logger's), a receiver not evidently a string, a comment within.
      "void f(SPLog *log) { [log appendFormat:NSLocalizedString(@\"c\", nil), @\"x\"]; }\n",
      "id f(NSString *s) { return [[s copy] stringByAppendingFormat:NSLocalizedString(@\"c\", nil), @\"x\"]; }\n",
      "void f(NSMutableString *log) { [log appendFormat:NSLocalizedString(@\"c\", nil), /* who */ @\"x\"]; }\n",
    ] {
      XCTAssertEqual(rewritten(left), left, left)
    }
  }

  /// `stringWithFormat:` prints `%@` with `description`, the accessor with `descriptionWithLocale:`
  /// (Apple's `initWithFormat:locale:`): only an argument evidently a string is rewritten.
  func testStringWithFormatOfAnObjectIsRewrittenOnlyWhereItIsEvidentlyAString() {
    let call = { (argument: String) in "id f(void) { return [NSString stringWithFormat:NSLocalizedString(@\"c\", nil), \(argument)]; }\n" }
    for argument in ["@\"x\"", "[item title]", "self.title", "[error localizedDescription]"] {
      XCTAssertEqual(rewritten(call(argument)), "#import \"L10n.h\"\nid f(void) { return [Localizable cWithValue:\(argument)]; }\n", argument)
    }
    for argument in ["[item count]", "[info objectForKey:@\"error\"]", "value"] {
      XCTAssertEqual(rewritten(call(argument)), call(argument), argument)
    }
  }
}
