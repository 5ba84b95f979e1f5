import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTables

/// The reader must agree with Foundation on every document it takes: the same dictionaries (each key
/// with the value written last), arrays, strings and kinds of other values. What it does not take
/// goes to Foundation, so it must refuse rather than guess.
final class LocatedPlistReaderAgreesWithFoundationTests: XCTestCase {
  // The command reads what the located reader leaves with Foundation's reader, as here.
  override class func setUp() {
  }

  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  private func document(_ body: String, declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> [UInt8] {
    Array("\(declaration)\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n".utf8)
  }

  func testEveryStringsDictFixtureReadsAsFoundationReadsIt() throws {
    let files = FileManager.default.enumerator(atPath: Self.fixtures.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".stringsdict") }
    XCTAssertGreaterThan(files.count, 5)
    var read = 0
    for file in files {
      let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(file))
      guard let plist = LocatedPlistReader.read(data, path: file) else { continue }  // outside what it reads: Foundation reads it
      read += 1
      try assertAgreesWithFoundation(plist, data: data, file)
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
          <key></key>
          <string></string>
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
    for declaration in [
      #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<?xml version="1.0"?>"#, #"<?xml version='1.0' encoding='utf-8' standalone="no" ?>"#,
    ] {
      let data = Data(text.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: declaration).utf8)
      let plist = try XCTUnwrap(LocatedPlistReader.read(data, path: "T.plist"), declaration)
      try assertAgreesWithFoundation(plist, data: data, declaration)
    }
  }

  func testEveryKindOfValueAgreesWithFoundation() throws {
    let bodies = [
      "array": "<key>a</key><array><string>x</string><integer>1</integer><array/><dict/><true/></array>",
      "integers": """
      <key>a</key><integer>12</integer><key>b</key><integer> -7</integer><key>c</key><integer>+ 0x1F</integer>
      <key>d</key><integer>000</integer><key>e</key><integer>-9223372036854775808</integer>
      <key>f</key><integer>18446744073709551615</integer><key>g</key><integer>0XaB</integer>
      """,
      "reals": """
      <key>a</key><real>1.5</real><key>b</key><real>-2</real><key>c</key><real>.5</real><key>d</key><real>5.</real>
      <key>e</key><real>1e5</real><key>f</key><real>+1.5E-3</real><key>g</key><real>NaN</real><key>h</key><real>-Infinity</real>
      <key>i</key><real>inf</real>
      """,
      "booleans": "<key>a</key><true/><key>b</key><false/><key>c</key><true></true><key>d</key><false ></false >",
      "dates": "<key>a</key><date>2024-01-02T03:04:05Z</date><key>b</key><date>-1-12-31T23:59:59Z</date>",
      "data": "<key>a</key><data>aGVsbG8=</data><key>b</key><data></data><key>c</key><data>\n  aGVs\n  bG8=\n</data>",
      "carriage returns": "<key>a\r\nb</key>\r\n<string>x\r\ny\rz</string>",
      "attributes": "<key>a</key><string xml:space=\"preserve\">x</string><key>b</key><dict id=\"1\"/>",
      "processing instructions": "<?tool data?><key>a</key><?tool data?><string>x</string><?>",
      "close tags with space": "<key>a</key ><string>x</string\n>",
      "a comment that does not end at its own dashes": "<key>a</key><!---><string>x</string>--><string>y</string>",
      "a number under CF$UID with another key": "<key>k</key><dict><key>CF$UID</key><integer>1</integer><key>b</key><string>x</string></dict>",
      "a string under CF$UID": "<key>k</key><dict><key>CF$UID</key><string>x</string></dict>",
      "a byte-order mark inside": "<key>a</key><string>x\u{FEFF}</string><key>b</key><string>a<![CDATA[\u{FEFF}]]></string>",
      "references in a real": "<key>a</key><real>1&#46;5</real>",
      "an empty comment": "<key>a</key><!----><string>x</string>",
    ]
    for (name, body) in bodies {
      let data = Data(document(body))
      guard let plist = LocatedPlistReader.read(data, path: "T.plist") else {
        XCTFail("\(name): not read")
        continue
      }
      try assertAgreesWithFoundation(plist, data: data, name)
    }
  }

  func testDocumentsWithoutPlistElementOrInOtherEncodingsAgreeWithFoundation() throws {
    let text = #"<?xml version="1.0" encoding="UTF-16"?>"# + "\n<dict><key>é</key><string>日本 😀</string></dict>\n"
    func utf16(bigEndian: Bool) -> Data {
      Data(
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
          + text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
    let utf32 = Data([0xFF, 0xFE, 0x00, 0x00] + text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8(scalar.value >> (8 * $0) & 0xFF) } })
    let utf8 = Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    for (name, data) in ["UTF-16 LE": utf16(bigEndian: false), "UTF-16 BE": utf16(bigEndian: true), "UTF-32": utf32, "UTF-8 with a mark": utf8] {
      let plist = try XCTUnwrap(LocatedPlistReader.read(data, path: "T.plist"), name)
      try assertAgreesWithFoundation(plist, data: data, name)
      XCTAssertEqual(plist["é"]?.location, SourceLocation(file: "T.plist", line: 2, column: 19), name)
    }
  }

  func testLeavesToFoundationWhatItDoesNotRead() {
    let outside = [
      "unknown reference": document("<key>a</key><string>&nbsp;</string>"),
      "uppercase X in a reference": document("<key>a</key><string>&#X41;</string>"),
      "signed reference": document("<key>a</key><string>&#+65;</string>"),
      "surrogate reference": document("<key>a</key><string>&#55296;</string>"),
      "missing value": document("<key>a</key>"),
      "unclosed string": document("<key>a</key><string>x"),
      "text between members": document("<key>a</key><string>x</string> stray"),
      "a key where a value belongs": document("<key>a</key><key>b</key>"),
      // Found by fuzzing: text where a value's start tag belongs, then what looks like its name.
      "text before a value": document("<key>a</key>8string>x</string>"),
      "text before a key": document("xkey>a</key><string>x</string>"),
      "text before an array element": document("<key>a</key><array>8string>x</string></array>"),
      "a plist inside": document("<key>a</key><plist><string>x</string></plist>"),
      "an empty integer": document("<key>a</key><integer/>"),
      "space after an integer": document("<key>a</key><integer>1 </integer>"),
      "a hexadecimal digit in a decimal integer": document("<key>a</key><integer>1a</integer>"),
      "an integer beyond 64 bits": document("<key>a</key><integer>18446744073709551616</integer>"),
      "a real with a trailing letter": document("<key>a</key><real>1.5x</real>"),
      "a date without its zone": document("<key>a</key><date>2024-01-02T03:04:05</date>"),
      "non-ASCII data": document("<key>a</key><data>é</data>"),
      "text in a true": document("<key>a</key><true>yes</true>"),
      "a number under CF$UID alone": document("<key>a</key><dict><key>CF$UID</key><integer>1</integer></dict>"),
      "a real under CF$UID written twice": document("<key>a</key><dict><key>CF$UID</key><true/><key>CF$UID</key><real>1</real></dict>"),
      "a processing instruction that ends at its own question mark before the document": document("", declaration: "<?>"),
      "a byte-order mark first in a string": document("<key>a</key><string>\u{FEFF}x</string>"),
      "a byte-order mark first in a key": document("<key>\u{FEFF}a</key><string>x</string>"),
      "a reference to a byte-order mark first": document("<key>a</key><string>&#xFEFF;x</string>"),
      "Latin-1 declaration": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#),
      // Found by fuzzing: a declaration that runs over markup up to a later "?>".
      "markup in the declaration": document("<key>a</key><string>x</string>", declaration: "<?xml version=\"1.0\" <key>b</key> ?>"),
      // Found by fuzzing: Foundation reads the first value after `encoding=`, here "UTFencoding=".
      "two encodings": document("<key>a</key><string>x</string>", declaration: #"<?xml versio0" encoding="UTFencoding="UTF-8"?>"#),
      "unknown attribute": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0" charset="UTF-8"?>"#),
      "attribute without space": document("<key>a</key><string>x</string>", declaration: #"<?xml version="1.0"encoding="UTF-8"?>"#),
      "internal DTD subset": document("<key>a</key><string>x</string>", declaration: "<!DOCTYPE plist [ <!ENTITY e \"x\"> ]>"),
      "another element than plist": Array("<plist-x>\n<dict><key>a</key><string>x</string></dict>\n</plist-x>\n".utf8),
      "trailing content": document("") + Array("<dict/>".utf8),
      "UTF-16 without a byte-order mark": Array(
        #"<?xml version="1.0"?><plist><dict/></plist>"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      "a binary property list": Array("bplist00".utf8),
    ]
    for (name, bytes) in outside {
      XCTAssertNil(LocatedPlistReader.read(Data(bytes), path: "T.plist"), name)
    }
  }

  private func assertAgreesWithFoundation(_ plist: LocatedPlist, data: Data, _ name: String) throws {
    let foundation = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    XCTAssertTrue(agrees(plist, foundation), "\(name): \(plist.value) is not \(foundation)")
  }

  private func agrees(_ plist: LocatedPlist, _ foundation: Any) -> Bool {
    let number = foundation is String ? nil : foundation as? NSNumber
    let type = number.map { String(cString: $0.objCType) }
    switch plist.value {
    case .string(let text): return foundation as? String == text
    case .integer: return type != nil && !["c", "d", "f"].contains(type!)
    case .real: return type == "d"
    case .boolean(let value): return type == "c" && number?.boolValue == value
    case .date: return foundation is Date
    case .data: return foundation is Data
    case .other: return false
    case .array(let elements):
      guard let theirs = foundation as? [Any], theirs.count == elements.count else { return false }
      return zip(elements, theirs).allSatisfy { agrees($0, $1) }
    case .dictionary:
      let kept = plist.keptMembers
      guard let theirs = foundation as? [String: Any], theirs.count == kept.count else { return false }
      return kept.allSatisfy { member in theirs[member.key].map { agrees(member.value, $0) } ?? false }
    }
  }
}
