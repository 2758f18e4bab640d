import FlowRecords
import XCTest

@testable import FlowFeatures
@testable import FlowReport

/// The load section: fitness, fatigue and form drawn, the latest morning's facts in words;
/// nothing worn, said so.
final class ReportLoadTests: XCTestCase {
    func testTheLatestMorningsFacts() throws {
        var input = try referenceInput()
        // The hand-made history is a table without load days: none measured yet.
        XCTAssertEqual(
            sectionMarkup(LoadSection.self, input),
            "<p class=\"empty\">No day up to the end of this range was worn for 10 hours with heart rate, so no "
                + "training load has been measured yet.</p>")
        // An export without any heart-rate sample (a WHOOP strap's): why there is none, no zeros.
        input.hasHeartRate = false
        XCTAssertEqual(
            sectionMarkup(LoadSection.self, input),
            "<p class=\"empty\">This export has no heart-rate samples, so there is no training load to show.</p>")
        input.hasHeartRate = true
        let days = input.rows.suffix(2).map(\.day)
        input.load = [
            LoadDay(
                day: days[0], trimp: 80, coverageMinutes: 900, atl: 40, ctl: 42, form: 2, acwr: nil, monotony: nil,
                weeklyStrain: nil, sessionLoad: nil, daysWorn: 20),
            LoadDay(
                day: days[1], trimp: 120, coverageMinutes: 960, atl: 45.6, ctl: 42.2, form: -3.4, acwr: 1.0833,
                monotony: nil, weeklyStrain: nil, sessionLoad: nil, daysWorn: 21),
        ]
        let html = deskMarkup(LoadSection.self, input)
        XCTAssertTrue(
            html.contains(
                "On 2026-02-09: form \u{2212}3.4 (fitness 42.2, fatigue 45.6); acute:chronic 1.08; monotony not given; "
                    + "21 of the last 28 days worn."), html)
        XCTAssertEqual(count("<svg", in: html), 1)
        // Its axes: the dates, the load scale and its unit, a legend of the three lines.
        XCTAssertTrue(html.contains(">Feb 8</text>") && html.contains(">2026</text>"), html)
        XCTAssertTrue(html.contains(">load (TRIMP a day)</text>"), html)
        for name in ["fitness", "fatigue", "form"] { XCTAssertTrue(html.contains(">\(name)</text>"), name) }
        XCTAssertFalse(html.contains("Drawn from"))
    }

    /// Days before the first measured one are not drawn: their fitness and fatigue of 0 stand
    /// for nothing measured.
    func testTheDaysBeforeAnyMeasurementAreNotDrawn() throws {
        var input = try referenceInput()
        let days = input.rows.suffix(3).map(\.day)
        input.load = [
            LoadDay(
                day: days[0], trimp: nil, coverageMinutes: 0, atl: 0, ctl: 0, form: 0, acwr: nil, monotony: nil,
                weeklyStrain: nil, sessionLoad: nil, daysWorn: 0),
            LoadDay(
                day: days[1], trimp: 70, coverageMinutes: 900, atl: 17.5, ctl: 1.67, form: -15.8, acwr: nil,
                monotony: nil, weeklyStrain: nil, sessionLoad: nil, daysWorn: 1),
            LoadDay(
                day: days[2], trimp: nil, coverageMinutes: 100, atl: 13.1, ctl: 1.63, form: -11.5, acwr: nil,
                monotony: nil, weeklyStrain: nil, sessionLoad: nil, daysWorn: 1),
        ]
        let html = deskMarkup(LoadSection.self, input)
        XCTAssertTrue(html.contains("Drawn from 2026-02-08, the first day worn long enough to measure a load."), html)
        // Each line has two points (Feb 8 and 9): one move and one segment, never a point at Feb 7.
        XCTAssertEqual(count("<path class=\"series\" d=\"M", in: html), 1)
        let path = String(html.components(separatedBy: "<path class=\"series\" d=\"")[1].prefix { $0 != "\"" })
        XCTAssertEqual(count("L", in: path), 1, path)
    }
}
