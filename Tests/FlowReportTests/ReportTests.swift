import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowStatistics
import FlowTestSupport
import XCTest

/// The page from a hand-made history of 40 days with the reference model: every section in
/// order, names escaped wherever they appear, and today's Flow as the scorer gave it.
final class ReportTests: XCTestCase {
    func testEverySectionInOrderWithNamesEscaped() throws {
        let (history, range) = try referenceHistory(named: "<me & \"you\">.csv")
        let html = Report.html(
            history.report(range: range, records: nil, checkins: nil, quality: nil, toolVersion: "t"))
        XCTAssertTrue(html.contains("&lt;me &amp; &quot;you&quot;&gt;.csv"))
        XCTAssertFalse(html.contains("<me "))
        let ids = ["today", "flow", "trends", "load", "vitals", "scores", "garden", "coverage", "quality", "model"]
        let positions = ids.map { html.range(of: "<section id=\"\($0)\">")?.lowerBound }
        XCTAssertFalse(positions.contains(nil), "\(positions)")
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted())
        let latest = try XCTUnwrap(history.results.last?.score)
        XCTAssertTrue(html.contains("data-flow=\"\(latest.flow)\">\(latest.roundedFlow)</span>"))
        // The reference model is named, and its quality section says how to get a model of one's own.
        XCTAssertTrue(html.contains("scored with the reference model"))
        XCTAssertTrue(html.contains("after 29 or more labelled mornings"))
        // Vitals: resting heart rate observed every night at 60; a range of its own from the 15th
        // night (14 before it), the median 60 and spread the floor 1, so no night is outside.
        XCTAssertTrue(
            html.contains("Resting heart rate: measured on 40 of 40 nights, 26 with a range of your own; 0 outside it.")
        )
        XCTAssertTrue(html.contains("No body watch in this range"))
        XCTAssertFalse(html.contains("Respiratory rate: measured"))  // never measured: no chart
    }
}
