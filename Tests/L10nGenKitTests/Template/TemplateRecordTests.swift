import XCTest
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

/// A record is, to templates and to comparisons, the dictionary it stands for.
final class TemplateRecordTests: XCTestCase {
  private let record = TemplateValue.record(PairRecord())
  private let dictionary: TemplateValue = ["name": "n", "count": 2, "items": ["a", "b"]]

  func testTemplatesRenderARecordAsItsDictionary() throws {
    let templates = [
      "{{ r.name }}|{{ r.missing }}|{{ r.count }}|{{ r.items.last }}|{{ r.items.count }}",
      "{{ r }}|{{ r|default:\"x\" }}|{{ r.name|uppercase }}",
      "{% for key, value in r %}{{ key }}={{ value }};{% endfor %}",
      "{% for value in r %}{{ value }};{% endfor %}",
      "{% if r %}t{% endif %}{% if r == r %}eq{% endif %}{% if r.name == \"n\" %}n{% endif %}{% if \"a\" in r.items %}in{% endif %}",
      "{% set alias r %}{{ alias.name }}{% macro m x %}{{ x.name }}{% endmacro %}{% call m r %}",
      "{% map r.items into upper using item %}{{ item|uppercase }}{% endmap %}{{ upper|join:\",\" }}",
    ]
    for template in templates {
      XCTAssertEqual(try render(template, ["r": record]), try render(template, ["r": dictionary]), template)
    }
  }

  func testRecordEqualsItsDictionary() {
    XCTAssertEqual(record, dictionary)
    XCTAssertEqual(["x": record] as TemplateValue, ["x": dictionary])
    XCTAssertNotEqual(record, ["name": "n"])
  }

  func testAStringOfTheContextIsTheDictionaryOfItsMembers() {
    let argument = FormatArgument(position: 2, swiftGenType: "Int", swiftType: "Int32", name: "count", specifier: "%2$d")
    let entry = LocalizedEntry(
      key: "a.b", translation: "%2$d x", comment: "c", arguments: [argument], location: SourceLocation(file: "f", line: 1, column: 1))
    let string = StringRecord([entry], 0, name: "b")
    XCTAssertEqual(
      TemplateValue.dictionary(string.dictionary),
      [
        "name": "b", "key": "a.b", "translation": "%2$d x", "rawKey": "a.b", "rawTranslation": "%2$d x", "fallback": "%2$d x",
        "source": "strings", "comment": "c", "rawComment": "c", "types": ["Int"],
        "arguments": [
          ["position": 2, "type": "Int32", "swiftGenType": "Int", "specifier": "%2$d", "name": "count", "label": "count", "skipped": [1]]
        ],
      ])
    XCTAssertNil(string.member("format"))
    XCTAssertNil(string.member("plurals"))
  }
}

/// The record of `dictionary` in the tests above. Its member named `count` is never read by
/// `.count`, which counts the members, as it does for a dictionary.
private final class PairRecord: TemplateRecord {
  var memberNames: [String] { ["name", "count", "items"] }

  func member(_ key: String) -> TemplateValue? {
    switch key {
    case "name": return "n"
    case "count": return 2
    case "items": return ["a", "b"]
    default: return nil
    }
  }
}
