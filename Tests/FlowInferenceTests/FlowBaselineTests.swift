import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

/// Personal standardisation (SPEC 10.1 as revised 2026-12-05) and the phase (10.4), on small
/// tables built by hand. The rule: n own nights with mean m and sum of squares SS, stored sd σ
/// counted as 7 nights: s = √((SS + 7σ²)/(n + 6)), x = (q − m)/(s·√(1 + 1/n)).
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

    /// 6, 7, 8, 7, 6, 8, 7: m = 7, SS = 1+0+1+0+1+1+0 = 4; s² = (4 + 7·1)/13 = 11/13 and the
    /// spread is √(11/13 · 8/7) = √(88/91).
    func testSevenNightsGiveTheirMeanAndASpreadShrunkTowardTheStoredSD() {
        let u = FlowBaseline(model: personal, day: scoredRow(0, [:]).day, earlier: before([6, 7, 8, 7, 6, 8, 7]))
        XCTAssertEqual(u.sources, [.personal])
        XCTAssertEqual(u.means[0], 7, accuracy: 1e-12)
        XCTAssertEqual(u.sds[0], (88.0 / 91).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(u.baselineDays, 7)
    }

    /// One night of 9 h: m = 9, SS = 0, s = √(7/7) = 1, spread √2. No stored mean enters.
    func testOneNightIsAlreadyThePersonsOwnUsual() {
        let u = FlowBaseline(model: personal, day: scoredRow(0, [:]).day, earlier: before([9]))
        XCTAssertEqual(u.sources, [.personal])
        XCTAssertEqual(u.means, [9])
        XCTAssertEqual(u.sds[0], 2.0.squareRoot(), accuracy: 1e-12)
    }

    /// Ten equal nights: SS = 0, s² = 7/16, spread √(7/16 · 11/10): still a spread, from σ alone.
    func testNightsThatNeverVaryTakeTheirSpreadFromTheStoredSD() {
        let u = FlowBaseline(
            model: personal, day: scoredRow(0, [:]).day, earlier: before(Array(repeating: 6.5, count: 10)))
        XCTAssertEqual(u.sources, [.personal])
        XCTAssertEqual(u.means, [6.5])
        XCTAssertEqual(u.sds[0], (7.0 / 16 * 11 / 10).squareRoot(), accuracy: 1e-12)
    }

    /// Only observed cells of D-28…D-1 count: a filled-in value and a row dated D-29 do not.
    func testOnlyObservedCellsOfThe28DaysBeforeCount() {
        var rows = Array(before([6, 8]))
        rows.insert(scoredRow(-29, [.sleepHours: 20]), at: 0)  // D-29: outside the window
        rows.insert(scoredRow(-28, [.sleepHours: 9], estimated: [.sleepHours]), at: 1)  // filled in: not observed
        let day = scoredRow(0, [:]).day
        XCTAssertEqual(FlowBaseline(model: personal, day: day, earlier: rows[...]).means, [7])  // (6 + 8) / 2
        rows.insert(scoredRow(-28, [.sleepHours: 10]), at: 1)  // D-28 observed: counts
        XCTAssertEqual(FlowBaseline(model: personal, day: day, earlier: rows[...]).means, [8])  // (10 + 6 + 8) / 3
    }

    /// No observed night of the feature: x = 0 and the usual is the model's, so it is never a
    /// driver; a sleep of 20 h is not compared with the stored 7 h.
    func testNoNightOfOnesOwnComparesWithNothing() throws {
        let filled = (1...5).map { scoredRow(-$0, [.sleepHours: 7], estimated: [.sleepHours]) }.reversed()
        let today = scoredRow(0, [.sleepHours: 16])
        let usual = FlowBaseline(model: personal, day: today.day, earlier: Array(filled)[...])
        XCTAssertEqual(usual.sources, [.model])
        let s = try XCTUnwrap(FlowScorer(model: personal).score(today, usual: usual).score)
        XCTAssertEqual(s.flow, 62)
        XCTAssertTrue(s.drivers.isEmpty)
    }

    /// A training model always uses its stored mean and sd, whatever the history holds.
    func testATrainingModelIgnoresThePersonalHistory() {
        var training = personal
        training.standardise = .training
        let u = FlowBaseline(model: training, day: scoredRow(0, [:]).day, earlier: before([6, 7, 8, 7, 6, 8, 7, 9]))
        XCTAssertEqual(u.sources, [.model])
        XCTAssertEqual(u.means, [7])
        XCTAssertEqual(u.sds, [1])
        XCTAssertEqual(u.baselineDays, 8)
    }

    /// 8 h against the person's 7 h over 6, 7, 8, 7, 6, 8, 7: 3 · 1/√(88/91) points.
    func testADriversUsualValueIsThePersonsOwn() throws {
        let today = scoredRow(0, [.sleepHours: 8])
        let own = try XCTUnwrap(
            FlowScorer(model: personal).score(
                today, usual: FlowBaseline(model: personal, day: today.day, earlier: before([6, 7, 8, 7, 6, 8, 7]))
            ).score)
        XCTAssertEqual(own.drivers[0].usualSource, .personal)
        XCTAssertEqual(own.drivers[0].usual, 7, accuracy: 1e-12)
        XCTAssertEqual(own.drivers[0].contribution, 3 * (91.0 / 88).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(
            own.drivers[0].sentence, "Sleep duration is lifting today's flow most: 8.0 h against your usual 7.0 h.")
    }

    /// `rhr_delta` is compared on the resting HR itself, never on its distance from 60 bpm:
    /// nights of 54, 56, 55 bpm (m = 55, SS = 2), σ = 3: s² = (2 + 63)/9, spread² = 65/9 · 4/3
    /// = 260/27; today 58 bpm: x = 3/√(260/27), −7.5 points per sd.
    func testRestingHRIsComparedWithTheUsualRestingHR() throws {
        let model = handModel(
            [ModelFeature(feature: .rhrDelta, mean: 0, sd: 3, weight: -7.5)], intercept: 62,
            target: TargetScale(name: "recovery", lo: 0, hi: 100, direction: .higherIsBetter),
            standardise: .personal)
        // rhr_delta cells as the fixed 60 bpm made them: they must not matter.
        let earlier = [(-3, 54.0), (-2, 56.0), (-1, 55.0)].map {
            scoredRow($0.0, [.restingHR: $0.1, .rhrDelta: $0.1 - 60])
        }
        let today = scoredRow(0, [.restingHR: 58, .rhrDelta: -2])
        let usual = FlowBaseline(model: model, day: today.day, earlier: earlier[...])
        XCTAssertEqual(usual.means, [55])
        let s = try XCTUnwrap(FlowScorer(model: model).score(today, usual: usual).score)
        let x = 3 / (260.0 / 27).squareRoot()
        XCTAssertEqual(s.contributions[0].points, -7.5 * x, accuracy: 1e-12)
        XCTAssertEqual(s.flow, 62 - 7.5 * x, accuracy: 1e-12)
        let d = try XCTUnwrap(s.drivers.first)
        XCTAssertEqual(d.feature, .feature(.rhrDelta))
        XCTAssertEqual(d.quantity, .feature(.restingHR))
        XCTAssertEqual(d.value, 58)
        XCTAssertEqual(d.usual, 55)
        XCTAssertEqual(
            d.sentence, "Resting heart rate is weighing on today's flow most: 58 bpm against your usual 55 bpm.")
        XCTAssertEqual(Driver.outputColumns.first { $0.name == "unit" }?.cell(d), .text("bpm"))
    }

    /// `hrv_ratio` is compared on ln HRV: nights of 40, 50 and 62.5 ms have the geometric mean
    /// (40 · 50 · 62.5)^(1/3) = 50 ms; SS = ln(0.8)² + ln(1.25)², σ = 0.25, today 60 ms.
    func testHRVIsComparedOnItsLogAndShownAgainstTheGeometricMean() throws {
        let model = handModel(
            [ModelFeature(feature: .hrvRatio, mean: 0, sd: 0.25, weight: 12)], intercept: 62,
            target: TargetScale(name: "recovery", lo: 0, hi: 100, direction: .higherIsBetter),
            standardise: .personal)
        let earlier = [(-3, 40.0), (-2, 50.0), (-1, 62.5)].map { scoredRow($0.0, [.hrvSDNN: $0.1]) }
        let today = scoredRow(0, [.hrvSDNN: 60, .hrvRatio: 0.3])
        let s = try XCTUnwrap(
            FlowScorer(model: model).score(
                today, usual: FlowBaseline(model: model, day: today.day, earlier: earlier[...])
            ).score)
        let ss = log(0.8) * log(0.8) + log(1.25) * log(1.25)
        let spread = ((ss + 7 * 0.0625) / 9 * 4 / 3).squareRoot()
        XCTAssertEqual(s.contributions[0].points, 12 * log(60.0 / 50) / spread, accuracy: 1e-9)
        let d = try XCTUnwrap(s.drivers.first)
        XCTAssertEqual(d.value, 60)
        XCTAssertEqual(d.usual, 50, accuracy: 1e-9)
        XCTAssertEqual(d.quantity, .feature(.hrvSDNN))
        XCTAssertEqual(d.sentence, "HRV is lifting today's flow most: 60 ms against your usual 50 ms.")
    }

    /// No number before the third night of one's own: 0, 1 and 2 nights before give a
    /// calibrating morning (with its count), 3 give a score; a trained model scores at once.
    func testAPersonalModelGivesNoNumberBeforeTheThirdNight() throws {
        let rows = (0..<5).map { scoredRow($0, [.sleepHours: 7 + Double($0 % 2)]) }
        let results = FlowScorer(model: personal).score(rows: rows)
        XCTAssertEqual(results[0], .calibrating(rows[0].day, nights: 0))
        XCTAssertEqual(results[1], .calibrating(rows[1].day, nights: 1))
        XCTAssertEqual(results[2], .calibrating(rows[2].day, nights: 2))
        XCTAssertEqual(results[2].reason, .calibrating)
        XCTAssertEqual(results[2].calibratingNights, 2)
        XCTAssertEqual(results[3].score?.baselineDays, 3)
        // The trend starts at the first scored morning: e₀ = its Flow.
        XCTAssertEqual(results[3].score?.trend, results[3].score?.flow)
        var training = personal
        training.standardise = .training
        XCTAssertNotNil(FlowScorer(model: training).score(rows: rows)[0].score)
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
