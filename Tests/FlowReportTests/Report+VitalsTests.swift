import XCTest

@testable import FlowReport

/// The vitals section: a line and a chart per measured vital, the body watch said either way,
/// and a range with no vital said so.
final class ReportVitalsTests: XCTestCase {
    func testAChartPerMeasuredVital() throws {
        var (input, html) = try referenceSection(VitalsSection.self)
        // The hand-made rows observe resting HR, sleeping HR and HRV every night, nothing else:
        // three charts; each has a range of its own from the 15th night (14 before it), so 26 of 40.
        XCTAssertEqual(count("<svg", in: html), 3)
        XCTAssertTrue(
            html.contains(
                "Sleeping heart rate: measured on 40 of 40 nights, 26 with a range of your own; 0 outside it."))
        XCTAssertTrue(html.contains("HRV: measured on 40 of 40 nights"))
        XCTAssertFalse(html.contains("SpO2: measured"))
        XCTAssertTrue(html.contains("No body watch in this range"))
        input.vitals = []
        XCTAssertEqual(
            sectionMarkup(VitalsSection.self, input), "<p class=\"empty\">No vital was measured in this range.</p>")
    }
}
