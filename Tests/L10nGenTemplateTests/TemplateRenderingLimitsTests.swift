import Dispatch
import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenTemplate

/// Recursion limits, rendering from any thread, reuse and the cost of large contexts.
final class TemplateRenderingLimitsTests: XCTestCase {
  private let recursive = "{% macro r node %}<{% if node.next %}{% call r node.next %}{% endif %}{% endmacro %}{% call r top %}"

  /// A chain of `count` nested dictionaries: the macro above calls itself once per level.
  private func chain(_ count: Int) -> TemplateValue {
    var node: TemplateValue = ["next": nil]
    for _ in 1..<count { node = ["next": node] }
    return node
  }

  func testMacroRecursionOfOneThousandLevelsRenders() throws {
    XCTAssertEqual(try render(recursive, ["top": chain(1_000)]), String(repeating: "<", count: 1_000))
  }

  func testMacroRecursionBeyondOneThousandLevelsIsAnError() {
    assertTemplateError(
      recursive, ["top": chain(1_001)], message: "macro 'r' nested more than 1000 calls deep (runaway recursion?)", line: 1,
      column: 38)
  }

  func testEndlessMacroRecursionIsAnErrorNotACrash() {
    assertTemplateError(
      "{% macro loop %}\n{% call loop %}\n{% endmacro %}\n{% call loop %}",
      message: "macro 'loop' nested more than 1000 calls deep (runaway recursion?)", line: 2)
  }

  func testRunawayNestingThroughTagsIsAnErrorNotACrash() {
    let nested =
      String(repeating: "{% if true %}{% filter lowercase %}", count: 20)
      + "{% call loop %}" + String(repeating: "{% endfilter %}{% endif %}", count: 20)
    let error = templateError { _ = try render("{% macro loop %}\(nested){% endmacro %}{% call loop %}") }
    XCTAssertEqual(error?.message, "tags nested more than 10000 levels deep while rendering (runaway recursion?)")
  }

  func testEndlessIncludeRecursionIsAnError() throws {
    let directory = NSTemporaryDirectory() + "l10ngen-self-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "x{% include \"self.stencil\" %}".write(toFile: directory + "/self.stencil", atomically: true, encoding: .utf8)
    let error = templateError { _ = try render("{% include \"self.stencil\" %}", includeDirectory: directory) }
    XCTAssertEqual(error?.message, "includes nested more than 1000 levels deep (runaway recursion?)")
  }

  func testDeepRecursionRendersFromThreadWithSmallStack() throws {
    let template = try Template(source: recursive, path: "deep.stencil", spacing: .smart)
    // Owned by this (main) thread only: freeing the 1,000-level value recurses 1,000 levels deep,
    // which would overflow the small thread's stack.
    let context = Locked<[String: TemplateValue]>(["top": chain(1_000)])
    let done = DispatchSemaphore(value: 0)
    let output = Locked<String?>(nil)
    let thread = Thread { [unowned context] in
      output.value = try? template.render(context.value)
      done.signal()
    }
    thread.stackSize = 128 << 10
    thread.start()
    done.wait()
    XCTAssertEqual(output.value, String(repeating: "<", count: 1_000))
    withExtendedLifetime(context) {}
  }

  func testTemplateRendersConcurrently() throws {
    let template = try Template(source: "{% for x in items %}{{ x|uppercase }}{% endfor %}", path: "c.stencil", spacing: .smart)
    let outputs = Locked<[Int: String]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let rendered = try? template.render(["items": .array((0..<index).map { .string("a\($0)") })])
      outputs.withValue { $0[index] = rendered }
    }
    for index in 0..<8 {
      XCTAssertEqual(outputs.value[index], (0..<index).map { "A\($0)" }.joined())
    }
  }

  func testTemplateIsReusableAndRendersDoNotShareVariables() throws {
    let template = try Template(source: "[{{ x }}]{% set x \"set\" %}{{ x }}", path: "r.stencil", spacing: .smart)
    XCTAssertEqual(try template.render([:]), "[]set")
    XCTAssertEqual(try template.render(["x": "given"]), "[given]set")
    XCTAssertEqual(try template.render([:]), "[]set")
  }

  func testContextOfTwoHundredThousandStringsRenders() throws {
    let strings = TemplateValue.array((0..<200_000).map { .string("s\($0)") })
    let output = try render("{{ strings.count }} {{ strings.last }} {% for s in strings %}{% endfor %}", ["strings": strings])
    XCTAssertEqual(output, "200000 s199999")
  }
}

/// A value shared with other threads under a lock (test helper).
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }

  func withValue(_ body: (inout Value) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&stored)
  }
}
