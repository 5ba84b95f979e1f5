import XCTest

@testable import L10nGenCallSites

/// Which calls SwiftUI's resource siblings take, as Swift matches arguments to parameters: the
/// declarations from Apple's documentation (`Button(_:action:)`, `(_:role:action:)`, iOS 16;
/// `(_:systemImage:action:)`, a `LocalizedStringKey` only; `searchable(text:placement:prompt:)`;
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`, none with `message:`).
final class ResourceSiblingsTests: XCTestCase {
  private func sibling(_ type: String, modifier: Bool = false, _ labels: [String?], key: Int = 0, closures: Int = 0) -> Bool {
    ResourceSiblings.sibling(of: type, isModifier: modifier, labels: labels, key: key, trailingClosures: closures) != nil
  }

  func testAButtonsTitleHasASiblingWithItsActionGivenOrTrailingButNotWithASystemImage() {
    XCTAssertTrue(sibling("Button", [nil], closures: 1))
    XCTAssertTrue(sibling("Button", [nil, "action"]))
    XCTAssertTrue(sibling("Button", [nil, "role"], closures: 1))
    XCTAssertFalse(sibling("Button", [nil], closures: 0), "no action at all is no call of either")
    XCTAssertFalse(sibling("Button", [nil, "systemImage"], closures: 1))
  }

  func testAParameterWithNoDefaultMustBeGiven() {
    XCTAssertFalse(sibling("TextField", [nil, "text"]), "the sibling's prompt: Text? has no default")
    XCTAssertTrue(sibling("TextField", [nil, "text", "prompt"]))
    XCTAssertTrue(sibling("Stepper", [nil, "value"]), "step and onEditingChanged have defaults")
  }

  func testALabelledKeyTakesTheResourcesPlace() {
    XCTAssertTrue(sibling("searchable", modifier: true, ["text", "prompt"], key: 1))
    XCTAssertFalse(sibling("searchable", modifier: true, ["text", "prompt"], key: 0))
  }

  func testMoreTrailingClosuresThanTheSiblingTakesCallAnotherDeclaration() {
    XCTAssertTrue(sibling("confirmationDialog", modifier: true, [nil, "isPresented"], closures: 1))
    XCTAssertFalse(sibling("confirmationDialog", modifier: true, [nil, "isPresented"], closures: 2), "with message: { … }")
  }

  func testFamiliesDocumentedWithAKeyOnlyHaveNoSibling() {
    XCTAssertFalse(sibling("navigationTitle", modifier: true, [nil]))
    XCTAssertFalse(sibling("Section", [nil], closures: 1))
    XCTAssertFalse(sibling("Text", [nil, "tableName"]))
  }
}
