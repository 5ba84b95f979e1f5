import XCTest

@testable import L10nGenCore

/// `KeptUntilExit` keeps what it is given alive after its last other owner lets go: nothing frees it
/// before the process ends.
final class KeptUntilExitTests: XCTestCase {
  private final class Tracked: Sendable {}

  func testAValueKeptUntilExitOutlivesItsOwners() {
    weak var kept: Tracked?
    weak var dropped: Tracked?
    do {
      let first = Tracked()
      let second = Tracked()
      kept = first
      dropped = second
      KeptUntilExit.keep(first)
      KeptUntilExit.keep([first])  // a value holding it, as the tables hold their entries
    }
    XCTAssertNotNil(kept)
    XCTAssertNil(dropped, "an object nothing keeps is freed, as the test expects")
  }
}
