import FlowCompare
import XCTest

@testable import FlowReport

/// The device section: shown only with device scores; too few mornings with both, said with the
/// number needed and nothing drawn.
final class ReportDeviceTests: XCTestCase {
    func testShownOnlyWithDeviceScoresAndTooFewMorningsSaidSo() throws {
        var input = try referenceInput()
        XCTAssertFalse(DeviceSection.isShown(input))
        // A device recovery on the last 10 mornings only.
        for k in 30..<40 { input.rows[k].deviceRecovery = Double(50 + k) }
        input.comparisons = DeviceComparison.compare(rows: input.rows, results: input.results, scores: input.scores)
        XCTAssertTrue(DeviceSection.isShown(input))
        let html = sectionMarkup(DeviceSection.self, input)
        XCTAssertTrue(
            html.contains("The device's recovery score and flow's Recovery Flow: 10 mornings with both, 14 needed."),
            html)
        XCTAssertFalse(html.contains("<svg"))
    }

    /// With 20 mornings of both: the scatter with both scales ticked every 25 and named in
    /// words, and both over time with a legend.
    func testTheScatterAndTheLinesHaveScales() throws {
        var input = try referenceInput()
        for k in 20..<40 { input.rows[k].deviceRecovery = Double(30 + 2 * k) }
        input.comparisons = DeviceComparison.compare(rows: input.rows, results: input.results, scores: input.scores)
        let html = deskMarkup(DeviceSection.self, input)
        XCTAssertEqual(count("<svg class=\"chart scatter\"", in: html), 2)  // Recovery Flow and Recovery score
        for tick in ["0", "25", "50", "75", "100"] {
            XCTAssertGreaterThanOrEqual(count(">\(tick)</text>", in: html), 4, tick)  // across and up, twice
        }
        XCTAssertTrue(
            html.contains(">the device's recovery score →</text>"), html)
        XCTAssertTrue(html.contains(">↑ flow's Recovery Flow</text>"), html)
        XCTAssertTrue(html.contains(">flow</text>"), "the legend of the lines over time")
        XCTAssertFalse(html.contains("device_recovery"), html)
    }
}
