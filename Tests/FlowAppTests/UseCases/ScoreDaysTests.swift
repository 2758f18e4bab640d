import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// `ScoreDays`: the reference scores of a window's mornings, or of one day.
final class ScoreDaysTests: FolderTestCase {
    func testAWindowAndADay() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 10, seed: 4))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let history = HistoryRequest(path: path("records.csv"))
        let all = try ScoreDays.run(
            .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: nil))
        let day = try XCTUnwrap(all.dropFirst(4).first?.day)
        let one = try ScoreDays.run(
            .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: day))
        XCTAssertEqual(one, [all[4]])
        XCTAssertThrowsError(
            try ScoreDays.run(
                .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: day.adding(days: 400))))
    }
}
