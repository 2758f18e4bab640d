import FlowDatabase
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// Health Connect's menstruation tables written by hand from the cycle sheet's layout (§3): a
/// period row's start is a logged start on its own local date, each flow row (0-3) a bleeding
/// day; a code outside 0-3 is counted, a period over 31 days refused.
final class HealthConnectCycleTests: FolderTestCase {
    func testPeriodsAndFlows() throws {
        let f = try HealthConnectFixture(path: path("hc.db"))
        try f.app(1, "com.example.tracker", "Tracker")
        // 2026-03-01 23:30 UTC on +02:00 is 2 March 01:30 local: the start's date is 2 March.
        let start = epochMillis("2026-03-01T23:30:00Z")
        try f.interval("menstruation_period_record_table", id: 1, app: 1, start, 7200, start + 5 * 86_400_000, 7200)
        for (id, day, flow) in [(1, "2026-03-02", 3), (2, "2026-03-03", 0), (3, "2026-03-30", 1), (4, "2026-03-31", 7)]
        {
            try f.instant(
                "menstruation_flow_record_table", id: Int64(id), app: 1, epochMillis("\(day)T06:00:00Z"), 7200,
                ["flow": .integer(Int64(flow))])
        }
        try f.interval(
            "menstruation_period_record_table", id: 2, app: 1, epochMillis("2026-04-01T00:00:00Z"), 0,
            epochMillis("2026-05-15T00:00:00Z"), 0)
        // A resting heart rate on 1 June: the export's measurements reach that far.
        try f.instant(
            "resting_heart_rate_record_table", id: 1, app: 1, epochMillis("2026-06-01T06:00:00Z"), 7200,
            ["beats_per_minute": .integer(55)])
        let (h, report) = try HealthConnectExport.read(OpenedHistory(path: f.path))
        XCTAssertEqual(h.periodStart.map(\.start.iso8601), ["2026-03-02T00:00:00+02:00"])
        XCTAssertEqual(
            h.menstrualFlow.map { "\($0.start.localDay)=\(Int($0.value))" },
            ["2026-03-02=3", "2026-03-03=0", "2026-03-30=1"])
        XCTAssertEqual(report.rejected[.cycleCodeUnknown], 1)
        XCTAssertEqual(report.rejected[.periodTooLong], 1)
        // The period row and the flows of 2-3 March are one period; 30 March is a start (26 days on).
        XCTAssertEqual(PeriodStarts(history: h).days.map(\.description), ["2026-03-02", "2026-03-30"])
        XCTAssertEqual(report.accepted[.periodStart], ["Tracker": 1])
    }
}
