import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

final class FlowScorerTests: XCTestCase {
    let sleepOnly = handModel([ModelFeature(feature: .sleepHours, mean: 0, sd: 1, weight: 1)])

    func testDriversAreTheLargestFeatureContributionsWithTiesInTableOrder() throws {
        let model = handModel(
            [
                ModelFeature(feature: .sleepHours, mean: 7, sd: 1, weight: -0.2),  // 1 SD below: +(-25)(-0.2)(-1) = −5
                ModelFeature(feature: .steps, mean: 8000, sd: 2000, weight: -0.2),  // 1 SD above: −25·−0.2·1 = +5
                ModelFeature(feature: .rhrDelta, mean: 0, sd: 2, weight: 0.1),  // +4 bpm = 2 SD: −25·0.1·2 = −5
                ModelFeature(feature: .hrvRatio, mean: 0, sd: 0.2, weight: -0.1),  // 0 SD: 0, never a driver
                ModelFeature(feature: .strainLoad, mean: 60, sd: 30, weight: 0.1),  // −1 SD: +2.5
            ], flags: [0.4, 0, 0, 0, 0, 0, 0, 0, 0])
        let row = scoredRow(
            0, [.sleepHours: 6, .steps: 10000, .rhrDelta: 4, .hrvRatio: 0, .strainLoad: 30], flags: [.sleepMissing])
        let s = try XCTUnwrap(FlowScorer(model: model).scoreAlone(row))
        // Three ties of 5: table order.
        XCTAssertEqual(s.drivers.map(\.feature), [.feature(.sleepHours), .feature(.steps), .feature(.rhrDelta)])
        XCTAssertEqual(s.drivers.map(\.contribution), [-5, 5, -5])
        XCTAssertEqual(s.missingData, -10, accuracy: 1e-12)  // the flag: −25 · 0.4, never a driver
        // usual flow: 100·(5 − 3)/4 = 50; unclamped = 50 − 5 + 5 − 5 + 0 + 2.5 − 10 = 37.5
        XCTAssertEqual(s.usualFlow, 50, accuracy: 1e-12)
        XCTAssertEqual(s.flow, 37.5, accuracy: 1e-12)
        XCTAssertEqual(s.contributions.count, 5 + 9)
        XCTAssertEqual(s.estimated, -10, accuracy: 1e-12)  // every feature observed: the flag alone
        XCTAssertEqual(s.drivers.map(\.usualSource), [.model, .model, .model])
        XCTAssertEqual(
            s.drivers[0].sentence,
            "Sleep duration is weighing on today's flow most: 6.0 h against the model's usual 7.0 h.")
        XCTAssertEqual(s.partialData, "partial data: no main sleep recorded last night")
    }

    /// With no resting HR of the person's own in the 14 days before, rhr_delta was measured
    /// from the fixed 60 bpm: the sentence names it, not "your baseline".
    func testTheRestingHRSentenceNamesTheFixedReferenceWhenTheBaselineIsMissing() throws {
        let model = handModel([ModelFeature(feature: .rhrDelta, mean: 0, sd: 2, weight: 0.1)])
        let row = scoredRow(0, [.rhrDelta: 4, .restingHR: 64], flags: [.baselineMissing])
        let s = try XCTUnwrap(FlowScorer(model: model).scoreAlone(row))
        XCTAssertTrue(s.drivers[0].fixedReference)
        XCTAssertEqual(
            s.drivers[0].sentence,
            "Resting heart rate is weighing on today's flow most: 4 bpm above the fixed 60 bpm "
                + "(too few readings of your own in the 14 days before), where the model's usual is 0 bpm above.")
        // Five observed resting HR cells in D-14…D-1: the reference is the person's median.
        let earlier = (1...5).map { scoredRow(-$0, [.restingHR: 60]) }
        let withHistory = FlowScorer(model: model).score(
            row, usual: FlowBaseline(model: model, day: row.day, earlier: earlier[...]))
        XCTAssertEqual(withHistory.score?.drivers.first?.sentence.contains("4 bpm above your 14-day median"), true)
    }

    /// A filled-in value never drives a score, however large its contribution; it is summed
    /// with the flags into the estimated inputs.
    func testAFilledInFeatureWithTheLargestContributionIsNotADriver() throws {
        let model = handModel(
            [
                ModelFeature(feature: .sleepHours, mean: 7, sd: 1, weight: -0.4),  // 3 h short: +(-25)(-0.4)(-3) = −30
                ModelFeature(feature: .steps, mean: 8000, sd: 2000, weight: -0.04),
            ],  // 1 SD above: −25·−0.04·1 = +1
            flags: [0.2, 0, 0, 0, 0, 0, 0, 0, 0])
        let row = scoredRow(0, [.sleepHours: 4, .steps: 10000], flags: [.sleepMissing], estimated: [.sleepHours])
        let s = try XCTUnwrap(FlowScorer(model: model).scoreAlone(row))
        XCTAssertEqual(s.drivers.map(\.feature), [.feature(.steps)])
        XCTAssertEqual(s.drivers[0].contribution, 1, accuracy: 1e-12)
        XCTAssertEqual(s.estimatedFeatures, 1)
        XCTAssertEqual(s.missingData, -5, accuracy: 1e-12)  // −25 · 0.2
        XCTAssertEqual(s.estimated, -30 - 5, accuracy: 1e-12)  // the filled-in sleep plus the flag
        XCTAssertEqual(s.flow, 50 - 30 + 1 - 5, accuracy: 1e-12)
    }

    /// The same filled-in sleep under personal standardisation (the reference model) counts as
    /// the person's usual: contribution 0, whatever the nights before. Steps of 8000 on three
    /// nights before (SS = 0, σ = 2000): spread 2000·√(7/9 · 4/3) = 2000·√(28/27), so 10000
    /// stands √(27/28) sds above and adds −25 · −0.04 · √(27/28) points; the flag −5.
    func testAFilledInCellIsNeutralUnderPersonalStandardisation() throws {
        let model = handModel(
            [
                ModelFeature(feature: .sleepHours, mean: 7, sd: 1, weight: -0.4),
                ModelFeature(feature: .steps, mean: 8000, sd: 2000, weight: -0.04),
            ],
            flags: [0.2, 0, 0, 0, 0, 0, 0, 0, 0], standardise: .personal)
        let earlier = (1...3).map { scoredRow(-$0, [.sleepHours: 8, .steps: 8000]) }.reversed()
        let row = scoredRow(0, [.sleepHours: 4, .steps: 10000], flags: [.sleepMissing], estimated: [.sleepHours])
        let s = try XCTUnwrap(
            FlowScorer(model: model).score(
                row, usual: FlowBaseline(model: model, day: row.day, earlier: Array(earlier)[...])
            ).score)
        let steps = (27.0 / 28).squareRoot()
        XCTAssertEqual(s.contributions[0].points, 0)
        XCTAssertEqual(s.contributions[1].points, steps, accuracy: 1e-12)
        XCTAssertEqual(s.estimated, -5, accuracy: 1e-12)
        XCTAssertEqual(s.flow, 50 + steps - 5, accuracy: 1e-12)
        XCTAssertEqual(model.predict(row), 3 + 0.2, accuracy: 1e-12)  // no night of one's own: ŷ = intercept + flag
    }

    /// Steps alone (or daytime heart rate) say nothing about last night: not scored.
    func testADayWithoutANightMeasurementIsNotScored() {
        let stepsOnly = scoredRow(0, [.steps: 9000], flags: Set(MissingFlag.dataFlags).subtracting([.stepsMissing]))
        XCTAssertFalse(stepsOnly.isNoData)
        XCTAssertFalse(stepsOnly.isScorable)
        let scorer = FlowScorer(model: sleepOnly)
        XCTAssertEqual(
            scorer.score(stepsOnly, usual: FlowBaseline(model: sleepOnly, day: stepsOnly.day, earlier: [])),
            .unscored(stepsOnly.day, .noNightData))
        // Any one night measurement is enough: here the sleeping heart rate alone.
        let hrOnly = scoredRow(1, [:], flags: Set(MissingFlag.dataFlags).subtracting([.sleepingHRMissing]))
        XCTAssertTrue(hrOnly.isScorable)
    }

    /// Flow = 100·(5 − (3 + x))/4 = 50 − 25x. Flows 50, 60, (no data), 70, then 8 days later 40:
    /// e = 50; 0.18·60 + 0.82·50 = 51.8; 0.18·70 + 0.82·51.8 = 55.076; restart at 40.
    func testTheTrendSkipsUnscoredDaysAndRestartsAfterAGap() {
        let allMissing = Set(MissingFlag.dataFlags)
        let rows = [
            scoredRow(0, [.sleepHours: 0]), scoredRow(1, [.sleepHours: -0.4]), scoredRow(2, [:], flags: allMissing),
            scoredRow(3, [.sleepHours: -0.8]), scoredRow(11, [.sleepHours: 0.4]), scoredRow(18, [.sleepHours: 0]),
        ]
        let results = FlowScorer(model: sleepOnly).score(rows: rows)
        XCTAssertEqual(results[2], .unscored(rows[2].day, .noData))
        let trends = results.compactMap { $0.score?.trend }
        XCTAssertEqual(trends.count, 5)
        XCTAssertEqual(trends[0], 50, accuracy: 1e-9)
        XCTAssertEqual(trends[1], 51.8, accuracy: 1e-9)
        XCTAssertEqual(trends[2], 55.076, accuracy: 1e-9)
        XCTAssertEqual(trends[3], 40, accuracy: 1e-9)  // day 11 follows day 3 by 8: restart
        XCTAssertEqual(trends[4], 0.18 * 50 + 0.82 * 40, accuracy: 1e-9)  // day 18 follows day 11 by 7: continues
    }

    /// usual Flow + Σ contributions = the unclamped Flow, with the sample's trained model
    /// (training standardisation) and with the reference model (personal baselines).
    func testContributionsAddUpOnEveryRowOfTheSample() throws {
        let root = TestPaths.packageRoot
        let trained = try RecoveryModel(
            text: String(
                contentsOfFile: root.appendingPathComponent("Datasets/sample/model.json").path,
                encoding: .utf8), file: "model.json")
        let (history, _) = try RecordsCSV.read(path: root.appendingPathComponent("Datasets/sample/records.csv").path)
        let rows = FeatureTable(history: history, settings: trained.settings).rows
        for model in [trained, try RecoveryModel.reference()] {
            var scored = 0
            for (row, result) in zip(rows, FlowScorer(model: model).score(rows: rows)) {
                guard let s = result.score else {
                    XCTAssertTrue(!row.isScorable || result.reason == .calibrating, "\(row.day)")
                    continue
                }
                let unclamped = s.usualFlow + s.contributions.reduce(0) { $0 + $1.points }
                XCTAssertEqual(
                    unclamped, RecoveryFlow.unclamped(s.prediction, model.target), accuracy: 1e-9, "\(row.day)")
                XCTAssertEqual(s.flow, min(100, max(0, unclamped)), accuracy: 1e-9)
                XCTAssertTrue(s.drivers.allSatisfy { row.isObserved($0.feature) })
                scored += 1
            }
            XCTAssertGreaterThan(scored, 170)
        }
    }
}
