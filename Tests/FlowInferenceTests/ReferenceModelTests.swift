import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// The reference model (SPEC 10.2): the table of weights written out here by hand, and the
/// Flow it gives on days built by hand.
final class ReferenceModelTests: XCTestCase {
    func testTheBuiltInModelIsSPECsTable() throws {
        let m = try RecoveryModel.reference()
        XCTAssertEqual(m.standardise, .personal)
        XCTAssertEqual(m.target, TargetScale(name: "recovery", lo: 0, hi: 100, direction: .higherIsBetter))
        XCTAssertEqual(m.intercept, 62)
        XCTAssertEqual(m.lambda, 0)
        XCTAssertEqual(m.dropped, [])
        XCTAssertEqual(m.flagWeights, Array(repeating: 0, count: 9))
        XCTAssertTrue(m.isUntrained)
        XCTAssertEqual(m.training, .untrained)
        let table: [(Feature, Double, Double)] = [
            (.sleepHours, 3, 1), (.sleepEfficiency, 1, 0.05), (.deepShare, 0.5, 0.05), (.remShare, 0.5, 0.05),
            (.wakeCount, -0.5, 1.5), (.sleepRegularity, -1, 25), (.steps, 0, 3500), (.activeHours, 0, 3),
            (.rhrDelta, -7.5, 3), (.hrvRatio, 12, 0.25), (.sleepingHR, -1, 6), (.strainLoad, -3, 60),
        ]
        XCTAssertEqual(m.features.map(\.feature), table.map { .feature($0.0) })
        for (f, (feature, weight, sd)) in zip(m.features, table) {
            XCTAssertEqual(f.weight, weight, "\(feature)")
            XCTAssertEqual(f.sd, sd, "\(feature)")
            XCTAssertEqual(
                f.mean, feature.baseline(sleepNeedHours: 8), "\(feature): the stored mean is the imputation baseline")
        }
    }

    func testTheEmbeddedTextIsModelsReferenceJSON() throws {
        let root = TestPaths.packageRoot
        let file = try String(contentsOf: root.appendingPathComponent(RecoveryModel.referencePath), encoding: .utf8)
        XCTAssertEqual(
            RecoveryModel.referenceText + "\n", file, "run Scripts/embed-reference-model.sh after editing the file")
    }

    /// Read with its stored means and sds (as a trained model reads every day), a usual day
    /// reads 62 and HRV one stored sd (0.25) better 74. Under its own personal rule the same
    /// morning with no night of the person's own before it gives no number: calibrating.
    func testAUsualDayIs62AndOneSDBetterHRVIs74OnTheStoredScale() throws {
        var m = try RecoveryModel.reference()
        let usual = Dictionary(uniqueKeysWithValues: Feature.allCases.map { ($0, $0.baseline(sleepNeedHours: 8)) })
        XCTAssertEqual(
            FlowScorer(model: m).score(rows: [scoredRow(0, usual)]), [.calibrating(scoredRow(0, [:]).day, nights: 0)])
        m.standardise = .training
        let scorer = FlowScorer(model: m)
        XCTAssertEqual(try XCTUnwrap(scorer.scoreAlone(scoredRow(0, usual))).flow, 62, accuracy: 1e-12)
        var better = usual
        better[.hrvRatio] = 0.25
        let s = try XCTUnwrap(scorer.scoreAlone(scoredRow(0, better)))
        XCTAssertEqual(s.flow, 74, accuracy: 1e-12)
        XCTAssertEqual(s.state, .steady)
        XCTAssertEqual(s.drivers.map(\.feature), [.feature(.hrvRatio)])
    }

    /// 28 nights of the person's own HRV alternating 40 and 50 ms: m = ln √2000, SS = 28 ·
    /// (ln 1.25 / 2)², σ = 0.25, so s² = (SS + 7σ²)/34 and the spread is s·√(29/28). A night one
    /// spread above m reads 62 + 12 = 74 (every other feature sits at its own constant usual),
    /// and the driver states the HRV against the geometric mean √2000 ms.
    func testOneSpreadAboveThePersonsOwnHRVIs74() throws {
        let m = try RecoveryModel.reference()
        let usual = Dictionary(uniqueKeysWithValues: Feature.allCases.map { ($0, $0.baseline(sleepNeedHours: 8)) })
        var rows: [FeatureRow] = (0..<28).map { k in
            var v = usual
            v[.hrvSDNN] = k % 2 == 0 ? 40 : 50
            return scoredRow(k, v)
        }
        let half = log(1.25) / 2
        let spread = ((28 * half * half + 7 * 0.0625) / 34 * 29 / 28).squareRoot()
        var today = usual
        today[.hrvSDNN] = exp(log(2000.0.squareRoot()) + spread)
        rows.append(scoredRow(28, today))
        let s = try XCTUnwrap(FlowScorer(model: m).score(rows: rows).last?.score)
        XCTAssertEqual(s.flow, 74, accuracy: 1e-9)
        XCTAssertEqual(s.drivers.first?.usualSource, .personal)
        XCTAssertEqual(s.drivers.first?.usual ?? .nan, 2000.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(s.drivers.first?.quantity.unit, "ms")
        XCTAssertEqual(s.phase, .full)
        XCTAssertEqual(s.baselineDays, 28)
    }
}
