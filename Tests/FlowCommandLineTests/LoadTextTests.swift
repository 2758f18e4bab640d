import FlowRecords
import XCTest

@testable import FlowApp
@testable import FlowCommandLine
@testable import FlowFeatures

/// A morning's load facts in a line: what is not known is a dash, form with its sign.
final class LoadTextTests: XCTestCase {
    func testTheLine() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-02-03"))
        var d = LoadDay(
            day: day, trimp: nil, coverageMinutes: 412.4, atl: 1.14, ctl: 0.23, form: -0.91, acwr: nil, monotony: nil,
            weeklyStrain: nil, sessionLoad: nil, daysWorn: 3)
        XCTAssertEqual(
            LoadText.line(d),
            "2026-02-03  TRIMP – (worn 412 min) · form \u{2212}0.9 (fitness 0.2, fatigue 1.1) · acute:chronic – · "
                + "monotony – · 3 of 28 days worn\n")
        (d.trimp, d.acwr, d.sessionLoad, d.vo2maxRecorded) = (86.26, 1.234, 420, 51.25)
        XCTAssertTrue(LoadText.line(d).contains("TRIMP 86.3 · "), LoadText.line(d))
        // 51.25 rounds half away from zero.
        XCTAssertTrue(
            LoadText.line(d).contains("acute:chronic 1.23 · monotony – · session load 420 · VO₂max 51.3 recorded"))
    }

    func testWhoseWeightingTheTableUsed() {
        XCTAssertEqual(
            LoadText.sexLine(LoadDays.Result(days: [], sex: .female, sexSource: .option, hasHeartRate: true)),
            "sex: female, from --sex\n")
        XCTAssertEqual(
            LoadText.sexLine(LoadDays.Result(days: [], sex: .male, sexSource: .defaulted, hasHeartRate: true)),
            "sex: male, the default: the export states none (give --sex female if that is wrong)\n")
    }
}
