import XCTest

@testable import L10nGenTemplate

/// Where a loop is divided: only when its items weigh enough and the lighter half of their most even
/// cut in two is a large enough share; then into parts of about even weight, none empty. Expected
/// values are the sums worked by hand.
final class LoopDivisionTests: XCTestCase {
  private let anyWeight = division(minimumWeight: 0, smallestShare: 0)

  private static func division(minimumWeight: Int, smallestShare: Int) -> LoopDivision {
    LoopDivision(minimumWeight: minimumWeight, smallestShare: smallestShare, parts: 2, loopsLeft: 1, passing: 0, laterHalfFirst: false)
  }

  func testTheMiddleLeavesTheWeightsMostEven() {
    XCTAssertEqual(anyWeight.middle(of: [1, 1, 1, 1]), 2)  // 2 | 2
    XCTAssertEqual(anyWeight.middle(of: [1, 1, 1]), 1)  // 1 | 2, the first of two as even
    XCTAssertEqual(anyWeight.middle(of: [10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), 1)  // 10 | 10
    XCTAssertEqual(anyWeight.middle(of: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 10]), 10)  // 10 | 10
    XCTAssertEqual(anyWeight.middle(of: [3, 5, 2, 4]), 2)  // 8 | 6, against 3 | 11 and 10 | 4
  }

  func testOneItemIsNotDivided() {
    XCTAssertNil(anyWeight.middle(of: [100]))
    XCTAssertNil(anyWeight.middle(of: []))
  }

  func testALightLoopIsNotDivided() {
    let division = Self.division(minimumWeight: 100, smallestShare: 0)
    XCTAssertNil(division.middle(of: [49, 50]))
    XCTAssertEqual(division.middle(of: [50, 50]), 1)
  }

  func testALoopMostlyOneItemIsNotDivided() {
    let division = Self.division(minimumWeight: 0, smallestShare: 25)
    XCTAssertNil(division.middle(of: [76, 24]))  // the lighter part 24% of 100
    XCTAssertEqual(division.middle(of: [75, 25]), 1)
    XCTAssertNil(division.middle(of: [1, 98, 1]))  // 1 | 99 or 99 | 1
  }

  func testPartsAreOfAboutEvenWeight() {
    XCTAssertEqual(LoopDivision.bounds(of: [1, 1, 1, 1], parts: 2), [0, 2, 4])
    XCTAssertEqual(LoopDivision.bounds(of: [1, 1, 1, 1, 1, 1, 1, 1], parts: 4), [0, 2, 4, 6, 8])
    XCTAssertEqual(LoopDivision.bounds(of: [10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], parts: 2), [0, 1, 11])  // 10 | 10
    // A part ends with the item that reaches its share: 3 of 12, then 6, then 9.
    XCTAssertEqual(LoopDivision.bounds(of: [2, 2, 2, 2, 2, 2], parts: 4), [0, 2, 3, 5, 6])
  }

  func testEveryPartHoldsAnItem() {
    XCTAssertEqual(LoopDivision.bounds(of: [1, 1, 1], parts: 8), [0, 1, 2, 3])
    XCTAssertEqual(LoopDivision.bounds(of: [100, 1, 1], parts: 3), [0, 1, 2, 3])
    XCTAssertEqual(LoopDivision.bounds(of: [1, 1, 100], parts: 2), [0, 2, 3])
    XCTAssertEqual(LoopDivision.bounds(of: [1, 1, 1, 100], parts: 3), [0, 2, 3, 4])
  }
}
