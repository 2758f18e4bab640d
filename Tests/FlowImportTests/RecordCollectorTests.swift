import FlowFeatures
import FlowImport
import FlowRecords
import XCTest

final class RecordCollectorTests: XCTestCase {
    func testAnExactDuplicateIsCountedNotSummed() throws {
        let (h, report) = try RecordsCSV.parse(
            [
                RecordsCSV.header,
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Watch",
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Watch",
                "steps,2026-03-01 10:00:00 +0000,2026-03-01 10:10:00 +0000,300.0,Watch",  // the same, spelt otherwise
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Phone",  // another source: kept
                "heart_rate,2026-03-02T09:00:00+00:00,2026-03-02T09:00:00+00:00,60.0,Watch",
            ].joined(separator: "\n"))
        XCTAssertEqual(report.rejected[.exactDuplicate], 2)
        XCTAssertEqual(h.steps.count, 2)
        let row = try XCTUnwrap(
            FeatureTable(history: h).rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 2) })
        XCTAssertEqual(row[.steps], 300)
    }

    /// Room made for an expected count holds that many without growing; a hint a file's size
    /// could lie about is capped at about 4 million records (2^22), so it cannot take memory
    /// without bound; kinds kept in lists of their own shape (heart rate) are left alone.
    func testExpectedRecordsAreRoomMadeOnceAndCapped() throws {
        var collector = RecordCollector(file: "t.csv")
        collector.expect(500_000, of: .activeEnergy)
        collector.expect(Int.max, of: .steps)
        collector.expect(1_000, of: .heartRate)
        let source = collector.source(named: "Watch")
        let start = Timestamp(instant: 1_780_000_000, offsetSeconds: 0)
        collector.add(.steps, start: start, end: start, value: 10, source: source, line: 2)
        let (history, _) = try collector.finish()
        XCTAssertGreaterThanOrEqual(history.activeEnergy.capacity, 500_000)
        XCTAssertGreaterThanOrEqual(history.steps.capacity, 1 << 22)
        XCTAssertLessThan(history.steps.capacity, 1 << 23)
        XCTAssertEqual(history.steps.map(\.value), [10])
    }
}
