import FlowVitals
import XCTest

@testable import FlowReport

/// The vitals section: a line and a chart per measured vital, the body watch said either way,
/// and a range with no vital said so.
final class ReportVitalsTests: XCTestCase {
    func testAChartPerMeasuredVital() throws {
        var input = try referenceInput()
        let html = deskMarkup(VitalsSection.self, input)
        // The hand-made rows observe resting HR, sleeping HR and HRV every night, nothing else:
        // three charts; each has a range of its own from the 15th night (14 before it), so 26 of 40.
        XCTAssertEqual(count("<svg", in: html), 3)
        XCTAssertTrue(
            html.contains(
                "Sleeping heart rate: measured on 40 of 40 nights, 26 with a range of your own; 0 outside it."))
        XCTAssertTrue(html.contains("HRV: measured on 40 of 40 nights"))
        XCTAssertFalse(html.contains("SpO2: measured"))
        XCTAssertTrue(html.contains("No body watch in this range"))
        // Each chart's scale is in spreads, ticked at −2, 0 and +2 (the band's edges and the median).
        XCTAssertEqual(count(">spreads from your median</text>", in: html), 3)
        XCTAssertEqual(count(">\u{2212}2</text>", in: html), 3)
        XCTAssertEqual(count(">+2</text>", in: html), 3)
        // One night 12 spreads above the median (resting HR 70 against 58 ± 1): the scale runs
        // from −3 to 12, where ±2 would stand 68 × 2 / 15 ≈ 9 units apart, so it is ticked at round
        // values instead (0, 5 and 10).
        var far = input
        let rhr = VitalSign.allCases.firstIndex(of: .restingHR)!
        far.vitals[39].readings[rhr].value = 70
        far.vitals[39].readings[rhr].range = VitalRange(median: 58, spread: 1, nights: 14)
        let wide = deskMarkup(VitalsSection.self, far)
        XCTAssertEqual(count(">\u{2212}2</text>", in: wide), 2, wide)
        XCTAssertTrue(wide.contains(">5</text>") && wide.contains(">10</text>"), wide)
        // Measured, but no night with a range yet: said, and nothing drawn (no empty band).
        input.vitals = input.vitals.prefix(10).map { $0 }
        let early = deskMarkup(VitalsSection.self, input)
        XCTAssertEqual(count("<svg", in: early), 0, early)
        XCTAssertTrue(
            early.contains(
                "Resting heart rate: measured on 10 of 10 nights, none yet with a range of your own (it needs 14 of the 28 nights before)."
            ), early)
        input.vitals = []
        XCTAssertEqual(
            sectionMarkup(VitalsSection.self, input), "<p class=\"empty\">No vital was measured in this range.</p>")
    }

    /// A ring's temperature is a deviation from its own baseline: the page says so, as the
    /// command line does.
    func testARingsTemperatureIsSaidAgainstItsBaseline() throws {
        var input = try referenceInput()
        let s = VitalSign.allCases.firstIndex(of: .wristTemperature)!
        for k in input.vitals.indices {
            input.vitals[k].readings[s].value = 0.1 * Double(k % 3)
            input.vitals[k].temperatureIsDeviation = true
        }
        let html = deskMarkup(VitalsSection.self, input)
        XCTAssertTrue(
            html.contains("Wrist temperature (measured against the ring's baseline): measured on 40 of 40 nights"), html
        )
    }
}
