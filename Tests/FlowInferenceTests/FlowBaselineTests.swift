import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

/// Personal standardisation (SPEC 10.1) and the phase (10.4), on small tables built by hand.
final class FlowBaselineTests: XCTestCase {
    /// A personal model on sleep alone: stored mean 7, sd 1, 3 points per sd on the 0-100 scale.
    let personal = handModel(
        [ModelFeature(feature: .sleepHours, mean: 7, sd: 1, weight: 3)], intercept: 62,
        target: TargetScale(name: "recovery", lo: 0, hi: 100, direction: .higherIsBetter),
        standardise: .personal)

    /// Rows D-k for the given values of sleep_hours, k = 1, 2, ...
    func before(_ values: [Double]) -> ArraySlice<FeatureRow> {
        values.enumerated().map { scoredRow(-1 - $0.offset, [.sleepHours: $0.element]) }.reversed()[...]
    }

    /// 6, 7, 8, 7, 6, 8, 7: mean 7, squares 1+0+1+0+1+1+0 = 4, sd = sqrt(4/6).
    func testSevenObservedValuesGiveThePersonsOwnMeanAndSampleSD() {
        let u = FlowBaseline(model: personal, day: scoredRow(0, [:]).day, earlier: before([6, 7, 8, 7, 6, 8, 7]))
        XCTAssertEqual(u.sources, [.personal])
        XCTAssertEqual(u.means[0], 7, accuracy: 1e-12)
        XCTAssertEqual(u.sds[0], (4.0 / 6).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(u.baselineDays, 7)
    }

    func testSixObservedValuesFallBackToTheModel() {
        let u = FlowBaseline(model: personal, day: scoredRow(0, [:]).day, earlier: before([6, 7, 8, 7, 6, 8]))
        XCTAssertEqual(u.sources, [.model])
        XCTAssertEqual(u.means, [7])
        XCTAssertEqual(u.sds, [1])
    }

    func testValuesThatNeverVaryFallBackToTheModel() {
        let u = FlowBaseline(
            model: personal, day: scoredRow(0, [:]).day, earlier: before(Array(repeating: 6.5, count: 10)))
        XCTAssertEqual(u.sources, [.model])
        XCTAssertEqual(u.means, [7])
    }

    /// Only observed cells of D-28…D-1 count: a filled-in value and a row dated D-29 do not.
    func testOnlyObservedCellsOfThe28DaysBeforeCount() {
        var rows = Array(before([6, 7, 8, 7, 6, 8]))
        rows.insert(scoredRow(-29, [.sleepHours: 20]), at: 0)  // D-29: outside the window
        rows.insert(scoredRow(-28, [.sleepHours: 9], estimated: [.sleepHours]), at: 1)  // filled in: not observed
        let day = scoredRow(0, [:]).day
        // still six observed
        XCTAssertEqual(FlowBaseline(model: personal, day: day, earlier: rows[...]).sources, [.model])
        rows.insert(scoredRow(-28, [.sleepHours: 9]), at: 1)  // D-28 observed: the seventh
        let u = FlowBaseline(model: personal, day: day, earlier: rows[...])
        XCTAssertEqual(u.sources, [.personal])
        XCTAssertEqual(u.means[0], (6 + 7 + 8 + 7 + 6 + 8 + 9) / 7, accuracy: 1e-12)
    }

    /// A training model always uses its stored mean and sd, whatever the history holds.
    func testATrainingModelIgnoresThePersonalHistory() {
        var training = personal
        training.standardise = .training
        let u = FlowBaseline(model: training, day: scoredRow(0, [:]).day, earlier: before([6, 7, 8, 7, 6, 8, 7, 9]))
        XCTAssertEqual(u.sources, [.model])
        XCTAssertEqual(u.means, [7])
        XCTAssertEqual(u.baselineDays, 8)
    }

    /// The driver's usual value and source follow the baseline: 8 h against the person's
    /// 7 h (sd sqrt(4/6)) is +3·1/0.8165 points; against the model's 7 h (sd 1), +3.
    func testADriversUsualValueAndSourceInBothCases() throws {
        let today = scoredRow(0, [.sleepHours: 8])
        let scorer = FlowScorer(model: personal)
        let own = try XCTUnwrap(
            scorer.score(
                today,
                usual: FlowBaseline(
                    model: personal, day: today.day,
                    earlier: before([6, 7, 8, 7, 6, 8, 7]))
            ).score)
        XCTAssertEqual(own.drivers[0].usualSource, .personal)
        XCTAssertEqual(own.drivers[0].usual, 7, accuracy: 1e-12)
        XCTAssertEqual(own.drivers[0].contribution, 3 / (4.0 / 6).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(
            own.drivers[0].sentence, "Sleep duration is lifting today's flow most: 8.0 h against your usual 7.0 h.")
        let stored = try XCTUnwrap(
            scorer.score(
                today,
                usual: FlowBaseline(
                    model: personal, day: today.day,
                    earlier: before([9, 9, 9]))
            ).score)
        XCTAssertEqual(stored.drivers[0].usualSource, .model)
        XCTAssertEqual(stored.drivers[0].contribution, 3, accuracy: 1e-12)
        XCTAssertEqual(
            stored.drivers[0].sentence,
            "Sleep duration is lifting today's flow most: 8.0 h against the model's usual 7.0 h.")
    }

    /// baseline_days counts the scorable rows of D-28…D-1: a steps-only row does not count.
    func testPhaseBoundariesAtSixSevenThirteenAndFourteenNights() throws {
        XCTAssertEqual(Phase(baselineDays: 6), .calibrating)
        XCTAssertEqual(Phase(baselineDays: 7), .provisional)
        XCTAssertEqual(Phase(baselineDays: 13), .provisional)
        XCTAssertEqual(Phase(baselineDays: 14), .full)
        let stepsOnly = Set(MissingFlag.dataFlags).subtracting([.stepsMissing])
        func phase(nights: Int) throws -> (Phase, Int) {
            var rows = (1...nights).map { scoredRow(-$0, [.sleepHours: 7]) }.reversed() as [FeatureRow]
            rows.insert(scoredRow(-nights - 1, [.steps: 5000], flags: stepsOnly), at: 0)
            let today = scoredRow(0, [.sleepHours: 7])
            let s = try XCTUnwrap(FlowScorer(model: personal).score(rows + [today]).last?.score)
            return (s.phase, s.baselineDays)
        }
        XCTAssertEqual(try phase(nights: 6).0, .calibrating)
        XCTAssertEqual(try phase(nights: 6).1, 6)
        XCTAssertEqual(try phase(nights: 7).0, .provisional)
        XCTAssertEqual(try phase(nights: 13).0, .provisional)
        XCTAssertEqual(try phase(nights: 14).0, .full)
    }
}

extension FlowScorer {
    /// Scores rows in date order (the history form of `score(rows:)`).
    func score(_ rows: [FeatureRow]) -> [DayResult] { score(rows: rows) }
}
