import FlowRecords
import XCTest

@testable import FlowFeatures

/// Each day's active energy from one source, each record shared over the local days it covers.
final class ActiveEnergyDaysTests: XCTestCase {
    private func at(_ iso: String) -> Timestamp { try! TimestampParser.parse(iso).get() }

    private func energy(_ start: String, _ end: String, _ kcal: Double, source: Int) -> FlowRecords.Measurement {
        FlowRecords.Measurement(start: at(start), end: at(end), value: kcal, source: source)
    }

    /// 23:00-01:00 local carrying 120 kcal gives 60 to each day; an instant goes wholly to its day.
    func testAnIntervalIsSharedOverItsDays() {
        let days = ActiveEnergyDays.totals([
            energy("2026-03-01T23:00:00+01:00", "2026-03-02T01:00:00+01:00", 120, source: 0),
            energy("2026-03-02T09:00:00+01:00", "2026-03-02T09:00:00+01:00", 15, source: 0),
        ])
        let first = CalendarDay(iso: "2026-03-01")!.ordinal
        XCTAssertEqual(days[first] ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(days[first + 1] ?? 0, 75, accuracy: 1e-9)
        XCTAssertEqual(days.count, 2)
    }

    /// A watch's 450 kcal in pieces and a phone's 300 on the same day: the day is the watch's 450,
    /// never 750; the next day only the phone wrote, 200.
    func testOneSourceADayTheLargest() {
        let days = ActiveEnergyDays.totals([
            energy("2026-03-01T10:00:00+01:00", "2026-03-01T11:00:00+01:00", 250, source: 0),
            energy("2026-03-01T18:00:00+01:00", "2026-03-01T19:00:00+01:00", 200, source: 0),
            energy("2026-03-01T00:00:00+01:00", "2026-03-02T00:00:00+01:00", 300, source: 1),
            energy("2026-03-02T00:00:00+01:00", "2026-03-03T00:00:00+01:00", 200, source: 1),
        ])
        let first = CalendarDay(iso: "2026-03-01")!.ordinal
        XCTAssertEqual(days[first], 450)
        XCTAssertEqual(days[first + 1], 200)
    }

    /// The row of D holds D−1's total: the day's energy lands on the next morning, as steps do.
    func testTheRowOfTheMorningAfter() throws {
        var history = RecordHistory()
        let s = history.source(named: "Watch")
        history.activeEnergy = [energy("2026-03-01T10:00:00+01:00", "2026-03-01T11:00:00+01:00", 250, source: s)]
        history.steps = [
            FlowRecords.Measurement(
                start: at("2026-03-02T10:00:00+01:00"), end: at("2026-03-02T10:10:00+01:00"), value: 900, source: s)
        ]
        let table = FeatureTable(history: history)
        XCTAssertEqual(table.rows.map(\.day.description), ["2026-03-01", "2026-03-02"])
        XCTAssertEqual(table.rows.map(\.activeKcal), [nil, 250])
        // The column is written and read back with the table.
        XCTAssertTrue(table.csv().contains(",active_kcal\n"))
        let read = try FeatureTable.parseCSV(table.csv(), file: "t.csv")
        XCTAssertEqual(read.rows.map(\.activeKcal), [nil, 250])
    }
}
