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

    /// From a library, the nights come from its stored feature table once it is made (no
    /// record read again), the same nights and cycle days as read from the records.
    func testALibrarysStoredTableIsEnough() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 60, seed: 5, cycles: true))
        try sim.records.write(toFile: path("records.csv"), atomically: false, encoding: .utf8)
        _ = try ImportHistory.run(
            ImportHistory.Request(
                inputs: [path("records.csv")], library: path("l.sqlite"), zone: nil, importedAt: 1_800_000_000,
                flowVersion: "test"))
        let library = HistoryRequest(path: path("l.sqlite"))
        let first = try VitalsNights.run(history: library, settings: FeatureSettings(), window: DayWindow())
        var notes: [String] = []
        let again = try VitalsNights.run(
            history: library, settings: FeatureSettings(), window: DayWindow(),
            observer: LoadObserver(note: { notes.append($0) }))
        XCTAssertTrue(notes.contains { $0.contains("the library's feature table") }, "\(notes)")
        let fromFile = try VitalsNights.run(
            history: HistoryRequest(path: path("records.csv")), settings: FeatureSettings(), window: DayWindow())
        XCTAssertEqual(again, first)
        XCTAssertEqual(again, fromFile)
        XCTAssertTrue(again.contains { $0.cycle?.window == true })
    }
}
