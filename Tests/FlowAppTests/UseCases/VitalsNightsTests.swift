import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// `VitalsNights`: a history read from its file, its nights listed within a window.
final class VitalsNightsTests: FolderTestCase {
    func testTheWindowPicksTheNightsAndADayOutsideIsRefused() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 12, seed: 4))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        let history = HistoryRequest(path: path("records.csv"))
        let all = try VitalsNights.run(history: history, settings: FeatureSettings(), window: DayWindow())
        let first = try XCTUnwrap(all.first?.day)
        // One night per row of the table, in date order.
        XCTAssertEqual(all.map(\.day), (0..<all.count).map { first.adding(days: $0) })
        let some = try VitalsNights.run(
            history: history, settings: FeatureSettings(),
            window: DayWindow(from: first.adding(days: 3), to: first.adding(days: 5)))
        XCTAssertEqual(some.map(\.day), [first.adding(days: 3), first.adding(days: 4), first.adding(days: 5)])
        XCTAssertThrowsError(
            try VitalsNights.run(
                history: history, settings: FeatureSettings(),
                window: DayWindow(from: first.adding(days: 400), to: nil))
        ) { error in XCTAssertTrue(error is RequestError, "\(error)") }
    }
}
