import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowFeatures

/// A vendor's scores on their rows: a recovery or sleep score on its wake's day, a strain on
/// the day after the one it describes, the latest of two on one row.
final class DeviceScoresTests: XCTestCase {
    func testRowsAndTheLatestOfTwo() {
        var rows = (0..<3).map { row($0) }
        let d = rows[0].day
        func at(_ day: CalendarDay, hour: Double, _ v: Double) -> FlowRecords.Measurement {
            let t = Timestamp(instant: Double(day.ordinal) * 86_400 + hour * 3600 - 3600, offsetSeconds: 3600)
            return FlowRecords.Measurement(start: t, end: t, value: v, source: 0)
        }
        // Two recoveries waking on day 1 (07:00 then a nap's 15:00): the later stands.
        DeviceScores.place(
            [at(d.adding(days: 1), hour: 15, 60), at(d.adding(days: 1), hour: 7, 40), at(d, hour: 7, 50)],
            rowOf: { $0.localDay.ordinal - d.ordinal }, into: &rows, \.deviceRecovery)
        XCTAssertEqual(rows.map(\.deviceRecovery), [50, 60, nil])
        // A strain dated day 0 (its local midnight) lands on day 1; one dated day 2 has no row after it.
        DeviceScores.place(
            [at(d, hour: 0, 12.8), at(d.adding(days: 2), hour: 0, 9)],
            rowOf: { $0.localDay.ordinal + 1 - d.ordinal }, into: &rows, \.deviceStrain)
        XCTAssertEqual(rows.map(\.deviceStrain), [nil, 12.8, nil])
    }
}
