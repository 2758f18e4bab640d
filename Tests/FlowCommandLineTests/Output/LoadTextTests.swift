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

    /// Before the first measured day, fitness, fatigue and form (0 by construction) are not
    /// printed; from it on they are. Without any heart-rate sample only days holding a session
    /// load or a recorded VO₂max get a line.
    func testNoZerosForWhatWasNotMeasured() throws {
        let first = try XCTUnwrap(CalendarDay(iso: "2026-02-01"))
        let zero = LoadDay(
            day: first, trimp: nil, coverageMinutes: 30, atl: 0, ctl: 0, form: 0, acwr: nil, monotony: nil,
            weeklyStrain: nil, sessionLoad: nil, daysWorn: 0)
        var worn = zero
        (worn.day, worn.trimp, worn.coverageMinutes, worn.atl, worn.ctl, worn.form) = (
            first.adding(days: 1), 70, 900, 17.5, 1.67, -15.83
        )
        var after = zero
        (after.day, after.atl, after.ctl, after.form) = (first.adding(days: 2), 13.1, 1.63, -11.47)
        let text = LoadText.lines(
            LoadDays.Result(days: [zero, worn, after], sex: .male, sexSource: .defaulted, hasHeartRate: true))
        XCTAssertEqual(
            text,
            "2026-02-01  TRIMP – (worn 30 min) · no load measured yet · 0 of 28 days worn\n"
                + "2026-02-02  TRIMP 70.0 · form \u{2212}15.8 (fitness 1.7, fatigue 17.5) · acute:chronic – · monotony – · 0 of 28 days worn\n"
                + "2026-02-03  TRIMP – (worn 30 min) · form \u{2212}11.5 (fitness 1.6, fatigue 13.1) · acute:chronic – · monotony – · 0 of 28 days worn\n"
        )
        var session = zero
        session.sessionLoad = 300
        XCTAssertEqual(
            LoadText.lines(
                LoadDays.Result(days: [zero, session], sex: .male, sexSource: .defaulted, hasHeartRate: false)),
            "2026-02-01  session load 300\n")
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
