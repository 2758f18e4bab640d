import FlowInference
import XCTest

/// The spread of the person's own nights with the stored sd as 7 nights of prior spread.
final class PersonalScaleTests: XCTestCase {
    func testNoNightsGiveNoScale() {
        XCTAssertNil(PersonalScale(values: [], storedSD: 1))
    }

    /// 50, 54, 58 bpm, σ = 3: m = 54, SS = 32, s² = (32 + 63)/9 = 95/9, spread² = 95/9 · 4/3.
    func testThreeNightsWorkedByHand() throws {
        let scale = try XCTUnwrap(PersonalScale(values: [50, 54, 58], storedSD: 3))
        XCTAssertEqual(scale.nights, 3)
        XCTAssertEqual(scale.mean, 54)
        XCTAssertEqual(scale.spread, (95.0 / 9 * 4 / 3).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(scale.standardise(60), 6 / (95.0 / 9 * 4 / 3).squareRoot(), accuracy: 1e-12)
    }

    /// Many nights: the person's own spread takes over. 1000 nights alternating 5 and 7
    /// (SS = 1000, σ = 10): s² = (1000 + 700)/1006 ≈ 1.69, far from σ² = 100.
    func testManyNightsOutweighThePrior() throws {
        let values = (0..<1000).map { $0 % 2 == 0 ? 5.0 : 7.0 }
        let scale = try XCTUnwrap(PersonalScale(values: values, storedSD: 10))
        XCTAssertEqual(scale.spread, (1700.0 / 1006 * 1001 / 1000).squareRoot(), accuracy: 1e-12)
    }

    /// No spread at all (σ = 0 and equal nights): nothing can be said, x = 0.
    func testNoSpreadGivesZero() throws {
        let scale = try XCTUnwrap(PersonalScale(values: [6, 6], storedSD: 0))
        XCTAssertEqual(scale.standardise(9), 0)
    }
}
