import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import XCTest

final class GardenTests: XCTestCase {
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
