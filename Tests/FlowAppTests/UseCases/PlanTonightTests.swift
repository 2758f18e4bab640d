import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowScores
import FlowSimulation
import FlowTestSupport
import FlowTonight
import XCTest

/// `PlanTonight`: the plan as of a morning, from the same needs the scores read, and the nights listed.
final class PlanTonightTests: FolderTestCase {
    private func simulated(days: Int) throws -> (DaysRequest, FeatureTable) {
        let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: 7))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let request = DaysRequest(
            history: HistoryRequest(path: path("records.csv")), settings: FeatureSettings(), window: DayWindow())
        let table = try ShowFeatures.run(request).table
        return (request, table)
    }

    /// By default: as of the last row, tonight's debt is half of what that night fell short of
    /// the need `flow scores` gave it, and the 28 rows ending with it are listed.
    func testAsOfTheLastRowFromTheScoresNeeds() throws {
        let (days, table) = try simulated(days: 40)
        let r = try PlanTonight.run(PlanTonight.Request(days: days, date: nil, freeDays: .weekend))
        let scores = ReferenceScores.scores(rows: table.rows)
        let last = try XCTUnwrap(scores.last?.need)
        XCTAssertEqual(r.asOf, table.rows.last?.day)
        XCTAssertEqual(r.tonight.need.day, last.day.adding(days: 1))
        XCTAssertEqual(r.tonight.need.debt, min(2, 0.5 * max(0, last.hours - (last.sleepHours ?? .nan))))
        XCTAssertEqual(r.tonight.need.hours, 8 + 0.16 + r.tonight.need.debt, accuracy: 1e-12)
        XCTAssertEqual(r.nights, Array(scores.map(\.need).suffix(28)))
    }

    /// `--date` picks an earlier morning (its 28 nights end there); `--from`/`--to` list others.
    func testAnEarlierMorningAndAWindow() throws {
        let (days, table) = try simulated(days: 40)
        let day = table.rows[20].day
        let r = try PlanTonight.run(PlanTonight.Request(days: days, date: day, freeDays: .none))
        XCTAssertEqual(r.asOf, day)
        XCTAssertEqual(r.nights.map(\.day), table.rows[0...20].suffix(28).map(\.day))
        XCTAssertEqual(r.tonight.morning, .work)
        var windowed = days
        windowed.window = DayWindow(from: table.rows[2].day, to: table.rows[4].day)
        let w = try PlanTonight.run(PlanTonight.Request(days: windowed, date: nil, freeDays: .weekend))
        XCTAssertEqual(w.nights.map(\.day), table.rows[2...4].map(\.day))
    }

    /// A date outside the history names it and the history's span; a window outside it says so.
    func testOutsideTheHistory() throws {
        let (days, table) = try simulated(days: 10)
        let span = table.rows.first!.day...table.rows.last!.day
        let after = span.upperBound.adding(days: 3)
        XCTAssertThrowsError(try PlanTonight.run(PlanTonight.Request(days: days, date: after, freeDays: .weekend))) {
            XCTAssertEqual($0 as? RequestError, .outsideHistory(asked: .date, day: after, history: span))
        }
        var outside = days
        outside.window = DayWindow(from: after, to: nil)
        XCTAssertThrowsError(try PlanTonight.run(PlanTonight.Request(days: outside, date: nil, freeDays: .weekend))) {
            XCTAssertEqual($0 as? RequestError, .noDayInRange(history: span))
        }
    }

    /// A table without rows is refused as every command refuses it, never a crash.
    func testNoRows() {
        XCTAssertThrowsError(
            try PlanTonight.plan(
                rows: [], scores: [],
                request: PlanTonight.Request(
                    days: DaysRequest(
                        history: HistoryRequest(path: "x"), settings: FeatureSettings(), window: DayWindow()),
                    date: nil, freeDays: .weekend), history: "x")
        ) { XCTAssertEqual($0 as? RequestError, .noDay(history: "x")) }
    }
}
