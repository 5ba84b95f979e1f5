import XCTest

@testable import L10nGenCallSites

/// Which calls SwiftUI's resource siblings take, as Swift matches arguments to parameters, and on
/// which systems: the declarations and `@available` lists of the iOS 26.2 SDK's
/// SwiftUI.swiftinterface (`Button(_:action:)`, `(_:role:action:)`, iOS 16; `TextField(_:text:)`,
/// iOS 26; `NavigationLink(_:destination:)` with a closure only; `searchable(text:placement:prompt:)`).
final class ResourceSiblingsTests: XCTestCase {
  private func sibling(
    _ type: String, modifier: Bool = false, _ labels: [String?], key: Int = 0, closureArguments: [Bool] = [], closures: Int = 0
  ) -> Bool {
    ResourceSiblings.sibling(of: type, isModifier: modifier, labels: labels, key: key, closures: closureArguments, trailingClosures: closures) != nil
  }

  func testAButtonsTitleHasASiblingWithItsActionGivenOrTrailing() {
    XCTAssertTrue(sibling("Button", [nil], closures: 1))
    XCTAssertTrue(sibling("Button", [nil, "action"]))
    XCTAssertTrue(sibling("Button", [nil, "role"], closures: 1))
    XCTAssertTrue(sibling("Button", [nil, "systemImage"], closures: 1))
    XCTAssertFalse(sibling("Button", [nil], closures: 0), "no action at all is no call of either")
    XCTAssertFalse(sibling("Button", [nil, "image"], closures: 1), "image: ImageResource has one, not listed")
  }

  func testAParameterWithNoDefaultMustBeGivenAndOneWithADefaultMayBeLeftOut() {
    XCTAssertTrue(sibling("TextField", [nil, "text", "prompt"]))
    XCTAssertFalse(sibling("TextField", [nil, "text", "axis", "prompt"]), "in order")
    XCTAssertTrue(sibling("Stepper", [nil, "value"]), "step and onEditingChanged have defaults")
    XCTAssertTrue(sibling("searchable", modifier: true, ["text", "prompt"], key: 1))
    XCTAssertFalse(sibling("searchable", modifier: true, ["text", "prompt"], key: 0))
  }

  func testAViewGivenWhereOnlyAClosureHasASiblingCallsAnotherDeclaration() {
    XCTAssertTrue(sibling("NavigationLink", [nil], closures: 1))
    XCTAssertTrue(sibling("NavigationLink", [nil, "destination"], closureArguments: [false, true]))
    XCTAssertFalse(sibling("NavigationLink", [nil, "destination"], closureArguments: [false, false]))
  }

  func testMoreTrailingClosuresThanTheSiblingTakesCallAnotherDeclaration() {
    XCTAssertTrue(sibling("confirmationDialog", modifier: true, [nil, "isPresented"], closures: 2), "with message: { … }")
    XCTAssertFalse(sibling("confirmationDialog", modifier: true, [nil, "isPresented"], closures: 3))
  }

  func testEachSiblingRunsOnTheSystemsItsListsName() {
    let textField = ResourceSiblings.sibling(of: "TextField", isModifier: false, labels: [nil, "text"], key: 0, trailingClosures: 0)
    XCTAssertEqual(textField?.availability[.iOS], SystemVersion(26, 0))
    let colorPicker = ResourceSiblings.sibling(of: "ColorPicker", isModifier: false, labels: [nil, "selection"], key: 0, trailingClosures: 0)
    XCTAssertEqual(colorPicker?.availability, [.iOS: SystemVersion(16, 0), .macOS: SystemVersion(13, 0), .visionOS: SystemVersion(0, 0)])
    let stepper = ResourceSiblings.sibling(of: "Stepper", isModifier: false, labels: [nil, "value"], key: 0, trailingClosures: 0)
    XCTAssertEqual(stepper?.availability[.watchOS], SystemVersion(9, 0), "the extension's watchOS 9 where the member names none")
    XCTAssertNil(stepper?.availability[.tvOS])
  }

  func testTextsTableAndBundleGoWithTheKeyAndNothingElseHasNoSibling() {
    XCTAssertFalse(sibling("Text", [nil, "tableName"]))
    XCTAssertFalse(sibling("LocalizedStringKey", [nil]))
  }
}
