import Foundation
import L10nGenTestSupport
import XCTest

/// The Objective-C accessors (`objc-h`, `objc-m`) compile with an Objective-C Foundation and print
/// what Foundation's own lookups print: a program built with GCC and GNUstep
/// (`ObjectiveCCompiler`) prints each text through its accessor and through `NSLocalizedString` and
/// `+[NSString localizedStringWithFormat:]`, in English and German. The expected lines are the
/// tables' texts, formatted as C's printf formats them.
final class ObjectiveCAccessorsTests: XCTestCase {
  private let english = """
    /* The inbox's title */
    "inbox.title" = "Inbox";
    "inbox.unread" = "%d unread of %@";
    "inbox.order" = "%2$@ has %1$ld messages";
    "sync.progress" = "%.1f%% synced";
    "new.message" = "New message";
    "self" = "Self";

    """
  private let german = """
    "inbox.title" = "Posteingang";
    "inbox.unread" = "%d ungelesen von %@";
    "inbox.order" = "%2$@ hat %1$ld Nachrichten";
    "sync.progress" = "%.1f%% abgeglichen";
    "new.message" = "Neue Nachricht";
    "self" = "Selbst";

    """

  func testTheAccessorsPrintWhatFoundationsLookupsPrintInEachLanguage() throws {
    #if os(Linux)
    guard ObjectiveCCompiler.isAvailable else {
      return XCTFail("GCC's Objective-C and GNUstep are needed: apt-get install gobjc libgnustep-base-dev, as .ci/run does")
    }
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Resources/en.lproj/Localizable.strings", english)
    try sandbox.write("Resources/de.lproj/Localizable.strings", german)
    for (template, file) in [("objc-h", "Localizable.h"), ("objc-m", "Localizable.m")] {
      let result = try runL10nGen(
        ["strings", "--template", template, "--param", "headerName=Localizable.h", "--output", "Generated/\(file)", "Resources/en.lproj"],
        in: sandbox.url)
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    let header = try XCTUnwrap(sandbox.read("Generated/Localizable.h"))
    // Named from the flat Swift names; `self`, a class method of NSObject, becomes `selfText`;
    // `newMessage`, whose name ARC reads as returning an owned object, says it does not.
    for declaration in [
      "+ (NSString *)inboxTitle;", "+ (NSString *)inboxUnreadWithValues:(int)p1 :(id)p2;", "+ (NSString *)inboxOrderWithValues:(long)p1 :(id)p2;",
      "+ (NSString *)syncProgressWithValue:(double)p1;", "+ (NSString *)newMessage NS_RETURNS_NOT_RETAINED;", "+ (NSString *)selfText;",
    ] {
      XCTAssertTrue(header.contains(declaration), "\(declaration) in:\n\(header)")
    }
    try sandbox.write(
      "main.m",
      """
      #import <Foundation/Foundation.h>
      #import "Localizable.h"

      static void show(NSString *accessor, NSString *lookup) {
        printf("%s\\n%s\\n", [accessor UTF8String], [lookup UTF8String]);
      }

      int main(int argc, const char *argv[]) {
        NSAutoreleasePool *pool = [NSAutoreleasePool new];
        show([Localizable inboxTitle], NSLocalizedString(@"inbox.title", nil));
        show([Localizable inboxUnreadWithValues:3 :@"Ana"], [NSString localizedStringWithFormat:NSLocalizedString(@"inbox.unread", nil), 3, @"Ana"]);
        show([Localizable inboxOrderWithValues:12 :@"Ana"], [NSString localizedStringWithFormat:NSLocalizedString(@"inbox.order", nil), 12L, @"Ana"]);
        show([Localizable syncProgressWithValue:42.0], [NSString localizedStringWithFormat:NSLocalizedString(@"sync.progress", nil), 42.0]);
        show([Localizable newMessage], NSLocalizedString(@"new.message", nil));
        show([Localizable selfText], NSLocalizedString(@"self", nil));
        [pool drain];
        return 0;
      }

      """)
    let program = sandbox.path("Program/show")
    try FileManager.default.createDirectory(atPath: sandbox.path("Program"), withIntermediateDirectories: true)
    let build = try ObjectiveCCompiler.build(
      [sandbox.path("main.m"), sandbox.path("Generated/Localizable.m"), "-I", sandbox.path("Generated")], output: program)
    XCTAssertEqual(build.status, 0, build.output)
    let resources = ObjectiveCCompiler.resources(of: program)
    try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
    for language in ["en", "de"] {
      try FileManager.default.copyItem(atPath: sandbox.path("Resources/\(language).lproj"), toPath: resources + "/\(language).lproj")
    }
    var shown: [String: [String]] = [:]
    for language in ["en", "de"] {
      let result = try runProcess(URL(fileURLWithPath: program), ["-NSLanguages", "(\(language))"], environment: [:])
      XCTAssertEqual(result.status, 0, result.stderr)
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
      // Each accessor's line is its lookup's.
      for pair in stride(from: 0, to: lines.count - 1, by: 2) {
        XCTAssertEqual(lines[lines.startIndex + pair], lines[lines.startIndex + pair + 1], "\(language), line \(pair + 1)")
      }
      shown[language] = stride(from: 0, to: lines.count, by: 2).map { lines[lines.startIndex + $0] }
    }
    XCTAssertEqual(shown["en"], ["Inbox", "3 unread of Ana", "Ana has 12 messages", "42.0% synced", "New message", "Self"])
    XCTAssertEqual(shown["de"], ["Posteingang", "3 ungelesen von Ana", "Ana hat 12 Nachrichten", "42.0% abgeglichen", "Neue Nachricht", "Selbst"])
    #else
    throw XCTSkip("On macOS the accessors build against Apple's Foundation, with clang")
    #endif
  }

  /// The golden files (`Fixtures/Golden/objc-h.h`, `objc-m.m`: keys and texts that are hard to name
  /// and escape, names that coincide, non-ASCII keys, plurals, every conversion) compile with no
  /// warning of their own.
  func testTheGoldenAccessorsOfEveryHardKeyAndTextCompile() throws {
    #if os(Linux)
    guard ObjectiveCCompiler.isAvailable else {
      return XCTFail("GCC's Objective-C and GNUstep are needed: apt-get install gobjc libgnustep-base-dev, as .ci/run does")
    }
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Golden")
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Localizable.h", try String(contentsOf: golden.appendingPathComponent("objc-h.h"), encoding: .utf8))
    try sandbox.write("Localizable.m", try String(contentsOf: golden.appendingPathComponent("objc-m.m"), encoding: .utf8))
    try sandbox.write("main.m", "#import \"Localizable.h\"\nint main(void) { return [[Inbox inboxTitle] length] > 0 ? 0 : 1; }\n")
    let build = try ObjectiveCCompiler.build([sandbox.path("Localizable.m"), sandbox.path("main.m")], output: sandbox.path("program"))
    XCTAssertEqual(build.status, 0, build.output)
    let ownWarnings = build.output.split(separator: "\n").filter { $0.contains("Localizable.") || $0.contains("main.m") }
    XCTAssertEqual(ownWarnings, [], build.output)
    #else
    throw XCTSkip("On macOS the accessors build against Apple's Foundation, with clang")
    #endif
  }
}
