import FlowFeatures
import FlowInference
import FlowTestSupport
import FlowTraining
import XCTest

final class RollingOriginTests: XCTestCase {
    /// The running cross-product path must equal refitting from scratch on every fold,
    /// including folds where columns stop being constant or identical.
    func testTheIncrementalPathEqualsRefittingFromScratch() throws {
        let days = try simulatedDays(150, seed: 21).days
        for lambda in [0.0, 3.0] {
            let fast = try RollingOrigin(
                days: days, features: Trainer.defaultFeatures, lambda: lambda, target: TargetScale())
            let slow = try RollingOrigin(
                refittingEveryDay: days, features: Trainer.defaultFeatures, lambda: lambda, target: TargetScale())
            XCTAssertEqual(fast.n, slow.n)
            XCTAssertGreaterThan(fast.n, 80)
            for (a, b) in zip(fast.predictions, slow.predictions) {
                XCTAssertEqual(a.day.row.day, b.day.row.day)
                XCTAssertEqual(
                    a.predicted, b.predicted, accuracy: 1e-9 * max(1, abs(b.predicted)), "\(a.day.row.day) λ=\(lambda)")
                XCTAssertEqual(a.meanBaseline, b.meanBaseline, accuracy: 1e-12)
                XCTAssertEqual(a.persistence, b.persistence)
                XCTAssertEqual(a.recent, b.recent, accuracy: 1e-12)
            }
        }
    }

    /// Labels 2, 4, 3, 5: e = 2; 0.3·4 + 0.7·2 = 2.6; 0.3·3 + 0.7·2.6 = 2.72; 0.3·5 + 0.7·2.72 = 3.404.
    func testTheRecentLevelOfFourLabelsByHand() {
        var level = RecentLevel()
        XCTAssertNil(level.value)
        var seen: [Double] = []
        for y in [2.0, 4, 3, 5] {
            level.add(y)
            seen.append(level.value ?? .nan)
        }
        XCTAssertEqual(seen[0], 2)
        XCTAssertEqual(seen[1], 2.6, accuracy: 1e-12)
        XCTAssertEqual(seen[2], 2.72, accuracy: 1e-12)
        XCTAssertEqual(seen[3], 3.404, accuracy: 1e-12)
    }

    func testDropsChangeAsTheFoldsGrow() throws {
        // hrv_missing is set only from day 35: constant (dropped) on the first folds, fitted later.
        let days = (0..<60).map { k -> LabelledDay in
            let s = 6 + Double((k * 7) % 11) / 4
            let missing = k >= 35 && k % 2 == 0
            return LabelledDay(
                row: row(
                    k, [.sleepHours: s, .steps: 5000 + Double((k * 13) % 17) * 300],
                    flags: missing ? [.hrvMissing] : []),
                label: 3 - 0.4 * (s - 7) + (missing ? 0.6 : 0) + Double(k % 5) * 0.05)
        }
        let fast = try RollingOrigin(days: days, features: [.sleepHours, .steps], lambda: 0, target: TargetScale())
        let slow = try RollingOrigin(
            refittingEveryDay: days, features: [.sleepHours, .steps], lambda: 0, target: TargetScale())
        XCTAssertEqual(fast.n, 32)
        for (a, b) in zip(fast.predictions, slow.predictions) {
            XCTAssertEqual(a.predicted, b.predicted, accuracy: 1e-9, "\(a.day.row.day)")
        }
    }

    func testBaselinesSkillAndStatesByHand() throws {
        // 30 days: labels alternate 2 and 4 and the only feature carries them exactly.
        let days = (0..<30).map { k in
            LabelledDay(row: row(k, [.sleepHours: k % 2 == 0 ? 6 : 8]), label: k % 2 == 0 ? 4 : 2)
        }
        let r = try RollingOrigin(days: days, features: [.sleepHours], lambda: 0, target: TargetScale())
        XCTAssertEqual(r.n, 2)
        // Day 28 (label 4): mean of 28 labels = 3, persistence = 2 (day 27); the model is exact.
        XCTAssertEqual(r.predictions[0].predicted, 4, accuracy: 1e-9)
        XCTAssertEqual(r.predictions[0].meanBaseline, 3)
        XCTAssertEqual(r.predictions[0].persistence, 2)
        // Day 29 (label 2): the mean of 15 fours and 14 twos is 88/29.
        XCTAssertEqual(r.predictions[1].meanBaseline, 88.0 / 29, accuracy: 1e-12)
        XCTAssertEqual(r.meanBaselineRMSE, ((1 + (88.0 / 29 - 2) * (88.0 / 29 - 2)) / 2).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(r.persistenceRMSE, 2, accuracy: 1e-12)
        XCTAssertEqual(r.skill(against: \.meanBaseline) ?? 0, 1, accuracy: 1e-9)
        // The recent level before day 28, by its formula over the 28 labels 4, 2, 4, ...
        var e = 4.0
        for k in 1..<28 { e = 0.3 * (k % 2 == 0 ? 4 : 2) + 0.7 * e }
        XCTAssertEqual(r.predictions[0].recent, e, accuracy: 1e-12)
        XCTAssertEqual(r.predictions[1].recent, 0.3 * 4 + 0.7 * e, accuracy: 1e-12)
        XCTAssertEqual(r.verdict?.days, 2)
        XCTAssertEqual(r.verdict?.skillVsRecent ?? 0, 1, accuracy: 1e-9)
        // Label 4 is Flow 25 (Adjusting), label 2 is Flow 75 (Flowing): both predicted right.
        XCTAssertEqual(r.states[2][2], 1)
        XCTAssertEqual(r.states[0][0], 1)
    }
}
