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
            .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: nil)
        ).scores
        let day = try XCTUnwrap(all.dropFirst(4).first?.day)
        let one = try ScoreDays.run(
            .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: day))
        XCTAssertEqual(one.scores, [all[4]])
        XCTAssertThrowsError(
            try ScoreDays.run(
                .init(history: history, settings: FeatureSettings(), window: DayWindow(), date: day.adding(days: 400))))
    }

    /// Steps on the two days after the last night (a phone counting, the watch off): the list
    /// ends with the latest night's morning and says what followed; asked up to a day, it is
    /// as asked.
    func testTheRowsAfterTheLatestNightAreNoMorning() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 10, seed: 4))
        let path = self.path("records.csv")
        try sim.records.write(toFile: path, atomically: false, encoding: .utf8)
        let plain = try ScoreDays.run(
            .init(history: HistoryRequest(path: path), settings: FeatureSettings(), window: DayWindow(), date: nil))
        let lastNight = try XCTUnwrap(plain.scores.last?.day)
        XCTAssertNil(plain.latestNight)
        // A phone's steps at noon on the two days after the last row: rows for both, and the day after.
        let extra = (1...2).map { k -> String in
            let d = lastNight.adding(days: k)
            return "steps,\(d)T12:00:00+00:00,\(d)T12:30:00+00:00,900,Phone\n"
        }.joined()
        try (sim.records + extra).write(toFile: path, atomically: false, encoding: .utf8)
        let r = try ScoreDays.run(
            .init(history: HistoryRequest(path: path), settings: FeatureSettings(), window: DayWindow(), date: nil))
        XCTAssertEqual(r.scores.last?.day, lastNight)
        XCTAssertEqual(r.latestNight, LatestNight(morning: lastNight, lastRow: lastNight.adding(days: 2)))
        let asked = try ScoreDays.run(
            .init(
                history: HistoryRequest(path: path), settings: FeatureSettings(),
                window: DayWindow(to: lastNight.adding(days: 2)), date: nil))
        XCTAssertEqual(asked.scores.last?.day, lastNight.adding(days: 2))
        XCTAssertNil(asked.latestNight)
    }
}
