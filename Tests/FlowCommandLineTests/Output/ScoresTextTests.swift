import FlowRecords
import XCTest

@testable import FlowCommandLine
@testable import FlowScores

/// A day's scores in a line and in a table of parts: each with its tier, a score not given with
/// its reason, the baseline still building said.
final class ScoresTextTests: XCTestCase {
    private func score(_ kind: ScoreKind, _ value: Double?, _ parts: [ScoreComponent] = []) -> Score {
        var s = Score(kind: kind, value: value, unclamped: value, components: parts, missing: [], baselineDays: [])
        if value == nil { s.reason = "\(kind.title) not given: daytime_hr is missing" }
        return s
    }

    func testLineAndTable() {
        let d = DayScores(
            day: CalendarDay(year: 2026, month: 3, day: 14)!,
            sleep: score(.sleep, 82.4, [ScoreComponent(name: "duration", value: 90, weight: 0.3)]),
            recovery: score(.recovery, 77.5), strain: score(.strain, 34), stress: score(.stress, nil),
            activeness: score(.activeness, nil), ayurvedicTiming: score(.ayurvedicTiming, nil),
            need: NightNeed(
                day: CalendarDay(year: 2026, month: 3, day: 14)!, base: 8, debt: 0, strain: 0, napCredit: 0,
                sleepHours: 8), hrvDaysLast30: 9)
        let recovery = Tier(.recovery, rounded: 78).rawValue
        let sleep = Tier(.sleep, rounded: 82).rawValue
        let strain = Tier(.strain, rounded: 34).rawValue
        // 77.5 rounds half away from zero to 78; 9 HRV mornings of the last 30 is under 14: building.
        XCTAssertEqual(
            ScoresText.line(d),
            "2026-03-14  Recovery 78 \(recovery) · Sleep 82 \(sleep) · Strain 34 \(strain) · Stress – · Activeness – · Ayurvedic timing –"
                + "  (building baseline)\n"
        )
        let table = ScoresText.table(d)
        // The duration part: 90 × 0.300 = 27.0 points.
        XCTAssertTrue(table.contains("    duration           90.0  × 0.300 =   27.0\n"), table)
        XCTAssertTrue(table.contains("  Stress not given: daytime_hr is missing\n"), table)
        XCTAssertFalse(table.contains("not given: Stress not given"), table)
        XCTAssertTrue(
            table.hasSuffix(
                "building baseline: 9 of the last 30 mornings have an HRV reading; the scores settle from 14\n"))
    }

    /// A history that never has HRV is not building a baseline: no day says so, and one line
    /// above them says there is no HRV in this export.
    func testNoHRVIsSaidOnceNotAsBuilding() {
        var d = DayScores(
            day: CalendarDay(year: 2026, month: 3, day: 14)!, sleep: score(.sleep, 82.4),
            recovery: score(.recovery, nil),
            strain: score(.strain, 34), stress: score(.stress, nil), activeness: score(.activeness, nil),
            ayurvedicTiming: score(.ayurvedicTiming, nil),
            need: NightNeed(
                day: CalendarDay(year: 2026, month: 3, day: 14)!, base: 8, debt: 0, strain: 0, napCredit: 0,
                sleepHours: 8), hrvDaysLast30: 0)
        d.historyHasHRV = false
        XCTAssertFalse(ScoresText.line(d).contains("building"), ScoresText.line(d))
        XCTAssertFalse(ScoresText.table(d).contains("building"), ScoresText.table(d))
        XCTAssertEqual(
            ScoresText.noHRV([d, d]),
            "No HRV in this export: no HRV baseline can build, so the parts that read HRV are left out.\n")
        d.historyHasHRV = true
        XCTAssertEqual(ScoresText.noHRV([d]), "")
    }
}
