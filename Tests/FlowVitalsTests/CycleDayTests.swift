import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowVitals

/// The cycle day and the window from the past only (SPEC 18.1), each case by hand:
/// c = D − S + 1, k = L − c + 1, in the window when 6 ≤ c ≤ L + 7 and k ≤ 11.
final class CycleDayTests: XCTestCase {
    private func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    private func cycle(_ morning: String, _ starts: [String], stated: Int? = nil) -> CycleDay? {
        CycleDay(morning: day(morning), starts: PeriodStarts(days: starts.map(day), statedLength: stated))
    }

    /// One start on 1 January, no stated length: L = 28. The start's own morning knows nothing
    /// of it (known starts are dated the day before or earlier).
    func testTheFirstStartWithTheDefaultLength() throws {
        XCTAssertNil(cycle("2026-01-01", ["2026-01-01"]))
        let second = try XCTUnwrap(cycle("2026-01-02", ["2026-01-01"]))
        XCTAssertEqual(second.day, 2)
        XCTAssertEqual(second.expectedLength, 28)
        XCTAssertEqual(second.lengthFrom, .default)
        XCTAssertFalse(second.window)
        // 17 January: c = 17, k = 12, not yet; 18 January: c = 18, k = 11, in the window.
        XCTAssertEqual(cycle("2026-01-17", ["2026-01-01"])?.window, false)
        XCTAssertEqual(cycle("2026-01-18", ["2026-01-01"])?.window, true)
        // 29 January: c = 29, k = 0, overdue and still in; 4 February: c = 35 = L + 7, the last;
        // 5 February: c = 36, the log may have lapsed.
        XCTAssertEqual(cycle("2026-01-29", ["2026-01-01"])?.window, true)
        XCTAssertEqual(cycle("2026-02-04", ["2026-01-01"])?.day, 35)
        XCTAssertEqual(cycle("2026-02-04", ["2026-01-01"])?.window, true)
        XCTAssertEqual(cycle("2026-02-05", ["2026-01-01"])?.window, false)
    }

    /// A stated length of 32 days (Fitbit's settings) stands in until a cycle is complete:
    /// c = 22 gives k = 11, in; c = 21 gives k = 12, out.
    func testTheStatedLength() throws {
        let morning = try XCTUnwrap(cycle("2026-01-22", ["2026-01-01"], stated: 32))
        XCTAssertEqual(morning.expectedLength, 32)
        XCTAssertEqual(morning.lengthFrom, .stated)
        XCTAssertTrue(morning.window)
        XCTAssertEqual(cycle("2026-01-21", ["2026-01-01"], stated: 32)?.window, false)
    }

    /// L from completed cycles of 15-60 days: 1 January → 31 January (30 days) → 1 March
    /// (29 days) gives the median 29.5, rounded half up to 30; a 10-day and a 200-day gap are
    /// not cycles. The start 200 days on is still a start: c counts from it.
    func testTheLengthFromCompletedCycles() throws {
        let starts = ["2026-01-01", "2026-01-31", "2026-03-01", "2026-03-11", "2026-09-27"]
        // 11 March → 27 September is 200 days; 1 March → 11 March is 10.
        let morning = try XCTUnwrap(cycle("2026-10-16", starts))
        XCTAssertEqual(morning.expectedLength, 30)
        XCTAssertEqual(morning.lengthFrom, .yourCycles)
        XCTAssertEqual(morning.day, 20)  // 27 September is day 1
        XCTAssertTrue(morning.window)  // k = 30 − 20 + 1 = 11
        // Only the last six cycles count: seven cycles of 40 days after six of 26 give 40.
        var days = [day("2025-01-01")]
        for length in Array(repeating: 26, count: 6) + Array(repeating: 40, count: 7) {
            days.append(days.last!.adding(days: length))
        }
        let late = try XCTUnwrap(
            CycleDay(morning: days.last!.adding(days: 1), starts: PeriodStarts(days: days)))
        XCTAssertEqual(late.expectedLength, 40)
        // Six cycles of 26, 26, 26, 40, 40, 40: the median is (26 + 40) / 2 = 33.
        XCTAssertEqual(CycleDay.medianRoundedUp([26, 26, 26, 40, 40, 40]), 33)
        XCTAssertEqual(CycleDay.medianRoundedUp([27, 28]), 28)
    }

    /// The first days of a period are never in the window, even for a short cycle: with
    /// L = 15, c = 5 has k = 11 but is a period's day; c = 6 is in.
    func testTheFirstFiveDaysAreNeverIn() {
        let starts = ["2026-01-01", "2026-01-16"]
        XCTAssertEqual(cycle("2026-01-20", starts)?.day, 5)
        XCTAssertEqual(cycle("2026-01-20", starts)?.window, false)
        XCTAssertEqual(cycle("2026-01-21", starts)?.window, true)
    }
}
