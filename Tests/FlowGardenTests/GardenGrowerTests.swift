import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import XCTest

final class GardenGrowerTests: XCTestCase {
    let start = CalendarDay(year: 2026, month: 3, day: 1)!

    /// Steps one mark string per pillar, a character a day: g good, b recorded but not good,
    /// "." not recorded. Returns the grower and every event.
    private func grow(sleep: String, activity: String = "", recovery: String = "") -> GardenGrower {
        var grower = GardenGrower()
        let n = max(sleep.count, activity.count, recovery.count)
        func mark(_ s: String, _ i: Int) -> DayMark {
            guard i < s.count else { return .unrecorded }
            switch Array(s)[i] {
            case "g": return .good
            case "b": return .notGood
            default: return .unrecorded
            }
        }
        for i in 0..<n {
            _ = grower.step(start.adding(days: i), marks: (mark(sleep, i), mark(activity, i), mark(recovery, i)))
        }
        return grower
    }

    func testFiveGoodNightsGrowLunaFernOnTheFifth() {
        let four = grow(sleep: "gggg")
        XCTAssertEqual(four.plants[0].stage, 0)
        XCTAssertEqual(four.plants[0].run, 4)
        let five = grow(sleep: "ggggg")
        XCTAssertEqual(five.events, [GardenEvent(day: start.adding(days: 4), plant: .lunaFern, stage: 1)])
        XCTAssertEqual(five.plants[0].stage, 1)
        XCTAssertEqual(five.plants[0].run, 0)
        XCTAssertEqual(five.plants[0].needs, 7)
    }

    func testARecordedBadNightResetsTheRun() {
        let g = grow(sleep: "ggggbgggg")
        XCTAssertTrue(g.events.isEmpty)
        XCTAssertEqual(g.plants[0].run, 4)
    }

    /// Unrecorded nights keep the run: seven in a row still do (days 2-8 are at most 7 days
    /// after day 1), so 2 + 3 good nights grow the fern on day 11; with eight, day 9 is 8 days
    /// after the last recorded one and the run is emptied first.
    func testAGapKeepsTheRunForSevenDaysAndNoLonger() {
        let seven = grow(sleep: "gg.......ggg")
        XCTAssertEqual(seven.events.map(\.day), [start.adding(days: 11)])
        let eight = grow(sleep: "gg........ggg")
        XCTAssertTrue(eight.events.isEmpty)
        XCTAssertEqual(eight.plants[0].run, 3)
    }

    /// 5, then 7, then 14 good nights in a row: stages 1, 2, 3 on days 4, 11 and 25; the
    /// established plant keeps counting (3 more) and needs nothing; a bad night never takes a
    /// stage back.
    func testTheWindowsAreFiveSevenAndFourteenAndNothingShrinks() {
        let g = grow(sleep: String(repeating: "g", count: 29) + "b")
        XCTAssertEqual(g.events.map(\.day), [4, 11, 25].map { start.adding(days: $0) })
        XCTAssertEqual(g.events.map(\.stage), [1, 2, 3])
        XCTAssertEqual(g.plants[0].stage, 3)
        XCTAssertNil(g.plants[0].needs)
        XCTAssertEqual(g.plants[0].run, 0)  // 3 after establishing, then the bad night
        XCTAssertEqual(grow(sleep: String(repeating: "g", count: 29)).plants[0].run, 3)
    }

    /// The orchid appears on the first day all three are established, after their events
    /// of that day; two plants growing on one day are in the garden's order.
    func testTheOrchidAppearsOnceAllThreeAreEstablished() {
        let full = String(repeating: "g", count: 26)
        let g = grow(sleep: "." + full, activity: "." + full, recovery: full)  // recovery established a day earlier
        let lastDay = start.adding(days: 26)
        XCTAssertEqual(g.events.filter { $0.day == lastDay }.map(\.plant), [.lunaFern, .strideBloom, .harmonyOrchid])
        XCTAssertEqual(g.events.filter { $0.plant == .harmonyOrchid }.count, 1)
        XCTAssertEqual(g.plants[3].stage, 1)
        let notYet = grow(sleep: full.dropLast() + ".", activity: full, recovery: full)
        XCTAssertEqual(notYet.plants[3].stage, 0)
        XCTAssertFalse(notYet.events.contains { $0.plant == .harmonyOrchid })
    }

    /// Stepping to a later day counts the days in between as unrecorded.
    func testSkippedDaysCountAsUnrecorded() {
        var grower = GardenGrower()
        for i in 0..<4 { _ = grower.step(start.adding(days: i), marks: (.good, .unrecorded, .unrecorded)) }
        _ = grower.step(start.adding(days: 13), marks: (.good, .unrecorded, .unrecorded))  // 10 days after day 3
        XCTAssertEqual(grower.plants[0].run, 1)
        XCTAssertEqual(grower.lastDay, start.adding(days: 13))
    }
}

/// The grower against the garden computed at once, over a simulated year.
final class GardenGrowerReplayTests: XCTestCase {
    /// An app replays a simulated year morning by morning: after each day the grower's
    /// garden is the garden computed for that day from scratch, and its events are those of
    /// the whole year up to that day.
    func testReplayingAYearDayByDayGivesTheGardenComputedOnceSliced() throws {
        let history = try RecordsCSV.parse(PersonSimulator.simulate(SimulationPlan(days: 365, seed: 11)).records).0
        let rows = FeatureTable(history: history).rows
        let results = FlowScorer(model: try RecoveryModel.reference()).score(rows: rows)
        let whole = Garden.grow(rows: rows, results: results, asOf: rows[rows.count - 1].day)
        XCTAssertGreaterThan(whole.events.count, 3, "a year should grow something")
        var grower = GardenGrower()
        for (day, marks) in Garden.marks(rows: rows, results: results) {
            let today = grower.step(day, marks: marks)
            XCTAssertEqual(today, whole.events.filter { $0.day == day }, "\(day)")
            XCTAssertEqual(grower.events, whole.events.filter { $0.day <= day }, "\(day)")
            if day.ordinal % 7 == 0 {  // from scratch every week keeps the test quick
                XCTAssertEqual(grower.garden, Garden.grow(rows: rows, results: results, asOf: day), "\(day)")
            }
        }
        XCTAssertEqual(grower.garden, whole)
    }
}
