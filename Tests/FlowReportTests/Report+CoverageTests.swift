import FlowFeatures
import XCTest

@testable import FlowReport

/// The coverage chart: one row per measurement, a rectangle per run of days that have it.
final class ReportCoverageTests: XCTestCase {
    private func rectangles(_ input: ReportInput) -> Int {
        deskMarkup(CoverageSection.self, input).components(separatedBy: "<rect class=\"have\"").count - 1
    }

    func testARunOfDaysIsOneRectangle() throws {
        var input = try referenceInput()
        // Every one of the eight measurements on all 40 days: one run each.
        XCTAssertEqual(rectangles(input), 8)
        // Steps missing on day 10 splits the steps row in two; HRV missing on the last day only shortens it.
        input.rows[10].flags[MissingFlag.stepsMissing.index] = true
        input.rows[39].flags[MissingFlag.hrvMissing.index] = true
        XCTAssertEqual(rectangles(input), 9)
        let html = deskMarkup(CoverageSection.self, input)
        // Dates along the bottom: 2026-01-01 to 02-09 every 7 days, the year under the first.
        XCTAssertTrue(html.contains(">Jan 1</text>") && html.contains(">Feb 5</text>") && html.contains(">2026</text>"))
        for name in ["main sleep", "sleep regularity", "sleeping heart rate", "training load", "HRV (SDNN)"] {
            XCTAssertTrue(html.contains(">\(name)<"), name)
        }
    }
}
