import L10nGenLookups
import XCTest

/// What a project's Objective-C and Swift declare, read by name: messages apart from variables, each
/// class's own messages, macros, and Swift's members by the selectors Swift gives them.
final class ObjCDeclarationsTests: XCTestCase {
  private func declarations(objectiveC: String = "", swift: String = "") -> ObjCDeclarations {
    var declarations = ObjCDeclarations()
    declarations.add(objectiveC: Array(objectiveC.utf8))
    declarations.add(swift: SwiftScanner(bytes: Array(swift.utf8)))
    return declarations
  }

  func testMessagesAndVariablesOfOneNameAreToldApart() {
    let read = declarations(
      objectiveC: """
        @interface SPIndexes : NSObject
        @property (readwrite, copy) NSString *table;
        - (nullable NSString *)database;
        + (NSString *)stringForByteSize:(long long)byteSize;
        @end
        @implementation SPIndexes
        - (void)reload:(NSString *)reason {
          NSTableView *table = nil;
          NSUInteger count = 0;
          id anything = nil;
        }
        @end
        """)
    XCTAssertEqual(read.member("table"), true, "the property")
    XCTAssertEqual(read.variable("table"), false, "the local NSTableView")
    XCTAssertEqual(read.variable("_table"), true, "the property's instance variable")
    XCTAssertEqual(read.member("database"), true)
    XCTAssertEqual(read.member("stringForByteSize"), true)
    XCTAssertEqual(read.variable("reason"), true, "a parameter")
    XCTAssertEqual(read.variable("count"), false)
    XCTAssertEqual(read.variable("anything"), false)
    XCTAssertEqual(read.member("reload"), false, "a method returning void")
    XCTAssertNil(read.member("unknown"))
  }

  /// A message of one name declared with two types is a string only where its receiver's class, or
  /// a superclass of it, declares it so.
  func testEachClassesOwnMessagesAndItsSuperclasses() {
    let read = declarations(
      objectiveC: """
        @interface SPDocument : NSObject
        - (NSString *)database;
        @end
        @interface SPTabDocument : SPDocument
        @end
        @interface QKTestCase : NSObject
        @property (readwrite, assign) QKQueryDatabase database;
        @end
        """)
    XCTAssertEqual(read.member("database"), false)
    XCTAssertEqual(read.member("database", inClass: "SPDocument"), true)
    XCTAssertEqual(read.member("database", inClass: "SPTabDocument"), true)
    XCTAssertEqual(read.member("database", inClass: "QKTestCase"), false)
    XCTAssertNil(read.member("database", inClass: "NSWindow"), "a class the project does not declare says nothing")
  }

  func testAMacroDefinedOnceIsReadByName() {
    let read = declarations(
      objectiveC: """
        #define FN(x) [NSNumberFormatter localizedStringFromNumber:x numberStyle:NSNumberFormatterDecimalStyle]
        #define TWICE @"a"
        #define TWICE @"b"
        """)
    XCTAssertEqual(
      read.macro("FN"),
      ObjCDeclarations.Macro(parameters: ["x"], body: "[NSNumberFormatter localizedStringFromNumber:x numberStyle:NSNumberFormatterDecimalStyle]"))
    XCTAssertNil(read.macro("TWICE"), "defined twice, differently")
  }

  /// Swift's members by their Objective-C selector: the base name, then `With` and the first label
  /// unless the label starts, or the base name ends, with a preposition (swift/lib/AST/Decl.cpp,
  /// `AbstractFunctionDecl::getObjCSelector`; the prepositions of swift/include/swift/Basic/
  /// PartsOfSpeech.def). Sequel-Ace's Objective-C sends `+stringWithByteSize:` to its Swift
  /// `@objc static func string(byteSize: Int64) -> NSString`, and `addGroupNodeWithName:parent:` to
  /// `addGroupNode(withName:parent:)`.
  func testSwiftMembersAreNamedAsObjectiveCCallsThem() {
    let read = declarations(
      swift: """
        extension ByteCountFormatter {
          @objc public static func string(byteSize: Int64) -> NSString { "" }
        }
        final class Favorites: NSObject {
          @objc var title: String? = nil
          @objc let count: Int = 0
          @objc func addGroupNode(withName name: String, parent: Node?) -> Node { fatalError() }
          @objc func name(forKey key: String) -> String { "" }
          @objc func move(to index: Int) -> String { "" }
          @objc func label(_ index: Int) -> String { "" }
          func local() {
            let inner: String = ""
          }
          func hidden() -> String { "" }
          @objc(displayTitle) var shownTitle: String = ""
          private(set) var code: Int = 0
        }
        @objcMembers final class Shown: NSObject {
          var caption: String = ""
        }
        """)
    XCTAssertEqual(read.member("stringWithByteSize"), true)
    XCTAssertEqual(read.member("title"), true)
    XCTAssertEqual(read.member("count"), false)
    XCTAssertEqual(read.member("addGroupNodeWithName"), false)
    XCTAssertEqual(read.member("nameForKey"), true)
    XCTAssertEqual(read.member("moveTo"), true)
    XCTAssertEqual(read.member("label"), true)
    XCTAssertNil(read.member("inner"), "a function's local is no member")
    XCTAssertNil(read.member("hidden"), "not @objc: Objective-C sees another class's `hidden`, if any")
    XCTAssertEqual(read.member("code"), false)
    XCTAssertEqual(read.member("displayTitle"), true, "@objc(displayTitle) renames it")
    XCTAssertEqual(read.member("caption", inClass: "Shown"), true, "@objcMembers")
    XCTAssertEqual(read.member("title", inClass: "Favorites"), true)
    XCTAssertEqual(read.member("count", inClass: "Favorites"), false)
  }
}
