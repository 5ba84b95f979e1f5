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
    var strings = ObjCStringNames()
    strings.add(declaredIn: Array("- (NSString *)title;\n@property (copy) NSNumber *count;\n".utf8))
    return ObjCLookupRewriter(index: index, stringNames: strings)
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
