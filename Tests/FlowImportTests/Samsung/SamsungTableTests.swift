import FlowRecords
import XCTest

@testable import FlowImport

/// A Samsung table's name from its file, its offsets and times, and its rows once the
/// metadata line, the prefixes, the shifted header and the trailing comma are dealt with.
final class SamsungTableTests: XCTestCase {
    func testTableNamesOffsetsAndTimes() throws {
        XCTAssertEqual(
            SamsungTable.tableName("x/com.samsung.shealth.tracker.heart_rate.20250110120000.csv"),
            "com.samsung.shealth.tracker.heart_rate")
        XCTAssertEqual(SamsungTable.tableName("com.samsung.health.hrv.csv"), "com.samsung.health.hrv")
        XCTAssertNil(SamsungTable.tableName("jsons/u1.binning_data.json"))
        XCTAssertEqual(SamsungTime.offset("UTC+0100"), 3600)
        XCTAssertEqual(SamsungTime.offset("UTC-0530"), -19_800)
        XCTAssertNil(SamsungTime.offset("UTC+01:00"))
        // 03:17 UTC shown at +01:00 is 04:17 local.
        let t = try XCTUnwrap(SamsungTime.time("2024-11-02 03:17:00.000", offset: 3600))
        XCTAssertEqual(t, try TimestampParser.parse("2024-11-02T04:17:00+01:00").get())
    }

    func testTheShiftedHeaderAndTheTrailingComma() {
        let text =
            "\u{FEFF}com.samsung.shealth.tracker.heart_rate,6305012,11\n"
            + ",source,com.samsung.health.heart_rate.start_time,com.samsung.health.heart_rate.heart_rate\n"
            + ",2025-01-05 02:00:00.000,52.0,\n" + ",2025-01-05 02:01:00.000\n"
        var collector = RecordCollector(file: "hr.csv")
        let table = SamsungTable(
            bytes: Array(text.utf8), file: "hr.csv", table: "com.samsung.shealth.tracker.heart_rate",
            collector: &collector)
        XCTAssertEqual(table.names, ["source", "start_time", "heart_rate"])
        // The heart rate sits under its own name; the short row (line 4) is rejected.
        XCTAssertEqual(table.rows.map(\.fields), [["", "2025-01-05 02:00:00.000", "52.0"]])
        XCTAssertEqual(table.rows.map(\.line), [3])
        XCTAssertEqual(table.column(named: "heart_rate"), 2)
    }
}
