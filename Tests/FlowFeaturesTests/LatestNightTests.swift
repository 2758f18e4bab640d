import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// The morning meant when none is asked: the latest row with a measured main sleep; the rows
/// after it (no night yet) said once, in one line.
final class LatestNightTests: XCTestCase {
    /// Rows 2026-01-01 + k; `nights` those whose main sleep was measured.
    private func rows(_ count: Int, nights: Set<Int>) -> [FeatureRow] {
        (0..<count).map { k in
            var r = row(k)
            if !nights.contains(k) { r.provenance[Feature.sleepHours.index] = .median }
            return r
        }
    }

    func testTheLatestMeasuredNightAndTheRowsAfterIt() throws {
        let latest = try XCTUnwrap(LatestNight(rows: rows(5, nights: [0, 1, 2])))
        XCTAssertEqual(latest.morning, CalendarDay(iso: "2026-01-03"))
        XCTAssertEqual(latest.lastRow, CalendarDay(iso: "2026-01-05"))
        XCTAssertTrue(latest.hasRowsAfter)
        let today = try XCTUnwrap(CalendarDay(iso: "2026-12-07"))
        XCTAssertEqual(
            latest.sentence(today: today),
            "Your history's last night is the one ending 3 January; 4 to 5 January have no night yet.")
        // A night on the last row: nothing follows it, nothing to say.
        let current = try XCTUnwrap(LatestNight(rows: rows(3, nights: [0, 2])))
        XCTAssertEqual(current.morning, current.lastRow)
        XCTAssertNil(current.sentence(today: today))
        // No measured night at all: no latest night (the caller keeps the last row).
        XCTAssertNil(LatestNight(rows: rows(3, nights: [])))
        XCTAssertNil(LatestNight(rows: []))
    }

    /// The issue's own words: the night ending 19 August 2022, then 20 August with no night
    /// (read in 2026, so each date carries its year).
    func testOneDayAfterTheNightInAnotherYear() throws {
        let latest = LatestNight(
            morning: try XCTUnwrap(CalendarDay(iso: "2022-08-19")),
            lastRow: try XCTUnwrap(CalendarDay(iso: "2022-08-20")))
        XCTAssertEqual(
            latest.sentence(today: try XCTUnwrap(CalendarDay(iso: "2026-12-07"))),
            "Your history's last night is the one ending 19 August 2022; 20 August 2022 has no night yet.")
        XCTAssertEqual(
            latest.sentence(today: try XCTUnwrap(CalendarDay(iso: "2022-08-20"))),
            "Your history's last night is the one ending 19 August; 20 August has no night yet.")
    }
}
