import FlowApp
import FlowDatabase
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowScores
import FlowVitals
import XCTest

/// The export's derived tables: each read from the same column descriptions as the JSON
/// outputs, with the rows a hand count of the history gives.
final class HistoryTablesTests: XCTestCase {
    private func tables(
        labels: LabelTable? = nil, checkins: CheckinTable? = nil
    ) throws -> (ScoredLoad, [DatabaseTable]) {
        let person = try SimulatedPerson(days: 40, seed: 11)
        let scored = try ScoredHistory(
            name: "person.csv", table: person.loaded.table, model: .reference(), modelFile: nil)
        let read = ScoredLoad(loaded: person.loaded, history: scored, labelled: nil)
        return (read, try HistoryTables.all(read, labels: labels, checkins: checkins))
    }

    private func table(_ name: String, in tables: [DatabaseTable]) throws -> DatabaseTable {
        try XCTUnwrap(tables.first { $0.name == name }, "no table \(name)")
    }

    func testTheTablesComeInTheirOrderAndLabelsAndCheckinsOnlyWhenGiven() throws {
        let (_, without) = try tables()
        // A records history has its training load; no labels or check-ins were given.
        XCTAssertEqual(
            without.map(\.name),
            ["settings", "days", "scores", "sleep_need", "flow", "drivers", "load", "vitals", "breathing"])
        let labels = LabelTable(targets: ["stress"], rows: [])
        let checkins = CheckinTable(behaviours: ["alcohol"], days: [])
        let (_, with) = try tables(labels: labels, checkins: checkins)
        XCTAssertEqual(
            with.map(\.name),
            [
                "settings", "days", "scores", "sleep_need", "flow", "drivers", "labels", "checkins", "insights", "load",
                "vitals", "breathing",
            ])
    }

    /// The insights table holds `flow insights`' pairs in its order, with the JSON's numbers:
    /// here one behaviour on no evening, so every measured outcome is one untested row.
    func testTheInsightsTableIsTheInsightsReport() throws {
        let (read, all) = try tables(checkins: CheckinTable(behaviours: ["alcohol"], days: []))
        let insights = try table("insights", in: all)
        XCTAssertEqual(insights.columns.map(\.name), Insight.outputColumns.map(\.name))
        let report = InsightReport(
            checkins: CheckinTable(behaviours: ["alcohol"], days: []), rows: read.history.table.rows,
            scores: ReferenceScores.scores(rows: read.history.table.rows))
        XCTAssertEqual(insights.rows.count, report.insights.count)
        XCTAssertEqual(insights.rows.map { $0[1] }, report.insights.map { .text($0.outcome.rawValue) })
        XCTAssertTrue(
            insights.rows.allSatisfy { $0[Insight.outputColumns.firstIndex { $0.name == "tested" }!] == .flag(false) })
    }

    func testTheFlowRowsAreThePredictColumnsOfEachDayPlusTheModel() throws {
        let (read, all) = try tables()
        let flow = try table("flow", in: all)
        XCTAssertEqual(flow.columns.map(\.name), DayResult.outputColumns.map(\.name) + ["model"])
        XCTAssertEqual(flow.rows.count, read.history.table.rows.count)
        for (row, result) in zip(flow.rows, read.history.results) {
            // The same cells the JSON writer reads, here as SQL values.
            XCTAssertEqual(row.first, .text(result.day.description))
            XCTAssertEqual(row[1], .flag(result.score != nil))
            XCTAssertEqual(row.last, .text("the reference model"))
            if let s = result.score {
                XCTAssertEqual(row[4], .real(s.flow))
                XCTAssertEqual(row[5], .integer(Int64(s.roundedFlow)))
            } else {
                XCTAssertEqual(row[4], .null)
            }
        }
    }

    func testEachScoredDaysDriversAreRankedFromOne() throws {
        let (read, all) = try tables()
        let drivers = try table("drivers", in: all)
        let scored = read.history.results.compactMap(\.score)
        XCTAssertEqual(drivers.rows.count, scored.map(\.drivers.count).reduce(0, +))
        var expected: [[SQLValue]] = []
        for flow in scored {
            for (i, d) in flow.drivers.enumerated() {
                expected.append([.text(flow.day.description), .integer(Int64(i + 1)), .text(d.feature.rawValue)])
            }
        }
        XCTAssertEqual(drivers.rows.map { Array($0.prefix(3)) }, expected)
    }

    func testVitalsHoldSixRowsANightWithTheWatchSentence() throws {
        let (read, all) = try tables()
        let vitals = try table("vitals", in: all)
        XCTAssertEqual(
            vitals.columns.map(\.name),
            ["date", "vital", "value", "median", "spread", "z", "outside", "threshold", "watch"])
        XCTAssertEqual(vitals.rows.count, read.history.table.rows.count * VitalSign.allCases.count)
    }

    /// With a logged start, the `cycle` table holds each morning after it, its cycle day and
    /// window as `flow vitals --json` gives them: a start on the history's 10th day makes its
    /// 11th day 2 of a default 28, its 28th day 19 (k = 10, in the window). Without, no table.
    func testTheCycleTableFromTheFirstMorningAfterAStart() throws {
        var loaded = try SimulatedPerson(days: 40, seed: 11).loaded
        let first = try XCTUnwrap(loaded.table.rows.first?.day)
        loaded.table.periodStarts = PeriodStarts(days: [first.adding(days: 9)])
        let scored = try ScoredHistory(name: "person.csv", table: loaded.table, model: .reference(), modelFile: nil)
        let all = try HistoryTables.all(
            ScoredLoad(loaded: loaded, history: scored, labelled: nil), labels: nil, checkins: nil)
        XCTAssertEqual(all.map(\.name).filter { $0 == "cycle" || $0 == "breathing" }, ["cycle", "breathing"])
        let cycle = try table("cycle", in: all)
        XCTAssertEqual(cycle.columns.map(\.name), ["date", "day", "expected_length", "length_from", "window"])
        XCTAssertEqual(cycle.rows.count, loaded.table.rows.count - 10)
        XCTAssertEqual(
            cycle.rows.first,
            [.text(first.adding(days: 10).description), .integer(2), .integer(28), .text("default"), .integer(0)])
        XCTAssertEqual(
            cycle.rows[17],
            [.text(first.adding(days: 27).description), .integer(19), .integer(28), .text("default"), .integer(1)])
    }

    /// A row a night with the need `flow scores` read for its duration.
    func testSleepNeedIsEachNightsNeed() throws {
        let (read, all) = try tables()
        let needs = try table("sleep_need", in: all)
        XCTAssertEqual(
            needs.columns.map(\.name),
            ["date", "need_hours", "debt_hours", "strain_hours", "nap_credit_hours", "sleep_hours"])
        let scores = ReferenceScores.scores(rows: read.history.table.rows)
        XCTAssertEqual(needs.rows.count, scores.count)
        for (row, day) in zip(needs.rows, scores) {
            XCTAssertEqual(row[0], .text(day.day.description))
            XCTAssertEqual(row[1], .real(day.need.hours))
        }
    }

    func testLabelsAndCheckinsKeepOnlyTheCellsGiven() throws {
        let d = CalendarDay(year: 2026, month: 3, day: 1)!
        // Two rows of two targets with one blank: three rows; a check-in with one answer and its stress: two.
        let labels = LabelTable(
            targets: ["stress", "fatigue"],
            rows: [.init(day: d, values: [2, nil], line: 2), .init(day: d.adding(days: 1), values: [3, 4], line: 3)])
        let checkins = CheckinTable(
            behaviours: ["alcohol", "meditation"], days: [.init(day: d, values: [1, nil], stress: 3)])
        let (_, all) = try tables(labels: labels, checkins: checkins)
        XCTAssertEqual(
            try table("labels", in: all).rows,
            [
                [.text("2026-03-01"), .text("stress"), .real(2)], [.text("2026-03-02"), .text("stress"), .real(3)],
                [.text("2026-03-02"), .text("fatigue"), .real(4)],
            ])
        XCTAssertEqual(
            try table("checkins", in: all).rows,
            [[.text("2026-03-01"), .text("alcohol"), .real(1)], [.text("2026-03-01"), .text("stress"), .real(3)]])
    }
}
