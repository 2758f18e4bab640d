import FlowRecords
import XCTest

@testable import FlowFeatures
@testable import FlowReport

/// The load section: fitness, fatigue and form drawn, the latest morning's facts in words;
/// nothing worn, said so.
final class ReportLoadTests: XCTestCase {
    func testTheLatestMorningsFacts() throws {
        var input = try referenceInput()
        // The hand-made history has no heart rate: no load.
        XCTAssertEqual(
            sectionMarkup(LoadSection.self, input),
            "<p class=\"empty\">No day in this range was worn for 10 hours with heart rate, so there is no load to draw.</p>"
        )
        let days = input.rows.suffix(2).map(\.day)
        input.load = [
            LoadDay(
                day: days[0], trimp: 80, coverageMinutes: 900, atl: 40, ctl: 42, form: 2, acwr: nil, monotony: nil,
                weeklyStrain: nil, sessionLoad: nil, daysWorn: 20),
            LoadDay(
                day: days[1], trimp: 120, coverageMinutes: 960, atl: 45.6, ctl: 42.2, form: -3.4, acwr: 1.0833,
                monotony: nil, weeklyStrain: nil, sessionLoad: nil, daysWorn: 21),
        ]
        let html = sectionMarkup(LoadSection.self, input)
        XCTAssertTrue(
            html.contains(
                "On 2026-02-09: form \u{2212}3.4 (fitness 42.2, fatigue 45.6); acute:chronic 1.08; monotony not given; "
                    + "21 of the last 28 days worn."), html)
        XCTAssertEqual(count("<svg", in: html), 1)
    }
}
