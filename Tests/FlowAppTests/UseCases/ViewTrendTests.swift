import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowTestSupport
import FlowTrends
import XCTest

/// `ViewTrend`: a metric's view over the history, and the refusals.
final class ViewTrendTests: FolderTestCase {
    /// The sample's records started before 02-15, resting HR month view as of its last reading:
    /// 02-14's resting HR sits on row 02-15, so the view ends there and reaches back to 01-17.
    func testTheMonthOfRestingHR() throws {
        let part = try sampleRecords(before: "2026-02-15")
        let request = ViewTrend.Request(
            history: HistoryRequest(path: part.path), metric: "resting_hr",
            view: TrendRequest(metric: try XCTUnwrap(Metric(name: "resting_hr")), range: .month, asOf: nil),
            modelFile: nil)
        let result = try ViewTrend.run(request)
        XCTAssertEqual(result.hrv, .sdnn)
        XCTAssertEqual(result.view.asOf.description, "2026-02-15")
        XCTAssertFalse(result.view.days.isEmpty)
        XCTAssertTrue(result.view.days.allSatisfy { $0.day.description >= "2026-01-17" })
        var rmssd = request
        rmssd.metric = "hrv_rmssd"
        XCTAssertThrowsError(try ViewTrend.run(rmssd)) { XCTAssertTrue("\($0)".contains("this history's HRV is SDNN")) }
    }
}
