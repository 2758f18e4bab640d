import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowCompare
@testable import FlowInference
@testable import FlowScores

/// A device's score beside flow's on hand-made mornings: how many pairs, the figures, the
/// mornings whose ranks differ most and their order, WHOOP's strain put on 0-100.
final class DeviceComparisonComputeTests: XCTestCase {
    private let d0 = CalendarDay(year: 2026, month: 1, day: 1)!

    /// Rows with a device recovery and a Recovery Flow each.
    /// A reference score of `kind` with `value` (nil: not given).
    private func score(_ kind: ScoreKind, _ value: Double?) -> Score {
        Score(kind: kind, value: value, unclamped: value, components: [], missing: [], baselineDays: [])
    }

    private func compare(
        device: [Double?], flow: [Double?], strain: [Double?] = [], strainScores: [Double?] = [], scale: Double = 100
    ) -> [DeviceComparison] {
        var rows: [FeatureRow] = []
        var results: [DayResult] = []
        for k in device.indices {
            var r = row(k)
            r.deviceRecovery = device[k]
            r.deviceStrain = k < strain.count ? strain[k] : nil
            rows.append(r)
            if let f = flow[k] {
                results.append(
                    .scored(
                        DayFlow(
                            day: r.day, prediction: 0, flow: f, usualFlow: 50, contributions: [], drivers: [],
                            coverage: 8, missingData: 0, estimated: 0, estimatedFeatures: 0, baselineDays: 28,
                            partialData: nil, trend: f)))
            } else {
                results.append(.unscored(r.day, .noNightData))
            }
        }
        let scores = strainScores.enumerated().map { k, v in
            DayScores(
                day: d0.adding(days: k), sleep: score(.sleep, nil), recovery: score(.recovery, nil),
                strain: score(.strain, v), stress: score(.stress, nil), activeness: score(.activeness, nil),
                ayurvedicTiming: score(.ayurvedicTiming, nil),
                need: NightNeed(day: d0.adding(days: k), base: 8, debt: 0, strain: 0, napCredit: 0, sleepHours: 8),
                hrvDaysLast30: 30)
        }
        return DeviceComparison.compare(rows: rows, results: results, scores: scores, strainOutOf: scale)
    }

    func testFewerThanFourteenPairsGiveNoFigures() {
        // 15 device values, but flow scored only 13 of those mornings.
        let device = (0..<15).map { Double(40 + $0) }
        let flow: [Double?] = (0..<15).map { $0 < 13 ? Double(50 + $0) : nil }
        let c = compare(device: device, flow: flow)
        // device_recovery against the Recovery Flow, and against the Recovery score (no scores given: 0 pairs).
        XCTAssertEqual(c.map(\.pair.flow), ["recovery_flow", "recovery"])
        XCTAssertEqual(c.map(\.n), [13, 0])
        XCTAssertNil(c[0].spearman)
        XCTAssertNil(c[0].meanDifference)
        XCTAssertEqual(c[0].differing, [])
    }

    func testTheMorningsWhoseRanksDifferMost() throws {
        // 14 mornings: flow rises 1…14 (values 51…64); the device agrees except on three
        // mornings moved to the other end, and on two tied values.
        var device = (0..<14).map { Double(30 + $0) }
        device[0] = 99  // rank 14 against flow's 1: gap 13
        device[13] = 1  // rank 1 against flow's 14: gap 13
        device[6] = 2  // rank 2 against flow's 7: gap 5
        let flow = (0..<14).map { Double?(Double(51 + $0)) }
        let c = try XCTUnwrap(compare(device: device, flow: flow).first)
        XCTAssertEqual(c.n, 14)
        // The device's ranks: morning 13 → 1, 6 → 2, 1…5 → 3…7, 7…12 → 8…13, 0 → 14; flow's are
        // morning k → k + 1. Gaps: mornings 0 and 13 differ by 13, morning 6 by 5, mornings 1…5
        // by 1, 7…12 by 0. Largest first, the earlier date first among equal gaps.
        let gaps = c.differing.map { ($0.day.ordinal - d0.ordinal, $0.rankGap) }
        XCTAssertEqual(gaps.map(\.0), [0, 13, 6, 1, 2])
        XCTAssertEqual(gaps.map(\.1), [13, 13, 5, 1, 1])
        // Mean difference: Σ device − Σ flow over 14 mornings.
        let expected = (device.reduce(0, +) - flow.compactMap { $0 }.reduce(0, +)) / 14
        XCTAssertEqual(try XCTUnwrap(c.meanDifference), expected, accuracy: 1e-12)
    }

    func testWhoopsStrainIsPutOnZeroToAHundred() throws {
        // Strains k · 1.5 of 21 on 14 mornings are k · 1.5 · 100 / 21 on 0-100; flow's strain
        // score is that plus 2, so the mean difference is −2 and both correlations 1.
        let strain = (0..<14).map { Double?(Double($0) * 1.5) }
        let scores = (0..<14).map { Double?(Double($0) * 1.5 * 100 / 21 + 2) }
        let c = try XCTUnwrap(
            compare(
                device: Array(repeating: nil, count: 14), flow: Array(repeating: 50, count: 14), strain: strain,
                strainScores: scores, scale: 21
            ).first)
        XCTAssertEqual(c.pair, ScorePair(device: "device_strain", flow: "strain"))
        XCTAssertEqual(c.n, 14)
        XCTAssertEqual(try XCTUnwrap(c.meanDifference), -2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(c.pearson), 1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(c.spearman), 1, accuracy: 1e-12)
        XCTAssertEqual(c.differing.first?.deviceOn100 ?? 0, 0)
        XCTAssertEqual(c.differing.first?.device, 0)
    }

    func testNoDeviceScoreGivesNoComparison() {
        XCTAssertEqual(compare(device: [nil, nil], flow: [50, 60]), [])
    }

    /// A device's activity score beside Activeness: each differing morning is told by what
    /// Activeness read that day, its steps and energy against their usual, not the Flow's drivers.
    func testAPairIsToldByItsOwnScoresParts() throws {
        let n = 15
        var rows: [FeatureRow] = []
        var scores: [DayScores] = []
        for k in 0..<n {
            var r = row(k)
            r.deviceStrain = Double(30 + 3 * k)
            rows.append(r)
            var activeness = score(.activeness, Double(70 - 2 * k))
            activeness.components = [
                ScoreComponent(
                    name: "steps", value: 50, weight: 1,
                    details: [("steps", Double(1000 * (k + 1))), ("usual_steps", 8000)])
            ]
            scores.append(
                DayScores(
                    day: d0.adding(days: k), sleep: score(.sleep, nil), recovery: score(.recovery, nil),
                    strain: score(.strain, nil), stress: score(.stress, nil), activeness: activeness,
                    ayurvedicTiming: score(.ayurvedicTiming, nil),
                    need: NightNeed(day: d0.adding(days: k), base: 8, debt: 0, strain: 0, napCredit: 0, sleepHours: 8),
                    hrvDaysLast30: 30))
        }
        let results = rows.map { DayResult.unscored($0.day, .noNightData) }
        let c = try XCTUnwrap(
            DeviceComparison.compare(rows: rows, results: results, scores: scores).first {
                $0.pair.flow == "activeness"
            })
        XCTAssertEqual(c.n, n)
        // The device rises as Activeness falls: the ends differ most, the first morning (rank 1
        // against 15) and the last; ties of gap go to the earlier date.
        let first = try XCTUnwrap(c.differing.first)
        XCTAssertEqual(first.day, d0)
        XCTAssertEqual(first.facts, ["1,000 steps (usual 8,000)"])
        XCTAssertTrue(first.drivers.isEmpty)
    }
}
