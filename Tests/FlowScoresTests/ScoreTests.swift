import XCTest

@testable import FlowScores

/// A score's rounded value and tier, and a component's points.
final class ScoreTests: XCTestCase {
    func testRoundedTierAndPoints() {
        let s = Score(kind: .sleep, value: 84.5, unclamped: 84.5, components: [], missing: [], baselineDays: [])
        // Half away from zero: 84.5 is 85.
        XCTAssertEqual(s.rounded, 85)
        XCTAssertEqual(s.tier, Tier(.sleep, rounded: 85))
        let none = Score(kind: .sleep, value: nil, unclamped: nil, components: [], missing: [], baselineDays: [])
        XCTAssertNil(none.rounded)
        XCTAssertNil(none.tier)
        XCTAssertEqual(ScoreComponent(name: "duration", value: 80, weight: 0.3).points, 24, accuracy: 1e-12)
    }
}
