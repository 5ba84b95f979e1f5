import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

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
