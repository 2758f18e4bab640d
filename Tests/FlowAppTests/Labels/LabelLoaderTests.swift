import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

/// Labels joined with a table, on the clock the request names or else the history's.
final class LabelLoaderTests: FolderTestCase {
    /// A PMSys report at 23:30 UTC belongs to the next local day at UTC+01:00 and to its own day
    /// at UTC: the same file joined on two clocks lands on two different rows.
    func testTheClockDecidesTheDay() throws {
        let file = path("wellness.csv")
        try """
        effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,soreness_area,stress
        2026-01-02T23:30:00.000Z,3,3,7,8,3,2,[],3

        """.write(toFile: file, atomically: false, encoding: .utf8)
        let table = FeatureTable(
            settings: FeatureSettings(), rows: (0..<5).map { row($0, [.sleepHours: 7 + Double($0 % 2)]) })
        func day(_ clock: Int?, history: Int) throws -> String? {
            let days = try LabelLoader.labelledDays(
                LabelRequest(file: file, clock: clock), table: table, historyClock: history
            ) { _ in TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter) }
            return days.days.first?.row.day.description
        }
        XCTAssertEqual(try day(nil, history: 3600), "2026-01-03")  // the history's clock, UTC+01:00
        XCTAssertEqual(try day(0, history: 3600), "2026-01-02")  // --label-tz Z
        XCTAssertEqual(try day(3600, history: 0), "2026-01-03")
    }
}
