import Foundation
import XCTest
@testable import L10nGenCore
@testable import L10nGenTables

/// The reader must agree with Foundation on every document it takes: the same dictionaries and
/// strings, and the key locations `XMLPlistKeyLocator` finds.
final class XMLPropertyListReaderTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  func testEveryStringsDictFixtureReadsAsFoundationReadsIt() throws {
    let files = FileManager.default.enumerator(atPath: Self.fixtures.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".stringsdict") }
    XCTAssertGreaterThan(files.count, 5)
    var read = 0
    for file in files {
      let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(file))
      guard let text = XMLPropertyListReader.utf8Text(data), let document = XMLPropertyListReader.read(text) else {
        continue  // outside the subset: Foundation reads it
      }
      read += 1
      try assertAgreesWithFoundation(document, text: text, file)
    }
    XCTAssertGreaterThan(read, 5)
  }

  func testReferencesCDATACommentsAndEmptyElementsAgreeWithFoundation() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <!-- a comment before the document -->
      <plist version="1.0">
      <dict>
        <key>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;</key>
        <dict>
          <!-- between members -->
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@n@ &#233;&#x1F600; <![CDATA[<raw> & ]]>end</string>
          <key/>
          <string/>
          <key>empty</key>
          <dict/>
        </dict>
        <key>  spaced  </key>
        <string>  line one
      line two  </string>
        <key>twice</key>
        <string>first</string>
        <key>twice</key>
        <string>second</string>
      </dict>
      </plist>

      """
    let bytes = Array(text.utf8)
    let document = try XCTUnwrap(XMLPropertyListReader.read(bytes))
    for declaration in [#"<?xml version="1.0"?>"#, #"<?xml version='1.0' encoding='utf-8' standalone="no" ?>"#] {
      let variant = Array(text.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: declaration).utf8)
      XCTAssertNotNil(XMLPropertyListReader.read(variant), declaration)
      if let document = XMLPropertyListReader.read(variant) { try assertAgreesWithFoundation(document, text: variant, declaration) }
    }
    XCTAssertEqual((document.root["a <b> & \"c\" 'd'"] as? [String: Any])?["NSStringLocalizedFormatKey"] as? String, "%#@n@ é😀 <raw> & end")
    XCTAssertEqual(document.root["  spaced  "] as? String, "  line one\nline two  ")
    XCTAssertEqual(document.keys.map(\.path.last), ["a <b> & \"c\" 'd'", "NSStringLocalizedFormatKey", "", "empty", "  spaced  ", "twice", "twice"])
    try assertAgreesWithFoundation(document, text: bytes, "inline")
  }

  func testLeavesToFoundationWhatItDoesNotRead() {
    func document(_ body: String, declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> [UInt8] {
      Array("\(declaration)\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n".utf8)
    }
    let outside = [
      "array": document("<key>a</key><array><string>x</string></array>"),
      "integer": document("<key>a</key><integer>1</integer>"),
      "boolean": document("<key>a</key><true/>"),
      "carriage return in a text": document("<key>a</key><string>x\r\ny</string>"),
      "unknown reference": document("<key>a</key><string>&nbsp;</string>"),
      "uppercase X in a reference": document("<key>a</key><string>&#X41;</string>"),
      "signed reference": document("<key>a</key><string>&#+65;</string>"),
      "surrogate reference": document("<key>a</key><string>&#55296;</string>"),
      "attribute": document("<key>a</key><string xml:space=\"preserve\">x</string>"),
      "missing value": document("<key>a</key>"),
      "unclosed string": document("<key>a</key><string>x"),
      "text between members": document("<key>a</key><string>x</string> stray"),
      "Latin-1 declaration": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#),
      // Found by fuzzing: a declaration that runs over markup up to a later "?>".
      "markup in the declaration": document("<key>a</key><string>x</string>", declaration: "<?xml version=\"1.0\" <key>b</key> ?>"),
      // Found by fuzzing: Foundation reads the first value after `encoding=`, here "UTFencoding=".
      "two encodings": document("<key>a</key><string>x</string>", declaration: #"<?xml versio0" encoding="UTFencoding="UTF-8"?>"#),
      "unknown attribute": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0" charset="UTF-8"?>"#),
      "attribute without space": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0"encoding="UTF-8"?>"#),
      "internal DTD subset": document("<key>a</key><string>x</string>", declaration: "<!DOCTYPE plist [ <!ENTITY e \"x\"> ]>"),
      "another element than plist": Array("<plist-x>\n<dict><key>a</key><string>x</string></dict>\n</plist-x>\n".utf8),
      "no plist element": Array("<dict><key>a</key><string>x</string></dict>".utf8),
      "trailing content": document("") + Array("<dict/>".utf8),
    ]
    for (name, bytes) in outside {
      XCTAssertNil(XMLPropertyListReader.read(bytes), name)
    }
  }

  private func assertAgreesWithFoundation(_ document: XMLPropertyListReader.Document, text: [UInt8], _ name: String) throws {
    let foundation = try PropertyListSerialization.propertyList(from: Data(text), options: [], format: nil)
    XCTAssertTrue(same(document.root, foundation), "\(name): \(document.root) is not \(foundation)")
    XCTAssertEqual(document.keys, XMLPlistKeyLocator.keyPaths(in: text), name)
  }

  private func same(_ mine: Any, _ theirs: Any) -> Bool {
    if let mine = mine as? String { return (theirs as? String) == mine }
    guard let mine = mine as? [String: Any], let theirs = theirs as? [String: Any], Set(mine.keys) == Set(theirs.keys) else {
      return false
    }
    return mine.allSatisfy { key, value in same(value, theirs[key]!) }
  }
}
