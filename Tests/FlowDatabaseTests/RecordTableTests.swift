import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// The records table: a record as the records CSV writes it with its instants, a sleep's stage
/// as its value, a total as STAGE:MINUTES, and the same record inserted twice kept once.
final class RecordTableTests: FolderTestCase {
    func testRowsByNaturalKey() throws {
        var h = RecordHistory()
        let ring = h.source(named: "Ring")
        // 2026-03-01T23:00:00+01:00 is 22:00 UTC.
        let start = Timestamp(
            instant: Double(CalendarDay(year: 2026, month: 3, day: 1)!.ordinal) * 86_400 + 22 * 3600,
            offsetSeconds: 3600)
        let end = Timestamp(instant: start.instant + 8 * 3600, offsetSeconds: 3600)
        h.sleep = [SleepSegment(start: start, end: end, stage: .inBed, source: ring)]
        h.sleepTotals = [SleepTotal(start: start, end: end, stage: .deep, minutes: 77, source: ring)]
        h.restingHR = [Measurement(start: end, end: end, value: 51.5, source: ring)]
        let db = try SQLiteConnection(path: path("r.sqlite"), name: "r.sqlite", create: true)
        try db.execute(RecordTable.definition)
        try RecordTable.insert(h, into: db)
        try RecordTable.insert(h, into: db)  // again: nothing added
        XCTAssertEqual(
            try db.rows("SELECT kind, start, end, value, source FROM records ORDER BY kind"),
            [
                [
                    .text("resting_hr"), .text("2026-03-02T07:00:00+01:00"), .text("2026-03-02T07:00:00+01:00"),
                    .real(51.5), .text("Ring"),
                ],
                [
                    .text("sleep"), .text("2026-03-01T23:00:00+01:00"), .text("2026-03-02T07:00:00+01:00"),
                    .text("in_bed"), .text("Ring"),
                ],
                [
                    .text("sleep_minutes"), .text("2026-03-01T23:00:00+01:00"), .text("2026-03-02T07:00:00+01:00"),
                    .text("deep:77"), .text("Ring"),
                ],
            ])
        XCTAssertEqual(try db.scalar("SELECT start_utc FROM records WHERE kind = 'sleep'"), .real(start.instant))
    }
}
