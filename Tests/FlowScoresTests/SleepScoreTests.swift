import FlowFeatures
import XCTest

@testable import FlowScores

/// The Sleep score's five parts on a hand-made night, its duration read against the night's need.
final class SleepScoreTests: XCTestCase {
    func testTheFiveParts() throws {
        // 30 usual nights (8 h, HRV 50, sleeping HR 55), then 6 h with deep 0.1, REM 0.22, HRV 60,
        // sleeping HR 50 and 3 wake-ups; the night needed 8.16 h (8 h, no debt, a day of Strain 40).
        let rows = scoreRows(
            31, usual: usualDay,
            changes: [
                30: [.sleepHours: 6, .deepShare: 0.1, .remShare: 0.22, .hrvSDNN: 60, .sleepingHR: 50, .wakeCount: 3]
            ])
        let d = DayInputs(rows: rows, i: 30, columns: ObservedColumns(rows))
        let s = SleepScore.score(d, needHours: 8.16)
        func part(_ name: String) -> Double? { s.components.first { $0.name == name }?.value }
        // Duration 100 · 6 / 8.16 = 73.53.
        XCTAssertEqual(try XCTUnwrap(part("duration")), 600 / 8.16, accuracy: 1e-9)
        // Stages: 100 · (0.4 · 0.1/0.2 + 0.4 · 1 + 0.2 · min(1, 0.68/0.5)) = 100 · (0.2 + 0.4 + 0.2) = 80.
        XCTAssertEqual(try XCTUnwrap(part("stages")), 80, accuracy: 1e-9)
        // HRV 75 · 60 / 50 = 90; sleeping HR 75 · 55 / 50 = 82.5; interruptions 100 − 45 = 55.
        XCTAssertEqual(try XCTUnwrap(part("sleeping_hrv")), 90, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(part("sleeping_hr")), 82.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(part("interruptions")), 55, accuracy: 1e-9)
        let expected = 0.30 * 600 / 8.16 + 0.30 * 80 + 0.15 * 90 + 0.15 * 82.5 + 0.10 * 55
        XCTAssertEqual(try XCTUnwrap(s.value), expected, accuracy: 1e-9)
    }

    func testNoDurationNoScore() {
        let rows = scoreRows(31, usual: usualDay, changes: [30: [.sleepHours: nil]])
        let s = SleepScore.score(DayInputs(rows: rows, i: 30, columns: ObservedColumns(rows)), needHours: 8)
        XCTAssertNil(s.value)
        XCTAssertEqual(s.missing.first?.name, "duration")
    }
}
