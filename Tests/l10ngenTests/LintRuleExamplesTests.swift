import Foundation
import L10nGenLint
import L10nGenTestSupport
import XCTest

/// Every rule's examples (`LintRule.examples`, in each rule's file) run through `l10ngen lint` as a
/// user runs it, in a folder of the example's files: a triggering example is reported under the
/// rule, a passing one is not. What each example shows is Foundation's reading of the table (the
/// rule's summary says why it matters); this keeps the examples, the docs made from them and the
/// checks in step.
final class LintRuleExamplesTests: XCTestCase {
  func testEveryRuleHasAnExampleThatTriggersItAndOneThatDoesNot() {
    for rule in LintRule.allCases {
      XCTAssertTrue(rule.examples.contains(where: \.triggers), "\(rule.rawValue) has no triggering example")
      XCTAssertTrue(rule.examples.contains { !$0.triggers }, "\(rule.rawValue) has no passing example")
    }
  }

  func testEachExampleTriggersItsRuleOrDoesNot() throws {
    for rule in LintRule.allCases {
      for (index, example) in rule.examples.enumerated() {
        let sandbox = try TemporaryDirectory()
        for (path, text) in example.files { try sandbox.write(path, text) }
        let result = try runL10nGen(["lint", "--format", "json"], in: sandbox.url)
        let document = try XCTUnwrap(
          try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(rule.rawValue) #\(index): \(result.stderr)")
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        let rules = findings.compactMap { $0["rule"] as? String }
        XCTAssertEqual(
          rules.contains(rule.rawValue), example.triggers,
          "\(rule.rawValue) example #\(index) (\(example.triggers ? "triggering" : "passing")): found \(rules)\n\(result.stdout)\(result.stderr)")
      }
    }
  }
}
