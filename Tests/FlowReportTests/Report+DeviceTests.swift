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
}
