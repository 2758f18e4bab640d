import XCTest

@testable import FlowImport

/// The report's lines: one a period, with its dates, zone and offsets, where it came from and
/// how many nights with evidence fit it; then the nights that fit another clock.
final class ClockPeriodsWordsTests: XCTestCase {
    func testOneLineAPeriod() throws {
        let offsets =
            ClockPeriodsTests.hours(7, 10) + ClockPeriodsTests.hours(1, 4) + ClockPeriodsTests.hours(7, 3)
            + ClockPeriodsTests.hours(9, 3) + ClockPeriodsTests.hours(7, 7)
        let n = ClockPeriodsTests.nights(offsets)
        let p = try XCTUnwrap(
            ClockPeriods.infer(
                nights: n, profile: "Asia/Bangkok", span: (n[0].start - 200_000)...(n.last!.end + 200_000)))
        // The history from 2026-01-10 12:00 UTC to the last night's end.
        let span = (n[0].start - 11 * 3600)...(n.last!.end - 7 * 3600)
        XCTAssertEqual(
            p.lines(span: span, profileFile: "Takeout/Fitbit/Your Profile/Profile.csv", origin: .inferred),
            [
                "clock 2026-01-10 to 2026-01-20: Asia/Bangkok (UTC+7), from Takeout/Fitbit/Your Profile/Profile.csv: "
                    + "10 of 10 nights with evidence fit it",
                "clock 2026-01-20 to 2026-01-24: UTC+1, inferred: 4 of 4 nights with evidence fit it",
                "clock 2026-01-24 to 2026-02-06: Asia/Bangkok (UTC+7), from Takeout/Fitbit/Your Profile/Profile.csv: "
                    + "10 of 13 nights with evidence fit it",
                "clock: 3 nights fit another clock than their period's (stays shorter than 4 nights are not followed; "
                    + "a zone given by hand sets the clocks)",
            ])
    }

    /// A person who never moved: one line, as the clock was always said, with its count.
    func testASinglePeriod() throws {
        let n = ClockPeriodsTests.nights(ClockPeriodsTests.hours(7, 5) + [nil])
        let p = try XCTUnwrap(
            ClockPeriods.infer(
                nights: n, profile: "Asia/Bangkok", span: (n[0].start - 200_000)...(n.last!.end + 200_000)))
        XCTAssertEqual(
            p.lines(span: n[0].start...n.last!.end, profileFile: "P.csv", origin: .inferred),
            ["Asia/Bangkok, from P.csv: 5 of 5 nights with evidence fit it"])
    }
}
