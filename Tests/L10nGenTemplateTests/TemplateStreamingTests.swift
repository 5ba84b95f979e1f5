import XCTest

@testable import L10nGenTemplate

/// A render handed over a chunk at a time (`render(_:into:)`) is the render, byte for byte, whatever
/// falls on a chunk's edge: text written inside `set` and `filter` (read back before it is
/// written), `indent` filters that span chunks, and SwiftGen's blank-line pass for legacy spacing.
final class TemplateStreamingTests: XCTestCase {
  private final class Collector {
    var bytes: [UInt8] = []
    var chunks = 0
  }

  private func streamed(_ template: Template, _ context: [String: TemplateValue]) throws -> Collector {
    let collector = Collector()
    try template.render(context) { chunk in
      collector.bytes.append(contentsOf: chunk)
      collector.chunks += 1
    }
    return collector
  }

  private let items: [String: TemplateValue] = ["items": .array((0..<6_000).map { .string("item \($0) “é”") })]

  func testALargeRenderComesInChunksThatMakeTheWholeRender() throws {
    let source = """
      {% for item in items %}
      {% set upper %}{{ item|uppercase }}{% endset %}
      {% filter indent:4," ",true %}case {{ upper }}
      {% filter lowercase %}NESTED {{ forloop.counter }}{% endfilter %}{% endfilter %}
      {% endfor %}
      """
    let template = try Template(source: source, path: "t.stencil", spacing: .smart)
    let whole = try template.renderUTF8(items)
    XCTAssertGreaterThan(whole.count, 3 * TemplateOutput.flushSize)
    let streamed = try streamed(template, items)
    XCTAssertEqual(streamed.bytes, whole)
    XCTAssertGreaterThan(streamed.chunks, 3, "handed over as it fills, not at the end")
  }

  func testLegacySpacingIsAppliedToTheWholeOutputBeforeItIsHandedOver() throws {
    let source = "{% for item in items %}\n{{ item }}\n\n\n{% if true %}\n  \n{% endif %}\n{% endfor %}"
    let template = try Template(source: source, path: "t.stencil", spacing: .legacy)
    XCTAssertEqual(try streamed(template, items).bytes, try template.renderUTF8(items))
  }
}
