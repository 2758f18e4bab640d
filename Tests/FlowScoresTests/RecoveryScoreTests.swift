import FlowFeatures
import XCTest

@testable import FlowScores

/// Recovery: 0.40 HRV + 0.25 resting HR + 0.25 Sleep + 0.10 strain recovery, each 0-100.
final class RecoveryScoreTests: XCTestCase {
    func testTheWeightedParts() throws {
        // 30 usual rows (HRV 50, resting HR 60), then HRV 45 and resting HR 62.
        let rows = scoreRows(31, usual: usualDay, changes: [30: [.hrvSDNN: 45, .restingHR: 62]])
        let d = DayInputs(rows: rows, i: 30, columns: ObservedColumns(rows))
        let sleep = Score(kind: .sleep, value: 80, unclamped: 80, components: [], missing: [], baselineDays: [])
        let strain = Score(kind: .strain, value: 30, unclamped: 30, components: [], missing: [], baselineDays: [])
        let r = RecoveryScore.score(d, sleep: sleep, strain: strain)
        // HRV 75 · 45 / 50 = 67.5; resting HR 75 · 60 / 62; Sleep 80; strain recovery 100 − 30 = 70.
        let expected = 0.40 * 67.5 + 0.25 * (75 * 60 / 62.0) + 0.25 * 80 + 0.10 * 70
        XCTAssertEqual(try XCTUnwrap(r.value), expected, accuracy: 1e-9)
        XCTAssertEqual(r.components.map(\.name), ["hrv", "rhr", "sleep", "strain_recovery"])
    }
}
