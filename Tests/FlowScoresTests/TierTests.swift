import FlowScores
import XCTest

final class TierTests: XCTestCase {
    func testEveryBoundary() {
        let recovery = [
            (85, Tier.excellent), (84, .good), (70, .good), (69, .fair), (50, .fair), (49, .low), (30, .low),
            (29, .veryLow),
        ]
        for (r, t) in recovery { XCTAssertEqual(Tier(.recovery, rounded: r), t, "\(r)") }
        let sleep = [
            (90, Tier.excellent), (89, .good), (75, .good), (74, .fair), (60, .fair), (59, .low), (40, .low),
            (39, .veryLow),
        ]
        for (r, t) in sleep { XCTAssertEqual(Tier(.sleep, rounded: r), t, "\(r)") }
        let stress = [
            (20, Tier.excellent), (21, .good), (40, .good), (41, .fair), (60, .fair), (61, .low), (80, .low),
            (81, .veryLow),
        ]
        for (r, t) in stress { XCTAssertEqual(Tier(.stress, rounded: r), t, "\(r)") }
        let strain = [
            (19, Tier.rest), (20, .light), (39, .light), (40, .moderate), (59, .moderate), (60, .high), (79, .high),
            (80, .allOut),
        ]
        for (r, t) in strain { XCTAssertEqual(Tier(.strain, rounded: r), t, "\(r)") }
    }

    /// 84.5 rounds half away from zero to 85: Excellent, not Good.
    func testRoundingHalfAwayFromZero() {
        XCTAssertEqual(Tier.rounded(84.5), 85)
        XCTAssertEqual(Tier(.recovery, rounded: Tier.rounded(84.5)), .excellent)
        XCTAssertEqual(Tier.rounded(84.49999), 84)
    }
}
