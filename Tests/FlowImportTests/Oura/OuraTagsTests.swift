import FlowRecords
import XCTest

@testable import FlowImport

/// Oura's tags as check-ins: their names, and a tag between its first and last use a no on a
/// recorded evening (moved here from the App Data and export suites, unchanged).
final class OuraTagsTests: XCTestCase {
    func testTagNames() {
        XCTAssertEqual(OuraTags.behaviour(code: "tag_generic_late_meal", custom: ""), "late_meal")
        XCTAssertEqual(OuraTags.behaviour(code: "tag_generic_custom", custom: "Sauna time!"), "sauna_time")
        XCTAssertEqual(OuraTags.behaviour(code: "tag_sleep_mask", custom: ""), "sleep_mask")
    }

    func testATagBetweenItsFirstAndLastUseIsANoOnARecordedEvening() throws {
        // Nights waking 06-02, 06-03 and 06-04 (evenings 06-01, 06-02, 06-03); a tag on 06-01 and 06-03.
        func night(_ d: Int) -> OuraAppData.Night {
            let end = Timestamp(
                instant: Double(CalendarDay(year: 2024, month: 6, day: d)!.ordinal) * 86_400 + 6 * 3600,
                offsetSeconds: 0)
            return OuraAppData.Night(
                start: Timestamp(instant: end.instant - 8 * 3600, offsetSeconds: 0), end: end, day: nil, main: true)
        }
        let csv = VendorCSV(
            bytes: Array(
                "id;start_day;tag_type_code\n1;2024-06-01;tag_generic_alcohol\n2;2024-06-03;tag_generic_alcohol\n".utf8),
            file: "tag.csv")
        var collector = RecordCollector(file: "tag.csv")
        let table = try XCTUnwrap(
            OuraTags.checkins([csv], nights: [night(2), night(3), night(4)], collector: &collector, source: 0))
        XCTAssertEqual(table.days.map(\.day.description), ["2024-06-01", "2024-06-02", "2024-06-03"])
        XCTAssertEqual(table.days.map(\.values), [[1], [0], [1]])
    }

    /// The period tag (cycle sheet §6) is the cycle, never a check-in: a tag on 2 June and a span
    /// from 3 to 4 June are three bleeding days on their own clock; a tag on 40 days is refused.
    func testThePeriodTagIsBleedingNotABehaviour() throws {
        let csv = VendorCSV(
            bytes: Array(
                ("id;start_day;end_day;start_time;tag_type_code\n"
                    + "1;2024-06-02;;2024-06-02T08:00:00+02:00;tag_generic_period\n"
                    + "2;2024-06-03;2024-06-04;2024-06-03T08:00:00+02:00;tag_generic_period\n"
                    + "3;2024-07-01;2024-08-10;;tag_generic_period\n"
                    + "4;2024-06-03;;;tag_generic_alcohol\n").utf8),
            file: "enhancedtag.csv")
        var collector = RecordCollector(file: "enhancedtag.csv")
        let ring = collector.source(named: "Oura")
        let table = try XCTUnwrap(OuraTags.checkins([csv], nights: [], collector: &collector, source: ring))
        XCTAssertEqual(table.behaviours, ["alcohol"])
        collector.add(
            .restingHR, start: Timestamp(instant: 1_719_900_000, offsetSeconds: 7200),
            end: Timestamp(instant: 1_719_900_000, offsetSeconds: 7200), value: 55, source: ring, line: 9)
        let (h, report) = try collector.finish()
        XCTAssertEqual(
            h.menstrualFlow.map(\.start.iso8601),
            ["2024-06-02T00:00:00+02:00", "2024-06-03T00:00:00+02:00", "2024-06-04T00:00:00+02:00"])
        XCTAssertEqual(report.rejected[.periodTooLong], 1)
    }
}
