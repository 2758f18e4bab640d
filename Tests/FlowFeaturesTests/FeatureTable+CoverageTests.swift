import FlowFeatures
import FlowRecords
import XCTest

/// Counting the rows that observed a measurement, that have nothing, and that carry RMSSD.
final class FeatureTableCoverageTests: XCTestCase {
    func testCountsOverRows() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        func row(_ k: Int, missing: Set<MissingFlag>, rmssd: Double? = nil) -> FeatureRow {
            FeatureRow(
                day: day.adding(days: k), values: Array(repeating: 0, count: Feature.allCases.count),
                provenance: Array(repeating: .observed, count: Feature.allCases.count),
                flags: MissingFlag.allCases.map { missing.contains($0) }, hrvRMSSD: rmssd)
        }
        let all = Set(MissingFlag.dataFlags)
        var table = FeatureTable(history: RecordHistory())
        table.rows = [
            row(0, missing: all), row(1, missing: [.stepsMissing], rmssd: 40),
            row(2, missing: all.subtracting([.stepsMissing])), row(3, missing: []),
        ]
        // Steps observed on rows 0? no (missing), 1 no, 2 yes, 3 yes.
        XCTAssertEqual(table.daysObserving(.stepsMissing), 2)
        XCTAssertEqual(table.daysObserving(.rhrMissing), 2)
        XCTAssertEqual(table.noDataDays, 1)
        XCTAssertEqual(table.rmssdDays, 1)
    }
}
