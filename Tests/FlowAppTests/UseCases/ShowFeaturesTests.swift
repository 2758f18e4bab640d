import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// `ShowFeatures`: the table of a history and the rows of a window.
final class ShowFeaturesTests: FolderTestCase {
    func testTheWindowsRows() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 10, seed: 4))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let history = HistoryRequest(path: path("records.csv"))
        let all = try ShowFeatures.run(.init(history: history, settings: FeatureSettings(), window: DayWindow()))
        XCTAssertEqual(all.rows.count, all.table.rows.count)
        XCTAssertEqual(all.days.lowerBound, all.rows.first?.day)
        let first = all.days.lowerBound
        let two = try ShowFeatures.run(
            .init(
                history: history, settings: FeatureSettings(),
                window: DayWindow(from: first.adding(days: 2), to: first.adding(days: 3))))
        XCTAssertEqual(two.rows.map(\.day), [first.adding(days: 2), first.adding(days: 3)])
        XCTAssertEqual(two.rows.map(\.values), Array(all.rows[2...3].map(\.values)))
    }
}
