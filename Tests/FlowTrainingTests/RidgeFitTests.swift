import FlowFeatures
import FlowInference
import FlowSimulation
import FlowTestSupport
import FlowTraining
import XCTest

final class RidgeFitTests: XCTestCase {
    /// Sleep hours 5…18 and labels 1 + 0.5·sleep exactly; every other column is constant.
    /// mean = 11.5, sample SD = sqrt(Σ(x − 11.5)² / 13) = sqrt(227.5 / 13) = sqrt(17.5), so the
    /// weight per SD is 0.5·sqrt(17.5) and the intercept (a usual day) is 1 + 0.5·11.5 = 6.75.
    func testAnExactLinearRuleIsRecoveredAndConstantColumnsDropped() throws {
        let days = (0..<14).map { k in
            LabelledDay(row: row(k, [.sleepHours: Double(5 + k)]), label: 1 + 0.5 * Double(5 + k))
        }
        let fit = try RidgeFit.fit(days, features: Trainer.defaultFeatures, lambda: 0)
        XCTAssertEqual(fit.fittedColumnCount, 2)
        XCTAssertEqual(fit.intercept, 6.75, accuracy: 1e-12)
        XCTAssertEqual(fit.weights[0], 0.5 * 17.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(fit.means[0], 11.5, accuracy: 1e-12)
        XCTAssertEqual(fit.sds[0], 17.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(fit.metrics.r2 ?? 0, 1, accuracy: 1e-12)
        XCTAssertEqual(fit.drops.reasons["steps"], "constant")
        XCTAssertEqual(fit.drops.reasons["sleep_missing"], "constant")
        XCTAssertEqual(fit.predict(row(99, [.sleepHours: 8])), 5, accuracy: 1e-12)
    }

    /// Two identical columns and a flag that never changes: the later twin and the flag are
    /// dropped, the rest solved without error; the fit equals the fit without the twin.
    func testIdenticalAndConstantColumnsAreDroppedWithoutError() throws {
        let days = (0..<20).map { k -> LabelledDay in
            let s = Double(k % 7)
            let st = Double((k * 3) % 5)
            return LabelledDay(
                row: row(k, [.sleepHours: s, .steps: s, .wakeCount: st], flags: k % 3 == 0 ? [.hrvMissing] : []),
                label: 2 + 0.3 * s - 0.2 * st + (k % 3 == 0 ? 0.5 : 0))
        }
        let fit = try RidgeFit.fit(days, features: [.sleepHours, .wakeCount, .steps], lambda: 0)
        XCTAssertEqual(fit.drops.reasons["steps"], "identical to sleep_hours")
        XCTAssertEqual(fit.drops.reasons["sleep_missing"], "constant")
        XCTAssertEqual(fit.drops.reasons["hrv_missing"], nil)
        let without = try RidgeFit.fit(days, features: [.sleepHours, .wakeCount], lambda: 0)
        XCTAssertEqual(fit.intercept, without.intercept, accuracy: 1e-12)
        XCTAssertEqual(fit.weights[0], without.weights[0], accuracy: 1e-12)
        // The rule is exact: raw slope 0.3 per hour, -0.2 per wake, 0.5 when hrv_missing.
        XCTAssertEqual(fit.weights[0] / fit.sds[0], 0.3, accuracy: 1e-12)
        XCTAssertEqual(fit.weights[1] / fit.sds[1], -0.2, accuracy: 1e-12)
        XCTAssertEqual(fit.weights[3 + MissingFlag.hrvMissing.index], 0.5, accuracy: 1e-12)
        XCTAssertEqual(fit.weights[2], 0)
    }

    func testAHugePenaltyShrinksEveryWeightAndLeavesTheLabelMean() throws {
        let days = try simulatedDays(60, seed: 5).days
        let fit = try RidgeFit.fit(days, features: Trainer.defaultFeatures, lambda: 1e12)
        let mean = days.map(\.label).reduce(0, +) / Double(days.count)
        for (c, w) in fit.weights.enumerated() { XCTAssertLessThan(abs(w), 1e-8, fit.columns[c].name) }
        XCTAssertEqual(fit.intercept, mean, accuracy: 1e-6)
    }

    /// The simulator's rule: stress = 3 − 0.50·(S − 7) + 0.08·(R − 58) − 1.20·ln(H/45) + … + N(0, 0.35).
    /// sleep_hours is S and resting_hr is R exactly; hrv_ratio is ln(H / the 14-day median),
    /// ln(H/45) shifted by a slowly moving reference, so its slope is looser. Days whose
    /// resting HR or HRV was filled in, or is a clamped device glitch, are left out: the
    /// label follows the person, not the glitch.
    func testTheSimulatorsRuleIsRecoveredFromAYear() throws {
        let days = try simulatedDays(365, seed: 11).days.filter { d in
            [Feature.restingHR, .hrvSDNN, .sleepHours].allSatisfy { d.row.isObserved($0) }
                && d.row[.restingHR] < 100 && d.row[.hrvSDNN] < 300 && d.row[.sleepHours] < 16
        }
        XCTAssertGreaterThan(days.count, 300)
        let fit = try RidgeFit.fit(days, features: [.sleepHours, .restingHR, .hrvRatio, .strainLoad], lambda: 0)
        let raw = { (f: Feature) -> Double in
            let c = fit.columns.firstIndex(of: .feature(f))!
            return fit.weights[c] / fit.sds[c]
        }
        XCTAssertEqual(raw(.sleepHours), PersonSimulator.weights.sleep, accuracy: 0.08)
        XCTAssertEqual(raw(.restingHR), PersonSimulator.weights.restingHR, accuracy: 0.04)
        XCTAssertEqual(raw(.hrvRatio), PersonSimulator.weights.lnHRV, accuracy: 0.35)
        XCTAssertGreaterThan(raw(.strainLoad), 0)  // runs raise tomorrow's stress
        XCTAssertEqual(fit.metrics.rmse, PersonSimulator.noiseSD, accuracy: 0.06)
    }
}
