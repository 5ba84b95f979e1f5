import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// A template of the project's own, written the way SwiftGen's strings templates are (recursive
/// macro for nested enums, `indent:2," ",true` filter blocks, `-%}` loops building argument
/// lists with `{{ ", " if not forloop.last }}`, `{%+ call %}`, set blocks, `split:"\n"` over
/// escaped newlines, `replace` escaping quotes and tabs), rendered in both spacing modes.
final class TemplateSwiftGenStyleTests: XCTestCase {
  private let source = """
    // Generated code

    {% if root.items or root.groups %}
    {% set visibility %}{% if param.publicAccess %}public{% else %}internal{% endif %}{% endset %}
    {% macro parameterList fields %}
      {%- for field in fields -%}
        {%- if field.type == "String" -%}
        _ {{ field.label }}: Any
        {%- else -%}
        _ {{ field.label }}: {{ field.type }}
        {%- endif -%}
        {{ ", " if not forloop.last }}
      {%- endfor -%}
    {% endmacro %}
    {% macro argumentList fields %}
      {%- for field in fields -%}
        {%- if field.type == "String" -%}
        String(describing: {{ field.label }})
        {%- else -%}
        {{ field.label }}
        {%- endif -%}
        {{ ", " if not forloop.last }}
      {%- endfor -%}
    {% endmacro %}
    {% macro members node %}
      {% for item in node.items %}
      {% for line in item.doc|default:item.value|split:"\\n" %}
      /// {{ line }}
      {% endfor %}
      {% set literal item.value|replace:'"','\\"'|replace:'\t','\\t' %}
      {% set name %}{{ item.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords }}{% endset %}
      {% if item.fields %}
      {{ visibility }} static func {{ name }}({% call parameterList item.fields %}) -> Item {
        Item("{{ literal }}", {%+ call argumentList item.fields %})
      }
      {% else %}
      {{ visibility }} static let {{ name }} = Item("{{ literal }}")
      {% endif %}
      {% endfor %}
      {% for child in node.groups %}
      {{ visibility }} enum {{ child.name|swiftIdentifier:"pretty"|escapeReservedKeywords }} {
        {% filter indent:2," ",true %}{% call members child %}{% endfilter %}
      }
      {% endfor %}
    {% endmacro %}
    {{ visibility }} enum Items {
      {% call members root %}
    }
    {% else %}
    // Nothing to generate
    {% endif %}

    """

  private let root: TemplateValue = [
    "items": [
      ["name": "title", "value": #"Say "hi""#, "doc": #"First line\nSecond line"#],
      [
        "name": "greeting", "value": "Hello %@, %d new",
        "fields": [["label": "name", "type": "String"], ["label": "count", "type": "Int"]],
      ],
    ],
    "groups": [
      [
        "name": "settings-page",
        "items": [["name": "self", "value": "Keyword"]],
        "groups": [["name": "deep", "items": [["name": "HEADER_TITLE", "value": "Tab\there"]]]],
      ]
    ],
  ]

  private let expected = """
    // Generated code

    internal enum Items {
      /// First line
      /// Second line
      internal static let title = Item("Say \\"hi\\"")
      /// Hello %@, %d new
      internal static func greeting(_ name: Any, _ count: Int) -> Item {
        Item("Hello %@, %d new", String(describing: name), count)
      }
      internal enum SettingsPage {
        /// Keyword
        internal static let `self` = Item("Keyword")
        internal enum Deep {
          /// Tab\there
          internal static let headerTitle = Item("Tab\\there")
        }
      }
    }

    """

  func testSwiftGenStyleTemplateRendersWithSmartSpacing() throws {
    XCTAssertEqual(try render(source, ["root": root, "param": [:]]), expected)
  }

  func testSwiftGenStyleTemplateRendersTheSameWithLegacySpacing() throws {
    XCTAssertEqual(try render(source, ["root": root, "param": [:]], spacing: .legacy), expected)
  }

  func testParamsReachTheTemplate() throws {
    let output = try render(source, ["root": root, "param": ["publicAccess": true]])
    XCTAssertEqual(output, expected.replacingOccurrences(of: "internal ", with: "public "))
  }

  func testEmptyInputTakesElseBranchInBothModes() throws {
    let empty: [String: TemplateValue] = ["root": [:], "param": [:]]
    XCTAssertEqual(try render(source, empty), "// Generated code\n\n// Nothing to generate\n")
    XCTAssertEqual(try render(source, empty, spacing: .legacy), "// Generated code\n\n// Nothing to generate\n")
  }
}
