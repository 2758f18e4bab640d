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
            OuraTags.checkins([csv], nights: [night(2), night(3), night(4)], collector: &collector))
        XCTAssertEqual(table.days.map(\.day.description), ["2024-06-01", "2024-06-02", "2024-06-03"])
        XCTAssertEqual(table.days.map(\.values), [[1], [0], [1]])
    }
}
