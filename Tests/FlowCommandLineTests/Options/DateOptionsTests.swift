import FlowApp
import FlowKit
import FlowRecords
import XCTest

@testable import FlowCommandLine

/// Dates and ranges from their options, and the one day selection they make.
final class DateOptionsTests: XCTestCase {
    private func args(_ words: [String]) throws -> Arguments {
        try Arguments(words, valued: ["--date", "--from", "--to", "--last"], flags: [])
    }

    func testDatesAndRanges() throws {
        let march1 = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        XCTAssertEqual(try args(["--date", "2026-03-01"]).day(.date), march1)
        XCTAssertThrowsError(try args(["--date", "2026-3-1"]).day(.date)) {
            XCTAssertEqual($0 as? CommandError, .usage("--date takes a date YYYY-MM-DD, not '2026-3-1'"))
        }
        XCTAssertEqual(
            try args(["--from", "2026-03-01", "--to", "2026-03-09"]).dayWindow(),
            DayWindow(from: march1, to: march1.adding(days: 8)))
        XCTAssertThrowsError(try args(["--from", "2026-03-09", "--to", "2026-03-01"]).dayWindow()) {
            XCTAssertEqual($0 as? CommandError, .usage("--from 2026-03-09 is after --to 2026-03-01"))
        }
    }

    func testOneSelection() throws {
        XCTAssertEqual(try args([]).daySelection(), .latest)
        XCTAssertEqual(try args(["--last", "7"]).daySelection(), .last(7))
        XCTAssertEqual(try args(["--date", "2026-03-01"]).daySelection(), .day(CalendarDay(iso: "2026-03-01")!))
        XCTAssertEqual(
            try args(["--to", "2026-03-01"]).daySelection(),
            .window(DayWindow(from: nil, to: CalendarDay(iso: "2026-03-01"))))
        XCTAssertThrowsError(try args(["--last", "7", "--date", "2026-03-01"]).daySelection()) {
            XCTAssertEqual($0 as? CommandError, .usage("give one of --date, --from/--to or --last"))
        }
    }
}
