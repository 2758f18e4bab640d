import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowCommandLine

/// The history line after the import report: span, days with each measurement, no-data days.
final class CoverageTextTests: XCTestCase {
    func testTheLine() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        func row(_ k: Int, missing: Set<MissingFlag>, rmssd: Double? = nil) -> FeatureRow {
            FeatureRow(
                day: day.adding(days: k), values: Array(repeating: 0, count: 19),
                provenance: Array(repeating: .observed, count: 19),
                flags: MissingFlag.allCases.map { missing.contains($0) }, hrvRMSSD: rmssd)
        }
        var table = FeatureTable(history: RecordHistory())
        XCTAssertEqual(CoverageText.line(table), "")
        table.rows = [
            row(0, missing: Set(MissingFlag.dataFlags)), row(1, missing: [.stagesMissing, .stepsMissing], rmssd: 31),
            row(2, missing: [.hrvMissing]),
        ]
        XCTAssertEqual(
            CoverageText.line(table),
            "history: 2026-03-01 to 2026-03-03, 3 days; days with main sleep 2, sleep stages 1, steps 1, "
                + "resting HR 2, HRV 1, sleeping HR 2, strain 2; 1 no-data day; RMSSD on 1 days\n")
    }
}
