import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowScores

/// Each night's need, worked by hand: N + (Strain / 100)² + debt − min(2, naps / 60), the debt
/// half of the night before's shortfall against its own need, at most 2 h.
final class SleepNeedTests: XCTestCase {
    /// Four nights of a base need of 8 h:
    /// - row 0: 6 h asleep, no Strain score: need 8; it leaves ½ · (8 − 6) = 1 h of debt.
    /// - row 1: 7 h, a usual day (Strain 40, 0.16 h) and a 30-minute nap (0.5 h):
    ///   need 8 + 0.16 + 1 − 0.5 = 8.66; debt ½ · 1.66 = 0.83.
    /// - row 2: 9 h after a hard day (Strain 90, 0.81 h): need 8 + 0.81 + 0.83 = 9.64; debt 0.32.
    /// - row 3: 9 h, Strain 0: need 8 + 0.32 = 8.32, slept more than it: tonight carries nothing,
    ///   and needs 8 + 0.16 = 8.16.
    func testAChainOfFourNightsWithANapAndAHardDay() {
        let rows = scoreRows(
            4, usual: usualDay,
            changes: [
                0: [.sleepHours: 6], 1: [.sleepHours: 7, .napMinutes: 30], 2: [.sleepHours: 9], 3: [.sleepHours: 9],
            ])
        let needs = SleepNeed.nights(rows: rows, strain: [nil, 40, 90, 0], base: 8)
        XCTAssertEqual(needs.map(\.day), rows.map(\.day))
        let expected: [(need: Double, debt: Double, strain: Double, nap: Double)] = [
            (8, 0, 0, 0), (8.66, 1, 0.16, 0.5), (9.64, 0.83, 0.81, 0), (8.32, 0.32, 0, 0),
        ]
        for (night, e) in zip(needs, expected) {
            XCTAssertEqual(night.hours, e.need, accuracy: 1e-12, "\(night.day)")
            XCTAssertEqual(night.debt, e.debt, accuracy: 1e-12, "\(night.day)")
            XCTAssertEqual(night.strain, e.strain, accuracy: 1e-12, "\(night.day)")
            XCTAssertEqual(night.napCredit, e.nap, accuracy: 1e-12, "\(night.day)")
            XCTAssertEqual(night.base, 8)
        }
        XCTAssertEqual(needs.map(\.sleepHours), [6, 7, 9, 9])
        let tonight = SleepNeed.tonight(after: needs[3])
        XCTAssertEqual(tonight.day, rows[3].day.adding(days: 1))
        XCTAssertEqual(tonight.debt, 0)
        XCTAssertEqual(tonight.hours, 8.16, accuracy: 1e-12)
        XCTAssertNil(tonight.sleepHours)
        XCTAssertEqual(SleepNeed.debt(after: tonight), 0)
    }

    /// A 2-hour night owes ½ · 6 = 3 h, carried as 2; a 3-hour nap is credited as 2 h; Strain
    /// 100 adds a whole hour: 8 + 1 + 2 − 2 = 9.
    func testTheCaps() {
        let rows = scoreRows(2, usual: usualDay, changes: [0: [.sleepHours: 2], 1: [.napMinutes: 180]])
        let needs = SleepNeed.nights(rows: rows, strain: [nil, 100], base: 8)
        XCTAssertEqual(needs[1].debt, 2)
        XCTAssertEqual(needs[1].napCredit, 2)
        XCTAssertEqual(needs[1].strain, 1)
        XCTAssertEqual(needs[1].hours, 9, accuracy: 1e-12)
        XCTAssertEqual(SleepNeed.strainHours(nil), 0)
        XCTAssertEqual(SleepNeed.strainHours(40), 0.16, accuracy: 1e-15)
    }

    /// A row whose day before is missing from the table (a gap) carries no debt, however short
    /// the last night before the gap was; the first row carries none either.
    func testAGapCarriesNothing() {
        var rows = scoreRows(3, usual: usualDay, changes: [0: [.sleepHours: 4], 1: [.sleepHours: 4]])
        rows[2].day = rows[2].day.adding(days: 5)
        let needs = SleepNeed.nights(rows: rows, strain: [nil, nil, nil], base: 7.5)
        XCTAssertEqual(needs.map(\.debt), [0, 1.75, 0])  // ½ · (7.5 − 4); then the gap
        XCTAssertEqual(needs[2].hours, 7.5)
    }
}
